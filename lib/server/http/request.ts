import 'server-only';
import type { NextRequest } from 'next/server';
import { logger } from '../logs/logger';
import { AppError } from './errors';

/** Mutations from another site are refused: the browser tells us where a request came from. */
export function checkOrigin(req: NextRequest) {
  const site = req.headers.get('sec-fetch-site');
  const origin = req.headers.get('origin');
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  const crossSite = site === 'cross-site' || (origin && origin !== 'null' && host && new URL(origin).host !== host);
  if (crossSite) {
    logger.warn({ event: 'origin_refused', origin, path: req.nextUrl.pathname }, 'Cross-site request refused');
    throw new AppError('forbidden', 'errors.origin', 'This request came from another site and was refused.');
  }
}

export function clientIp(req: NextRequest) {
  return req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || req.headers.get('x-real-ip') || '127.0.0.1';
}
