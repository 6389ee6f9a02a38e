import {
  INVOICE_CHECK_TOLERANCE_CENTS,
  indexFieldNames,
  normalizeAdditionalValue,
  normalizeIndexValue,
  parseAmountToCents,
  indexFields,
  reservedStackNames,
  unreadableAdditionalText,
  unreadableValueTexts,
  ValueSource,
  type AdditionalFieldDefinition,
  type AdditionalValue,
  type FieldIssue,
  type IndexFieldName,
} from '@belegfluss/shared';

import { captureError } from './capture.errors.js';

export { displayedSize, displayedToSource, sourceToDisplayed } from '@belegfluss/shared';

/** Stack names compare without case and surrounding blanks. */
export function stackNameKey(name: string): string {
  return name.trim().toLowerCase();
}

export function isReservedStackName(name: string): boolean {
  return reservedStackNames.some((reserved) => stackNameKey(reserved) === stackNameKey(name));
}

type DocumentFlags = { locked: boolean; fibuExported: boolean; dmsExported: boolean; archived: boolean };

/** Locked, exported or archived items stay: deleting them (or their stack) is refused. */
export function isDeletable(document: DocumentFlags): boolean {
  return !document.locked && !document.fibuExported && !document.dmsExported && !document.archived;
}

/** Page edits and index changes are refused on archived or locked documents. */
export function isEditable(document: Pick<DocumentFlags, 'locked' | 'archived'>): boolean {
  return !document.locked && !document.archived;
}

export type AppendCheck =
  { ok: true } | { ok: false; reason: 'mixed_documents' | 'first_document' | 'previous_in_process' };

/**
 * Spec 002, section 4: pages can be appended to the previous document only if all come from the
 * same document, that document is not the first, and the previous one is not in another process.
 */
export function checkAppendToPrevious(input: {
  sourceDocumentIds: string[];
  previous: { inProcess: boolean } | null;
}): AppendCheck {
  if (new Set(input.sourceDocumentIds).size !== 1) return { ok: false, reason: 'mixed_documents' };
  if (!input.previous) return { ok: false, reason: 'first_document' };
  if (input.previous.inProcess) return { ok: false, reason: 'previous_in_process' };
  return { ok: true };
}

export type StoredIndexValue = { field: string; value: string };

/** Required fields that are empty or invalid. */
export function missingRequiredFields(
  values: StoredIndexValue[],
  required: IndexFieldName[],
): IndexFieldName[] {
  const byField = new Map(values.map((entry) => [entry.field, entry.value]));
  return required.filter((field) => {
    const value = byField.get(field);
    return !value || !normalizeIndexValue(field, value).valid;
  });
}

/**
 * Issues for values their field cannot read (a date that does not exist, "abc" as an amount, a
 * slash date whose day and month order is unknown), each naming the field; empty when all are readable.
 */
export function unreadableValueIssues(
  values: { field: IndexFieldName; value: string }[],
  pathOf: (index: number) => string,
): FieldIssue[] {
  return values.flatMap((entry, index) =>
    normalizeIndexValue(entry.field, entry.value).valid
      ? []
      : [
          {
            path: pathOf(index),
            issue: 'capture.index_value_invalid',
            message: `${entry.field}: ${unreadableValueTexts[indexFields[entry.field]]}`,
          },
        ],
  );
}

/** Net plus VAT must match the gross amount within the invoice-check tolerance (0.02). */
export function amountsConsistent(values: StoredIndexValue[]): boolean {
  const cents = (field: IndexFieldName) => {
    const value = values.find((entry) => entry.field === field)?.value;
    return value ? parseAmountToCents(value) : null;
  };
  const gross = cents('Betrag');
  const net = cents('Netto');
  const vat = cents('MwSt');
  if (gross === null || net === null || vat === null) return true;
  return Math.abs(net + vat - gross) <= INVOICE_CHECK_TOLERANCE_CENTS;
}

/**
 * Green when every required field is filled and valid, every value valid, the amounts add up, the
 * document's booking (when one is stored) leaves no rest and no extracted value waits for a look.
 */
export function documentStatus(
  values: StoredIndexValue[],
  required: IndexFieldName[],
  bookingRestOpen = false,
  waitsForReview = false,
): 'green' | 'flawed' {
  if (bookingRestOpen || waitsForReview) return 'flawed';
  const allValid = values.every(
    (entry) =>
      !indexFieldNames.includes(entry.field as IndexFieldName) ||
      normalizeIndexValue(entry.field as IndexFieldName, entry.value).valid,
  );
  return allValid && missingRequiredFields(values, required).length === 0 && amountsConsistent(values)
    ? 'green'
    : 'flawed';
}

/**
 * The business key for duplicate detection: creditor (account, VAT ID, IBAN or name), invoice number,
 * gross amount and date. Null until all four are known.
 */
export function businessKey(values: StoredIndexValue[]): string | null {
  const get = (field: IndexFieldName) => values.find((entry) => entry.field === field)?.value.trim() ?? '';
  // The most stable identity first: the master-data account, then VAT ID and IBAN, the printed name last.
  const creditor = get('Konto') || get('UStId') || get('IBAN') || get('Kreditor');
  const invoiceNumber = normalizeInvoiceNumber(get('Kennung'));
  const amount = parseAmountToCents(get('Betrag'));
  const date = get('Belegdatum');
  if (!creditor || !invoiceNumber || amount === null || !date) return null;
  return [creditor.toLowerCase().replace(/\s+/g, ' '), invoiceNumber, String(amount), date].join('|');
}

export function normalizeInvoiceNumber(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

/** The sources that fill the capture mask without a user: the text extraction and an e-invoice's XML. */
export type MachineValueSource = typeof ValueSource.extraction | typeof ValueSource.einvoice;

/** Earlier values each machine fill may replace: its own; the e-invoice's XML also the extraction's guesses. */
const replaceableBy: Record<MachineValueSource, readonly string[]> = {
  [ValueSource.extraction]: [ValueSource.extraction],
  [ValueSource.einvoice]: [ValueSource.einvoice, ValueSource.extraction],
};

/**
 * The fields a machine fill leaves as they are: a value a user typed or selected is never
 * overwritten, and the extraction does not overwrite what the e-invoice's XML filled.
 */
export function fieldsKeptFromMachineFill(
  existing: { field: string; source: string }[],
  filler: MachineValueSource,
): Set<string> {
  return new Set(
    existing.filter((entry) => !replaceableBy[filler].includes(entry.source)).map((entry) => entry.field),
  );
}

/**
 * The additional field values to store, in stored form (empty ones left out; a name sent twice keeps
 * its last value); refuses a name the Mandant has not defined and a value its type cannot take, each
 * issue on its entry.
 */
export function storableAdditionalValues(
  definitions: AdditionalFieldDefinition[],
  entries: AdditionalValue[],
) {
  const byName = new Map(definitions.map((definition) => [definition.name.toLowerCase(), definition]));
  const issues: FieldIssue[] = [];
  const values = new Map<string, string>();
  entries.forEach((entry, index) => {
    const definition = byName.get(entry.name.toLowerCase());
    const path = `body.additional.${index}.value`;
    if (!definition) {
      issues.push({
        path,
        issue: 'capture.index_value_invalid',
        message: `${entry.name}: kein Zusatzfeld des Mandanten`,
      });
      return;
    }
    const normalized = normalizeAdditionalValue(definition, entry.value);
    if (!normalized.valid)
      issues.push({
        path,
        issue: 'capture.index_value_invalid',
        message: `${definition.label}: ${unreadableAdditionalText(definition)}`,
      });
    else values.set(definition.name, normalized.value);
  });
  if (issues.length) throw captureError.indexValueInvalid(issues);
  return [...values].filter(([, value]) => value !== '').map(([name, value]) => ({ name, value }));
}
