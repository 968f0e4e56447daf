/**
 * A details page's target from its query: `?id=<n>` edits row n, `?new=1` adds one. Anything
 * else is undefined and the page sends the user to /dashboard, as the spec does without state.
 */
export function detailsTarget(q: Record<string, string | undefined>, idKey = 'id'): { id?: number } | undefined {
  const raw = q[idKey];
  if (raw !== undefined) {
    const id = Number(raw);
    return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? { id } : undefined;
  }
  return q.new === '1' ? {} : undefined;
}
