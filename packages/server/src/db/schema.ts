import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const version = { version: integer('version').notNull().default(1) };

/** A WAL position (`pg_lsn`), as PostgreSQL writes it (`16/B374D848`). */
const lsn = customType<{ data: string }>({ dataType: () => 'pg_lsn' });

export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    ...version,
    ...stamps,
  },
  (t) => [uniqueIndex('positions_code_lower').on(sql`lower(${t.code})`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    photo: text('photo'),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    ...version,
    ...stamps,
  },
  (t) => [
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_name_lower').on(sql`lower(${t.name})`),
  ],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // The name in English, shown when the user reads English (the sidebar falls back to `name` without one).
    nameEn: text('name_en'),
    url: text('url'),
    icon: text('icon'),
    level: text('level', { enum: ['header', 'parent', 'submenu', 'action'] }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...version,
    ...stamps,
  },
  // Names are unique among siblings: the seeded tree has a header and a group both called "Laporan".
  (t) => [
    uniqueIndex('menus_sibling_name').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    uniqueIndex('menus_url').on(t.url),
    index('menus_parent').on(t.parentId),
  ],
);

export const authGroups = pgTable(
  'auth_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    ...version,
    ...stamps,
  },
  (t) => [uniqueIndex('auth_groups_name_lower').on(sql`lower(${t.name})`)],
);

export const groupMenus = pgTable(
  'group_menus',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => authGroups.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    canCreate: boolean('can_create').notNull().default(false),
    canUpdate: boolean('can_update').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.menuId] }), index('group_menus_menu').on(t.menuId)],
);

export const groupUsers = pgTable(
  'group_users',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => authGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_users_user').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** What the app names a session by (issue 19): random, so that one id tells nothing of another or of the token. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address and user agent it signed in from (the device the user sees in their sessions). */
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Just after its last committed write (migration 0044): its replica reads wait for it (decision 064). */
    writeLsn: lsn('write_lsn'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash').on(t.tokenHash),
    uniqueIndex('sessions_public_id').on(t.publicId),
    index('sessions_user').on(t.userId),
  ],
);

/**
 * Integration tokens (issue 41, migration 0042): a named bearer token for another system; only its sha256 is kept.
 * Its scopes are menus with rights (`[{ menuId, create, update, delete }]`, view implied), held while its creator holds
 * them. `window_start`/`window_count`: its rate limit's minute and count, shared by every process. Revoked, not deleted.
 */
export const integrationTokens = pgTable(
  'integration_tokens',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    scopes: jsonb('scopes').notNull(),
    ipRanges: text('ip_ranges')
      .array()
      .notNull()
      .default(sql`'{}'`),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    windowCount: integer('window_count').notNull().default(0),
    /** As the session's (decision 064). */
    writeLsn: lsn('write_lsn'),
  },
  (t) => [
    uniqueIndex('integration_tokens_token_hash').on(t.tokenHash),
    index('integration_tokens_created').on(t.createdAt, t.id),
    check('integration_tokens_scopes', sql`jsonb_typeof(${t.scopes}) = 'array'`),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    loginKey: text('login_key').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_key_ip').on(t.loginKey, t.ip, t.attemptedAt),
    index('login_attempts_ip').on(t.ip, t.attemptedAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    /** The integration token the change was made with (migration 0042); its creator is `userId`. */
    tokenId: integer('token_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The history screen (decision 030) reads newest first by (at, id), filtered by one of: nothing or a date range,
  // a user, a record type, a record. Each filter has an index ending in the sort's keys.
  (t) => [
    index('audit_log_at').on(t.at, t.id),
    index('audit_log_user').on(t.userId, t.at, t.id),
    index('audit_log_entity').on(t.entity, t.at, t.id),
    index('audit_log_record').on(t.entity, t.entityId, t.at, t.id),
  ],
);

/**
 * Writes a device may send again (the app's offline queue, decision 038): the key it sent in `Idempotency-Key`, per
 * user, claimed in the write's own transaction and holding the answer it got, so that a second send of the same key
 * answers that instead of writing twice. Kept for a week.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    /** sha256 of the request body: the same key with another body is refused (422). */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);
