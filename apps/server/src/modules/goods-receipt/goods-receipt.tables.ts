import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { capDocumentTable, capPageTable } from '../capture/capture.tables.js';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

/**
 * Goods-receipt matching (spec 001, migration 0900). Quantities are thousandths (`*_milli`), unit
 * prices ten-thousandths of a euro (`*_ct4`), totals cents, VAT rates basis points (1900 = 19 %).
 */
const mandantId = () =>
  uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const blank = (name: string) => text(name).notNull().default('');

/** One import of orders or receipts (a CSV file, an ERP call, a captured delivery note): ID_CSV2ORDER. */
export const wawiImportTable = pgTable('wawi_import', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  format: text('format').notNull(),
  fileName: blank('file_name'),
  lineCount: integer('line_count').notNull(),
  importedCount: integer('imported_count').notNull(),
  receivedCount: integer('received_count').notNull(),
  duplicateCount: integer('duplicate_count').notNull(),
  errors: jsonb('errors').notNull().default([]),
  createdBy: uuid('created_by').references(() => userTable.id, { onDelete: 'set null' }),
  createdByName: blank('created_by_name'),
  createdAt: at('created_at'),
});

/** A goods-receipt line (WK): an order line, with its receipt once the goods arrived. */
export const wawiGoodsReceiptTable = pgTable('wawi_goods_receipt', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  kanzlei: integer('kanzlei').notNull(),
  mandnr: integer('mandnr').notNull(),
  betriebnr: integer('betriebnr').notNull(),
  fibu: text('fibu').notNull(),
  besteller: blank('besteller'),
  bestellDatum: date('bestell_datum', { mode: 'string' }).notNull(),
  weDatum: date('we_datum', { mode: 'string' }),
  weScheinNr: blank('we_schein_nr'),
  extArtikelNr: blank('ext_artikel_nr'),
  extArtikelBez: blank('ext_artikel_bez'),
  intArtikelNr: blank('int_artikel_nr'),
  intArtikelBez: blank('int_artikel_bez'),
  extLieferant: blank('ext_lieferant'),
  intLieferant: bigint('int_lieferant', { mode: 'number' }),
  ean: blank('ean'),
  pzn: blank('pzn'),
  mengeMilli: bigint('menge_milli', { mode: 'number' }).notNull(),
  mengeArt: blank('menge_art'),
  nettoPreisCt4: bigint('netto_preis_ct4', { mode: 'number' }).notNull(),
  bruttoPreisCt4: bigint('brutto_preis_ct4', { mode: 'number' }).notNull(),
  mwstBp: integer('mwst_bp').notNull(),
  deleteFlag: boolean('delete_flag').notNull().default(false),
  einleser: blank('einleser'),
  einleseDatum: at('einlese_datum'),
  ident1: blank('ident1'),
  ident2: blank('ident2'),
  ident3: blank('ident3'),
  ident4: blank('ident4'),
  ident5: blank('ident5'),
  ident6: blank('ident6'),
  ident7: blank('ident7'),
  ident8: blank('ident8'),
  ident9: blank('ident9'),
  idCsv2Order: uuid('id_csv2order').references(() => wawiImportTable.id, { onDelete: 'set null' }),
  liefHeftId: uuid('lief_heft_id').references(() => capDocumentTable.id, { onDelete: 'set null' }),
  origin: text('origin').notNull(),
  quelle: blank('quelle'),
  parentUid: uuid('parent_uid').references((): AnyPgColumn => wawiGoodsReceiptTable.id, {
    onDelete: 'set null',
  }),
  kontoVorschlag: bigint('konto_vorschlag', { mode: 'number' }),
  kost1: blank('kost1'),
  kost2: blank('kost2'),
  /** The document the line is linked to (kept with the link line in one transaction), null when open. */
  linkedDocumentId: uuid('linked_document_id').references(() => capDocumentTable.id, {
    onDelete: 'set null',
  }),
  /** Order number | position | delivery note | article: equal keys are duplicates; null for split parts. */
  duplicateKey: text('duplicate_key'),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
});

/** A booking/goods-receipt link line (BuWk): a goods-receipt line linked to a document, with corrections. */
export const wawiBuWkTable = pgTable('wawi_buwk', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => capDocumentTable.id, { onDelete: 'cascade' }),
  wkId: uuid('wk_id')
    .notNull()
    .unique()
    .references(() => wawiGoodsReceiptTable.id, { onDelete: 'cascade' }),
  linkState: text('link_state').notNull(),
  linkHint: blank('link_hint'),
  korrekturMengeMilli: bigint('korrektur_menge_milli', { mode: 'number' }),
  korrekturMengeArt: text('korrektur_menge_art'),
  korrekturNettoPreisCt4: bigint('korrektur_netto_preis_ct4', { mode: 'number' }),
  korrekturBruttoPreisCt4: bigint('korrektur_brutto_preis_ct4', { mode: 'number' }),
  korrekturMwstBp: integer('korrektur_mwst_bp'),
  korrekturNettoGesamtCents: bigint('korrektur_netto_gesamt_cents', { mode: 'number' }),
  korrekturBruttoGesamtCents: bigint('korrektur_brutto_gesamt_cents', { mode: 'number' }),
  mengeKorrekturGrund: text('menge_korrektur_grund').notNull().default('NONE'),
  mengeKorrekturText: blank('menge_korrektur_text'),
  mengeKorrekturType: text('menge_korrektur_type').notNull().default('NONE'),
  preisKorrekturGrund: text('preis_korrektur_grund').notNull().default('NONE'),
  preisKorrekturText: blank('preis_korrektur_text'),
  preisKorrekturType: text('preis_korrektur_type').notNull().default('NONE'),
  kontenvorschlag: bigint('kontenvorschlag', { mode: 'number' }),
  processedByWfServer: boolean('processed_by_wfserver').notNull().default(false),
  /** The booking line (split) the link went into; no foreign key: a booking save replaces its lines. */
  uidSplit: uuid('uid_split'),
  splitPageId: uuid('split_page_id').references(() => capPageTable.id, { onDelete: 'set null' }),
  splitX0: real('split_x0'),
  splitY0: real('split_y0'),
  splitX1: real('split_x1'),
  splitY1: real('split_y1'),
  linkedBy: uuid('linked_by').references(() => userTable.id, { onDelete: 'set null' }),
  linkedByName: blank('linked_by_name'),
  createdAt: at('created_at'),
  timeStamp: at('time_stamp'),
});

/** The goods-receipt state context of a user: the document, page, grid filter and selections. */
export const wawiViewStateTable = pgTable('wawi_view_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  mandantId: uuid('mandant_id').references(() => mandantTable.id, { onDelete: 'cascade' }),
  documentId: uuid('document_id').references(() => capDocumentTable.id, { onDelete: 'set null' }),
  pageId: uuid('page_id').references(() => capPageTable.id, { onDelete: 'set null' }),
  filterMode: text('filter_mode').notNull().default('ALL_DATA'),
  wkType: text('wk_type').notNull().default('ALL'),
  dateFrom: date('date_from', { mode: 'string' }),
  dateTo: date('date_to', { mode: 'string' }),
  kreditor: bigint('kreditor', { mode: 'number' }).notNull().default(-1),
  search: blank('search'),
  selectedWkId: uuid('selected_wk_id').references(() => wawiGoodsReceiptTable.id, { onDelete: 'set null' }),
  selectedBuWkId: uuid('selected_buwk_id').references(() => wawiBuWkTable.id, { onDelete: 'set null' }),
  markMode: boolean('mark_mode').notNull().default(false),
  amountCents: bigint('amount_cents', { mode: 'number' }),
  updatedAt: at('updated_at'),
});

/** A user's column order and widths of the goods-receipt grid. */
export const wawiUserSettingTable = pgTable('wawi_user_setting', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  columnOrder: text('column_order').array().notNull(),
  columnWidths: jsonb('column_widths').notNull().default({}),
  updatedAt: at('updated_at'),
});

/** The Mandant's goods-receipt data revision, raised by a trigger on every write (migration 0901). */
export const wawiRevisionTable = pgTable('wawi_revision', {
  mandantId: uuid('mandant_id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
