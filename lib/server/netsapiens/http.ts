import 'server-only';

export type NsHttpResult =
  | { kind: 'response'; status: number; text: string }
  | { kind: 'timeout' }
  | { kind: 'network'; error: unknown };

/** One HTTP exchange with a deadline covering headers and body; never throws. */
export async function exchange(url: string, init: RequestInit, timeoutMs: number): Promise<NsHttpResult> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    const text = await res.text();
    return { kind: 'response', status: res.status, text };
  } catch (error) {
    const name = (error as { name?: string })?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
    return { kind: 'network', error };
  }
}

export function baseUrl(apiUrl: string): string {
  return apiUrl.trim().replace(/\/+$/, '').replace(/\/ns-api$/i, '');
}
