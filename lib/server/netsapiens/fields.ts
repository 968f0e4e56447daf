import 'server-only';
import { z } from 'zod';

// The platform answers mostly strings, sometimes numbers or null for the same field.
export const text = z.union([z.string(), z.number(), z.boolean()]).transform((v) => String(v));
/** Absent or null becomes ''. (`.optional()` first: zod 4 otherwise requires the key.) */
export const optText = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));
export const int = z.union([z.string().regex(/^-?\d+$/), z.number().int()]).transform((v) => Number(v));

/** Reads answer an array; an empty body (seen while the platform is busy) means none. */
export const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? [] : v), z.array(item));

export const countAnswer = z.object({ total: int }).transform((v) => v.total);
