import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Countdown } from '@/components/pages/countdown';
import { LanguagePicker } from '@/components/shell/language-picker';

export default async function ComingSoonPage() {
  const t = await getTranslations('pages');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-br from-primary/10 to-secondary/10 px-4 py-12 text-center">
      <div className="absolute end-4 top-4">
        <LanguagePicker />
      </div>
      <h1 className="text-3xl font-bold sm:text-4xl">{t('comingSoon.title')}</h1>
      <p className="max-w-md text-muted">{t('comingSoon.description')}</p>
      <Countdown />
      <Link href="/dashboard" className="rounded-md bg-primary px-5 py-2.5 text-sm font-medium uppercase text-white hover:brightness-110">
        {t('backToDashboard')}
      </Link>
    </main>
  );
}
