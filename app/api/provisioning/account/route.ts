import type { NextRequest } from 'next/server';
import { provisioningLetter } from '@/lib/format/client-kind';
import { config } from '@/lib/server/config';
import { AppError, isAppError } from '@/lib/server/http/errors';
import { clientIp } from '@/lib/server/http/request';
import { logger } from '@/lib/server/logs/logger';
import { authenticateLine, provisionAccount, xmlError } from '@/lib/server/services/tab-provisioning';

/**
 * The softphone's external provisioning (Acrobits): answers XML, not the JSON error shape, so
 * it does not use the shared wrapper. POST (form body) keeps credentials out of access logs.
 */
async function params(req: NextRequest): Promise<Record<string, string>> {
  const q = Object.fromEntries(req.nextUrl.searchParams);
  if (req.method !== 'POST') return q;
  const type = req.headers.get('content-type') ?? '';
  const text = (await req.text()).slice(0, 8192);
  const body = type.includes('json') ? (JSON.parse(text || '{}') as Record<string, string>) : Object.fromEntries(new URLSearchParams(text));
  return { ...q, ...body };
}

function failure(e: unknown) {
  if (isAppError(e) && e.status === 403) return xmlError(403, e.message);
  if (isAppError(e) && e.status === 429) return xmlError(403, 'Too many attempts. Please wait a few minutes and try again.');
  if (isAppError(e) && (e.code === 'upstream_error' || e.code === 'upstream_timeout')) {
    logger.error({ err: e.cause ?? e, code: e.messageKey, path: '/provisioning/account' }, 'Provisioning: phone platform failed');
    return xmlError(503, 'The phone service is not reachable right now. Please try again in a few minutes.');
  }
  if (!isAppError(e)) logger.error({ err: e, path: '/provisioning/account' }, 'Provisioning failed');
  return xmlError(500, isAppError(e) ? e.message : 'Provisioning failed');
}

/**
 * One bounded wait for the whole answer. Each platform call has its own timeout, but a sign-in,
 * a device read, a create and a re-read add up; the softphone gets a clear answer first. Work
 * still under way finishes in the background (a device made late is found by the next attempt).
 */
function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('upstream_timeout', 'provisioning.timeout', 'The phone platform did not answer in time.')), config().NS_TIMEOUT_MS * 2);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function handle(req: NextRequest) {
  try {
    const p = await params(req).catch(() => ({}) as Record<string, string>);
    const cloudId = p.cloud_id ?? '';
    const username = p.username ?? p.cloud_username ?? '';
    const password = p.password ?? p.cloud_password ?? '';
    if (!cloudId || !username || !password) return xmlError(400, 'Cloud ID, username and password are required');
    const letter = provisioningLetter({ direct: p.direct ?? p.platform, userAgent: req.headers.get('user-agent') });
    const xml = await withinDeadline(authenticateLine({ cloudId, username, password }, clientIp(req)).then((line) => provisionAccount(line, letter)));
    return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-store' } });
  } catch (e) {
    return failure(e);
  }
}

export const GET = handle;
export const POST = handle;
