import 'server-only';
import { sealData, unsealData } from 'iron-session';
import type { NextRequest, NextResponse } from 'next/server';
import type { Locale } from '@/i18n/locales';
import { buildCscLink, linkCloudId, tenantCloudId } from '@/lib/format/softphone-link';
import { tabCookieOptions } from '../auth/tab-session';
import { config } from '../config';
import { AppError } from '../http/errors';
import { createNsClient } from '../netsapiens';
import { logger } from '../logs/logger';
import { escapeHtml, mailMessages } from '../mail/messages';
import { sendMail, smtpTransport, type Mail } from '../mail/transport';
import { qrPng } from '../qr/png';
import { createLoginCode, deleteLoginCode } from './login-codes';
import { tenantAdminClient, tenantPlatform } from './platform';
import { platformSignIn, type Credentials } from './tab-auth';
import { tenantSmtp } from './white-label';

/** Links shown on screen are for now: short-lived, unlike mailed ones. */
const SCREEN_CODE_TTL_MS = 15 * 60_000;
const GRANT_TTL_S = 15 * 60;

/** The cloud id a link names: the one given (editable copy kept), or as the build value says. */
const linkHost = (cloudId: string, build?: string) => linkCloudId(cloudId, build ?? (cloudId.trim().endsWith('*') ? '0' : '1'));

async function linkFor(cloudId: string, login: string, domain: string, user: string, build?: string) {
  const { code } = await createLoginCode({ cloudId: tenantCloudId(cloudId), domain, user, ttlMs: SCREEN_CODE_TTL_MS });
  return buildCscLink({ username: login, secret: code, cloudId: linkHost(cloudId, build) });
}

/** Sealed, httpOnly state a flow keeps between two steps (QR then e-mail; password then passcode). */
export async function setGrant(res: NextResponse, name: string, data: object) {
  res.cookies.set(name, await sealData(data, { password: config().appSecret, ttl: GRANT_TTL_S }), tabCookieOptions(GRANT_TTL_S));
}
export async function readGrant<T>(req: NextRequest, name: string): Promise<T | undefined> {
  const raw = req.cookies.get(name)?.value;
  if (!raw) return undefined;
  return unsealData<T>(raw, { password: config().appSecret, ttl: GRANT_TTL_S }).then((d) => (Object.keys(d as object).length ? d : undefined), () => undefined);
}

/** `linkCloudId`: the cloud id the links name (with '*' for the editable copy). */
export type QrGrant = { cloudId: string; linkCloudId?: string; login: string; domain: string; user: string; link: string };

/**
 * getQR: the password is checked with the platform, then the QR holds a login link with a
 * one-time code. Accounts with a second factor get no code here: it would skip that factor.
 */
export async function qrForPassword(c: Credentials, ip: string): Promise<QrGrant> {
  const { answer } = await platformSignIn(c, ip).catch((e: AppError) => {
    if (e.messageKey === 'tabs.badCredentials') throw new AppError('unauthorized', 'qr.invalidPassword', 'Invalid Password!');
    throw e;
  });
  if (answer.status !== 'ok') throw new AppError('forbidden', 'qr.mfaRequired', 'This account uses a second factor: sign in with the app.');
  const { domain, user } = answer.session;
  return {
    cloudId: tenantCloudId(c.cloudId), linkCloudId: linkHost(c.cloudId), login: c.username, domain, user,
    link: await linkFor(c.cloudId, c.username, domain, user),
  };
}

/**
 * "Email QR Code": to the address the platform holds for the user, never one typed in. The mail
 * carries its own code, valid as long as the App Management e-mails' (7 days), so scanning the
 * screen's QR does not spend the mailed one, nor the other way round.
 */
export async function emailQr(g: QrGrant, locale: Locale) {
  const { ns } = await tenantAdminClient(g.cloudId);
  const me = await ns.subscribers.get(g.domain, g.user).catch(() => null);
  const to = me?.email?.split(';')[0]?.trim();
  if (!to) throw new AppError('not_found', 'qr.emailFailed', 'Unable to send email; No info on user found');
  const smtp = await tenantSmtp(g.cloudId);
  const t = await mailMessages(locale, 'mail.qrCode');
  const { code } = await createLoginCode({ cloudId: g.cloudId, domain: g.domain, user: g.user });
  const link = buildCscLink({ username: g.login, secret: code, cloudId: g.linkCloudId ?? g.cloudId });
  const png = await qrPng(link);
  const say = t('body');
  // sendMail hands the whole object to nodemailer, so the inline QR image rides along.
  const mail: Mail & { attachments?: unknown[] } = {
    to, from: smtp?.from, subject: t('subject'),
    text: `${say}\n${link}`,
    html: `<p>${escapeHtml(say)}</p><p><a href="${link}">${link}</a></p>${png ? `<p><img src="cid:login-qr" alt="${escapeHtml(t('imageAlt'))}" width="240" height="240"></p>` : ''}`,
    attachments: png ? [{ filename: 'login-qr.png', content: png, cid: 'login-qr', contentType: 'image/png' }] : undefined,
  };
  await sendMail(mail, smtp ? smtpTransport(smtp) : undefined).catch(async () => {
    // An unsent code must not stay redeemable.
    await deleteLoginCode(code);
    throw new AppError('upstream_error', 'qr.emailFailed', 'Unable to send email; No info on user found');
  });
  logger.info({ event: 'qr_mailed', cloudId: g.cloudId, uid: `${g.user}@${g.domain}` }, 'QR login link mailed');
  return { sent: true };
}

export type MfaGrant = { cloudId: string; login: string; build?: string; mfaToken: string; mfaType: string; mfaVendor: string };

/** App sign-in, first step: a link, or the second factor's details (its token stays sealed on the server side). */
export async function appSignIn(c: Credentials & { build?: string }, ip: string): Promise<{ link: string } | { mfa: MfaGrant }> {
  const { answer } = await platformSignIn(c, ip).catch((e: AppError) => {
    if (e.messageKey === 'tabs.badCredentials') throw new AppError('unauthorized', 'appSignin.failed', 'Failed to login');
    throw e;
  });
  if (answer.status === 'mfa_required') {
    return { mfa: { cloudId: c.cloudId, login: c.username, build: c.build, mfaToken: answer.mfaToken, mfaType: answer.mfaType, mfaVendor: answer.mfaVendor } };
  }
  return { link: await linkFor(c.cloudId, c.username, answer.session.domain, answer.session.user, c.build) };
}

export async function appPasscode(g: MfaGrant, passcode: string): Promise<{ link: string }> {
  const platform = await tenantPlatform(tenantCloudId(g.cloudId));
  // The identity's password only keys the token cache here; the passcode grant does the checking.
  const ns = createNsClient(platform.conn, { username: g.login, password: `mfa|${g.mfaToken}` });
  const answer = await ns.completeMfa({ mfaToken: g.mfaToken, passcode, mfaType: g.mfaType, mfaVendor: g.mfaVendor }).catch(() => {
    throw new AppError('unauthorized', 'appSignin.failed', 'Failed to login');
  });
  if (answer.status !== 'ok') throw new AppError('unauthorized', 'appSignin.failed', 'Failed to login');
  return { link: await linkFor(g.cloudId, g.login, answer.session.domain, answer.session.user, g.build) };
}
