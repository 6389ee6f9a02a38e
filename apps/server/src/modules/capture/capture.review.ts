import { ValueSource, type IndexFieldName } from '@belegfluss/shared';

/** The Mandant's review setting: below `threshold` (0..1) an extracted value is marked "bitte prüfen". */
export type ReviewRules = { threshold: number; releaseConfident: boolean };
export type ReviewedValue = { field: string; source: string; confidence: number | null };

/** Fields that name the invoice: number, date, gross total. */
const KEY_FIELDS: IndexFieldName[] = ['Kennung', 'Belegdatum', 'Betrag'];
/**
 * Who is paid: one sure identifier is enough. A VAT ID, an IBAN or the account of a creditor found
 * in master data names the seller more surely than a name read from a letterhead.
 */
const SELLER_FIELDS: IndexFieldName[] = ['Kreditor', 'UStId', 'IBAN', 'Konto'];

/** An extracted value the extraction was less sure of than the threshold, not yet confirmed by a user. */
export function needsReview(value: ReviewedValue, rules: ReviewRules): boolean {
  return (
    value.source === ValueSource.extraction && value.confidence !== null && value.confidence < rules.threshold
  );
}

/**
 * Whether a document waits for a user's look before it may turn green. Only extracted values wait
 * (a user's save confirms every value of the mask). With `releaseConfident`, a document passes
 * when its key fields are sure (the seller: one of name, VAT ID, IBAN, account); without it, any
 * extracted value waits.
 * Missing key fields are the required-field setting's business, not this one's.
 */
export function awaitsReview(values: ReviewedValue[], rules: ReviewRules): boolean {
  const extracted = values.filter((value) => value.source === ValueSource.extraction);
  if (!extracted.length) return false;
  if (!rules.releaseConfident) return true;
  const unsure = (fields: IndexFieldName[]) =>
    values
      .filter((value) => fields.includes(value.field as IndexFieldName))
      .map((value) => needsReview(value, rules));
  if (unsure(KEY_FIELDS).some(Boolean)) return true;
  const seller = unsure(SELLER_FIELDS);
  return seller.length > 0 && seller.every(Boolean);
}
