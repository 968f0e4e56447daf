import { inRanges } from '@/lib/format/park-ranges';

describe('park ranges (spec 5: slots shown only inside one of the two ranges)', () => {
  const two = [[701, 710], [801, 805]] as const;

  it('takes both ends of each range', () => {
    for (const slot of ['701', '705', '710', '801', '805']) expect(inRanges(slot, two)).toBe(true);
  });

  it('refuses numbers outside, between and around the ranges', () => {
    for (const slot of ['700', '711', '800', '806', '600', '0']) expect(inRanges(slot, two)).toBe(false);
  });

  it('refuses slot names that are not plain numbers', () => {
    for (const slot of ['', 'abc', '70a', '705 ', '-705', '7.05', '1e3']) expect(inRanges(slot, [[0, 10_000]])).toBe(false);
  });

  it('compares numbers, not text', () => {
    expect(inRanges('0705', two)).toBe(true);
    expect(inRanges('90', [[9, 100]])).toBe(true);
  });

  it('shows nothing without ranges, and one-slot ranges work', () => {
    expect(inRanges('705', [])).toBe(false);
    expect(inRanges('705', [[705, 705]])).toBe(true);
  });
});
