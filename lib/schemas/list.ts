import { z } from 'zod';

/** Page sizes of the spec's tenant lists (users, subscribers, connections, profiles). */
export const PAGE_SIZES = [10, 20, 30] as const;

export type SortDir = 'asc' | 'desc';
export type ListParams = { page: number; pageSize: number; search: string; sort: string; dir: SortDir };
export type ListResult<T> = { items: T[]; total: number };

/**
 * Query of every server-side list: `page` (1-based), `pageSize`, `search`, `sort` (one of the
 * columns the resource allows) and `dir`. Unknown sort names fall back to the first column so
 * an old bookmark never breaks a page.
 */
export function listQuery<S extends string>(sorts: readonly [S, ...S[]], maxPageSize = 200) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).catch(10),
    search: z.string().trim().max(200).catch(''),
    sort: z.enum(sorts).catch(sorts[0]),
    dir: z.enum(['asc', 'desc']).catch('asc'),
  });
}

/** A positive integer id from a route segment or body. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const mandatory = (max = 200) => z.string({ error: 'validation.mandatory' }).trim().min(1, 'validation.mandatory').max(max);
export const optionalText = (max = 200) => z.string().trim().max(max).default('');
export const phoneNumber = mandatory(40).regex(/^[0-9+()\-.\s]*$/, 'validation.phone');
export const emailAddress = mandatory(200).pipe(z.email('validation.email'));

/** Checkbox or form-data flag: true, "true", "1", "on". */
export const flag = z.preprocess((v) => (typeof v === 'string' ? ['true', '1', 'on', 'yes'].includes(v.toLowerCase()) : v), z.boolean());
