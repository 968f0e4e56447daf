import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';

// Static paths, so the Next build passes each catalogue through next-intl's loader: there the
// messages arrive precompiled (and the formatter is the format-only one), in jest as raw ICU.
const catalogues = {
  en: () => import('@/messages/en.json'),
  es: () => import('@/messages/es.json'),
  pt: () => import('@/messages/pt.json'),
  fr: () => import('@/messages/fr.json'),
} satisfies Record<Locale, unknown>;

export type MailNamespace = 'mail.passwordReset' | 'mail.qrCode' | 'mail.smtpTest';

/**
 * The texts of a system mail in the asker's language. The locale is passed in by the route
 * rather than read by getTranslations(), whose request scope services and jest do not have.
 */
export async function mailMessages(locale: Locale, namespace: MailNamespace) {
  const messages = (await catalogues[locale]()).default;
  return createTranslator({ locale, messages, namespace, timeZone: 'America/Phoenix' });
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
