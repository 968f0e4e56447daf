export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  upstream_error: 502,
  upstream_timeout: 504,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/**
 * The one error class services throw. `messageKey` is a next-intl key under `errors.`
 * that the browser translates; `message` is the English text for logs and API clients.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly cause?: unknown,
  ) {
    super(message ?? messageKey);
    this.status = errorStatus[code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
