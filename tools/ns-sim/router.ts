import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HandlerCtx, HandlerResult, RealtimeHub } from './api-types';
import { validSignature } from './audio-url';
import { control } from './control';
import { takeFault } from './faults';
import { parseParams, readBody, sendJson, sendText, SimHttpError } from './http-util';
import { bearer, introspect, tokenEndpoint } from './oauth';
import { objectHandlers } from './objects';
import { assertUser } from './scope';
import type { Actor, SimState } from './types';

export interface RouterDeps {
  state: SimState;
  realtime: RealtimeHub;
  reset(): void;
  /** Delays are cancellable so `close()` does not wait for them. */
  sleep(ms: number): Promise<void>;
}

const MAX_LOG = 1000;
// Never kept in the request log: passwords, secrets, tokens and signed-link signatures.
const SECRET_PARAMS = new Set(['password', 'client_secret', 'refresh_token', 'access_token', 'passcode', 'authentication_key', 'auth', 'bearer']);
const loggedParams = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).filter(([k]) => !SECRET_PARAMS.has(k) && k !== 'object' && k !== 'action' && k !== 'format'));
const SIGNED: Actor = {
  token: '', kind: 'access', clientId: '', uid: '', user: '', domain: '', scope: 'No Portal', territory: '', expiresAt: 0,
};

function xml(object: string, value: unknown): string {
  const rows = Array.isArray(value) ? value : [value];
  const esc = (s: unknown) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = rows
    .map((r) => `<${object}>${Object.entries(r as object).map(([k, v]) => `<${k}>${esc(v)}</${k}>`).join('')}</${object}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<xml>${body}</xml>`;
}

function send(res: ServerResponse, result: HandlerResult, format: string, object: string) {
  if (result.json !== undefined) {
    if (format === 'json') return sendJson(res, result.status, result.json);
    return sendText(res, result.status, xml(object, result.json), 'text/xml');
  }
  const body = result.body ?? '';
  res.writeHead(result.status, {
    'Content-Length': Buffer.byteLength(body),
    ...(result.contentType ? { 'Content-Type': result.contentType } : {}),
    ...result.headers,
  });
  res.end(body);
}

function api(deps: RouterDeps, req: IncomingMessage, params: Record<string, string>, baseUrl: string): HandlerResult {
  const { state, realtime } = deps;
  const { object, action } = params;
  if (!object || !action) throw new SimHttpError(400, 'Missing object or action');
  const handlers = objectHandlers[object];
  if (!handlers) throw new SimHttpError(404, `Unknown object: ${object}`);
  const handler = handlers[action];
  if (!handler) throw new SimHttpError(400, `Unsupported action: ${action}`);
  const base = { state, realtime, params, baseUrl, headers: req.headers };
  if (object === 'audio' && action === 'play' && validSignature(params)) {
    return handler({ ...base, actor: SIGNED });
  }
  const actor = bearer(state, req.headers.authorization);
  if (!actor) return { status: 401, body: '', headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } };
  const ctx: HandlerCtx = { ...base, actor };
  if (object === 'audio' && action === 'play') assertUser(state, actor, params.domain ?? '', params.user ?? '');
  return handler(ctx);
}

export async function handle(deps: RouterDeps, req: IncomingMessage, res: ServerResponse, ownUrl: string) {
  const { state } = deps;
  const url = new URL(req.url ?? '/', ownUrl);
  const path = url.pathname;
  const method = req.method ?? 'GET';
  const baseUrl = req.headers.host ? `http://${req.headers.host}` : ownUrl;
  try {
    const raw = await readBody(req);
    if (path === '/__control' || path.startsWith('/__control/')) {
      let input: Record<string, unknown> = {};
      if (raw.trim()) {
        try {
          input = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return sendJson(res, 400, { error: 'Invalid JSON' });
        }
      }
      try {
        const answer = control(deps, method, path, input);
        return sendJson(res, answer.status, answer.json);
      } catch (err) {
        // The control API is JSON all the way, errors included.
        if (err instanceof SimHttpError) return sendJson(res, err.status, { error: err.message });
        throw err;
      }
    }
    const query = Object.fromEntries(url.searchParams);
    const params = { ...query, ...parseParams(raw, req.headers['content-type']) };
    const isToken = /^\/ns-api\/oauth2\/token\/?$/.test(path);
    const isIntrospect = /^\/ns-api\/oauth2\/read\/?$/.test(path);
    const isApi = /^\/ns-api\/?$/.test(path);
    if (!isToken && !isIntrospect && !isApi) return sendText(res, 404, 'Not Found');

    const object = isApi ? params.object : 'oauth2';
    const action = isApi ? params.action : isToken ? 'token' : 'read';
    const entry = {
      at: new Date().toISOString(), method, url: req.url ?? '', object, action, bearer: !!req.headers.authorization,
      status: undefined as number | undefined, params: loggedParams(params),
    };
    state.requests.push(entry);
    if (state.requests.length > MAX_LOG) state.requests.splice(0, state.requests.length - MAX_LOG);
    res.on('finish', () => (entry.status = res.statusCode));

    const fault = takeFault(state, object ?? '', action ?? '');
    if (fault?.delayMs) await deps.sleep(fault.delayMs);
    if (fault?.drop) {
      req.socket.destroy();
      return;
    }
    if (fault && (fault.status || fault.body !== undefined)) {
      return sendText(res, fault.status ?? 200, fault.body ?? '', fault.contentType ?? 'application/json');
    }

    if (isToken) {
      const answer = tokenEndpoint(state, params);
      return sendJson(res, answer.status, answer.body);
    }
    if (isIntrospect) {
      const actor = bearer(state, req.headers.authorization);
      return actor ? sendJson(res, 200, introspect(actor)) : sendText(res, 401, '');
    }
    return send(res, api(deps, req, params, baseUrl), params.format ?? '', params.object ?? 'item');
  } catch (err) {
    if (res.headersSent || res.destroyed) return;
    if (err instanceof SimHttpError) return sendText(res, err.status, err.message);
    console.error('[ns-sim] unexpected error', err);
    return sendText(res, 500, 'Internal Server Error');
  }
}
