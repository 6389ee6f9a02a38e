import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExportFile } from '@belegfluss/shared';
import { capDocumentTable } from '../capture/capture.tables.js';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

const mandantId = () =>
  uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** One started export: what it covers, its state and the files it wrote. */
export const exportRunTable = pgTable('export_run', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  system: text('system').notNull(),
  periodFrom: date('period_from', { mode: 'string' }).notNull(),
  periodTo: date('period_to', { mode: 'string' }).notNull(),
  state: text('state').notNull(),
  documentIds: uuid('document_ids').array().notNull(),
  exchangeRates: jsonb('exchange_rates').$type<Record<string, string>>().notNull().default({}),
  documentCount: integer('document_count').notNull().default(0),
  rowCount: integer('row_count').notNull().default(0),
  files: jsonb('files').$type<ExportFile[]>().notNull().default([]),
  jobId: uuid('job_id'),
  error: text('error'),
  createdBy: uuid('created_by').references(() => userTable.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name').notNull().default(''),
  createdAt: at('created_at'),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
});

/** A document exported to accounting; the primary key makes a second export impossible until a reset. */
export const exportDocumentTable = pgTable('export_document', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => capDocumentTable.id, { onDelete: 'cascade' }),
  mandantId: mandantId(),
  runId: uuid('run_id')
    .notNull()
    .references(() => exportRunTable.id, { onDelete: 'cascade' }),
  exportedAt: at('exported_at'),
});

/** Every reset of the export flag with its reason. */
export const exportResetTable = pgTable('export_reset', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => capDocumentTable.id, { onDelete: 'cascade' }),
  runId: uuid('run_id').references(() => exportRunTable.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  resetBy: uuid('reset_by').references(() => userTable.id, { onDelete: 'set null' }),
  resetByName: text('reset_by_name').notNull().default(''),
  resetAt: at('reset_at'),
});

/** Personal accounts an export already sent as Debitoren/Kreditoren, per accounting system. */
export const exportPersonalAccountTable = pgTable(
  'export_personal_account',
  {
    mandantId: mandantId(),
    system: text('system').notNull(),
    accountNumber: bigint('account_number', { mode: 'number' }).notNull(),
    runId: uuid('run_id')
      .notNull()
      .references(() => exportRunTable.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.mandantId, table.system, table.accountNumber] })],
);
