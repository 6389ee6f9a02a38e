import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { userTable } from '../tenancy/tenancy.tables.js';

export const signingKeyTable = pgTable('auth_signing_key', {
  kid: text('kid').primaryKey(),
  algorithm: text('algorithm').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'string' }),
});

export const sessionTable = pgTable('auth_session', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  audience: text('audience').notNull(),
  clientId: text('client_id'),
  persistent: boolean('persistent').notNull().default(false),
  userAgent: text('user_agent'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true, mode: 'string' }),
  endReason: text('end_reason'),
  parentSessionId: uuid('parent_session_id').references((): AnyPgColumn => sessionTable.id, {
    onDelete: 'cascade',
  }),
  grantId: uuid('grant_id').references((): AnyPgColumn => appGrantTable.id, { onDelete: 'set null' }),
  /** sha256 of the device key the browser sent at sign-in, if it sent one. */
  deviceKeyHash: text('device_key_hash'),
});

export const refreshTokenTable = pgTable('auth_refresh_token', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessionTable.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
});

export const loginThrottleTable = pgTable(
  'auth_login_throttle',
  {
    loginName: text('login_name').notNull(),
    /** The client address, plus the device key when the client sends one. */
    clientKey: text('client_key').notNull().default(''),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.loginName, table.clientKey] })],
);

export const clientAppTable = pgTable('auth_client_app', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash'),
  redirectUris: text('redirect_uris').array().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const appGrantTable = pgTable('auth_app_grant', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  clientId: text('client_id')
    .notNull()
    .references(() => clientAppTable.clientId, { onDelete: 'cascade' }),
  scope: text('scope').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
});

export const authorizationCodeTable = pgTable('auth_authorization_code', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id')
    .notNull()
    .references(() => clientAppTable.clientId, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  grantId: uuid('grant_id').references(() => appGrantTable.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri').notNull(),
  scope: text('scope').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  sessionId: uuid('session_id').references(() => sessionTable.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
