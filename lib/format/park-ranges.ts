/** A park range of the tenant's white label: lowest and highest slot number, both included. */
export type ParkRange = readonly [number, number];

/** Spec 5: a park slot is shown only when its number falls within one of the tenant's ranges. */
export function inRanges(slot: string, ranges: readonly ParkRange[]): boolean {
  if (!/^\d+$/.test(slot)) return false;
  const n = Number(slot);
  return ranges.some(([lo, hi]) => n >= lo && n <= hi);
}
