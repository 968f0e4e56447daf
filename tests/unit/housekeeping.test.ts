import { logger } from '@/lib/server/logs/logger';
import { nowAndThen } from '@/lib/server/services/housekeeping';

jest.mock('@/lib/server/logs/logger', () => ({ logger: { warn: jest.fn() } }));

const HOUR = 3_600_000;
let now = 1_700_000_000_000;
beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  (globalThis as { __housekeeping?: Map<string, number> }).__housekeeping = undefined;
});
afterEach(() => jest.restoreAllMocks());

describe('nowAndThen', () => {
  it('runs a job the first time, then not again within the hour, then again', async () => {
    const job = jest.fn(async () => 1);
    expect(await nowAndThen('codes', job)).toBe(true);
    now += HOUR - 1;
    expect(await nowAndThen('codes', job)).toBe(false);
    expect(job).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await nowAndThen('codes', job)).toBe(true);
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('keeps one clock per job name', async () => {
    const a = jest.fn(async () => 0);
    const b = jest.fn(async () => 0);
    await nowAndThen('a', a);
    await nowAndThen('b', b);
    await nowAndThen('a', a);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('starts a job once when calls overlap', async () => {
    let release = () => {};
    const job = jest.fn(() => new Promise<void>((r) => { release = r; }));
    const first = nowAndThen('slow', job);
    expect(await nowAndThen('slow', job)).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('logs a failing job instead of failing the caller, and waits the interval before trying again', async () => {
    const job = jest.fn(async () => { throw new Error('db down'); });
    await expect(nowAndThen('broken', job)).resolves.toBe(true);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'housekeeping_failed', job: 'broken' }), expect.any(String));
    expect(await nowAndThen('broken', job)).toBe(false);
  });
});
