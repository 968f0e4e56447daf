import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { Providers } from '@/components/providers';
import { browserNamespaces, isTabPath, pickMessages } from '@/i18n/client-messages';
import './globals.css';
import '@/components/theme/theme.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  return { title: t('name') };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  // Softphone tabs (phone webviews) get only their messages and skip the admin theme script;
  // no page gets the system mails' texts.
  const tab = isTabPath((await headers()).get('x-pathname'));
  const all = await getMessages();
  const messages = pickMessages(all, browserNamespaces(all, tab));
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* Blocking on purpose: the stored theme (dir, dark, colours) must apply before the first paint. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        {!tab && <script src="/theme-init.js" />}
      </head>
      <body className="min-h-screen antialiased font-sans">
        <NextIntlClientProvider messages={messages}>
          <Providers>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
