import type { IncomingMessage, ServerResponse } from 'node:http';

/** Thrown by handlers; the router turns it into a plain-text answer, as ns-api v1 does. */
export class SimHttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export const badRequest = (msg: string) => new SimHttpError(400, msg);
export const forbidden = () => new SimHttpError(403, 'Forbidden');
export const notFound = (msg = 'Not Found') => new SimHttpError(404, msg);

const MAX_BODY = 1_000_000;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new SimHttpError(413, 'Payload Too Large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Form, JSON or empty bodies all become a flat string map (clients use all three). */
export function parseParams(body: string, contentType: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!body.trim()) return out;
  if ((contentType ?? '').includes('json')) {
    try {
      const obj = JSON.parse(body) as Record<string, unknown>;
      for (const [k, v] of Object.entries(obj ?? {})) {
        if (v !== null && v !== undefined) out[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
      }
    } catch {
      throw badRequest('Invalid JSON body');
    }
    return out;
  }
  for (const [k, v] of new URLSearchParams(body)) out[k] = v;
  return out;
}

export function sendJson(res: ServerResponse, status: number, value: unknown) {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

export function sendText(res: ServerResponse, status: number, text: string, contentType = 'text/plain') {
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** Drops internal `_` keys and applies the `fields`, `start`, `limit` params every read accepts. */
export function listResult(rows: Record<string, string>[], params: Record<string, string>) {
  const fields = params.fields ? params.fields.split(',').map((f) => f.trim()).filter(Boolean) : null;
  const start = Number(params.start ?? 0) || 0;
  const limit = params.limit ? Number(params.limit) : undefined;
  let list = rows;
  if (params.sort) {
    const key = params.sort.split(/\s+/)[0];
    const desc = /desc$/i.test(params.sort.trim());
    list = [...list].sort((a, b) => (a[key] ?? '').localeCompare(b[key] ?? '', 'en', { numeric: true }) * (desc ? -1 : 1));
  }
  list = list.slice(start, limit && limit > 0 ? start + limit : undefined);
  return list.map((r) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(r)) {
      if (k.startsWith('_')) continue;
      if (fields && !fields.includes(k)) continue;
      out[k] = v;
    }
    return out;
  });
}

export function need(params: Record<string, string>, ...names: string[]) {
  for (const n of names) {
    if (!params[n]) throw badRequest(`Missing required parameter: ${n}`);
  }
}
