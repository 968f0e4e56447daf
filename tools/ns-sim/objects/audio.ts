import { accepted, ok, total, type HandlerCtx, type HandlerResult, type ObjectHandlers } from '../api-types';
import { remotePath } from '../audio-url';
import { badRequest, listResult, need, notFound, SimHttpError } from '../http-util';
import { assertUser } from '../scope';
import { voicemailRecord } from '../seed-audio';
import type { Rec } from '../types';
import { toneWav } from '../wav';

const FOLDERS = new Set(['vmail/new', 'vmail/save', 'trash']);
const TYPES = new Set([...FOLDERS, 'greeting']);

function select(ctx: HandlerCtx): Rec[] {
  const { state, actor, params } = ctx;
  need(params, 'domain', 'user');
  assertUser(state, actor, params.domain, params.user);
  const type = params.type || 'vmail/new';
  if (!TYPES.has(type)) throw badRequest(`Unknown audio type: ${type}`);
  return state.audio.filter(
    (a) => a._domain === params.domain && a._owner === params.user && a._type === type && (!params.index || a.index === params.index),
  );
}

/** update/delete name the owner as `owner` (extension or uid) and `owner_domain`. */
function owned(ctx: HandlerCtx): Rec {
  const { state, actor, params } = ctx;
  need(params, 'owner_domain', 'index');
  const owner = (params.owner || params.user || actor.user).split('@')[0];
  assertUser(state, actor, params.owner_domain, owner);
  const rec = state.audio.find(
    (a) =>
      a._domain === params.owner_domain && a._owner === owner && a.index === params.index &&
      (a._type === 'greeting') === (params.type === 'greeting'),
  );
  if (!rec) throw notFound('Audio file not found');
  return rec;
}

function forward(ctx: HandlerCtx, rec: Rec) {
  const { state, params } = ctx;
  const [user, domain = rec._domain] = params.forward.split('@');
  const dest = state.subscribers.find((s) => s.user === user && s.domain === domain);
  if (!dest || dest.domain !== rec._domain) throw badRequest('Unknown forward destination');
  state.nextId++;
  const copy = voicemailRecord({
    seq: 900000 + state.nextId, domain: dest.domain, owner: dest.user, folder: 'vmail/new', callerIndex: 0,
    duration: Number(rec.NmsRecDuration), transcription: rec.transcription, atMs: Date.now(), tone: Number(rec._tone), forwarded: true,
  });
  Object.assign(copy, { FromName: rec.FromName, FromUser: rec.FromUser, NmsAni: rec.NmsAni });
  state.audio.push(copy);
}

function play(ctx: HandlerCtx): HandlerResult {
  const { state, params, headers } = ctx;
  const rec = state.audio.find(
    (a) => a._domain === params.domain && a._owner === params.user && (a.filename === params.file || a.index === params.index),
  );
  if (!rec) throw notFound('Audio file not found');
  const wav = toneWav(Number(rec._tone) || 440);
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(headers.range ?? ''));
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, wav.length - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), wav.length - 1) : wav.length - 1;
    if (start >= wav.length || start > end) throw new SimHttpError(416, 'Range Not Satisfiable');
    return {
      status: 206, body: wav.subarray(start, end + 1), contentType: 'audio/wav',
      headers: { 'Content-Range': `bytes ${start}-${end}/${wav.length}`, 'Accept-Ranges': 'bytes' },
    };
  }
  return { status: 200, body: wav, contentType: 'audio/wav', headers: { 'Accept-Ranges': 'bytes' } };
}

export const audioHandlers: ObjectHandlers = {
  read(ctx) {
    const rows = select(ctx)
      .sort((a, b) => a.filedate.localeCompare(b.filedate))
      .map((a) => ({ ...a, remotepath: remotePath(ctx.baseUrl, a) }));
    return ok(listResult(rows, ctx.params));
  },
  count: (ctx) => total(select(ctx).length),
  /** `forward` copies to another user's new folder; otherwise a different `type` moves the message. */
  update(ctx) {
    const rec = owned(ctx);
    const { params } = ctx;
    if (params.forward) forward(ctx, rec);
    else if (params.type && FOLDERS.has(params.type) && rec._type !== 'greeting') rec._type = params.type;
    else if (params.script !== undefined && rec._type === 'greeting') rec.description = rec.script = params.script;
    return accepted();
  },
  /** Deleting from new or saved moves the message to trash; from trash (or a greeting) removes it. */
  delete(ctx) {
    const rec = owned(ctx);
    if (rec._type === 'vmail/new' || rec._type === 'vmail/save') rec._type = 'trash';
    else ctx.state.audio.splice(ctx.state.audio.indexOf(rec), 1);
    return accepted();
  },
  play,
};
