import 'server-only';
import type { EmailLinkInput, MailResult } from '@/lib/schemas/apps';
import type { Actor } from '../auth/actor';
import { getDb } from '../db/client';
import { sentMails } from '../db/schema';
import { logger } from '../logs/logger';
import { sendMail, smtpTransport, type Mail } from '../mail/transport';
import { qrPng } from '../qr/png';
import { domainPlatform } from './apps';
import { createLoginCode, deleteLoginCode } from './login-codes';
import { tenantSmtp } from './white-label';

/**
 * The softphone's login link (Acrobits `csc:user:password@CLOUDID`), with a one-time login code
 * where the password would be; user and code are URL-encoded exactly once, as the format asks.
 */
export function loginLink(cloudId: string, login: string, code: string) {
  return `csc:${encodeURIComponent(login)}:${encodeURIComponent(code)}@${cloudId}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `{first_name}`, `{last_name}` and `{link}` (any case, spaces inside the braces allowed). */
export function fillPlaceholders(text: string, v: { first_name: string; last_name: string; link: string }, escape = (s: string) => s) {
  return text.replace(/\{\s*(first_name|last_name|link)\s*\}/gi, (_, k: string) => escape(v[k.toLowerCase() as keyof typeof v]));
}

function htmlBody(body: string, v: { first_name: string; last_name: string; link: string }, withQr: boolean) {
  const anchor = `<a href="${escapeHtml(v.link)}">${escapeHtml(v.link)}</a>`;
  const text = escapeHtml(body).replace(/\{\s*link\s*\}/gi, '\u0000');
  const filled = fillPlaceholders(text, { ...v, link: '' }, escapeHtml).replace(/\u0000/g, anchor).replace(/\r?\n/g, '<br>');
  const qr = withQr ? `<p><img src="cid:login-qr" alt="QR code" width="240" height="240"></p>` : '';
  return `<div>${filled}</div>${qr}`;
}

/**
 * emailLink: one message per selected line, to the address the platform holds for it (never an
 * address typed in the browser, so the console cannot mail login codes to strangers), through
 * the tenant's SMTP settings or the global transport. Each line gets its own login code.
 */
export async function sendLoginLinks(actor: Actor, input: EmailLinkInput): Promise<{ results: MailResult[] }> {
  const { cloudId, ns } = await domainPlatform(actor, input.cloudId, input.domain);
  const lines = new Map((await ns.subscribers.read({ domain: input.domain })).map((s) => [s.user, s]));
  const smtp = await tenantSmtp(cloudId);
  const transport = smtp ? smtpTransport(smtp) : undefined;
  const db = await getDb();
  const results: MailResult[] = [];
  try {
    for (const user of [...new Set(input.users)]) {
      const line = lines.get(user);
      const login = line?.subscriber_login || `${user}@${input.domain}`;
      // The platform may hold several addresses in one field ("a@x;b@x").
      const addresses = (line?.email ?? '').split(/[;,]/).map((a) => a.trim()).filter(Boolean);
      const email = addresses.join(', ');
      if (!line || !email) {
        results.push({ user, login, email, sent: false });
        continue;
      }
      const { code } = await createLoginCode({ cloudId, domain: input.domain, user });
      const v = { first_name: line.first_name ?? '', last_name: line.last_name ?? '', link: loginLink(cloudId, login, code) };
      const qr = await qrPng(v.link);
      const subject = fillPlaceholders(input.subject, v);
      try {
        // sendMail hands the whole object to nodemailer, so the inline QR image rides along.
        const mail: Mail & { attachments?: unknown[] } = {
          to: addresses.join(', '), cc: input.cc || undefined, from: smtp?.from, subject,
          text: fillPlaceholders(input.body, v), html: htmlBody(input.body, v, !!qr),
          attachments: qr ? [{ filename: 'login-qr.png', content: qr, cid: 'login-qr', contentType: 'image/png' }] : undefined,
        };
        await sendMail(mail, transport);
        results.push({ user, login, email, sent: true });
        await db.insert(sentMails).values({ cloudId, recipient: email, subject, status: 'sent' });
      } catch (e) {
        // An unsent code must not stay redeemable.
        await deleteLoginCode(code);
        await db.insert(sentMails).values({ cloudId, recipient: email, subject, status: 'failed', error: (e as Error).message.slice(0, 500) });
        logger.warn({ event: 'login_link_mail_failed', cloudId, user }, 'Login link mail failed');
        results.push({ user, login, email, sent: false });
      }
    }
  } finally {
    transport?.close();
  }
  return { results };
}
