import { ApiError, type ApiErrorBody } from './http';

/**
 * Fetch for tab pages. Unlike the admin `api()`, a 401 never sends the softphone user to the
 * admin login: the tab shows "open this tab again" instead.
 */
export async function tabApi<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: init.json !== undefined ? { 'Content-Type': 'application/json' } : undefined,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, { code: 'network', message: 'Network error', key: 'errors.network' });
  }
  const data = await res.json().catch(() => undefined);
  if (!res.ok) {
    const body: ApiErrorBody = (data as { error?: ApiErrorBody } | undefined)?.error ?? { code: 'internal', message: res.statusText, key: 'errors.internal' };
    throw new ApiError(res.status, body);
  }
  return data as T;
}

/** The translated text of an API error (its message key), for toasts. */
export function errorText(t: ((key: string) => string) & { has: (key: string) => boolean }, e: unknown): string {
  const key = e instanceof ApiError ? e.key : 'errors.internal';
  return t(t.has(key) ? key : 'errors.internal');
}
