import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { z, ZodError, type ZodType } from 'zod';
import { LOCALE_COOKIE, pickLocale, type Locale } from '@/i18n/locales';
import type { Permission } from '@/lib/auth/permissions';
import { actorFromSession, requirePermission, type Actor } from '../auth/actor';
import { cookieOptions, sealSession, SESSION_COOKIE, unsealSession, type SessionData } from '../auth/session';
import { logger } from '../logs/logger';
import { AppError, isAppError } from './errors';
import { checkOrigin, clientIp } from './request';

type Guard = 'public' | 'session' | Permission;

type Options<B extends ZodType | undefined, Q extends ZodType | undefined> = {
  guard: Guard;
  body?: B;
  query?: Q;
  /** Bytes; JSON bodies default to 64 KiB. */
  maxBody?: number;
  /** multipart/form-data bodies are parsed into an object of strings and Files first. */
  multipart?: boolean;
};

type Ctx<B, Q, G> = {
  req: NextRequest;
  actor: G extends 'public' ? Actor | undefined : Actor;
  body: B;
  query: Q;
  params: Record<string, string>;
  ip: string;
  /** The asker's language, decided as pages decide it: for text the server writes itself (mails). */
  locale: Locale;
  setSession: (s: SessionData) => Promise<void>;
  clearSession: () => void;
};

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

function errorResponse(e: unknown, req: NextRequest) {
  if (isAppError(e)) {
    if (e.status >= 500) logger.error({ err: e.cause ?? e, code: e.code, path: req.nextUrl.pathname }, e.message);
    if (e.status === 403) logger.warn({ event: 'forbidden', path: req.nextUrl.pathname }, 'Forbidden access');
    return NextResponse.json(
      { error: { code: e.code, message: e.message, key: e.messageKey, fields: e.fields } },
      { status: e.status },
    );
  }
  if (e instanceof ZodError) {
    const fields: Record<string, string> = {};
    for (const issue of e.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    const key = e.issues[0]?.message ?? 'validation.invalid';
    return NextResponse.json(
      { error: { code: 'bad_request', message: 'Invalid input', key, fields } },
      { status: 400 },
    );
  }
  const id = randomUUID();
  logger.error({ err: e, correlationId: id, path: req.nextUrl.pathname }, 'Unhandled error');
  return NextResponse.json(
    { error: { code: 'internal', message: `Something went wrong (reference ${id}).`, key: 'errors.internal', id } },
    { status: 500 },
  );
}

async function readBody(req: NextRequest, multipart: boolean, max: number): Promise<unknown> {
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > max) throw new AppError('payload_too_large', 'errors.tooLarge', 'The request is too large.');
  if (multipart) {
    const form = await req.formData().catch(() => {
      throw new AppError('bad_request', 'errors.badRequest', 'The form could not be read.');
    });
    return Object.fromEntries(form.entries());
  }
  const text = await req.text();
  if (text.length > max) throw new AppError('payload_too_large', 'errors.tooLarge', 'The request is too large.');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'errors.badRequest', 'The request body is not valid JSON.');
  }
}

/**
 * The one wrapper for route handlers: session, guard, Origin check, zod parsing and a single
 * error shape. Handlers return plain data (sent as JSON) or a Response.
 */
export function route<B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined, G extends Guard = Guard>(
  opts: Options<B, Q> & { guard: G },
  handler: (ctx: Ctx<Infer<B>, Infer<Q>, G>) => Promise<unknown>,
) {
  return async (req: NextRequest, context?: { params?: Promise<Record<string, string>> }) => {
    const cookies: Array<(res: NextResponse) => void> = [];
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') checkOrigin(req);
      const session = await unsealSession(req.cookies.get(SESSION_COOKIE)?.value);
      const actor = opts.guard === 'public' ? await actorFromSession(session).catch(() => undefined) : await actorFromSession(session);
      if (opts.guard !== 'public') {
        if (!actor) throw new AppError('unauthorized', 'errors.unauthorized', 'Please sign in again.');
        if (opts.guard !== 'session') requirePermission(actor, opts.guard as Permission);
      }
      const query = opts.query ? opts.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const body = opts.body
        ? opts.body.parse(await readBody(req, !!opts.multipart, opts.maxBody ?? 64 * 1024))
        : undefined;
      const result = await handler({
        req,
        actor: actor as Ctx<Infer<B>, Infer<Q>, G>['actor'],
        body: body as Infer<B>,
        query: query as Infer<Q>,
        params: (await context?.params) ?? {},
        ip: clientIp(req),
        locale: pickLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get('accept-language')),
        setSession: async (s) => {
          const sealed = await sealSession(s);
          cookies.push((res) => res.cookies.set(SESSION_COOKIE, sealed, cookieOptions()));
        },
        clearSession: () => cookies.push((res) => res.cookies.set(SESSION_COOKIE, '', cookieOptions(0))),
      });
      const res = result instanceof NextResponse ? result : result instanceof Response ? new NextResponse(result.body, result) : NextResponse.json(result ?? { ok: true });
      cookies.forEach((apply) => apply(res));
      res.headers.set('Cache-Control', res.headers.get('Cache-Control') ?? 'no-store');
      return res;
    } catch (e) {
      const res = errorResponse(e, req);
      if (isAppError(e) && e.messageKey === 'errors.unauthorized') res.cookies.set(SESSION_COOKIE, '', cookieOptions(0));
      return res;
    }
  };
}
