import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userTable } from '../tenancy/tenancy.tables.js';

export const userShellSettingTable = pgTable('user_shell_setting', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  theme: text('theme'),
  lastNotifiedReleaseVersion: text('last_notified_release_version'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const userJsonDataTable = pgTable(
  'user_json_data',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => userTable.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export const clientErrorLogTable = pgTable('client_error_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => userTable.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  url: text('url'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
