import { countdownParts, countdownTarget } from '@/lib/format/countdown';

describe('coming-soon countdown', () => {
  it('targets 5 July of the current year while it is ahead', () => {
    const target = countdownTarget(new Date(2026, 0, 15, 10, 0, 0));
    expect([target.getFullYear(), target.getMonth(), target.getDate(), target.getHours()]).toEqual([2026, 6, 5, 0]);
  });

  it('targets 5 July of the next year once it has passed', () => {
    expect(countdownTarget(new Date(2026, 6, 5, 0, 0, 1)).getFullYear()).toBe(2027);
    expect(countdownTarget(new Date(2026, 11, 31)).getFullYear()).toBe(2027);
    expect(countdownTarget(new Date(2026, 6, 4, 23, 59, 59)).getFullYear()).toBe(2026);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date(2026, 6, 3, 22, 58, 30);
    expect(countdownParts(now)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 30 });
  });

  it('ticks down by one second per second', () => {
    const a = countdownParts(new Date(2026, 6, 4, 23, 59, 50));
    const b = countdownParts(new Date(2026, 6, 4, 23, 59, 51));
    expect(a).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 10 });
    expect(b.seconds).toBe(9);
  });

  it('never goes negative for a target in the past', () => {
    expect(countdownParts(new Date(2026, 6, 6), new Date(2026, 6, 5))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
