'use client';

import { Languages } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { locales, type Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client/http';

export function LanguagePicker() {
  const t = useTranslations('shell');
  const locale = useLocale();
  const router = useRouter();
  const [pending, start] = useTransition();

  async function choose(next: Locale) {
    await api('/api/locale', { json: { locale: next } });
    // The server renders every text again in the new language.
    start(() => router.refresh());
  }

  return (
    <label className="inline-flex items-center gap-1 text-sm">
      <Languages aria-hidden className="h-4 w-4 text-muted" />
      <span className="sr-only">{t('language')}</span>
      <select
        aria-label={t('language')}
        value={locale}
        disabled={pending}
        onChange={(e) => choose(e.target.value as Locale)}
        className="rounded-md border border-line bg-surface px-2 py-1 text-sm font-medium uppercase"
      >
        {locales.map((l) => (
          <option key={l} value={l} title={t(`languages.${l}`)}>
            {l.toUpperCase()}
          </option>
        ))}
      </select>
    </label>
  );
}
