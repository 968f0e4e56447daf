export const locales = ['en', 'es', 'pt', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const isLocale = (v: unknown): v is Locale => locales.includes(v as Locale);
