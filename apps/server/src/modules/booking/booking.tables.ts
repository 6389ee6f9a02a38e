import { bigint, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { capDocumentTable } from '../capture/capture.tables.js';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

const mandantId = () =>
  uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** The booking header of a captured document (one per document). */
export const bookingTable = pgTable('booking', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  documentId: uuid('document_id')
    .notNull()
    .unique()
    .references(() => capDocumentTable.id, { onDelete: 'cascade' }),
  creditorNumber: bigint('creditor_number', { mode: 'number' }),
  serviceDate: date('service_date', { mode: 'string' }),
  dueDate: date('due_date', { mode: 'string' }),
  skontoRateBp: integer('skonto_rate_bp'),
  skontoDays: integer('skonto_days'),
  skontoCents: bigint('skonto_cents', { mode: 'number' }),
  updatedBy: uuid('updated_by').references(() => userTable.id, { onDelete: 'set null' }),
  updatedByName: text('updated_by_name').notNull().default(''),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
});

/** A booking line (split line): account, tax key, amounts in cents, cost centres and texts. */
export const bookingLineTable = pgTable('booking_line', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id')
    .notNull()
    .references(() => bookingTable.id, { onDelete: 'cascade' }),
  mandantId: mandantId(),
  position: integer('position').notNull(),
  splitNo: integer('split_no').notNull(),
  uknr: integer('uknr').notNull().default(-1),
  accountNumber: bigint('account_number', { mode: 'number' }),
  taxKey: text('tax_key').notNull().default(''),
  vatRateBp: integer('vat_rate_bp').notNull(),
  netCents: bigint('net_cents', { mode: 'number' }).notNull(),
  vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
  grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
  kost1: text('kost1').notNull().default(''),
  kost2: text('kost2').notNull().default(''),
  kst: text('kst').notNull().default(''),
  ktr: text('ktr').notNull().default(''),
  bookingText: text('booking_text').notNull().default(''),
  belegfeld2: text('belegfeld2').notNull().default(''),
  sysStrings: text('sys_strings').array().notNull(),
  sysDates: date('sys_dates', { mode: 'string' }).array().notNull(),
  source: text('source').notNull(),
  /** Where the line was entered: the capture mask, or a workflow (a split only its creator changes). */
  createdIn: text('created_in').notNull().default('capture'),
  createdBy: uuid('created_by').references(() => userTable.id, { onDelete: 'set null' }),
  createdByKuerzel: text('created_by_kuerzel').notNull().default(''),
  createdByName: text('created_by_name').notNull().default(''),
  createdAt: at('created_at'),
});
