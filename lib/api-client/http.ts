export type ApiErrorBody = { code: string; message: string; key?: string; fields?: Record<string, string> };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
  get key() {
    return this.body.key ?? 'errors.internal';
  }
}

const NETWORK: ApiErrorBody = { code: 'network', message: 'Network error', key: 'errors.network' };

/** The browser's one way to call /api: JSON or FormData in, JSON out, ApiError on failure. */
export async function api<T>(path: string, init: { method?: string; json?: unknown; form?: FormData; signal?: AbortSignal } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
      headers: init.json !== undefined ? { 'Content-Type': 'application/json' } : undefined,
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch {
    throw new ApiError(0, NETWORK);
  }
  const data = await res.json().catch(() => undefined);
  if (!res.ok) {
    const body = (data as { error?: ApiErrorBody } | undefined)?.error ?? { code: 'internal', message: res.statusText, key: 'errors.internal' };
    if (res.status === 401 && typeof window !== 'undefined' && !path.startsWith('/api/auth/')) {
      window.location.assign(`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    }
    throw new ApiError(res.status, body);
  }
  return data as T;
}
