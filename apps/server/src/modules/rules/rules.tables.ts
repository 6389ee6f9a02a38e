import type { ExportedMask, MaskData, RuleCore, RuleOrigin } from '@belegfluss/shared';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { capDocumentTable } from '../capture/capture.tables.js';
import { kanzleiTable, mandantTable, userTable } from '../tenancy/tenancy.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const kanzleiId = () =>
  uuid('kanzlei_id')
    .notNull()
    .references(() => kanzleiTable.id, { onDelete: 'cascade' });
const userRef = (name: string) => uuid(name).references(() => userTable.id, { onDelete: 'set null' });

type BasicRule = { field: string; value: string };
type SplitRule = { account: string; taxKey: string; percent: string; text: string };
type CostSplitRule = { kostArt: 1 | 2; kostNr: string; percent: string };

/** A rule mask: per Mandant and profile kind, the Mandant's global mask, or the Kanzlei's (mandant_id null). */
export const ruleMaskTable = pgTable('rule_mask', {
  id: uuid('id').primaryKey().defaultRandom(),
  kanzleiId: kanzleiId(),
  mandantId: uuid('mandant_id').references(() => mandantTable.id, { onDelete: 'cascade' }),
  profileKind: text('profile_kind').notNull(),
  name: text('name').notNull(),
  maskData: jsonb('mask_data').$type<MaskData>().notNull(),
  basicRules: jsonb('basic_rules').$type<BasicRule[]>().notNull(),
  splitRules: jsonb('split_rules').$type<SplitRule[]>().notNull(),
  costSplitRules: jsonb('cost_split_rules').$type<CostSplitRule[]>().notNull(),
  version: integer('version').notNull().default(1),
  lockedBy: userRef('locked_by'),
  lockedByName: text('locked_by_name').notNull().default(''),
  lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'string' }),
  updatedBy: userRef('updated_by'),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
});

/** An Anchor or Pattern rule of a mask, in its order. */
export const ruleTable = pgTable('rule', {
  id: uuid('id').primaryKey().defaultRandom(),
  maskId: uuid('mask_id')
    .notNull()
    .references(() => ruleMaskTable.id, { onDelete: 'cascade' }),
  kanzleiId: kanzleiId(),
  mandantId: uuid('mandant_id').references(() => mandantTable.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  fieldKind: text('field_kind').notNull(),
  type: text('type').notNull(),
  anchorPattern: text('anchor_pattern').notNull().default(''),
  searchPattern: text('search_pattern').notNull(),
  searchArea: jsonb('search_area').$type<RuleCore['searchArea']>(),
  alternatives: jsonb('alternatives').$type<RuleCore[]>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
});

/** A rule-set template of the Kanzlei: a mask's rules and data, saved or imported. */
export const ruleTemplateTable = pgTable('rule_template', {
  id: uuid('id').primaryKey().defaultRandom(),
  kanzleiId: kanzleiId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  profileKind: text('profile_kind').notNull(),
  content: jsonb('content').$type<ExportedMask>().notNull(),
  ruleCount: integer('rule_count').notNull(),
  imported: boolean('imported').notNull().default(false),
  createdBy: userRef('created_by'),
  createdByName: text('created_by_name').notNull().default(''),
  createdAt: at('created_at'),
});

/** A rule learned from a user's correction: label and position of a field on one creditor's invoices. */
export const ruleLearnedTable = pgTable('rule_learned', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id, { onDelete: 'cascade' }),
  creditorKey: text('creditor_key').notNull(),
  creditorLabel: text('creditor_label').notNull(),
  fieldKind: text('field_kind').notNull(),
  anchorText: text('anchor_text').notNull(),
  direction: text('direction').notNull(),
  searchPattern: text('search_pattern').notNull(),
  sampleValue: text('sample_value').notNull(),
  sourceDocumentId: uuid('source_document_id').references(() => capDocumentTable.id, {
    onDelete: 'set null',
  }),
  hits: integer('hits').notNull().default(0),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
  createdBy: userRef('created_by'),
  createdByName: text('created_by_name').notNull().default(''),
  createdAt: at('created_at'),
});

/** Which rule filled a capture-mask field of a document in the last extraction. */
export const ruleFieldOriginTable = pgTable(
  'rule_field_origin',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => capDocumentTable.id, { onDelete: 'cascade' }),
    mandantId: uuid('mandant_id')
      .notNull()
      .references(() => mandantTable.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    value: text('value').notNull(),
    origin: jsonb('origin').$type<RuleOrigin>().notNull(),
    recordedAt: at('recorded_at'),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.field] })],
);
