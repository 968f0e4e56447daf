import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { clearHits, hit } from '../auth/rate-limit';
import type { SessionData } from '../auth/session';
import type { Actor } from '../auth/actor';
import { config } from '../config';
import { hashToken, newToken } from '../crypto/secrets';
import { getDb } from '../db/client';
import { passwordResets, subscribers, users } from '../db/schema';
import { AppError } from '../http/errors';
import { logger } from '../logs/logger';
import { escapeHtml, mailMessages } from '../mail/messages';
import { sendMail, type Mail } from '../mail/transport';
import type { Locale } from '@/i18n/locales';
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput } from '@/lib/schemas/auth';

const RESET_TTL_MS = 60 * 60 * 1000;

async function findUser(cloudId: string, username: string) {
  const db = await getDb();
  const [row] = await db
    .select({ user: users, cloudId: subscribers.cloudId, subActive: subscribers.active })
    .from(users)
    .innerJoin(subscribers, eq(users.subscriberId, subscribers.id))
    .where(and(sql`lower(${subscribers.cloudId}) = lower(${cloudId})`, sql`lower(${users.username}) = lower(${username})`));
  return row;
}

const invalid = () => new AppError('unauthorized', 'auth.invalidCredentials', 'Invalid Credentials');

export async function login(input: LoginInput, ip: string): Promise<SessionData> {
  const { limit, window } = { limit: config().LOGIN_RATE_LIMIT, window: config().LOGIN_RATE_WINDOW_S };
  const accountKey = `login:acct:${input.cloudId.toLowerCase()}/${input.username.toLowerCase()}`;
  await hit(`login:ip:${ip}`, limit * 3, window);
  await hit(accountKey, limit, window);
  const row = await findUser(input.cloudId, input.username);
  const ok = await verifyPassword(row?.user.passwordHash ?? (await dummyHash()), input.password);
  if (!row || !ok || !row.user.active || !row.subActive) {
    logger.warn({ event: 'login_failed', cloudId: input.cloudId, ip }, 'Failed sign-in');
    throw invalid();
  }
  await clearHits(accountKey);
  const u = row.user;
  return { userId: u.id, subscriberId: u.subscriberId, cloudId: row.cloudId, username: u.username, name: u.name, role: u.userType, v: u.sessionVersion };
}

/** Ends every copy of the session cookie: the version stored in each no longer matches. */
export async function logout(actor: Actor) {
  const db = await getDb();
  await db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, actor.userId));
}

/**
 * Always answers the same way; the mail goes out in the background so neither the answer
 * nor its timing tells whether the account exists. It is written in the asker's language.
 */
export async function requestPasswordReset(input: ForgotPasswordInput, ip: string, origin: string, locale: Locale) {
  await hit(`reset:ip:${ip}`, config().LOGIN_RATE_LIMIT, config().LOGIN_RATE_WINDOW_S);
  const row = await findUser(input.cloudId, input.username);
  if (!row || !row.user.active || !row.user.email) return;
  const db = await getDb();
  const { token, hash } = newToken();
  await db.insert(passwordResets).values({ userId: row.user.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const link = `${config().PUBLIC_URL ?? origin}/resetPassword?ref=${token}`;
  void resetMail(row.user, link, locale).then((mail) => sendMail(mail)).catch(() => undefined);
}

async function resetMail(to: { name: string; email: string }, link: string, locale: Locale): Promise<Mail> {
  const t = await mailMessages(locale, 'mail.passwordReset');
  const [hello, follow, ignore] = [t('greeting', { name: to.name }), t('followLink'), t('ignore')];
  return {
    to: to.email,
    subject: t('subject'),
    text: `${hello}\n\n${follow}\n${link}\n\n${ignore}`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(follow)}</p><p><a href="${link}">${link}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}

export async function resetPassword(input: ResetPasswordInput) {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, hashToken(input.ref)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning({ userId: passwordResets.userId });
    if (!used) throw new AppError('bad_request', 'auth.resetLinkInvalid', 'This reset link is invalid, used or expired.');
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, used.userId));
  });
}
