import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp,
  uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const subscribers = pgTable('subscribers', {
  id: serial('id').primaryKey(),
  accountcode: text('accountcode').notNull(),
  company: text('company').notNull(),
  cloudId: text('cloud_id').notNull().unique(),
  email: text('email').notNull().default(''),
  phoneNumber: text('phone_number').notNull(),
  active: boolean('active').notNull().default(true),
  fetchingMethod: text('fetching_method').notNull().default('remote_api'),
  companyType: text('company_type').notNull().default('Simple Company'),
  nsResellerPart: text('ns_reseller_part').notNull().default(''),
  createdAt: created(),
  updatedAt: updated(),
});

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  cloudId: text('cloud_id').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: created(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id').notNull().references(() => subscribers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    active: boolean('active').notNull().default(true),
    userType: text('user_type', { enum: ['admin', 'user'] }).notNull().default('user'),
    passwordHash: text('password_hash').notNull(),
    pictureFileId: uuid('picture_file_id').references(() => files.id, { onDelete: 'set null' }),
    sessionVersion: integer('session_version').notNull().default(1),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('users_subscriber_username').on(t.subscriberId, sql`lower(${t.username})`)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: created(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id'),
    actorUsername: text('actor_username'),
    cloudId: text('cloud_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: created(),
  },
  (t) => [index('audit_events_cloud_time').on(t.cloudId, t.createdAt)],
);

export const logEntries = pgTable(
  'log_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ts: timestamp('ts', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    level: text('level', { enum: ['error', 'info', 'panic'] }).notNull(),
    msg: text('msg').notNull(),
    filename: text('filename'),
    host: text('host'),
    job: text('job'),
    caller: text('caller'),
    functionName: text('function_name'),
    error: text('error'),
    stacktrace: text('stacktrace'),
    data: jsonb('data'),
  },
  (t) => [index('log_entries_ts').on(t.ts), index('log_entries_level_ts').on(t.level, t.ts)],
);

export const whiteLabels = pgTable('white_labels', {
  id: serial('id').primaryKey(),
  subscriberId: integer('subscriber_id').notNull().unique().references(() => subscribers.id, { onDelete: 'cascade' }),
  adminBaseUrl: text('admin_base_url').notNull(),
  emailHost: text('email_host').notNull(),
  emailPort: integer('email_port').notNull(),
  emailUsername: text('email_username').notNull(),
  emailPasswordEnc: text('email_password_enc').notNull(),
  emailFrom: text('email_from').notNull(),
  emailEncryption: text('email_encryption').notNull(),
  parkLowerLimit: integer('park_lower_limit').notNull(),
  parkUpperLimit: integer('park_upper_limit').notNull(),
  parkLowerLimit2: integer('park_lower_limit2'),
  parkUpperLimit2: integer('park_upper_limit2'),
  engageWidgetUrl: text('engage_widget_url'),
  signinLogoId: uuid('signin_logo_id').references(() => files.id, { onDelete: 'set null' }),
  dashboardLogoId: uuid('dashboard_logo_id').references(() => files.id, { onDelete: 'set null' }),
  customTabBackgroundId: uuid('custom_tab_background_id').references(() => files.id, { onDelete: 'set null' }),
  createdAt: created(),
  updatedAt: updated(),
});

export const netsapiensConnections = pgTable('netsapiens_connections', {
  id: serial('id').primaryKey(),
  subscriberId: integer('subscriber_id').notNull().references(() => subscribers.id, { onDelete: 'cascade' }),
  apiUrl: text('api_url').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEnc: text('client_secret_enc').notNull(),
  superuser: text('superuser').notNull(),
  superpassEnc: text('superpass_enc').notNull(),
  deliveryWebhook: text('delivery_webhook'),
  active: boolean('active').notNull().default(true),
  createdAt: created(),
  updatedAt: updated(),
});

export const clientProfiles = pgTable('client_profiles', {
  id: serial('id').primaryKey(),
  subscriberId: integer('subscriber_id').notNull().references(() => subscribers.id, { onDelete: 'cascade' }),
  company: text('company').notNull().default(''),
  proxy: text('proxy').notNull(),
  transport: text('transport').notNull().default('udp'),
  expires: integer('expires'),
  outboundProxyEnabled: boolean('outbound_proxy_enabled').notNull().default(false),
  // The remaining ~80 Acrobits account keys; validated by lib/schemas/client-profile.
  settings: jsonb('settings').notNull().default({}),
  createdAt: created(),
  updatedAt: updated(),
});

export const clientProfileBlf = pgTable(
  'client_profile_blf',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id').notNull().references(() => clientProfiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    extension: text('extension').notNull(),
    label: text('label').notNull().default(''),
  },
  (t) => [uniqueIndex('client_profile_blf_position').on(t.profileId, t.position)],
);

export const domainSettings = pgTable(
  'domain_settings',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id').notNull(),
    domain: text('domain').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('domain_settings_cloud_domain').on(t.cloudId, t.domain)],
);

export const softphoneSettings = pgTable(
  'softphone_settings',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id').notNull(),
    domain: text('domain').notNull(),
    user: text('user').notNull(),
    softphone: boolean('softphone').notNull().default(false),
    contactsFilter: boolean('contacts_filter').notNull().default(false),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('softphone_settings_key').on(t.cloudId, t.domain, t.user)],
);

export const emailTemplates = pgTable('email_templates', {
  id: serial('id').primaryKey(),
  cloudId: text('cloud_id').notNull(),
  name: text('name').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: created(),
  updatedAt: updated(),
});

export const loginCodes = pgTable('login_codes', {
  id: serial('id').primaryKey(),
  cloudId: text('cloud_id').notNull(),
  domain: text('domain').notNull(),
  user: text('user').notNull(),
  codeHash: text('code_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: created(),
});

/**
 * Long-lived credentials of a softphone that signed in with a one-time login code (session type
 * 's'): the account document carries the token as cloud_password, for re-provisioning and the
 * custom tabs. Only its hash is stored; the expiry slides forward with every use.
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id').notNull(),
    domain: text('domain').notNull(),
    user: text('user').notNull(),
    /** The platform login the code was redeemed with (e.g. 101@acme-main). */
    login: text('login').notNull(),
    /** The platform device the softphone was given (e.g. 101i). */
    device: text('device').notNull().default(''),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: created(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked: boolean('revoked').notNull().default(false),
  },
  (t) => [index('device_tokens_line').on(t.cloudId, t.domain, t.user)],
);

export const sentMails = pgTable('sent_mails', {
  id: serial('id').primaryKey(),
  cloudId: text('cloud_id').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  status: text('status', { enum: ['sent', 'failed'] }).notNull(),
  error: text('error'),
  createdAt: created(),
});
