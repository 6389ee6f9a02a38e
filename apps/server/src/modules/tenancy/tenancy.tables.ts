import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const kanzleiTable = pgTable('kanzlei', {
  id: uuid('id').primaryKey().defaultRandom(),
  nr: integer('nr').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const mandantTable = pgTable('mandant', {
  id: uuid('id').primaryKey().defaultRandom(),
  kanzleiId: uuid('kanzlei_id')
    .notNull()
    .references(() => kanzleiTable.id),
  mandnr: integer('mandnr').notNull(),
  betriebnr: integer('betriebnr').notNull().default(0),
  fibu: text('fibu').notNull(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const userTable = pgTable('app_user', {
  id: uuid('id').primaryKey().defaultRandom(),
  kanzleiId: uuid('kanzlei_id')
    .notNull()
    .references(() => kanzleiTable.id),
  kuerzel: text('kuerzel').notNull(),
  fullName: text('full_name').notNull(),
  email: text('email'),
  kind: text('kind').notNull().default('internal'),
  passwordHash: text('password_hash'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'string' }),
  isAdmin: boolean('is_admin').notNull().default(false),
  language: text('language').notNull().default('de'),
  startModule: integer('start_module').notNull().default(0),
  /** The user's own accounting system (the `FIBU;n` role); null: the first Mandant's. Migration 0520. */
  fibu: text('fibu'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const groupTable = pgTable('user_group', {
  id: uuid('id').primaryKey().defaultRandom(),
  kanzleiId: uuid('kanzlei_id')
    .notNull()
    .references(() => kanzleiTable.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const groupMemberTable = pgTable('user_group_member', {
  groupId: uuid('group_id')
    .notNull()
    .references(() => groupTable.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => userTable.id, { onDelete: 'cascade' }),
});

export const rightGrantTable = pgTable('right_grant', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => userTable.id, { onDelete: 'cascade' }),
  groupId: uuid('group_id').references(() => groupTable.id, { onDelete: 'cascade' }),
  mandantId: uuid('mandant_id').references(() => mandantTable.id, { onDelete: 'cascade' }),
  rightName: text('right_name').notNull(),
});

export const mandantAccessTable = pgTable('mandant_access', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => userTable.id, { onDelete: 'cascade' }),
  groupId: uuid('group_id').references(() => groupTable.id, { onDelete: 'cascade' }),
  mandantId: uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id, { onDelete: 'cascade' }),
});

export const systemSettingTable = pgTable('system_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
