import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale, LOCALE_COOKIE } from './locales';

export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const accepted = (await headers()).get('accept-language')?.slice(0, 2);
  const locale = isLocale(chosen) ? chosen : isLocale(accepted) ? accepted : defaultLocale;
  return { locale, messages: (await import(`../messages/${locale}.json`)).default, timeZone: 'America/Phoenix' };
});
