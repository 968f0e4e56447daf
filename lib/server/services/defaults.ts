import 'server-only';
import { ALLOWED_LISTS } from '@/lib/schemas/client-profile';
import { EMAIL_ENCRYPTIONS } from '@/lib/schemas/white-label';

/** getDefaults: the allowed values of the white-label and client-profile selects. */
export function getDefaults() {
  return { email_encryption: { Allowed: [...EMAIL_ENCRYPTIONS] }, ...Object.fromEntries(Object.entries(ALLOWED_LISTS).map(([k, v]) => [k, { Allowed: [...v] }])) } as Defaults;
}

export type Defaults = Record<'email_encryption' | keyof typeof ALLOWED_LISTS, { Allowed: string[] }>;
