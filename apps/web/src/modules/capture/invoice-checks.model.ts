import {
  matchesInvoicePattern,
  normalizeVatId,
  type IndexFieldName,
  type SettingValue,
} from '@belegfluss/shared';
import type { TFunction } from 'i18next';
import type { InvoiceNumberCheck } from './capture.api.js';

type MaskValues = Partial<Record<IndexFieldName, string>>;

/** The creditor's master data the input checks compare with. */
export type CreditorFacts = { number: number; invoiceNumberPattern: string; vatId: string };

/** The creditor number the mask names: Konto, else Kreditor when it holds an account number. */
export function creditorNumberOf(values: MaskValues): string {
  const konto = (values.Konto ?? '').trim();
  if (/^\d{1,9}$/.test(konto)) return konto;
  const kreditor = (values.Kreditor ?? '').trim();
  return /^\d{1,9}$/.test(kreditor) ? kreditor : '';
}

/**
 * The hints of the Mandant's setting `invoiceCheckOnInput` on the mask's fields, as values are
 * typed: an invoice number already captured (for this creditor when one is named), an invoice number
 * that does not fit the creditor's pattern, a USt-IdNr. other than the creditor's. Hints warn; the
 * mask still saves (the user may know better, e.g. a supplier's new numbering).
 */
export function invoiceCheckNotes(
  setting: SettingValue<'invoiceCheckOnInput'>,
  input: {
    invoiceNumber: string;
    vatId: string;
    sameNumber: InvoiceNumberCheck | undefined;
    creditor: CreditorFacts | null | undefined;
  },
  t: TFunction,
): Partial<Record<IndexFieldName, string>> {
  const kennung: string[] = [];
  const notes: Partial<Record<IndexFieldName, string>> = {};
  const number = input.invoiceNumber.trim();
  if (setting.duplicateInvoiceNumber && number && input.sameNumber?.exists) {
    const documents = input.sameNumber.documents.map((match) => `${match.title} (${match.stackName})`);
    kennung.push(t('capture.check.duplicate-number', { documents: documents.join(', ') }));
  }
  const pattern = input.creditor?.invoiceNumberPattern ?? '';
  if (setting.invoiceNumberPattern && number && pattern && !matchesInvoicePattern(pattern, number))
    kennung.push(t('capture.check.pattern', { pattern, creditor: input.creditor?.number }));
  if (kennung.length) notes.Kennung = kennung.join(' ');
  const stored = normalizeVatId(input.creditor?.vatId ?? '');
  const typed = normalizeVatId(input.vatId);
  if (setting.vatId && typed && stored && typed !== stored)
    notes.UStId = t('capture.check.vat-id', { vatId: stored, creditor: input.creditor?.number });
  return notes;
}
