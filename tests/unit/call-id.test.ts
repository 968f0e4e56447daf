/** @jest-environment node */
import { newCallId } from '@/lib/server/netsapiens/calls';

describe('call ids made up for the platform (call_to_record)', () => {
  const ids = Array.from({ length: 500 }, () => newCallId());

  it('are 10 characters of lower-case letters and digits', () => {
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{10}$/);
  });

  it('are not constant', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('use the whole alphabet, letters and digits alike', () => {
    const seen = new Set(ids.join(''));
    expect(seen.size).toBe(36);
  });
});
