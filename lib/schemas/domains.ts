import { z } from 'zod';

/** Domain Management's page sizes (spec: 50/100/200, default 50). */
export const DOMAIN_PAGE_SIZES = [50, 100, 200] as const;

/** The tenant a provider admin works on; tenant admins leave it out (their own is used). */
export const tenantParam = z.string().trim().max(100).optional().transform((v) => v || undefined);

export const domainListQuery = z.object({
  cloudId: tenantParam,
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  pageSize: z.coerce.number().pipe(z.literal(DOMAIN_PAGE_SIZES)).catch(50),
  search: z.string().trim().max(200).catch(''),
});
export type DomainListQuery = z.infer<typeof domainListQuery>;

export const domainToggleInput = z.object({
  cloudId: tenantParam,
  domain: z.string({ error: 'validation.mandatory' }).trim().min(1, 'validation.mandatory').max(255),
  enabled: z.boolean({ error: 'validation.invalid' }),
});
export type DomainToggleInput = z.infer<typeof domainToggleInput>;

/** One platform domain with our enable flag; `id` is its place in the sorted list (the platform has none). */
export type DomainRow = { id: number; domain: string; description: string; enabled: boolean };
