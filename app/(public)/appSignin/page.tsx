import { getTranslations } from 'next-intl/server';
import { AppSigninForm } from '@/components/tabs/app-signin-form';

type Search = Record<string, string | string[] | undefined>;

export default async function AppSigninPage({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const t = await getTranslations('appSignin');
  const str = (k: string) => (typeof sp[k] === 'string' ? (sp[k] as string) : '');
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-4 p-4">
      <h1 className="text-center text-xl font-semibold">{t('title')}</h1>
      <AppSigninForm cloudId={str('cloud_id')} username={str('username')} build={str('build') || undefined} />
    </main>
  );
}
