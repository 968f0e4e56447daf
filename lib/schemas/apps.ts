import { z } from 'zod';
import { tenantParam } from './domains';

/** App Management's page sizes (lines and calling numbers: 10/25/50/100). */
export const APP_PAGE_SIZES = [10, 25, 50, 100] as const;

const domain = z.string({ error: 'validation.mandatory' }).trim().min(1, 'validation.mandatory').max(255);
// Extensions are digits on NetSapiens, but some platforms use names; keep it to safe characters.
const ext = z.string({ error: 'validation.mandatory' }).trim().min(1, 'validation.mandatory').max(64).regex(/^[\w.+-]+$/, 'validation.invalid');

export const tenantQuery = z.object({ cloudId: tenantParam });
export const domainQuery = z.object({ cloudId: tenantParam, domain });
export const userQuery = z.object({ cloudId: tenantParam, domain, user: ext });
export type LineQuery = z.infer<typeof userQuery>;

export const lineSetting = z.object({ user: ext, softphone: z.boolean(), contactsFilter: z.boolean() });
export const linesInput = z.object({ cloudId: tenantParam, domain, items: z.array(lineSetting).min(1, 'validation.mandatory').max(5000) });
export type LinesInput = z.infer<typeof linesInput>;

/** Video meet: with `user` for one line, without for the whole domain. */
export const meetInput = z.object({ cloudId: tenantParam, domain, user: ext.optional(), enabled: z.boolean() });
export type MeetInput = z.infer<typeof meetInput>;

const number = z.string({ error: 'apps.numbers.selectFirst' }).trim().min(1, 'apps.numbers.selectFirst').max(40).regex(/^\+?\d+$/, 'apps.numbers.selectFirst');
export const assignNumberInput = z.object({ cloudId: tenantParam, domain, user: ext, number });
export const removeNumberQuery = z.object({ cloudId: tenantParam, domain, number });

const addressList = z.string().trim().max(2000).default('').refine(
  (v) => !v || v.split(/[,;]/).map((a) => a.trim()).filter(Boolean).every((a) => z.email().safeParse(a).success),
  'validation.email',
);
export const emailLinkInput = z.object({
  cloudId: tenantParam,
  domain,
  users: z.array(ext, { error: 'apps.mail.noUsers' }).min(1, 'apps.mail.noUsers').max(500),
  cc: addressList,
  subject: z.string({ error: 'apps.mail.mandatory' }).trim().min(1, 'apps.mail.mandatory').max(300),
  body: z.string({ error: 'apps.mail.mandatory' }).trim().min(1, 'apps.mail.mandatory').max(20_000),
});
export type EmailLinkInput = z.infer<typeof emailLinkInput>;

export const templateInput = z.object({
  cloudId: tenantParam,
  name: z.string({ error: 'apps.templates.mandatory' }).trim().min(1, 'apps.templates.mandatory').max(120),
  subject: z.string().trim().max(300).default(''),
  body: z.string({ error: 'apps.templates.mandatory' }).trim().min(1, 'apps.templates.mandatory').max(20_000),
});
export type TemplateInput = z.infer<typeof templateInput>;

export type TenantOption = { cloudId: string; company: string };
export type LineRow = {
  user: string; domain: string; dir: string; email: string; first_name: string; last_name: string;
  subscriber_login: string; scope: string; softphone: boolean; contactsFilter: boolean; meet: boolean;
  /** Live device sign-ins (QR code / sign-in link tokens, not revoked, not expired). */
  devices: number;
};
export type LinesResult = { items: LineRow[]; domainMeet: boolean };
export type CallingNumber = { id: string; phone_number: string; extension: string; domain: string };
export type EmailTemplate = { id: number; name: string; subject: string; body: string };
export type MailResult = { user: string; login: string; email: string; sent: boolean };

/** The placeholders a template body (and subject) may hold, replaced per recipient. */
export const PLACEHOLDERS = ['{first_name}', '{last_name}', '{link}'] as const;
