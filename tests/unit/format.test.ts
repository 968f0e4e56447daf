import { clockParts } from '@/lib/format/clock';
import { safeNext } from '@/lib/format/safe-next';

describe('safeNext', () => {
  it.each([
    [null, '/dashboard'],
    ['/users?x=1', '/users?x=1'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['/login?next=/x', '/dashboard'],
  ])('%s -> %s', (input, out) => {
    expect(safeNext(input)).toBe(out);
  });
});

describe('clockParts', () => {
  it('shows Arizona time, which has no daylight saving', () => {
    const summer = clockParts(new Date('2026-07-01T19:05:09Z'), 'en-US');
    const winter = clockParts(new Date('2026-01-01T19:05:09Z'), 'en-US');
    expect([summer.hours, summer.minutes, summer.seconds]).toEqual([12, 5, 9]);
    expect(winter.hours).toBe(12);
    expect(summer.date).toContain('July');
  });
});
