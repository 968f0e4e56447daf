import 'server-only';
import type { Actor } from '../auth/actor';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

const SECRET_KEYS = /pass|secret|token|hash|enc$/i;

function clean(v: unknown): unknown {
  if (!v || typeof v !== 'object') return v ?? null;
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>)
      .filter(([k]) => !SECRET_KEYS.test(k))
      .map(([k, x]) => [k, x instanceof Uint8Array ? `[${x.length} bytes]` : x]),
  );
}

/** Written inside the caller's transaction so a change and its audit entry land together. */
export async function audit(
  db: Db,
  actor: Actor,
  e: { action: 'create' | 'update' | 'delete'; targetType: string; targetId: string | number; cloudId?: string; before?: unknown; after?: unknown },
) {
  await db.insert(auditEvents).values({
    actorUserId: actor.userId,
    actorUsername: actor.username,
    cloudId: e.cloudId ?? actor.cloudId,
    action: e.action,
    targetType: e.targetType,
    targetId: String(e.targetId),
    before: clean(e.before),
    after: clean(e.after),
  });
}
