import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PageText } from '@belegfluss/shared';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const mandantId = () =>
  uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id, { onDelete: 'cascade' });
const userRef = (name: string) => uuid(name).references(() => userTable.id, { onDelete: 'set null' });

export const capStackTable = pgTable('cap_stack', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  captureMask: text('capture_mask').notNull().default('Standard'),
  description: text('description').notNull().default(''),
  reserved: boolean('reserved').notNull().default(false),
  autoJobs: text('auto_jobs').array().notNull().default([]),
  sortField: text('sort_field').notNull().default('CREATION_DATE'),
  sortAscending: boolean('sort_ascending').notNull().default(true),
  createdBy: userRef('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const capFolderTable = pgTable('cap_folder', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  stackId: uuid('stack_id')
    .notNull()
    .references(() => capStackTable.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const capDocumentTable = pgTable('cap_document', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  stackId: uuid('stack_id')
    .notNull()
    .references(() => capStackTable.id, { onDelete: 'cascade' }),
  folderId: uuid('folder_id')
    .notNull()
    .references(() => capFolderTable.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  title: text('title').notNull(),
  kind: text('kind').notNull(),
  status: text('status').notNull().default('flawed'),
  locked: boolean('locked').notNull().default(false),
  fibuExported: boolean('fibu_exported').notNull().default(false),
  dmsExported: boolean('dms_exported').notNull().default(false),
  archived: boolean('archived').notNull().default(false),
  archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'string' }),
  checkedOutBy: userRef('checked_out_by'),
  checkedOutAt: timestamp('checked_out_at', { withTimezone: true, mode: 'string' }),
  inquiryOpen: boolean('inquiry_open').notNull().default(false),
  originalSha256: text('original_sha256').notNull(),
  originalContentType: text('original_content_type').notNull(),
  currentVersionId: uuid('current_version_id'),
  businessKey: text('business_key'),
  importJobId: uuid('import_job_id'),
  createdBy: userRef('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Where one page of a version comes from: a page of a stored PDF, turned by `rotation`. */
export type VersionPage = { pageId: string; sourceSha256: string; sourcePageIndex: number; rotation: number };

export const capDocumentVersionTable = pgTable('cap_document_version', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => capDocumentTable.id, { onDelete: 'cascade' }),
  versionNo: integer('version_no').notNull(),
  operation: text('operation').notNull(),
  pdfSha256: text('pdf_sha256'),
  pageCount: integer('page_count').notNull(),
  pages: jsonb('pages').$type<VersionPage[]>().notNull().default([]),
  sourceVersionId: uuid('source_version_id'),
  createdBy: userRef('created_by'),
  createdAt: createdAt(),
});

/** A word of a page's text in PDF points of the unrotated source page (origin top left). */
export type StoredWord = {
  text: string;
  box: { x0: number; y0: number; x1: number; y1: number };
  confidence?: number;
  line?: number;
};

/** The rest of the OCR engine's page model (`PageText`), kept beside the words. */
export type StoredLayout = Pick<PageText, 'lines' | 'blocks' | 'languages' | 'confidence'>;

export const capPageTable = pgTable('cap_page', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => capDocumentTable.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  sourceSha256: text('source_sha256').notNull(),
  sourcePageIndex: integer('source_page_index').notNull(),
  rotation: integer('rotation').notNull().default(0),
  width: real('width').notNull(),
  height: real('height').notNull(),
  thumbSha256: text('thumb_sha256'),
  inkBytes: integer('ink_bytes').notNull().default(0),
  isBlank: boolean('is_blank').notNull().default(false),
  text: text('text'),
  textSource: text('text_source'),
  words: jsonb('words').$type<StoredWord[]>(),
  layout: jsonb('layout').$type<StoredLayout>(),
  textUpdatedAt: timestamp('text_updated_at', { withTimezone: true, mode: 'string' }),
  createdAt: createdAt(),
});

export const capIndexValueTable = pgTable(
  'cap_index_value',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => capDocumentTable.id, { onDelete: 'cascade' }),
    mandantId: mandantId(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    pageId: uuid('page_id').references(() => capPageTable.id, { onDelete: 'set null' }),
    area: jsonb('area').$type<{ x0: number; y0: number; x1: number; y1: number }>(),
    source: text('source').notNull(),
    confidence: real('confidence'),
    updatedBy: userRef('updated_by'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.field] })],
);

/** Values of the Mandant's additional mask fields (setting `additionalFields`), migration 0620. */
export const capAdditionalValueTable = pgTable(
  'cap_additional_value',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => capDocumentTable.id, { onDelete: 'cascade' }),
    mandantId: mandantId(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.name] })],
);

export const capJournalTable = pgTable('cap_journal', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  stackId: uuid('stack_id'),
  documentId: uuid('document_id'),
  action: text('action').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  actorId: userRef('actor_id'),
  actorName: text('actor_name'),
  createdAt: createdAt(),
});

export const capAnnotationTable = pgTable('cap_annotation', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => capDocumentTable.id, { onDelete: 'cascade' }),
  pageId: uuid('page_id').references(() => capPageTable.id, { onDelete: 'cascade' }),
  pageIndex: integer('page_index').notNull().default(0),
  json: text('json').notNull(),
  updatedBy: userRef('updated_by'),
  updatedAt: updatedAt(),
});

export const capAttachmentTable = pgTable('cap_attachment', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => capDocumentTable.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sha256: text('sha256').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** The received file (e-mail) the document came in: its origin, which is never deleted. */
  origin: boolean('origin').notNull().default(false),
  createdBy: userRef('created_by'),
  createdAt: createdAt(),
});

export const capUserPrefTable = pgTable(
  'cap_user_pref',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => userTable.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
