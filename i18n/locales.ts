export const locales = ['en', 'es', 'pt', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const isLocale = (v: unknown): v is Locale => locales.includes(v as Locale);

/**
 * The language of a request: the NEXT_LOCALE cookie (the language picker), then the first
 * language the browser accepts, then English. Pages (i18n/request.ts) and route handlers
 * (mails sent on someone's behalf) decide it the same way.
 */
export function pickLocale(cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  const accepted = acceptLanguage?.slice(0, 2);
  return isLocale(cookie) ? cookie : isLocale(accepted) ? accepted : defaultLocale;
}
