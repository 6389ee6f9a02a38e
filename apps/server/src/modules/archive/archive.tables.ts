import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ArchiveBooking, ArchiveEInvoice, ArchiveHistoryEntry, SearchEntry } from '@belegfluss/shared';
import { kanzleiTable, mandantTable, userTable } from '../tenancy/tenancy.tables.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const mandantRef = () =>
  uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id);

export type IndexValueEntry = { field: string; value: string };

export const archiveDocumentTable = pgTable('archive_document', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantRef(),
  sourceDocumentId: uuid('source_document_id').notNull(),
  revision: integer('revision').notNull(),
  previousId: uuid('previous_id'),
  supersededBy: uuid('superseded_by'),
  title: text('title').notNull(),
  documentType: text('document_type').notNull(),
  documentKind: text('document_kind').notNull(),
  originalSha256: text('original_sha256').notNull(),
  originalContentType: text('original_content_type').notNull(),
  pdfSha256: text('pdf_sha256'),
  pdfFormat: text('pdf_format').notNull(),
  pageCount: integer('page_count').notNull(),
  documentDate: date('document_date', { mode: 'string' }),
  grossCents: bigint('gross_cents', { mode: 'number' }),
  creditor: text('creditor'),
  invoiceNumber: text('invoice_number'),
  accounts: bigint('accounts', { mode: 'number' })
    .array()
    .notNull()
    .default(sql`'{}'`),
  costCentres: text('cost_centres')
    .array()
    .notNull()
    .default(sql`'{}'`),
  indexValues: jsonb('index_values').$type<IndexValueEntry[]>().notNull(),
  booking: jsonb('booking').$type<ArchiveBooking>(),
  history: jsonb('history').$type<ArchiveHistoryEntry[]>().notNull(),
  einvoice: jsonb('einvoice').$type<ArchiveEInvoice>(),
  searchText: tsvector('search_text').notNull(),
  contentHash: text('content_hash').notNull(),
  correctionReason: text('correction_reason'),
  archivedAt: at('archived_at').notNull(),
  archivedBy: uuid('archived_by'),
  archivedByName: text('archived_by_name'),
});

export const archivePageTable = pgTable(
  'archive_page',
  {
    sourceDocumentId: uuid('source_document_id').notNull(),
    pageNo: integer('page_no').notNull(),
    mandantId: mandantRef(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    text: text('text').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.sourceDocumentId, table.pageNo] })],
);

export const archiveRetentionTable = pgTable('archive_retention', {
  sourceDocumentId: uuid('source_document_id').primaryKey(),
  mandantId: mandantRef(),
  retentionClass: text('retention_class').notNull(),
  retentionUntil: date('retention_until', { mode: 'string' }),
  legalHold: boolean('legal_hold').notNull().default(false),
  legalHoldReason: text('legal_hold_reason'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const archiveMandantHoldTable = pgTable('archive_mandant_hold', {
  mandantId: uuid('mandant_id')
    .primaryKey()
    .references(() => mandantTable.id),
  reason: text('reason').notNull(),
  setBy: uuid('set_by'),
  setAt: at('set_at').notNull(),
});

export const archiveDeletionTable = pgTable('archive_deletion', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantRef(),
  sourceDocumentId: uuid('source_document_id').notNull(),
  title: text('title').notNull(),
  documentType: text('document_type').notNull(),
  retentionClass: text('retention_class').notNull(),
  retentionUntil: date('retention_until', { mode: 'string' }).notNull(),
  revisions: integer('revisions').notNull(),
  contentHash: text('content_hash').notNull(),
  archivedAt: at('archived_at').notNull(),
  deletedAt: at('deleted_at').notNull(),
  deletedBy: uuid('deleted_by'),
  deletedByName: text('deleted_by_name'),
});

export const archiveSearchMaskTable = pgTable('archive_search_mask', {
  id: uuid('id').primaryKey().defaultRandom(),
  kanzleiId: uuid('kanzlei_id')
    .notNull()
    .references(() => kanzleiTable.id),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  entries: jsonb('entries').$type<SearchEntry[]>().notNull(),
  resultFields: text('result_fields').array().notNull(),
  showRevision: boolean('show_revision').notNull().default(false),
  showSystemFields: boolean('show_system_fields').notNull().default(false),
  published: boolean('published').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const archiveSearchRunTable = pgTable('archive_search_run', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  state: text('state').notNull(),
  hits: integer('hits').notNull().default(0),
  maxCount: integer('max_count').notNull(),
  limited: boolean('limited').notNull().default(false),
  query: jsonb('query').notNull(),
  errorCode: text('error_code'),
  startedAt: at('started_at').notNull(),
  endedAt: at('ended_at'),
});

export const archiveExternSessionTable = pgTable('archive_extern_session', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantRef(),
  userId: uuid('user_id')
    .notNull()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  sourceDocumentIds: uuid('source_document_ids').array().notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});
