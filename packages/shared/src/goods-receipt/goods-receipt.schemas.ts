import { z } from 'zod';
import { boxSchema } from '../ocr/page-text.schemas.js';
import { wkGridFields } from './goods-receipt.columns.js';
import {
  correctionReasons,
  correctionTypes,
  directions,
  gridFilters,
  linkActions,
  linkStates,
  wkOrigins,
  wkTypes,
} from './goods-receipt.enums.js';

/**
 * Requests and answers of goods-receipt matching (`/api/cap/wawi/*`, spec 001). Field names are the
 * spec's. Money and quantities travel as decimal strings with a dot: unit prices with up to four
 * decimals ("0.0125"), totals with two, quantities with up to three, VAT rates in percent ("19.00").
 */

const id = z.uuid();
const mandant = { mandantId: id };
const document = { mandantId: id, HeftUID: id };
const ids = z.array(id).max(500);

/** An ISO date, or the German DD.MM.YYYY the panel sends (spec 001, section 9). */
export const wawiDateSchema = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})$/);

// ── Rows ──

const identFields = {
  IDENT1: z.string(),
  IDENT2: z.string(),
  IDENT3: z.string(),
  IDENT4: z.string(),
  IDENT5: z.string(),
  IDENT6: z.string(),
  IDENT7: z.string(),
  IDENT8: z.string(),
  IDENT9: z.string(),
};
export const identKeys = Object.keys(identFields) as (keyof typeof identFields)[];

/** A goods-receipt line (WK) with every field of spec 001. */
export const wkLineSchema = z.object({
  WK_ID: id,
  KANZLEI: z.number().int(),
  MANDNR: z.number().int(),
  BETRIEBNR: z.number().int(),
  FIBU: z.string(),
  BESTELLER: z.string(),
  BESTELL_DATUM: z.string(),
  WE_DATUM: z.string().nullable(),
  WE_SCHEIN_NR: z.string(),
  EXT_ARTIKEL_NR: z.string(),
  EXT_ARTIKEL_BEZ: z.string(),
  INT_ARTIKEL_NR: z.string(),
  INT_ARTIKEL_BEZ: z.string(),
  EXT_LIEFERANT: z.string(),
  INT_LIEFERANT: z.string(),
  EAN: z.string(),
  PZN: z.string(),
  MENGE: z.string(),
  MENGE_ART: z.string(),
  NETTO_PREIS: z.string(),
  BRUTTO_PREIS: z.string(),
  MWST: z.string(),
  DELETE_FLAG: z.boolean(),
  EINLESER: z.string(),
  EINLESE_DATUM: z.string(),
  ...identFields,
  ID_CSV2ORDER: id.nullable(),
  LIEF_HEFT_ID: id.nullable(),
  ORIGIN: z.enum(wkOrigins),
  PARENT_UID: id.nullable(),
  QUELLE: z.string(),
  /** Cost centres an ERP may send with a line (used by the booking proposals). */
  KOST1: z.string(),
  KOST2: z.string(),
});
export type WkLine = z.infer<typeof wkLineSchema>;

export const splitAreaSchema = z.object({ PageUID: id, Box: boxSchema });
export type SplitArea = z.infer<typeof splitAreaSchema>;

/**
 * A booking/goods-receipt link line (BuWk): the goods-receipt fields plus the link's own. For a line
 * that is not linked the link fields are empty and LINK_STATE is UNLINKED, so both grids share it.
 */
export const buWkDataSchema = wkLineSchema.extend({
  ID_BU_WK: id.nullable(),
  /** The goods-receipt line the row stands for. */
  EXT_WE_ID: id,
  /** The document (Heftung) the line is linked to. */
  LINKED_HEFT_ID: id.nullable(),
  /** The delivery note of the line is a captured document. */
  ARCHIV: z.boolean(),
  NETTO_PREIS_GESAMT: z.string(),
  BRUTTO_PREIS_GESAMT: z.string(),
  KORREKTUR_MENGE: z.string().nullable(),
  KORREKTUR_MENGE_ART: z.string().nullable(),
  KORREKTUR_NETTO_PREIS: z.string().nullable(),
  KORREKTUR_BRUTTO_PREIS: z.string().nullable(),
  KORREKTUR_MWST: z.string().nullable(),
  KORREKTUR_NETTO_PREIS_GESAMT: z.string().nullable(),
  KORREKTUR_BRUTTO_PREIS_GESAMT: z.string().nullable(),
  MENGE_KORREKTUR_GRUND: z.enum(correctionReasons),
  MENGE_KORREKTUR_TEXT: z.string(),
  MENGE_KORREKTUR_TYPE: z.enum(correctionTypes),
  PREIS_KORREKTUR_GRUND: z.enum(correctionReasons),
  PREIS_KORREKTUR_TEXT: z.string(),
  PREIS_KORREKTUR_TYPE: z.enum(correctionTypes),
  KONTENVORSCHLAG: z.string(),
  LINK_STATE: z.enum(linkStates),
  /** Why an automatic link is unsafe (German), empty otherwise. */
  LINK_HINT: z.string(),
  PROCESSED_BY_WFSERVER: z.boolean(),
  TIME_STAMP: z.string().nullable(),
  UID_SPLIT: id.nullable(),
  SPLIT_AREA: splitAreaSchema.nullable(),
});
export type BuWkData = z.infer<typeof buWkDataSchema>;

/** A row of the panel's grids. */
export const wkOrderRowSchema = z.object({ EXT_WE_ID: id, Selected: z.boolean(), BuWkData: buWkDataSchema });
export type WkOrderRow = z.infer<typeof wkOrderRowSchema>;

// ── Panel state ──

export const gridViewAllFilterSchema = z.object({
  FROM: z.string().nullable(),
  TO: z.string().nullable(),
  FilterMode: z.enum(gridFilters),
  WkType: z.enum(wkTypes),
  /** INT_LIEFERANT to show, or -1 (no Konto found) / -2 (no document): every supplier. */
  Kreditor: z.number().int(),
  Search: z.string(),
});
export type GridViewAllFilter = z.infer<typeof gridViewAllFilterSchema>;

/** The goods-receipt state context of a user (spec 001: SelectedHeftUID, SelectedPageUID, the filter). */
export const wawiStateSchema = z.object({
  mandantId: id.nullable(),
  SelectedHeftUID: id.nullable(),
  SelectedPageUID: id.nullable(),
  SelectedGridViewAllFilter: gridViewAllFilterSchema,
  SelectedWkId: id.nullable(),
  SelectedBuWkId: id.nullable(),
  MarkMode: z.boolean(),
  /** The document's Umsatz as the panel read it (absolute, dot decimal), null when none. */
  Amount: z.string().nullable(),
});
export type WawiState = z.infer<typeof wawiStateSchema>;

/** What a state-changing call answers: the new state and which views to reload (InvalidView flags). */
export const wawiViewChangeSchema = z.object({
  State: wawiStateSchema,
  InvalidView: z.number().int(),
});
export type WawiViewChange = z.infer<typeof wawiViewChangeSchema>;

export const setNewDocumentQuerySchema = z.object({
  sHeftUID: id,
  nMandNr: z.coerce.number().int().min(0),
  nBetriebNr: z.coerce.number().int().min(0),
  nKanzlei: z.coerce.number().int().min(0),
  dtStartDate: wawiDateSchema.optional(),
  dtEndDate: wawiDateSchema.optional(),
  selectedType: z.enum(gridFilters).default('ALL_DATA'),
  sSelectedWkType: z.enum(wkTypes).default('ALL'),
  lnKreditor: z.coerce.number().int().min(-2).default(-1),
  /** The document's Umsatz as read from its index (comma or dot; the absolute value is kept). */
  sUmsatz: z.string().trim().max(30).optional(),
});

export const documentIndexInfosQuerySchema = z.object({ mandantId: id, sHeftUID: id });
export const documentIndexInfosSchema = z.object({
  /** Konto, Datum and Umsatz of the document (spec 001: document index infos). */
  Infos: z.array(z.object({ Key: z.enum(['Konto', 'Datum', 'Umsatz']), Value: z.string() })),
  /** The Mandant's goods-receipt (receipt workflow) option. */
  ReceiptOption: z.boolean(),
});
export type DocumentIndexInfos = z.infer<typeof documentIndexInfosSchema>;

export const smallestUnlinkedQuerySchema = z.object({
  mandantId: id,
  lnKreditor: z.coerce.number().int().min(-2).default(-1),
});
export const smallestUnlinkedSchema = z.object({ Date: z.string().nullable() });

export const changeGridViewAllFilterSchema = z.object({
  ...mandant,
  FilterMode: z.enum(gridFilters),
  FROM: wawiDateSchema.nullable().optional(),
  TO: wawiDateSchema.nullable().optional(),
  WkType: z.enum(wkTypes).optional(),
  Kreditor: z.number().int().min(-2).optional(),
  Search: z.string().trim().max(100).optional(),
});

export const sortDescriptorSchema = z.object({ SortField: z.enum(wkGridFields), Ascending: z.boolean() });
export type SortDescriptor = z.infer<typeof sortDescriptorSchema>;

export const gridViewAllDataRequestSchema = z
  .object({
    ...mandant,
    startRow: z.number().int().min(0).default(0),
    endRow: z.number().int().min(1).default(100),
    Sort: z.array(sortDescriptorSchema).max(5).default([]),
  })
  .refine((value) => value.endRow > value.startRow && value.endRow - value.startRow <= 500, {
    message: 'goodsreceipt.page_too_large',
    path: ['endRow'],
  });
export const gridViewAllDataSchema = z.object({ Rows: z.array(wkOrderRowSchema), Total: z.number().int() });
export type GridViewAllData = z.infer<typeof gridViewAllDataSchema>;

export const wawiDocumentRequestSchema = z.object(document);
export const wawiDocumentQuerySchema = z.object({ mandantId: id, HeftUID: id });

export const gridViewDocDataSchema = z.object({
  Rows: z.array(wkOrderRowSchema),
  Netto: z.string(),
  Brutto: z.string(),
});
export type GridViewDocData = z.infer<typeof gridViewDocDataSchema>;

export const docViewModelSchema = z.object({
  Pages: z.array(z.object({ PageUID: id, Index: z.number().int(), Width: z.number(), Height: z.number() })),
  SelectedPageUID: id.nullable(),
  MarkMode: z.boolean(),
  Areas: z.array(
    z.object({
      ID_BU_WK: id,
      EXT_WE_ID: id,
      PageUID: id,
      Box: boxSchema,
      LINK_STATE: z.enum(linkStates),
      Selected: z.boolean(),
      Label: z.string(),
    }),
  ),
});
export type DocViewModel = z.infer<typeof docViewModelSchema>;

export const linkWkToDocSchema = z.object({ ...document, WkIds: ids.min(1) });
export const unlinkWkFromDocSchema = z.object({ ...document, BuWkIds: ids.min(1) });

export const linkResultSchema = z.object({
  Changes: z.array(
    z.object({
      EXT_WE_ID: id,
      ID_BU_WK: id,
      Action: z.enum(linkActions),
      LINK_STATE: z.enum(linkStates),
    }),
  ),
  Safe: z.number().int(),
  Unsafe: z.number().int(),
  InvalidView: z.number().int(),
});
export type LinkResult = z.infer<typeof linkResultSchema>;

export const changeSplitAreaSchema = z.object({
  ...mandant,
  BuWkId: id,
  /** The area on the page, null to remove the mark. */
  Area: splitAreaSchema.nullable(),
});
export const changeWkSelectionAllSchema = z.object({ ...mandant, WkIds: ids });
export const changeWkSelectionDocSchema = z.object({ ...mandant, BuWkIds: ids });
export const changeMarkModusSchema = z.object({ ...mandant, Active: z.boolean() });
export const changeMarkNavigationSchema = z.object({ ...mandant, Direction: z.enum(directions) });
export const setNewPageSchema = z.object({ ...mandant, PageUID: id });

export const createSplitEntriesResultSchema = z.object({
  Result: z.boolean(),
  /** Booking lines created from the linked lines. */
  Created: z.number().int(),
  /** Linked lines that went into them. */
  Linked: z.number().int(),
  /** The lines differ from the invoice amount: surcharges or discounts must be booked by hand. */
  SurchargesManual: z.boolean(),
});
export type CreateSplitEntriesResult = z.infer<typeof createSplitEntriesResultSchema>;

/** splitextweentry: split `Menge` off a goods-receipt line (numeric, smaller than the line's quantity). */
export const splitWkEntryQuerySchema = z.object({
  mandantId: id,
  WkId: id,
  Menge: z.string().trim().max(30),
});
export const splitWkEntryResultSchema = z.object({ Parent: buWkDataSchema, Split: buWkDataSchema });
export const resetSplitWkEntrySchema = z.object({ ...mandant, WkId: id });

/** correctbuwkentry: a price or quantity correction of a linked line, with its reason. */
export const correctBuWkEntrySchema = z.object({
  ...mandant,
  BuWkId: id,
  Type: z.enum(['PRICE', 'AMOUNT']),
  Grund: z.enum(correctionReasons),
  Text: z.string().trim().max(255).default(''),
  /** AMOUNT: the invoiced quantity and its unit. */
  Menge: z.string().trim().max(30).optional(),
  MengeArt: z.string().trim().max(20).optional(),
  /** PRICE: the invoiced unit price, net or gross (the other follows from the VAT rate). */
  NettoPreis: z.string().trim().max(30).optional(),
  BruttoPreis: z.string().trim().max(30).optional(),
  Mwst: z.string().trim().max(10),
});
export type CorrectBuWkEntryInput = z.input<typeof correctBuWkEntrySchema>;

export const resetCorrectionsSchema = z.object({
  ...mandant,
  BuWkIds: ids.min(1),
  /** Which corrections to remove: PRICE, AMOUNT, or NONE for both. */
  Type: z.enum(correctionTypes).default('NONE'),
});

export const integritySchema = z.object({
  Ok: z.boolean(),
  Problems: z.array(z.object({ ID_BU_WK: id.nullable(), Code: z.string(), Message: z.string() })),
});
export type Integrity = z.infer<typeof integritySchema>;

export const totalPriceSchema = z.object({
  Count: z.number().int(),
  Netto: z.string(),
  Brutto: z.string(),
  /** The document's Umsatz (absolute), null when it has none. */
  Umsatz: z.string().nullable(),
  /** Brutto − Umsatz, null without Umsatz. */
  Difference: z.string().nullable(),
  /** The difference is over the invoice-check tolerance (0.02). */
  ExceedsTolerance: z.boolean(),
});
export type TotalPrice = z.infer<typeof totalPriceSchema>;

export const columnOrderSchema = z.array(
  z.object({
    FieldName: z.enum(wkGridFields),
    Index: z.number().int(),
    SortDirection: z.literal(0),
    Width: z.number().int().nullable(),
  }),
);
export const saveColumnOrderQuerySchema = z.object({
  /** Comma-separated field names in the wanted order. */
  Columns: z.string().max(2000),
  /** Comma-separated widths in pixels, in the same order (empty entries keep the default). */
  Widths: z.string().max(1000).default(''),
});

// ── Getting orders and receipts in ──

const numberText = z.union([z.string().trim().max(40), z.number()]).transform(String);
const text = (max: number) => z.string().trim().max(max).default('');

/** One goods-receipt line as an ERP sends it (`ImportOrders`); numbers as strings or JSON numbers. */
export const erpLineSchema = z.object({
  BESTELLER: text(100),
  BESTELL_DATUM: text(10),
  WE_DATUM: text(10),
  WE_SCHEIN_NR: text(50),
  EXT_ARTIKEL_NR: text(50),
  EXT_ARTIKEL_BEZ: text(255),
  INT_ARTIKEL_NR: text(50),
  INT_ARTIKEL_BEZ: text(255),
  EXT_LIEFERANT: text(100),
  INT_LIEFERANT: numberText.default(''),
  EAN: text(14),
  PZN: text(8),
  MENGE: numberText,
  MENGE_ART: text(20),
  NETTO_PREIS: numberText.default(''),
  BRUTTO_PREIS: numberText.default(''),
  MWST: numberText.default(''),
  DELETE_FLAG: z.union([z.boolean(), z.literal(0), z.literal(1)]).default(false),
  IDENT1: text(100),
  IDENT2: text(100),
  IDENT3: text(100),
  IDENT4: text(100),
  IDENT5: text(100),
  IDENT6: text(100),
  IDENT7: text(100),
  IDENT8: text(100),
  IDENT9: text(100),
  KONTENVORSCHLAG: numberText.default(''),
  KOST1: text(20),
  KOST2: text(20),
});
export type ErpLineInput = z.input<typeof erpLineSchema>;

export const importOrdersSchema = z.object({
  ...mandant,
  /** The sending system or file, shown as QUELLE. */
  Quelle: z.string().trim().max(255).default('ERP'),
  Lines: z.array(erpLineSchema).min(1).max(10_000),
});
export const importDeliveryNoteSchema = z.object({ ...mandant, documentId: id });

export const wawiImportErrorSchema = z.object({
  /** 1-based line of the file (the header is line 1), or the position in the list for the API. */
  Line: z.number().int(),
  Field: z.string(),
  Code: z.string(),
  Message: z.string(),
});
export type WawiImportError = z.infer<typeof wawiImportErrorSchema>;

export const wawiImportResultSchema = z.object({
  ImportId: id.nullable(),
  Format: z.enum(['CSV', 'ORDERS', 'DESADV', 'API', 'LIEFERSCHEIN']),
  Lines: z.number().int(),
  /** New goods-receipt lines. */
  Imported: z.number().int(),
  /** Order lines a receipt (delivery note) was booked onto. */
  Received: z.number().int(),
  /** Lines refused because they are there already (or twice in the file). */
  Duplicates: z.number().int(),
  /** Refused lines; with any error other than a duplicate nothing of the file was written. */
  Errors: z.array(wawiImportErrorSchema),
});
export type WawiImportResult = z.infer<typeof wawiImportResultSchema>;

export const wawiImportListSchema = z.array(
  z.object({
    Id: id,
    Format: z.string(),
    FileName: z.string(),
    Lines: z.number().int(),
    Imported: z.number().int(),
    Received: z.number().int(),
    Duplicates: z.number().int(),
    CreatedBy: z.string(),
    CreatedAt: z.string(),
  }),
);
