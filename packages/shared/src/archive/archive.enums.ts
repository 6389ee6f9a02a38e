import { indexFields, type IndexFieldName } from '../capture/capture.enums.js';

/** Document types of the archive; each has a retention class (§ 147 AO, § 257 HGB). */
export const ArchiveDocumentType = {
  Rechnung: 'Rechnung',
  Gutschrift: 'Gutschrift',
  Buchungsbeleg: 'Buchungsbeleg',
  Lieferschein: 'Lieferschein',
  Jahresabschluss: 'Jahresabschluss',
  Handelsbuch: 'Handelsbuch',
  Geschaeftsbrief: 'Geschaeftsbrief',
} as const;
export type ArchiveDocumentTypeValue = (typeof ArchiveDocumentType)[keyof typeof ArchiveDocumentType];
export const archiveDocumentTypes = Object.values(ArchiveDocumentType) as [
  ArchiveDocumentTypeValue,
  ...ArchiveDocumentTypeValue[],
];

/**
 * Retention classes: booking documents and invoices 8 years (since 2025), books and annual accounts
 * 10, business letters 6, received delivery notes until the matching invoice arrives.
 */
export const RetentionClass = {
  bookingDocument: 'booking_document',
  books: 'books',
  businessLetter: 'business_letter',
  deliveryNote: 'delivery_note',
} as const;
export type RetentionClassValue = (typeof RetentionClass)[keyof typeof RetentionClass];
export const retentionClasses = Object.values(RetentionClass) as [
  RetentionClassValue,
  ...RetentionClassValue[],
];

/** Search states of spec 002: started, documents found and continuing in background, ended, aborted. */
export const SearchState = {
  started: 'started',
  foundContinuing: 'found_continuing',
  ended: 'ended',
  aborted: 'aborted',
} as const;
export type SearchStateValue = (typeof SearchState)[keyof typeof SearchState];
export const searchStates = Object.values(SearchState) as [SearchStateValue, ...SearchStateValue[]];

/** The state of an archived document in a result list. */
export const ArchiveStatus = {
  current: 'current',
  superseded: 'superseded',
  legalHold: 'legal_hold',
  deletable: 'deletable',
} as const;
export type ArchiveStatusValue = (typeof ArchiveStatus)[keyof typeof ArchiveStatus];
export const archiveStatuses = Object.values(ArchiveStatus) as [ArchiveStatusValue, ...ArchiveStatusValue[]];

export type ArchiveFieldKind = 'text' | 'date' | 'amount' | 'number' | 'enum';

/** Search and result fields besides the capture-mask fields: booking values and system fields. */
export const archiveExtraFields = {
  Sachkonto: { kind: 'number', system: false },
  Kostenstelle: { kind: 'text', system: false },
  Status: { kind: 'enum', system: false },
  Dokumenttyp: { kind: 'enum', system: false },
  Titel: { kind: 'text', system: false },
  ArchiviertAm: { kind: 'date', system: true },
  ArchiviertVon: { kind: 'text', system: true },
  Revision: { kind: 'number', system: true },
  Pruefsumme: { kind: 'text', system: true },
  Mandant: { kind: 'text', system: true },
} as const satisfies Record<string, { kind: ArchiveFieldKind; system: boolean }>;
export type ArchiveExtraField = keyof typeof archiveExtraFields;
export type ArchiveFieldName = IndexFieldName | ArchiveExtraField;

const indexKind = (field: IndexFieldName): ArchiveFieldKind => {
  const kind = indexFields[field];
  return kind === 'date' ? 'date' : kind === 'amount' ? 'amount' : 'text';
};

/** Every field a search mask can name, with its kind and whether it is a system field. */
export const archiveFields: Record<ArchiveFieldName, { kind: ArchiveFieldKind; system: boolean }> = {
  ...(Object.fromEntries(
    (Object.keys(indexFields) as IndexFieldName[]).map((field) => [
      field,
      { kind: indexKind(field), system: false },
    ]),
  ) as Record<IndexFieldName, { kind: ArchiveFieldKind; system: boolean }>),
  ...archiveExtraFields,
};
export const archiveFieldNames = Object.keys(archiveFields) as [ArchiveFieldName, ...ArchiveFieldName[]];

/** The result columns a new search mask shows. */
export const defaultResultFields: ArchiveFieldName[] = [
  'Belegdatum',
  'Kreditor',
  'Kennung',
  'Betrag',
  'Dokumenttyp',
  'Titel',
  'Status',
];

/** Full-text terms must be longer than 3 letters (spec 002). */
export const FULLTEXT_MIN_TERM_LETTERS = 4;
/** Most hits one search collects; more ask the user to narrow the search. */
export const SEARCH_MAX_COUNT_LIMIT = 10_000;
export const SEARCH_DEFAULT_MAX_COUNT = 1000;
