import {
  ArchiveDocumentType,
  type ArchiveDocumentTypeValue,
  ArchiveStatus,
  type ArchiveStatusValue,
  FULLTEXT_MIN_TERM_LETTERS,
  indexFields,
  type IndexFieldName,
  normalizeIndexValue,
  parseAmountToCents,
  parseDateInput,
  RetentionClass,
  type RetentionClassValue,
} from '@belegfluss/shared';
import { createHash } from 'node:crypto';
import { utcToLocal } from '../../kernel/local-time.js';
import { canonicalJson } from '../audit/index.js';
import type { ArchiveSnapshot } from './archive.ports.js';

type Values = { field: string; value: string }[];

const valueOf = (values: Values, field: string) => values.find((entry) => entry.field === field)?.value ?? '';

/** The archive's document type of a captured document: credit note, delivery note or invoice. */
export function documentTypeOf(snapshot: Pick<ArchiveSnapshot, 'captureMask' | 'title' | 'indexValues'>) {
  const values = snapshot.indexValues;
  if (valueOf(values, 'Gutschrift') === 'true') return ArchiveDocumentType.Gutschrift;
  const deliveryNote =
    /lieferschein/i.test(snapshot.captureMask) ||
    (valueOf(values, 'LieferKennung') !== '' && valueOf(values, 'Betrag') === '');
  return deliveryNote ? ArchiveDocumentType.Lieferschein : ArchiveDocumentType.Rechnung;
}

const classOfType: Record<ArchiveDocumentTypeValue, RetentionClassValue> = {
  Rechnung: RetentionClass.bookingDocument,
  Gutschrift: RetentionClass.bookingDocument,
  Buchungsbeleg: RetentionClass.bookingDocument,
  Lieferschein: RetentionClass.deliveryNote,
  Jahresabschluss: RetentionClass.books,
  Handelsbuch: RetentionClass.books,
  Geschaeftsbrief: RetentionClass.businessLetter,
};

/** Years per class (§ 147 (3) AO as amended from 2025, § 257 (4) HGB). */
export const retentionYears: Record<RetentionClassValue, number | null> = {
  booking_document: 8,
  books: 10,
  business_letter: 6,
  delivery_note: null,
};

export function retentionClassOf(type: ArchiveDocumentTypeValue): RetentionClassValue {
  return classOfType[type];
}

/**
 * The last day of the retention period: it starts with the end of the calendar year in which the
 * document was dated (or, without a date, archived) and runs full years; the document may be deleted
 * from the day after. Delivery notes have no date until their invoice arrives (null).
 */
export function retentionUntil(retentionClass: RetentionClassValue, referenceDate: string): string | null {
  const years = retentionYears[retentionClass];
  if (years === null) return null;
  const year = Number(referenceDate.slice(0, 4));
  return `${year + years}-12-31`;
}

/** Whether a document may be deleted on `today` (ISO date). */
export function isDeletable(
  retention: { retentionUntil: string | null; legalHold: boolean },
  mandantHold: boolean,
  today: string,
): boolean {
  return (
    retention.retentionUntil !== null &&
    retention.retentionUntil < today &&
    !retention.legalHold &&
    !mandantHold
  );
}

export function archiveStatusOf(input: {
  supersededBy: string | null;
  legalHold: boolean;
  mandantHold: boolean;
  retentionUntil: string | null;
  today: string;
}): ArchiveStatusValue {
  if (input.supersededBy) return ArchiveStatus.superseded;
  if (input.legalHold || input.mandantHold) return ArchiveStatus.legalHold;
  if (input.retentionUntil !== null && input.retentionUntil < input.today) return ArchiveStatus.deletable;
  return ArchiveStatus.current;
}

/** The typed columns the searches use, taken from the index and booking values. */
export function searchColumnsOf(values: Values, booking: ArchiveSnapshot['booking']) {
  const date = valueOf(values, 'Belegdatum');
  const amount = valueOf(values, 'Betrag');
  const accounts = new Set<number>();
  const costCentres = new Set<string>();
  const konto = Number(valueOf(values, 'Konto'));
  if (Number.isSafeInteger(konto) && konto > 0) accounts.add(konto);
  for (const line of booking?.lines ?? []) {
    const account = Number(line.account);
    if (line.account && Number.isSafeInteger(account)) accounts.add(account);
    for (const centre of [line.costCentre1, line.costCentre2]) if (centre) costCentres.add(centre);
  }
  const creditor = valueOf(values, 'Kreditor') || booking?.creditor || '';
  return {
    documentDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    grossCents: amount ? parseAmountToCents(amount) : null,
    creditor: creditor || null,
    invoiceNumber: valueOf(values, 'Kennung') || null,
    accounts: [...accounts],
    costCentres: [...costCentres],
  };
}

/** What the content hash of an archived revision covers: everything the archive keeps of it. */
export type ArchiveManifest = {
  mandantId: string;
  sourceDocumentId: string;
  revision: number;
  previousId: string | null;
  title: string;
  documentType: string;
  documentKind: string;
  originalSha256: string;
  originalContentType: string;
  pdfSha256: string | null;
  pdfFormat: string;
  pages: { width: number; height: number; text: string }[];
  indexValues: Values;
  booking: unknown;
  history: unknown;
  einvoice: unknown;
  correctionReason: string | null;
  archivedAt: string;
  archivedBy: string | null;
};

/** sha256 over the canonical JSON of the manifest: one hash over all of an archived revision. */
export function contentHashOf(manifest: ArchiveManifest): string {
  return createHash('sha256').update(canonicalJson(manifest)).digest('hex');
}

/**
 * The values of a correction: the old ones with the corrected fields replaced (an empty value removes
 * the field). Capture-mask fields are normalised as capture stores them; unknown fields are refused.
 */
export function correctedValues(
  previous: Values,
  corrections: Values,
): { ok: true; values: Values; changed: boolean } | { ok: false; field: string } {
  const result = new Map(previous.map((entry) => [entry.field, entry.value]));
  for (const correction of corrections) {
    if (!(correction.field in indexFields)) return { ok: false, field: correction.field };
    const normalized = normalizeIndexValue(correction.field as IndexFieldName, correction.value);
    if (!normalized.valid) return { ok: false, field: correction.field };
    if (normalized.value === '') result.delete(correction.field);
    else result.set(correction.field, normalized.value);
  }
  const values = [...result].map(([field, value]) => ({ field, value }));
  const before = canonicalJson([...previous].sort((a, b) => a.field.localeCompare(b.field)));
  const after = canonicalJson([...values].sort((a, b) => a.field.localeCompare(b.field)));
  return { ok: true, values, changed: before !== after };
}

/**
 * The terms of a full-text search: words of letters and digits. Each must be longer than 3 characters
 * (spec 002: "longer than 3 letters"; digits count, so years and numbers can be searched); `tooShort`
 * lists those that are not.
 */
export function fulltextTerms(input: string): { terms: string[]; tooShort: string[] } {
  const terms = input
    .split(/[^\p{L}\p{N}]+/u)
    .map((term) => term.trim())
    .filter(Boolean);
  const letters = (term: string) => (term.match(/[\p{L}\p{N}]/gu) ?? []).length;
  return { terms, tooShort: terms.filter((term) => letters(term) < FULLTEXT_MIN_TERM_LETTERS) };
}

/** A search value of a date field: ISO or German input; null when unreadable. */
export function searchDate(input: string | undefined): string | null {
  if (!input) return null;
  return parseDateInput(input);
}

/** A search value of an amount field in cents; null when unreadable. */
export function searchCents(input: string | undefined): number | null {
  if (!input) return null;
  return parseAmountToCents(input);
}

/** German calendar day of an instant, as ISO date. */
export function localDay(instant: Date): string {
  return utcToLocal(instant).date;
}
