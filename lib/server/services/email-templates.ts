import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { EmailTemplate, TemplateInput } from '@/lib/schemas/apps';
import type { Actor } from '../auth/actor';
import { getDb } from '../db/client';
import { emailTemplates } from '../db/schema';
import { AppError } from '../http/errors';
import { actingCloud } from './app-tenant';
import { audit } from './audit';
import { notFound } from './tenancy';

const columns = { id: emailTemplates.id, name: emailTemplates.name, subject: emailTemplates.subject, body: emailTemplates.body };

/** Templates belong to a cloud; every signed-in user of it may read them (to use them). */
export async function listTemplates(actor: Actor, cloudId?: string): Promise<EmailTemplate[]> {
  const cloud = actingCloud(actor, cloudId);
  const db = await getDb();
  return db.select(columns).from(emailTemplates).where(eq(emailTemplates.cloudId, cloud)).orderBy(asc(emailTemplates.name), asc(emailTemplates.id));
}

// The spec's own refusals, one per verb, for anybody but an admin.
function mustBeAdmin(actor: Actor, verb: 'add' | 'update' | 'delete') {
  if (actor.role !== 'admin') {
    throw new AppError('forbidden', `apps.templates.notAllowed.${verb}`, `You are not allowed to ${verb} email template`);
  }
}

export async function createTemplate(actor: Actor, input: TemplateInput): Promise<EmailTemplate> {
  mustBeAdmin(actor, 'add');
  const cloudId = actingCloud(actor, input.cloudId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(emailTemplates).values({ cloudId, name: input.name, subject: input.subject, body: input.body, createdBy: actor.userId }).returning(columns);
    await audit(tx, actor, { action: 'create', targetType: 'email_template', targetId: row.id, cloudId, after: row });
    return row;
  });
}

async function load(actor: Actor, id: number, cloudId?: string) {
  const cloud = actingCloud(actor, cloudId);
  const db = await getDb();
  const [row] = await db.select(columns).from(emailTemplates).where(and(eq(emailTemplates.id, id), eq(emailTemplates.cloudId, cloud)));
  if (!row) throw notFound();
  return { row, cloud };
}

export async function updateTemplate(actor: Actor, id: number, input: TemplateInput): Promise<EmailTemplate> {
  mustBeAdmin(actor, 'update');
  const { row: before, cloud } = await load(actor, id, input.cloudId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.update(emailTemplates).set({ name: input.name, subject: input.subject, body: input.body, updatedAt: new Date() })
      .where(eq(emailTemplates.id, id)).returning(columns);
    await audit(tx, actor, { action: 'update', targetType: 'email_template', targetId: id, cloudId: cloud, before, after: row });
    return row;
  });
}

export async function deleteTemplate(actor: Actor, id: number, cloudId?: string) {
  mustBeAdmin(actor, 'delete');
  const { row: before, cloud } = await load(actor, id, cloudId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(emailTemplates).where(eq(emailTemplates.id, id));
    await audit(tx, actor, { action: 'delete', targetType: 'email_template', targetId: id, cloudId: cloud, before });
  });
  return { ok: true, key: 'apps.templates.deleted' };
}
