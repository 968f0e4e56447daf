import 'server-only';
import { AppError } from '@/lib/server/http/errors';

/** Attached as `cause` so services and logs can tell what the platform did. */
export type NsFailure = { object: string; action: string; status?: number; reason: string };

export const upstreamTimeout = (f: NsFailure) =>
  new AppError('upstream_timeout', 'errors.upstreamTimeout', 'The phone platform did not answer in time', undefined, f);

export const upstreamAuth = (f: NsFailure) =>
  new AppError('upstream_error', 'errors.upstreamAuth', 'The phone platform refused the credentials', undefined, f);

export const upstreamError = (f: NsFailure) =>
  new AppError('upstream_error', 'errors.upstreamError', 'The phone platform answered with an error', undefined, f);

export const upstreamMalformed = (f: NsFailure) =>
  new AppError('upstream_error', 'errors.upstreamMalformed', 'The phone platform answered in an unexpected format', undefined, f);

/** The platform's HTTP status behind an upstream AppError, if there was one (e.g. 404, 409). */
export function nsStatus(err: unknown): number | undefined {
  if (err instanceof AppError && err.cause && typeof err.cause === 'object' && 'status' in err.cause) {
    const s = (err.cause as NsFailure).status;
    return typeof s === 'number' ? s : undefined;
  }
  return undefined;
}
