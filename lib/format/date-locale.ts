import { enUS, es, fr, ptBR, type Locale as DateLocale } from 'date-fns/locale';

const map: Record<string, DateLocale> = { en: enUS, es, pt: ptBR, fr };
export const dateLocale = (locale: string) => map[locale] ?? enUS;
