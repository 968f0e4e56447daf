import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config';
import { AppError } from '../http/errors';
import { logger } from '../logs/logger';

export type MailAttachment = { filename: string; content: Buffer; cid?: string; contentType?: string };
export type Mail = { to: string; cc?: string; subject: string; text: string; html?: string; from?: string; attachments?: MailAttachment[] };

// Bounded waits: a silent SMTP server must not hold a request for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

let global: Transporter | undefined;
function globalTransport() {
  const url = config().SMTP_URL;
  if (!url) throw new AppError('upstream_error', 'errors.mailNotConfigured', 'E-mail is not configured on this server.');
  global ??= nodemailer.createTransport(url, TIMEOUTS as never);
  return global;
}

export type SmtpSettings = { host: string; port: number; secure: boolean; requireTLS: boolean; ignoreTLS: boolean; user: string; pass: string; from: string };

export function smtpTransport(s: SmtpSettings) {
  return nodemailer.createTransport({
    host: s.host, port: s.port, secure: s.secure, requireTLS: s.requireTLS, ignoreTLS: s.ignoreTLS,
    auth: s.user ? { user: s.user, pass: s.pass } : undefined, ...TIMEOUTS,
  });
}

/** Sends through the given transport (a tenant's) or the global SMTP_URL one. */
export async function sendMail(mail: Mail, transport?: Transporter) {
  const t = transport ?? globalTransport();
  try {
    await t.sendMail({ ...mail, from: mail.from ?? config().MAIL_FROM });
  } catch (e) {
    logger.error({ err: e, event: 'smtp_failure' }, 'Sending e-mail failed');
    throw new AppError('upstream_error', 'errors.mailFailed', `The mail server refused the message: ${(e as Error).message}`, undefined, e);
  }
}

export function resetTransportForTests() {
  global = undefined;
}
