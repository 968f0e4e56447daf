import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { CompanyLogos, EmailEncryption, SmtpTestInput, WhiteLabelImage, WhiteLabelInput, WhiteLabelView } from '@/lib/schemas/white-label';
import type { Actor } from '../auth/actor';
import { decryptSecret, encryptSecret } from '../crypto/secrets';
import { getDb } from '../db/client';
import { subscribers, users, whiteLabels } from '../db/schema';
import { AppError } from '../http/errors';
import { mailMessages } from '../mail/messages';
import { sendMail, smtpTransport, type SmtpSettings } from '../mail/transport';
import { audit } from './audit';
import { checkImage, fileUrl, storeImage } from './files';
import { notFound } from './tenancy';

const imageColumn = { signinLogo: 'signinLogoId', dashboardLogo: 'dashboardLogoId', customTabBackground: 'customTabBackgroundId' } as const;

async function subscriberOf(id: number) {
  const db = await getDb();
  const [s] = await db.select({ id: subscribers.id, cloudId: subscribers.cloudId, company: subscribers.company }).from(subscribers).where(eq(subscribers.id, id));
  if (!s) throw notFound();
  return s;
}

async function rowOf(subscriberId: number) {
  const db = await getDb();
  const [row] = await db.select().from(whiteLabels).where(eq(whiteLabels.subscriberId, subscriberId));
  return row;
}

type Row = typeof whiteLabels.$inferSelect;

const values = (r: Row) => ({
  adminBaseUrl: r.adminBaseUrl, emailHost: r.emailHost, emailPort: r.emailPort, emailUsername: r.emailUsername,
  emailFrom: r.emailFrom, emailEncryption: r.emailEncryption as EmailEncryption, parkLowerLimit: r.parkLowerLimit,
  parkUpperLimit: r.parkUpperLimit, parkLowerLimit2: r.parkLowerLimit2, parkUpperLimit2: r.parkUpperLimit2,
  engageWidgetUrl: r.engageWidgetUrl ?? '',
});

const images = (r?: Row) => ({
  signinLogo: fileUrl(r?.signinLogoId), dashboardLogo: fileUrl(r?.dashboardLogoId), customTabBackground: fileUrl(r?.customTabBackgroundId),
});

export async function getWhiteLabel(_actor: Actor, subscriberId: number): Promise<WhiteLabelView> {
  const subscriber = await subscriberOf(subscriberId);
  const row = await rowOf(subscriberId);
  return { exists: !!row, subscriber, values: row ? values(row) : null, hasEmailPassword: !!row?.emailPasswordEnc, images: images(row) };
}

/** Add or edit. Only newly chosen images are sent; on add all three and the password are required. */
export async function saveWhiteLabel(actor: Actor, subscriberId: number, input: WhiteLabelInput, chosen: Partial<Record<WhiteLabelImage, Blob>>) {
  const subscriber = await subscriberOf(subscriberId);
  const before = await rowOf(subscriberId);
  const fields: Record<string, string> = {};
  if (!before) {
    for (const k of Object.keys(imageColumn) as WhiteLabelImage[]) if (!chosen[k]) fields[k] = 'validation.imageRequired';
    if (!input.emailPassword) fields.emailPassword = 'validation.mandatory';
  }
  if (Object.keys(fields).length) throw new AppError('bad_request', 'whiteLabel.mandatory', 'Fill in every field and choose all three images.', fields);
  // Check every image before writing anything, so a bad third image leaves nothing behind.
  for (const [k, file] of Object.entries(chosen)) {
    await checkImage(file).catch((e: AppError) => {
      throw new AppError('bad_request', e.messageKey, e.message, { [k]: e.messageKey });
    });
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const ids: Partial<Record<(typeof imageColumn)[WhiteLabelImage], string>> = {};
    for (const [k, file] of Object.entries(chosen) as Array<[WhiteLabelImage, Blob]>) ids[imageColumn[k]] = await storeImage(tx, subscriber.cloudId, file);
    const data = {
      adminBaseUrl: input.adminBaseUrl, emailHost: input.emailHost, emailPort: input.emailPort, emailUsername: input.emailUsername,
      emailFrom: input.emailFrom, emailEncryption: input.emailEncryption, parkLowerLimit: input.parkLowerLimit,
      parkUpperLimit: input.parkUpperLimit, parkLowerLimit2: input.parkLowerLimit2 ?? null, parkUpperLimit2: input.parkUpperLimit2 ?? null,
      engageWidgetUrl: input.engageWidgetUrl || null, ...ids,
    };
    const emailPasswordEnc = input.emailPassword ? encryptSecret(input.emailPassword) : before!.emailPasswordEnc;
    if (before) await tx.update(whiteLabels).set({ ...data, emailPasswordEnc, updatedAt: new Date() }).where(eq(whiteLabels.id, before.id));
    else await tx.insert(whiteLabels).values({ ...data, subscriberId, emailPasswordEnc });
    await audit(tx, actor, {
      action: before ? 'update' : 'create', targetType: 'whiteLabel', targetId: subscriberId, cloudId: subscriber.cloudId,
      before: before ? { ...values(before), ...images(before) } : undefined,
      after: { ...data, emailPasswordChanged: !!input.emailPassword },
    });
  });
  return getWhiteLabel(actor, subscriberId);
}

/**
 * How the select's encryption maps to nodemailer: "ssl" is TLS from the first byte (port 465);
 * "tls" and "starttls" upgrade a plain connection and refuse to go on without it (Laravel and
 * most PHP mailers use "tls" for STARTTLS); "none" never upgrades.
 */
export function smtpSettings(s: { emailHost: string; emailPort: number; emailUsername: string; emailFrom: string; emailEncryption: string }, pass: string): SmtpSettings {
  const enc = s.emailEncryption as EmailEncryption;
  return {
    host: s.emailHost, port: s.emailPort, user: s.emailUsername, pass, from: s.emailFrom,
    secure: enc === 'ssl', requireTLS: enc === 'tls' || enc === 'starttls', ignoreTLS: enc === 'none',
  };
}

/** A tenant's SMTP settings when its white label is complete, for other areas' mail. */
export async function tenantSmtp(cloudId: string): Promise<SmtpSettings | undefined> {
  const db = await getDb();
  const [row] = await db.select({ wl: whiteLabels }).from(whiteLabels).innerJoin(subscribers, eq(whiteLabels.subscriberId, subscribers.id))
    .where(sql`lower(${subscribers.cloudId}) = lower(${cloudId})`);
  if (!row?.wl.emailHost || !row.wl.emailPasswordEnc) return undefined;
  return smtpSettings(row.wl, decryptSecret(row.wl.emailPasswordEnc));
}

const TEST_DEADLINE_MS = 25_000;

/** "Send test e-mail": proves the form's SMTP settings by mailing the signed-in admin, in their language. */
export async function sendTestMail(actor: Actor, subscriberId: number, input: SmtpTestInput, locale: Locale) {
  await subscriberOf(subscriberId);
  const stored = await rowOf(subscriberId);
  const pass = input.emailPassword || (stored?.emailPasswordEnc ? decryptSecret(stored.emailPasswordEnc) : '');
  const db = await getDb();
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  if (!me?.email) throw new AppError('bad_request', 'whiteLabel.noOwnEmail', 'Your profile has no e-mail address to send the test to.');
  const settings = smtpSettings(input, pass);
  const t = await mailMessages(locale, 'mail.smtpTest');
  const transport = smtpTransport(settings);
  let timer: NodeJS.Timeout | undefined;
  try {
    // nodemailer's own timeouts cover each step; this bounds the whole exchange.
    await Promise.race([
      sendMail({ to: me.email, from: settings.from, subject: t('subject'), text: t('body') }, transport),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('The mail server did not answer in time.')), TEST_DEADLINE_MS); }),
    ]);
    return { sent: true as const, to: me.email };
  } catch (e) {
    const cause = (e as AppError).cause as Error | undefined;
    return { sent: false as const, to: me.email, error: (cause?.message ?? (e as Error).message).slice(0, 500) };
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

/** Public: the branding images of a cloud for the sign-in page and the tabs (URLs or null). */
export async function getCompanyLogos(cloudId: string): Promise<CompanyLogos> {
  const db = await getDb();
  const [row] = await db.select({ wl: whiteLabels }).from(whiteLabels).innerJoin(subscribers, eq(whiteLabels.subscriberId, subscribers.id))
    .where(sql`lower(${subscribers.cloudId}) = lower(${cloudId}) and ${subscribers.active}`);
  const i = images(row?.wl);
  return { signin_logo: i.signinLogo, dashboard_logo: i.dashboardLogo, custom_tab_background: i.customTabBackground };
}
