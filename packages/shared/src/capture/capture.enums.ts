/** Stack types of spec 002: standard, special and e-invoice stacks. */
export const StackType = { standard: 'standard', special: 'special', einvoice: 'einvoice' } as const;
export type StackTypeValue = (typeof StackType)[keyof typeof StackType];
export const stackTypes = Object.values(StackType) as [StackTypeValue, ...StackTypeValue[]];

/** Reserved stack names per Mandant: the default e-invoice container and the e-invoice intake stack. */
export const DEFAULT_EINVOICE_CONTAINER = 'XRechnung';
export const EINVOICE_INTAKE_STACK = 'E-Rechnung';
export const reservedStackNames = [DEFAULT_EINVOICE_CONTAINER, EINVOICE_INTAKE_STACK] as const;

/** Levels of the document tree. */
export const NodeLevel = { SEITE: 'SEITE', HEFTUNG: 'HEFTUNG', MAPPE: 'MAPPE', STAPEL: 'STAPEL' } as const;
export type NodeLevelValue = (typeof NodeLevel)[keyof typeof NodeLevel];
export const nodeLevels = Object.values(NodeLevel) as [NodeLevelValue, ...NodeLevelValue[]];

/** Document status: green documents may be archived. */
export const DocumentStatus = { flawed: 'flawed', green: 'green' } as const;
export type DocumentStatusValue = (typeof DocumentStatus)[keyof typeof DocumentStatus];

/** Stack item state flags. */
export const ItemFlag = {
  locked: 'locked',
  fibuExported: 'fibuExported',
  dmsExported: 'dmsExported',
  archived: 'archived',
} as const;
export type ItemFlagValue = (typeof ItemFlag)[keyof typeof ItemFlag];
export const itemFlags = Object.values(ItemFlag) as [ItemFlagValue, ...ItemFlagValue[]];

/** Processing state of an imported document. */
export const DocumentKind = { pdf: 'pdf', einvoice: 'einvoice' } as const;
export type DocumentKindValue = (typeof DocumentKind)[keyof typeof DocumentKind];

/** What the user wants when leaving a document with unsaved changes (stored per user). */
export const UnsavedChangesMode = {
  notSave: 'not_save',
  alwaysSave: 'always_save',
  alwaysAsk: 'always_ask',
} as const;
export type UnsavedChangesModeValue = (typeof UnsavedChangesMode)[keyof typeof UnsavedChangesMode];

/** Sort fields of a stack listing. */
export const SortField = { DATUM: 'DATUM', UMSATZ: 'UMSATZ', CREATION_DATE: 'CREATION_DATE' } as const;
export type SortFieldValue = (typeof SortField)[keyof typeof SortField];
export const sortFields = Object.values(SortField) as [SortFieldValue, ...SortFieldValue[]];

/** Kinds of capture-mask field values. */
export const FieldKind = {
  text: 'text',
  date: 'date',
  amount: 'amount',
  iban: 'iban',
  vatId: 'vatId',
  marker: 'marker',
} as const;
export type FieldKindValue = (typeof FieldKind)[keyof typeof FieldKind];

/**
 * The index fields of the capture mask and their kinds (spec 002 field kinds plus the invoice
 * basics): LieferdatumBis ends a delivery period, Netto19/MwSt19 and Netto7/MwSt7 are base and tax
 * per German VAT rate, Zahlbetrag is the amount due (after prepayments or deductions).
 */
export const indexFields = {
  Kennung: FieldKind.text,
  Belegdatum: FieldKind.date,
  Lieferdatum: FieldKind.date,
  LieferdatumBis: FieldKind.date,
  Faelligkeit: FieldKind.date,
  Betrag: FieldKind.amount,
  Netto: FieldKind.amount,
  MwSt: FieldKind.amount,
  Netto19: FieldKind.amount,
  MwSt19: FieldKind.amount,
  Netto7: FieldKind.amount,
  MwSt7: FieldKind.amount,
  Zahlbetrag: FieldKind.amount,
  Waehrung: FieldKind.text,
  UStId: FieldKind.vatId,
  IBAN: FieldKind.iban,
  Konto: FieldKind.text,
  Kreditor: FieldKind.text,
  Bestellnummer: FieldKind.text,
  LieferKennung: FieldKind.text,
  Gutschrift: FieldKind.marker,
  Barcode: FieldKind.text,
} as const;
export type IndexFieldName = keyof typeof indexFields;
export const indexFieldNames = Object.keys(indexFields) as [IndexFieldName, ...IndexFieldName[]];

/** Where an index value came from. */
export const ValueSource = {
  extraction: 'extraction',
  selection: 'selection',
  manual: 'manual',
  einvoice: 'einvoice',
} as const;
export type ValueSourceValue = (typeof ValueSource)[keyof typeof ValueSource];
export const valueSources = Object.values(ValueSource) as [ValueSourceValue, ...ValueSourceValue[]];

/** ViewState bit flags of the OCR selection response (spec 001/002). */
export const ViewStateFlag = {
  invalidHighlights: 1,
  invalidSelectedPage: 2,
  invalidHighlightedBitmap: 4,
  invalidZoomState: 8,
} as const;

/** CurZoomMode of the OCR selection response. */
export const CurZoomMode = { highlightFirst: 0, disabled: 1, highlightSelected: 2 } as const;

/** Invoice-check amount tolerance of spec 001 (0.02) in cents. */
export const INVOICE_CHECK_TOLERANCE_CENTS = 2;

/** Capture job kinds (queue names) and the job types the user sees. */
export const CaptureJobKind = {
  import: 'capture.import',
  analyse: 'capture.analyse',
  ocr: 'capture.ocr',
  extraction: 'capture.extraction',
  archive: 'capture.archive',
  export: 'capture.export',
} as const;
export type CaptureJobKindValue = (typeof CaptureJobKind)[keyof typeof CaptureJobKind];

/** Stack auto jobs: run after an upload finished importing. */
export const AutoJob = { ocr: 'ocr', analyse: 'analyse', extraction: 'extraction' } as const;
export type AutoJobValue = (typeof AutoJob)[keyof typeof AutoJob];
export const autoJobs = Object.values(AutoJob) as [AutoJobValue, ...AutoJobValue[]];

/**
 * The auto jobs a new stack starts with: OCR, analysis and extraction, so a first upload fills the
 * mask; none for e-invoice stacks, whose XML fills it.
 */
export function defaultAutoJobs(type: StackTypeValue): AutoJobValue[] {
  return type === StackType.einvoice ? [] : [...autoJobs];
}
