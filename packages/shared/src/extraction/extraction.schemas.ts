import { z } from 'zod';
import { boxSchema } from '../ocr/page-text.schemas.js';

/**
 * The capture-mask fields data extraction fills. Values are strings: amounts as exact decimals with
 * a dot ("-8.79"), dates as ISO (YYYY-MM-DD), IBAN and VAT ID without spaces, currency as ISO 4217.
 */
export const ExtractionField = {
  invoiceNumber: 'invoiceNumber',
  invoiceDate: 'invoiceDate',
  dueDate: 'dueDate',
  deliveryDateStart: 'deliveryDateStart',
  deliveryDateEnd: 'deliveryDateEnd',
  deliveryNoteNumber: 'deliveryNoteNumber',
  creditNote: 'creditNote',
  currency: 'currency',
  netTotal: 'netTotal',
  vatTotal: 'vatTotal',
  grossTotal: 'grossTotal',
  amountDue: 'amountDue',
  iban: 'iban',
  bic: 'bic',
  vatId: 'vatId',
  sellerName: 'sellerName',
  orderReference: 'orderReference',
} as const;
export type ExtractionFieldValue = (typeof ExtractionField)[keyof typeof ExtractionField];
export const extractionFields = Object.values(ExtractionField) as [
  ExtractionFieldValue,
  ...ExtractionFieldValue[],
];

/** What kind of value a field holds; decides how rule matches are parsed. */
export const ExtractionValueKind = {
  text: 'text',
  identifier: 'identifier',
  date: 'date',
  amount: 'amount',
  currency: 'currency',
  iban: 'iban',
  bic: 'bic',
  vatId: 'vatId',
  flag: 'flag',
} as const;
export type ExtractionValueKindValue = (typeof ExtractionValueKind)[keyof typeof ExtractionValueKind];

export const extractionFieldKinds: Record<ExtractionFieldValue, ExtractionValueKindValue> = {
  invoiceNumber: 'identifier',
  invoiceDate: 'date',
  dueDate: 'date',
  deliveryDateStart: 'date',
  deliveryDateEnd: 'date',
  deliveryNoteNumber: 'identifier',
  creditNote: 'flag',
  currency: 'currency',
  netTotal: 'amount',
  vatTotal: 'amount',
  grossTotal: 'amount',
  amountDue: 'amount',
  iban: 'iban',
  bic: 'bic',
  vatId: 'vatId',
  sellerName: 'text',
  orderReference: 'identifier',
};

/**
 * The rule manager's field kinds (FeldArt, spec 002) and the extraction field each one fills.
 * Anfang/Ende are the document date and its end (due) date; Betrag is the gross amount.
 */
export const feldArtFields = {
  Kennung: 'invoiceNumber',
  Anfang: 'invoiceDate',
  Ende: 'dueDate',
  LieferAnfang: 'deliveryDateStart',
  LieferEnde: 'deliveryDateEnd',
  LieferKennung: 'deliveryNoteNumber',
  Gutschrift: 'creditNote',
  UStId: 'vatId',
  Betrag: 'grossTotal',
  MwSt: 'vatTotal',
  Netto: 'netTotal',
} as const satisfies Record<string, ExtractionFieldValue>;
export type FeldArt = keyof typeof feldArtFields;

/** The page area a value came from, for highlighting: 0-based page and a box in page points. */
export const extractionAreaSchema = z.object({
  pageIndex: z.number().int().min(0),
  box: boxSchema,
});
export type ExtractionArea = z.infer<typeof extractionAreaSchema>;

export const extractedFieldSchema = z.object({
  value: z.string(),
  /** 0..1: how sure the extractor is. */
  confidence: z.number().min(0).max(1),
  /** Where the value is printed; null when it was derived (e.g. VAT = gross − net, not printed). */
  area: extractionAreaSchema.nullable(),
  /** The rule that found it: `builtin:<name>` or the id of a user rule. */
  rule: z.string(),
});
export type ExtractedField = z.infer<typeof extractedFieldSchema>;

export const vatRateLineSchema = z.object({
  /** Rate in percent as a decimal string, e.g. "19" or "5.5". */
  rate: z.string(),
  /** Taxable base of this rate, when printed. */
  net: z.string().nullable(),
  vat: z.string(),
  area: extractionAreaSchema.nullable(),
});
export type VatRateLine = z.infer<typeof vatRateLineSchema>;

export const extractionResultSchema = z.object({
  fields: z.partialRecord(z.enum(extractionFields), extractedFieldSchema),
  /** VAT per rate as printed (rate, base, tax). */
  vatRates: z.array(vatRateLineSchema),
  /** The creditor found by VAT ID or IBAN in the Mandant's master data, if any. */
  creditorId: z.string().nullable(),
});
export type ExtractionResult = z.infer<typeof extractionResultSchema>;

/** Rule types of the rule manager (spec 002): an anchor text with a value near it, or a pattern anywhere. */
export const ExtractionRuleType = {
  anchor: 'Anchor',
  pattern: 'Pattern',
} as const;
export type ExtractionRuleTypeValue = (typeof ExtractionRuleType)[keyof typeof ExtractionRuleType];

/** Where, relative to the anchor, a rule looks for its value. */
export const SearchDirection = {
  sameLine: 'same-line',
  right: 'right',
  below: 'below',
} as const;
export type SearchDirectionValue = (typeof SearchDirection)[keyof typeof SearchDirection];
export const searchDirections = Object.values(SearchDirection) as [
  SearchDirectionValue,
  ...SearchDirectionValue[],
];

/**
 * The search area of a rule: directions from the anchor, or a fixed rectangle as fractions of the
 * page (0..1 from the top-left), optionally on one page only.
 */
export const ruleSearchAreaSchema = z.object({
  directions: z.array(z.enum(searchDirections)).optional(),
  pageIndex: z.number().int().min(0).optional(),
  region: z
    .object({
      x0: z.number().min(0).max(1),
      y0: z.number().min(0).max(1),
      x1: z.number().min(0).max(1),
      y1: z.number().min(0).max(1),
    })
    .optional(),
});
export type RuleSearchArea = z.infer<typeof ruleSearchAreaSchema>;

const ruleCoreSchema = z.object({
  type: z.enum([ExtractionRuleType.anchor, ExtractionRuleType.pattern]),
  /** Regular expression (case-insensitive) for the anchor text; required for Anchor rules. */
  anchorPattern: z.string().max(500).optional(),
  /** Regular expression for the value; the first capture group (or the whole match) is the value. */
  searchPattern: z.string().min(1).max(500),
  searchArea: ruleSearchAreaSchema.optional(),
});

/** A user rule of the rule manager: it fills one field; alternatives are tried in order when it finds nothing. */
export const extractionRuleSchema = ruleCoreSchema.extend({
  id: z.string().min(1).max(100),
  field: z.enum(extractionFields),
  alternatives: z.array(ruleCoreSchema).max(20).default([]),
});
export type ExtractionRuleDefinition = z.infer<typeof extractionRuleSchema>;
