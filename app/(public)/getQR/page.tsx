import { getTranslations } from 'next-intl/server';
import { QrGenerator } from '@/components/tabs/qr-generator';
import { TabProblem } from '@/components/tabs/tab-sign-in';

type Search = Record<string, string | string[] | undefined>;

export default async function GetQrPage({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const t = await getTranslations('qr');
  const username = typeof sp.username === 'string' ? sp.username : '';
  const cloudId = typeof sp.cloud_id === 'string' ? sp.cloud_id : '';
  if (!username || !cloudId) return <TabProblem title={t('missing')} />;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-4 p-4">
      <h1 className="text-center text-xl font-semibold">{t('title')}</h1>
      <QrGenerator username={username} cloudId={cloudId} />
    </main>
  );
}
