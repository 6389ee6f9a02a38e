import { boolean, date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

export const settingValueTable = pgTable('setting_value', {
  id: uuid('id').primaryKey().defaultRandom(),
  settingKey: text('setting_key').notNull(),
  mandantId: uuid('mandant_id').references(() => mandantTable.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => userTable.id, { onDelete: 'cascade' }),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => userTable.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const resubmissionTable = pgTable('resubmission', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id, { onDelete: 'cascade' }),
  documentId: text('document_id').notNull(),
  userId: uuid('user_id').references(() => userTable.id, { onDelete: 'cascade' }),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
  done: boolean('done').notNull().default(false),
  createdBy: uuid('created_by').references(() => userTable.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
