import { z } from 'zod';
import { mandatory } from './list';

/** Allowed values of the e-mail encryption select (served by GET /api/defaults). */
export const EMAIL_ENCRYPTIONS = ['none', 'ssl', 'tls', 'starttls'] as const;
export type EmailEncryption = (typeof EMAIL_ENCRYPTIONS)[number];

export const WHITE_LABEL_IMAGES = ['signinLogo', 'dashboardLogo', 'customTabBackground'] as const;
export type WhiteLabelImage = (typeof WHITE_LABEL_IMAGES)[number];

const httpUrl = (https: boolean) =>
  z.string().trim().max(500).refine((v) => {
    try {
      const u = new URL(v);
      return https ? u.protocol === 'https:' : u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, https ? 'whiteLabel.httpsOnly' : 'whiteLabel.urlFormat');

// Form data arrives as text: numbers are coerced, an empty optional number is "not set".
const limit = z.coerce.number({ error: 'validation.mandatory' }).int('whiteLabel.wholeNumber').min(0, 'whiteLabel.wholeNumber').max(1_000_000);
const optionalLimit = z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v), limit.optional());
const number = (v: unknown) => (v === '' ? undefined : v);

export const whiteLabelInput = z
  .object({
    adminBaseUrl: mandatory(500).pipe(httpUrl(false)),
    emailHost: mandatory(255).regex(/^[A-Za-z0-9.-]+$/, 'whiteLabel.hostFormat'),
    emailPort: z.preprocess(number, z.coerce.number({ error: 'validation.mandatory' }).int().min(1, 'whiteLabel.portRange').max(65535, 'whiteLabel.portRange')),
    emailUsername: mandatory(255),
    /** Empty on edit keeps the stored password; required on add (checked by the service). */
    emailPassword: z.string().max(500).default(''),
    emailFrom: mandatory(255),
    emailEncryption: z.enum(EMAIL_ENCRYPTIONS, { error: 'validation.mandatory' }),
    parkLowerLimit: z.preprocess(number, limit),
    parkUpperLimit: z.preprocess(number, limit),
    parkLowerLimit2: optionalLimit,
    parkUpperLimit2: optionalLimit,
    engageWidgetUrl: z.union([z.literal(''), httpUrl(true)]).default(''),
  })
  .refine((v) => v.parkLowerLimit <= v.parkUpperLimit, { path: ['parkUpperLimit'], message: 'whiteLabel.parkOrder' })
  .refine((v) => (v.parkLowerLimit2 === undefined) === (v.parkUpperLimit2 === undefined), { path: ['parkUpperLimit2'], message: 'whiteLabel.parkPair' })
  .refine((v) => v.parkLowerLimit2 === undefined || v.parkUpperLimit2 === undefined || v.parkLowerLimit2 <= v.parkUpperLimit2, {
    path: ['parkUpperLimit2'], message: 'whiteLabel.parkOrder',
  });
export type WhiteLabelInput = z.infer<typeof whiteLabelInput>;
export type WhiteLabelForm = z.input<typeof whiteLabelInput>;

/** SMTP settings of the form, for "Send test e-mail"; an empty password means the stored one. */
export const smtpTestInput = z.object({
  emailHost: whiteLabelInput.shape.emailHost,
  emailPort: whiteLabelInput.shape.emailPort,
  emailUsername: whiteLabelInput.shape.emailUsername,
  emailPassword: z.string().max(500).default(''),
  emailFrom: whiteLabelInput.shape.emailFrom,
  emailEncryption: whiteLabelInput.shape.emailEncryption,
});
export type SmtpTestInput = z.infer<typeof smtpTestInput>;

export type WhiteLabelView = {
  exists: boolean;
  subscriber: { id: number; cloudId: string; company: string };
  values: Omit<WhiteLabelInput, 'emailPassword' | 'parkLowerLimit2' | 'parkUpperLimit2'> & { parkLowerLimit2: number | null; parkUpperLimit2: number | null } | null;
  hasEmailPassword: boolean;
  images: Record<WhiteLabelImage, string | null>;
};

export type CompanyLogos = { signin_logo: string | null; dashboard_logo: string | null; custom_tab_background: string | null };
