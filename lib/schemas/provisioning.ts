import { z } from 'zod';

const domain = z.string({ error: 'validation.mandatory' }).trim().min(1, 'validation.mandatory').max(255);
const ext = z.string({ error: 'validation.mandatory' }).trim().min(1, 'validation.mandatory').max(64).regex(/^[\w.+-]+$/, 'validation.invalid');

/** The users a client profile's preview may be shown for: one domain of the profile's tenant. */
export const previewLinesQuery = z.object({ domain: domain.optional() });
export type PreviewLines = { domains: string[]; domain: string | null; items: { user: string; name: string }[] };

/** `kind` is a `direct` value of spec 001 §4; anything else stands for "any other" (letter d). */
export const previewQuery = z.object({ domain, user: ext, kind: z.string().trim().max(32).default('') });
/** `servedProfileId`: the profile this tenant's softphones actually get (its oldest), when it is another one. */
export type PreviewDocument = { xml: string; device: string; deviceExists: boolean; servedProfileId: number | null; softphoneOn: boolean };
