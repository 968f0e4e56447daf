import { flattenStreams } from '@/lib/logs/streams';
import { nsToDate, rangeMs, timeRanges, timeSpan } from '@/lib/logs/time-span';

describe('time span of the Time filter', () => {
  const now = Date.UTC(2026, 4, 1, 12, 0, 0, 123);

  it('offers the spec\'s twelve periods', () => {
    expect(timeRanges).toEqual(['5m', '15m', '30m', '1h', '3h', '6h', '12h', '24h', '2d', '7d', '30d', '90d']);
  });

  it.each([
    ['5m', 5 * 60_000],
    ['1h', 3_600_000],
    ['24h', 86_400_000],
    ['90d', 90 * 86_400_000],
  ] as const)('%s ends now and starts that long before, in nanoseconds', (range, ms) => {
    expect(rangeMs(range)).toBe(ms);
    const { start, end } = timeSpan(range, now);
    expect(end).toBe(`${now}000000`);
    expect(BigInt(end) - BigInt(start)).toBe(BigInt(ms) * 1_000_000n);
    expect(nsToDate(end).getTime()).toBe(now);
  });

  it('keeps nanosecond precision beyond 2^53 (strings, not numbers)', () => {
    expect(timeSpan('5m', now).end).toMatch(/^\d{19}$/);
  });
});

describe('flattening Loki streams for the list', () => {
  it('merges streams newest first, reads JSON lines and pino levels, and caps the count', () => {
    const rows = flattenStreams(
      {
        status: 'success',
        data: {
          resultType: 'streams',
          result: [
            { stream: { job: 'a', level: 'error' }, values: [['1700000000000000003', '{"msg":"third","err":{"message":"boom","stack":"Error: boom\\n at x"}}'], ['1700000000000000001', 'plain text']] },
            { stream: { job: 'b' }, values: [['1700000000000000002', '{"msg":"second","level":60,"caller":"x.ts:1"}']] },
          ],
        },
      },
      2,
    );
    expect(rows.map((r) => r.msg)).toEqual(['third', 'second']);
    expect(rows[0]).toMatchObject({ level: 'error', job: 'a', error: 'boom', stacktrace: 'Error: boom\n at x' });
    expect(rows[1]).toMatchObject({ level: 'panic', caller: 'x.ts:1' });
  });
});
