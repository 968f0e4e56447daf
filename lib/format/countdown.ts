// The coming-soon page counts down to 5 July (spec §9), local time, of this year, or of
// the next one once this year's has passed.
const MONTH = 6; // July, zero-based
const DAY = 5;

export function countdownTarget(now: Date): Date {
  const thisYear = new Date(now.getFullYear(), MONTH, DAY);
  return now.getTime() < thisYear.getTime() ? thisYear : new Date(now.getFullYear() + 1, MONTH, DAY);
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds left until the target (never negative). */
export function countdownParts(now: Date, target: Date = countdownTarget(now)): Countdown {
  let s = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3_600);
  s -= hours * 3_600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}
