export const ARIZONA_TZ = 'America/Phoenix';

/** Time and date as seen in a time zone, in the reader's language. */
export function clockParts(now: Date, locale: string, timeZone = ARIZONA_TZ) {
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(now);
  const date = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(now);
  const [h, m, s] = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .format(now)
    .split(':')
    .map(Number);
  return { time, date, hours: h, minutes: m, seconds: s };
}
