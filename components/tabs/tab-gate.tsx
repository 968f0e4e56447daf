import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { TAB_COOKIE, tabContext, unsealTab, type TabContext } from '@/lib/server/auth/tab-session';
import { TabNav } from './tab-nav';
import { TabProblem, TabSignIn } from './tab-sign-in';

export type TabSearch = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Every custom tab page: credentials in the address -> exchange them; a tab session -> the
 * page (with the top bar when direct=0); neither -> a clear message, never an admin login.
 */
export async function TabGate({ path, search, children }: { path: string; search: TabSearch; children: (tab: TabContext) => Promise<React.ReactNode> | React.ReactNode }) {
  if (one(search.password)) return <TabSignIn />;
  const t = await getTranslations('tabs');
  const session = await unsealTab((await cookies()).get(TAB_COOKIE)?.value);
  if (!session) return <TabProblem title={t('sessionRequired')} />;
  let tab: TabContext;
  try {
    tab = await tabContext(session);
  } catch {
    return <TabProblem title={t('sessionRequired')} />;
  }
  const direct = one(search.direct);
  const keep = new URLSearchParams();
  for (const k of ['username', 'cloud_id', 'direct']) if (one(search[k])) keep.set(k, one(search[k])!);
  const query = keep.size ? `?${keep}` : '';
  return (
    <>
      {direct === '0' && <TabNav current={path} query={query} />}
      {await children(tab)}
    </>
  );
}
