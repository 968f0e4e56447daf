import { z } from 'zod';
import { PROFILE_FIELDS, TRANSPORTS, type FieldSpec } from './client-profile-fields';

export * from './client-profile-fields';

export const PROFILE_SORTS = ['id', 'company', 'transport', 'proxy', 'outboundProxyEnabled', 'expires'] as const;

/** An ordered list: comma-separated, each value allowed and present once. */
export function orderedList(allowed: readonly string[]) {
  return z
    .string()
    .trim()
    .max(500)
    .refine((v) => {
      const items = v ? v.split(',') : [];
      return items.every((x) => allowed.includes(x)) && new Set(items).size === items.length;
    }, 'clientProfiles.listInvalid');
}

function fieldSchema(f: FieldSpec): z.ZodType {
  switch (f.kind) {
    case 'text':
      return z.string().trim().max(f.max ?? 200, 'clientProfiles.tooLong').default(f.default ?? '');
    case 'digits':
      return z.string().trim().max(f.max, 'clientProfiles.tooLong').regex(/^\d*$/, 'clientProfiles.digitsOnly').default(f.default ?? '');
    case 'bool':
      return z.boolean().default(f.default ?? false);
    case 'list':
      return orderedList(f.allowed).default(f.default ?? '');
    case 'select':
      return z.enum(f.allowed as [string, ...string[]]).default(f.default);
  }
}

export const profileSettings = z.object(Object.fromEntries(PROFILE_FIELDS.map((f) => [f.key, fieldSchema(f)])));
export type ProfileSettings = Record<string, string | boolean>;

export const clientProfileInput = z.object({
  subscriberId: z.number({ error: 'validation.mandatory' }).int().positive('validation.mandatory'),
  proxy: z.string({ error: 'validation.mandatory' }).trim().min(1, 'validation.mandatory').max(255),
  transport: z.enum(TRANSPORTS, { error: 'validation.mandatory' }),
  // The spec's rule is on length: more than three characters is "greater than 999".
  expires: z.string().trim().regex(/^\d*$/, 'clientProfiles.digitsOnly').max(3, 'clientProfiles.expiresMax').default(''),
  outboundproxyenabled: z.boolean().default(false),
  settings: profileSettings,
});
export type ClientProfileInput = z.infer<typeof clientProfileInput>;

/** Settings with every key present: stored values over the spec's defaults. */
export function withDefaults(stored: unknown): ProfileSettings {
  const parsed = profileSettings.safeParse(stored ?? {});
  if (parsed.success) return parsed.data as ProfileSettings;
  // A stored value that no longer validates (an allowed list shrank) falls back to its default.
  const base = profileSettings.parse({}) as ProfileSettings;
  const raw = (stored ?? {}) as Record<string, unknown>;
  for (const f of PROFILE_FIELDS) {
    const one = profileSettings.shape[f.key].safeParse(raw[f.key]);
    if (one.success) base[f.key] = one.data as string | boolean;
  }
  return base;
}

export type ProfileRow = {
  id: number; subscriberId: number; cloudId: string; company: string; proxy: string; transport: string;
  expires: number | null; outboundProxyEnabled: boolean;
};
export type ProfileDetail = ProfileRow & { settings: ProfileSettings };

export const blfInput = z.object({
  items: z
    .array(
      z.object({
        extension: z.string().trim().min(1, 'clientProfiles.blf.extensionRequired').max(64).regex(/^[A-Za-z0-9*#+._@-]+$/, 'clientProfiles.blf.extensionFormat'),
        label: z.string().trim().max(100).default(''),
      }),
    )
    .max(200, 'clientProfiles.blf.tooMany')
    .refine((xs) => new Set(xs.map((x) => x.extension)).size === xs.length, 'clientProfiles.blf.duplicate'),
});
export type BlfInput = z.infer<typeof blfInput>;
export type BlfList = { profileId: number; company: string; items: Array<{ extension: string; label: string }> };
