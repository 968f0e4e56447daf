'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import './globals.css';

type Screen = ComponentType<{ locale: string; messages: AbstractIntlMessages }>;

// This boundary replaces the root layout, so it brings its own <html>, styles and messages.
// Its view and messages load on demand: this rare page must not weigh on every page's bundle.
const load = (l: Locale) =>
  Promise.all([
    import('@/components/pages/global-error-screen').then((m) => m.default as Screen),
    import(`../messages/${l}.json`).then((m) => ({ pages: (m.default as { pages: AbstractIntlMessages }).pages })),
  ]);

export default function GlobalError() {
  const [state, setState] = useState<{ locale: Locale; messages: AbstractIntlMessages; Screen: Screen } | null>(null);
  useEffect(() => {
    const fromCookie = document.cookie.match(/(?:^|; )NEXT_LOCALE=([a-z]{2})/)?.[1];
    const locale = isLocale(fromCookie) ? fromCookie : defaultLocale;
    load(locale).then(([Screen, messages]) => setState({ locale, messages, Screen }), () => undefined);
  }, []);
  return (
    <html lang={state?.locale ?? defaultLocale}>
      <head>
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        <script src="/theme-init.js" />
      </head>
      <body className="min-h-screen antialiased font-sans">{state ? <state.Screen locale={state.locale} messages={state.messages} /> : null}</body>
    </html>
  );
}
