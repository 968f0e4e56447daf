'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { ErrorView } from './error-view';

/** What app/global-error.tsx shows once its messages have loaded. */
export default function GlobalErrorScreen({ locale, messages }: { locale: string; messages: AbstractIntlMessages }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="America/Phoenix">
      <ErrorView code="500" />
    </NextIntlClientProvider>
  );
}
