import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groupTable, kanzleiTable, mandantTable, userTable } from '../tenancy/tenancy.tables.js';

export const mandantProfileTable = pgTable('mandant_profile', {
  mandantId: uuid('mandant_id')
    .primaryKey()
    .references(() => mandantTable.id, { onDelete: 'cascade' }),
  street: text('street').notNull().default(''),
  zip: text('zip').notNull().default(''),
  city: text('city').notNull().default(''),
  countryCode: text('country_code').notNull().default('DE'),
  taxNumber: text('tax_number').notNull().default(''),
  vatId: text('vat_id').notNull().default(''),
  fiscalYearStartMonth: integer('fiscal_year_start_month').notNull().default(1),
  accountFrame: text('account_frame'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const deputyTable = pgTable('deputy', {
  id: uuid('id').primaryKey().defaultRandom(),
  kanzleiId: uuid('kanzlei_id')
    .notNull()
    .references(() => kanzleiTable.id, { onDelete: 'cascade' }),
  principalUserId: uuid('principal_user_id')
    .notNull()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  deputyType: text('deputy_type').notNull(),
  deputyUserId: uuid('deputy_user_id').references(() => userTable.id, { onDelete: 'cascade' }),
  deputyGroupId: uuid('deputy_group_id').references(() => groupTable.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }),
  description: text('description').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdBy: uuid('created_by').references(() => userTable.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const externalWorkflowUserTable = pgTable('external_workflow_user', {
  id: uuid('id').primaryKey().defaultRandom(),
  kanzleiId: uuid('kanzlei_id')
    .notNull()
    .references(() => kanzleiTable.id, { onDelete: 'cascade' }),
  scope: text('scope').notNull(),
  mandantId: uuid('mandant_id').references(() => mandantTable.id, { onDelete: 'cascade' }),
  ownerUserId: uuid('owner_user_id').references(() => userTable.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
