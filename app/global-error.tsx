'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState } from 'react';
import { ErrorView } from '@/components/pages/error-view';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import './globals.css';

// This boundary replaces the root layout, so it brings its own <html>, styles and messages.
// Messages load on demand: this rare page must not add the catalogues to every page's bundle.
const load = (l: Locale) => import(`../messages/${l}.json`).then((m) => ({ pages: (m.default as { pages: AbstractIntlMessages }).pages }));

export default function GlobalError() {
  const [state, setState] = useState<{ locale: Locale; messages: AbstractIntlMessages } | null>(null);
  useEffect(() => {
    const fromCookie = document.cookie.match(/(?:^|; )NEXT_LOCALE=([a-z]{2})/)?.[1];
    const locale = isLocale(fromCookie) ? fromCookie : defaultLocale;
    load(locale).then((messages) => setState({ locale, messages }), () => undefined);
  }, []);
  return (
    <html lang={state?.locale ?? defaultLocale}>
      <head>
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        <script src="/theme-init.js" />
      </head>
      <body className="min-h-screen antialiased font-sans">
        {state ? (
          <NextIntlClientProvider locale={state.locale} messages={state.messages} timeZone="America/Phoenix">
            <ErrorView code="500" />
          </NextIntlClientProvider>
        ) : null}
      </body>
    </html>
  );
}
