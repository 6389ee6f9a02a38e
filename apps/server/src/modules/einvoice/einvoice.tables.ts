import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

export const einvoiceTable = pgTable('einvoice', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: uuid('document_id').notNull().unique(),
  mandantId: uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id),
  sourceSha256: text('source_sha256').notNull(),
  xmlSha256: text('xml_sha256'),
  fileName: text('file_name').notNull(),
  xmlFileName: text('xml_file_name'),
  syntax: text('syntax'),
  profile: text('profile').notNull().default(''),
  customizationId: text('customization_id'),
  verdict: text('verdict').notNull(),
  state: text('state').notNull(),
  model: jsonb('model'),
  report: jsonb('report').notNull(),
  pdfComparison: jsonb('pdf_comparison'),
  errorCount: integer('error_count').notNull().default(0),
  warningCount: integer('warning_count').notNull().default(0),
  ruleSet: text('rule_set'),
  pdfConfirmedBy: uuid('pdf_confirmed_by').references(() => userTable.id),
  pdfConfirmedAt: timestamp('pdf_confirmed_at', { withTimezone: true, mode: 'string' }),
  createdBy: uuid('created_by').references(() => userTable.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const einvoiceNoteTable = pgTable('einvoice_note', {
  id: uuid('id').primaryKey(),
  einvoiceId: uuid('einvoice_id')
    .notNull()
    .references(() => einvoiceTable.id, { onDelete: 'cascade' }),
  mandantId: uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id),
  positionId: text('position_id').notNull(),
  text: text('text').notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => userTable.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
