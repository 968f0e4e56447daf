import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { config } from '../config';
import type { Db } from './client';
import { encryptSecret } from '../crypto/secrets';
import { netsapiensConnections, subscribers, users, whiteLabels } from './schema';

type SeedUser = { username: string; name: string; email: string; userType: 'admin' | 'user'; password: string };

async function ensureSubscriber(db: Db, cloudId: string, company: string) {
  await db
    .insert(subscribers)
    .values({ cloudId, company, accountcode: cloudId.toUpperCase(), phoneNumber: '+1 602 555 0100', email: `ops@${cloudId}.example` })
    .onConflictDoNothing({ target: subscribers.cloudId });
  const [row] = await db.select().from(subscribers).where(eq(subscribers.cloudId, cloudId));
  return row;
}

async function ensureUser(db: Db, subscriberId: number, company: string, u: SeedUser) {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.subscriberId, subscriberId), sql`lower(${users.username}) = lower(${u.username})`));
  if (found) return;
  await db.insert(users).values({
    subscriberId,
    company,
    name: u.name,
    username: u.username,
    email: u.email,
    userType: u.userType,
    phoneNumber: '+1 602 555 0101',
    passwordHash: await hashPassword(u.password),
  });
}

/**
 * The demo tenant mails through the server's own mail server (SMTP_URL: the mail catcher in
 * development and e2e runs, whatever its port), else the catcher's default address.
 */
function demoMailServer() {
  const url = config().SMTP_URL;
  if (url) {
    try {
      const u = new URL(url);
      if (u.hostname) return { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port) || 25 };
    } catch {
      // Not a URL: keep the default below.
    }
  }
  return { host: '127.0.0.1', port: 1025 };
}

/**
 * In development and tests acme talks to the NetSapiens simulator (NS_SIM_URL), with the
 * simulator's seeded OAuth client and super user, and parks calls in its seeded slots.
 */
async function ensureDemoPlatform(db: Db, subscriberId: number) {
  const apiUrl = config().NS_SIM_URL;
  if (!apiUrl) return;
  const [existing] = await db.select({ id: netsapiensConnections.id }).from(netsapiensConnections).where(eq(netsapiensConnections.subscriberId, subscriberId));
  if (existing) {
    await db.update(netsapiensConnections).set({ apiUrl }).where(eq(netsapiensConnections.id, existing.id));
  } else {
    await db.insert(netsapiensConnections).values({
      subscriberId, apiUrl, clientId: 'console-client', clientSecretEnc: encryptSecret('console-secret'),
      superuser: 'super@acme', superpassEnc: encryptSecret('superpass123'),
    });
  }
  const mail = demoMailServer();
  await db
    .insert(whiteLabels)
    .values({
      subscriberId, adminBaseUrl: config().PUBLIC_URL ?? 'http://localhost:3000', emailHost: mail.host, emailPort: mail.port,
      emailUsername: '', emailPasswordEnc: encryptSecret(''), emailFrom: 'Acme Phones <phones@acme.example>', emailEncryption: 'none',
      parkLowerLimit: 701, parkUpperLimit: 710, parkLowerLimit2: 801, parkUpperLimit2: 805,
    })
    .onConflictDoNothing({ target: whiteLabels.subscriberId });
}

/** Demo accounts for development and tests; listed in the README as demo-only. */
async function seedDemo(db: Db) {
  const provider = await ensureSubscriber(db, config().PROVIDER_CLOUD_ID, 'Provider');
  await ensureUser(db, provider.id, provider.company, {
    username: 'admin', name: 'Provider Admin', email: 'admin@provider.example', userType: 'admin', password: 'demo1234',
  });
  const acme = await ensureSubscriber(db, 'acme', 'Acme Corp');
  await ensureUser(db, acme.id, acme.company, {
    username: 'acme-admin', name: 'Acme Admin', email: 'admin@acme.example', userType: 'admin', password: 'demo1234',
  });
  await ensureDemoPlatform(db, acme.id);
  await ensureUser(db, acme.id, acme.company, {
    username: 'acme-user', name: 'Acme User', email: 'user@acme.example', userType: 'user', password: 'demo1234',
  });
}

/** Production: the first provider admin comes from the environment, once. */
async function seedProduction(db: Db) {
  const cfg = config();
  const provider = await ensureSubscriber(db, cfg.PROVIDER_CLOUD_ID, 'Provider');
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.subscriberId, provider.id), eq(users.userType, 'admin')))
    .limit(1);
  if (admin) return;
  if (!cfg.ADMIN_USERNAME || !cfg.ADMIN_PASSWORD || cfg.ADMIN_PASSWORD.length < 6) {
    throw new Error(
      'No provider admin exists yet: set ADMIN_USERNAME and ADMIN_PASSWORD (6+ characters) for the first start.',
    );
  }
  await ensureUser(db, provider.id, provider.company, {
    username: cfg.ADMIN_USERNAME, name: cfg.ADMIN_USERNAME, email: '', userType: 'admin', password: cfg.ADMIN_PASSWORD,
  });
}

export async function runSeed(db: Db) {
  const cfg = config();
  const demo = cfg.APP_SEED ? cfg.APP_SEED === 'demo' : !cfg.production;
  if (demo) await seedDemo(db);
  else await seedProduction(db);
}
