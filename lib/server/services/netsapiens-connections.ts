import 'server-only';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { ListParams, ListResult } from '@/lib/schemas/list';
import type { ConnectionInput, ConnectionRow, ConnectionTestInput, ConnectionTestResult } from '@/lib/schemas/netsapiens-connection';
import type { Actor } from '../auth/actor';
import { decryptSecret, encryptSecret } from '../crypto/secrets';
import { getDb, type Db } from '../db/client';
import { netsapiensConnections as conns, subscribers } from '../db/schema';
import { AppError, isAppError } from '../http/errors';
import { createNsClient, forgetNsToken, nsStatus } from '../netsapiens';
import { audit } from './audit';
import { countAll, notFound, searchAny, targetSubscriber, tenantScope } from './tenancy';
import { assertSafeUrl } from './url-guard';

// Secrets are never selected into answers: only whether they are set.
const columns = {
  id: conns.id, apiUrl: conns.apiUrl, clientId: conns.clientId, superuser: conns.superuser, deliveryWebhook: conns.deliveryWebhook,
  active: conns.active, subscriberId: conns.subscriberId, cloudId: subscribers.cloudId, clientSecretEnc: conns.clientSecretEnc, superpassEnc: conns.superpassEnc,
};
const sortable = { id: conns.id, apiUrl: conns.apiUrl, clientId: conns.clientId, superuser: conns.superuser, deliveryWebhook: conns.deliveryWebhook, active: conns.active, cloudId: subscribers.cloudId };

type Raw = { [K in keyof typeof columns]: unknown } & { clientSecretEnc: string; superpassEnc: string; deliveryWebhook: string | null };
function view(r: Raw): ConnectionRow {
  const { clientSecretEnc, superpassEnc, ...rest } = r;
  return { ...(rest as unknown as ConnectionRow), deliveryWebhook: r.deliveryWebhook ?? '', hasClientSecret: !!clientSecretEnc, hasSuperpass: !!superpassEnc };
}

export async function listConnections(actor: Actor, q: ListParams): Promise<ListResult<ConnectionRow>> {
  const db = await getDb();
  const where = and(tenantScope(actor, conns.subscriberId), searchAny(q.search, [conns.apiUrl, conns.clientId, conns.superuser, conns.deliveryWebhook, subscribers.cloudId]));
  const sortCol = sortable[q.sort as keyof typeof sortable] ?? conns.id;
  const [items, [{ total }]] = await Promise.all([
    db.select(columns).from(conns).innerJoin(subscribers, eq(conns.subscriberId, subscribers.id)).where(where)
      .orderBy(q.dir === 'desc' ? desc(sortCol) : asc(sortCol), asc(conns.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ total: countAll }).from(conns).innerJoin(subscribers, eq(conns.subscriberId, subscribers.id)).where(where),
  ]);
  return { items: items.map((r) => view(r as Raw)), total };
}

async function loadRaw(db: Db, actor: Actor, id: number) {
  const [row] = await db.select(columns).from(conns).innerJoin(subscribers, eq(conns.subscriberId, subscribers.id))
    .where(and(eq(conns.id, id), tenantScope(actor, conns.subscriberId)));
  if (!row) throw notFound();
  return row as Raw;
}

export const getConnection = async (actor: Actor, id: number) => view(await loadRaw(await getDb(), actor, id));

// One platform connection per tenant (ARCHITECTURE.md): the platform client picks it by tenant.
async function assertOnePerTenant(db: Db, subscriberId: number, exceptId?: number) {
  const [dup] = await db.select({ id: conns.id }).from(conns).where(and(eq(conns.subscriberId, subscriberId), exceptId ? ne(conns.id, exceptId) : undefined));
  if (dup) throw new AppError('conflict', 'netsapiens.alreadyExists', 'This subscriber already has a Netsapiens connection.', { subscriberId: 'netsapiens.alreadyExists' });
}

const snapshot = (r: { apiUrl: string; clientId: string; superuser: string; deliveryWebhook: string | null; active: boolean; subscriberId: number }) => ({
  apiUrl: r.apiUrl, clientId: r.clientId, superuser: r.superuser, deliveryWebhook: r.deliveryWebhook ?? '', active: r.active, subscriberId: r.subscriberId,
});

export async function createConnection(actor: Actor, input: ConnectionInput) {
  const target = await targetSubscriber(actor, input.subscriberId);
  await assertSafeUrl(input.apiUrl);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    await assertOnePerTenant(tx, target.id);
    const data = { ...snapshot({ ...input, subscriberId: target.id }), deliveryWebhook: input.deliveryWebhook || null };
    const [row] = await tx.insert(conns).values({
      ...data, clientSecretEnc: encryptSecret(input.clientSecret), superpassEnc: encryptSecret(input.superpass),
    }).returning({ id: conns.id });
    await audit(tx, actor, { action: 'create', targetType: 'netsapiensConnection', targetId: row.id, cloudId: target.cloudId, after: data });
    return row.id;
  });
  return getConnection(actor, id);
}

export async function updateConnection(actor: Actor, id: number, input: ConnectionInput) {
  const db = await getDb();
  const before = await loadRaw(db, actor, id);
  const target = await targetSubscriber(actor, actor.isProvider ? input.subscriberId : undefined, before.subscriberId as number);
  await assertSafeUrl(input.apiUrl);
  await db.transaction(async (tx) => {
    await assertOnePerTenant(tx, target.id, id);
    const data = { ...snapshot({ ...input, subscriberId: target.id }), deliveryWebhook: input.deliveryWebhook || null };
    await tx.update(conns).set({
      ...data, updatedAt: new Date(),
      // Empty secret fields keep what is stored.
      ...(input.clientSecret ? { clientSecretEnc: encryptSecret(input.clientSecret) } : {}),
      ...(input.superpass ? { superpassEnc: encryptSecret(input.superpass) } : {}),
    }).where(eq(conns.id, id));
    await audit(tx, actor, {
      action: 'update', targetType: 'netsapiensConnection', targetId: id, cloudId: target.cloudId,
      before: snapshot(before as never), after: { ...data, clientSecretChanged: !!input.clientSecret, superpassChanged: !!input.superpass },
    });
  });
  return getConnection(actor, id);
}

export async function deleteConnection(actor: Actor, id: number) {
  const db = await getDb();
  const before = await loadRaw(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(conns).where(eq(conns.id, id));
    await audit(tx, actor, { action: 'delete', targetType: 'netsapiensConnection', targetId: id, cloudId: before.cloudId as string, before: snapshot(before as never) });
  });
  return { ok: true };
}

const TEST_TIMEOUT_MS = 10_000;

/**
 * "Test connection": a fresh OAuth password grant with the form's credentials (empty secrets
 * are taken from the stored connection). Reports the platform's answer instead of throwing.
 */
export async function testConnection(actor: Actor, input: ConnectionTestInput): Promise<ConnectionTestResult> {
  let clientSecret = input.clientSecret;
  let superpass = input.superpass;
  if ((!clientSecret || !superpass) && input.id) {
    const stored = await loadRaw(await getDb(), actor, input.id);
    clientSecret ||= decryptSecret(stored.clientSecretEnc);
    superpass ||= decryptSecret(stored.superpassEnc);
  }
  if (!clientSecret || !superpass) {
    throw new AppError('bad_request', 'validation.mandatory', 'Fields with * are mandatory!', {
      ...(clientSecret ? {} : { clientSecret: 'validation.mandatory' }), ...(superpass ? {} : { superpass: 'validation.mandatory' }),
    });
  }
  await assertSafeUrl(input.apiUrl);
  const conn = { apiUrl: input.apiUrl, clientId: input.clientId, clientSecret };
  const identity = { username: input.superuser, password: superpass };
  try {
    const answer = await createNsClient(conn, identity, { timeoutMs: TEST_TIMEOUT_MS }).signIn();
    // A test must not leave a token behind that later calls would reuse.
    forgetNsToken(conn, identity.username);
    if (answer.status === 'mfa_required') return { ok: false, key: 'netsapiens.testMfa', message: 'The super user needs a second factor.' };
    return { ok: true, user: answer.session.user, domain: answer.session.domain };
  } catch (e) {
    if (!isAppError(e)) throw e;
    return { ok: false, key: e.messageKey, message: e.message, status: nsStatus(e) };
  }
}
