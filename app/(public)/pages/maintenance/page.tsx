import { Wrench } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { LanguagePicker } from '@/components/shell/language-picker';

export default async function MaintenancePage() {
  const t = await getTranslations('pages');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-canvas px-4 py-12 text-center">
      <div className="absolute end-4 top-4">
        <LanguagePicker />
      </div>
      <span className="rounded-full bg-primary/10 p-6 text-primary">
        <Wrench aria-hidden className="h-14 w-14 motion-safe:animate-pulse" />
      </span>
      <h1 className="text-2xl font-semibold">{t('maintenance.title')}</h1>
      <p className="max-w-md text-muted">{t('maintenance.description')}</p>
      <Link href="/dashboard" className="rounded-md bg-primary px-5 py-2.5 text-sm font-medium uppercase text-white hover:brightness-110">
        {t('backToDashboard')}
      </Link>
    </main>
  );
}
