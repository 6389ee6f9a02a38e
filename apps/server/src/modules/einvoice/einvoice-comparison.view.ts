import type { EInvoiceComparison, EInvoiceStateValue } from '@belegfluss/shared';
import { initialState } from './einvoice.models.js';
import type { EInvoiceRow } from './einvoice.repository.js';

type StoredField = Partial<EInvoiceComparison['fields'][number]> & {
  field: string;
  xmlValue: string;
  foundInPdf?: boolean;
};

/**
 * The stored PDF comparison as the viewer shows it, with who confirmed the XML. Records from before
 * the extraction-based comparison only knew whether a value was found; they read as same or missing.
 */
export function comparisonOf(row: EInvoiceRow, confirmedByName: string | null): EInvoiceComparison | null {
  const stored = row.pdfComparison as
    (Omit<Partial<EInvoiceComparison>, 'fields'> & { fields?: StoredField[] }) | null;
  if (!stored) return null;
  const fields = (stored.fields ?? []).map((field) => {
    const status = field.status ?? (field.foundInPdf ? 'same' : 'missing');
    return {
      field: field.field,
      xmlValue: field.xmlValue,
      pdfValue: field.pdfValue ?? (status === 'same' ? field.xmlValue : null),
      status,
      message: field.message ?? { de: field.xmlValue, en: field.xmlValue, ru: field.xmlValue },
    };
  });
  return {
    checked: stored.checked ?? false,
    skippedReason: stored.skippedReason ?? null,
    fields,
    differences: stored.differences ?? fields.filter((field) => field.status === 'different').length,
    confirmedBy: row.pdfConfirmedBy ? confirmedByName : null,
    confirmedAt: row.pdfConfirmedAt ? new Date(row.pdfConfirmedAt).toISOString() : null,
  };
}

/** The state the record's validation and PDF comparison give it (what a reopened e-invoice returns to). */
export function validatedState(row: EInvoiceRow): EInvoiceStateValue {
  const differences = comparisonOf(row, null)?.differences ?? 0;
  return initialState(row.verdict as 'valid' | 'invalid', differences, row.pdfConfirmedBy !== null);
}
