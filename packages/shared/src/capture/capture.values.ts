import { parseDateInput } from '../format.js';
import type { Language } from '../i18n.js';
import { centsToDecimal, parseAmountToCents } from '../money.js';
import { isValidIban } from '../masterdata/iban.js';
import { isValidVatId } from '../masterdata/masterdata.validation.js';
import { FieldKind, indexFields, type FieldKindValue, type IndexFieldName } from './capture.enums.js';

export type NormalizedValue = { value: string; valid: boolean };

/** Brings a typed or selected value into the stored form of its field kind and says whether it is valid. */
export function normalizeFieldValue(kind: FieldKindValue, input: string): NormalizedValue {
  const text = input.replace(/\s+/g, ' ').trim();
  if (text === '') return { value: '', valid: true };
  switch (kind) {
    case FieldKind.amount: {
      const cents = parseAmountToCents(text);
      return cents === null ? { value: text, valid: false } : { value: centsToDecimal(cents), valid: true };
    }
    case FieldKind.date: {
      const iso = parseDateInput(text);
      return iso === null ? { value: text, valid: false } : { value: iso, valid: true };
    }
    case FieldKind.iban: {
      const iban = text.replace(/\s+/g, '').toUpperCase();
      return { value: iban, valid: isValidIban(iban) };
    }
    case FieldKind.vatId: {
      const vatId = text.replace(/\s+/g, '').toUpperCase();
      return { value: vatId, valid: isValidVatId(vatId) };
    }
    case FieldKind.marker:
      return { value: /^(false|0|nein|no)$/i.test(text) ? 'false' : 'true', valid: true };
    default:
      return { value: text.slice(0, 500), valid: true };
  }
}

/** An additional mask field as the setting `additionalFields` defines it. */
export type AdditionalFieldDefinition = {
  name: string;
  label: string;
  type: 'TEXT' | 'ZAHL' | 'DATUM';
  maxLength: number;
};

const kindOfAdditionalType = { TEXT: FieldKind.text, ZAHL: FieldKind.amount, DATUM: FieldKind.date } as const;

/**
 * A typed value of an additional field in stored form: ZAHL as a decimal amount, DATUM as an ISO date,
 * TEXT as typed; invalid when unreadable or longer than the field's maximum length.
 */
export function normalizeAdditionalValue(
  definition: AdditionalFieldDefinition,
  input: string,
): NormalizedValue {
  const kind = kindOfAdditionalType[definition.type];
  const normalized = normalizeFieldValue(kind, kind === FieldKind.text ? input.slice(0, 501) : input);
  return normalized.valid && normalized.value.length > definition.maxLength
    ? { value: normalized.value, valid: false }
    : normalized;
}

/** What the server says (in German) about an additional field's value it cannot take. */
export function unreadableAdditionalText(definition: AdditionalFieldDefinition): string {
  return definition.type === 'TEXT'
    ? `länger als ${definition.maxLength} Zeichen`
    : unreadableValueTexts[kindOfAdditionalType[definition.type]];
}

export function normalizeIndexValue(field: IndexFieldName, input: string): NormalizedValue {
  return normalizeFieldValue(indexFields[field], input);
}

const ENGLISH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A value typed into the mask in the UI language, in its stored (wire) form: ISO dates and decimal
 * amounts. English shows dates as DD/MM/YYYY, so only there a slash date is read (day first);
 * elsewhere it stays unreadable, as it is on the server, where the language of the input is unknown.
 */
export function normalizeTypedValue(
  field: IndexFieldName,
  input: string,
  language: Language,
): NormalizedValue {
  const kind = indexFields[field];
  const english = language === 'en' && kind === FieldKind.date ? ENGLISH_DATE.exec(input.trim()) : null;
  return normalizeFieldValue(kind, english ? `${english[1]}.${english[2]}.${english[3]}` : input);
}

/** What the server says (in German) about a value its field cannot take. */
export const unreadableValueTexts: Record<FieldKindValue, string> = {
  [FieldKind.date]: 'kein gültiges Datum (TT.MM.JJJJ oder JJJJ-MM-TT)',
  [FieldKind.amount]: 'kein gültiger Betrag (z. B. 1234.56 oder 1.234,56)',
  [FieldKind.iban]: 'keine gültige IBAN',
  [FieldKind.vatId]: 'keine gültige USt-IdNr.',
  [FieldKind.marker]: 'ungültiger Wert',
  [FieldKind.text]: 'ungültiger Wert',
};

const AMOUNT_IN_TEXT =
  /-?\d{1,3}(?:[.\s\u00a0]\d{3})+,\d{2}|-?\d{1,3}(?:,\d{3})+\.\d{2}|-?\d+[.,]\d{2}(?!\d)/g;
const DATE_IN_TEXT = /\b(\d{1,2}\.\d{1,2}\.\d{4}|\d{4}-\d{2}-\d{2})\b/;
const VAT_IN_TEXT = /\b[A-Z]{2}\s?[0-9A-Z]{8,12}\b/;

/** The first valid IBAN in a text, spaces allowed between its groups. */
function findIban(text: string): string | null {
  const upper = text.toUpperCase();
  for (const start of upper.matchAll(/[A-Z]{2}\d{2}/g)) {
    const compact = upper.slice(start.index).replace(/\s+/g, '').slice(0, 34);
    for (let length = compact.length; length >= 15; length -= 1) {
      if (isValidIban(compact.slice(0, length))) return compact.slice(0, length);
    }
  }
  return null;
}

/**
 * The value a text selection yields for a field: for amounts the last amount in the selection
 * (totals stand on the right), for dates, IBANs and VAT IDs the first match, for text the selection.
 */
export function valueFromSelection(field: IndexFieldName, selected: string): NormalizedValue {
  const kind = indexFields[field];
  const text = selected.replace(/\s+/g, ' ').trim();
  const pick = (pattern: RegExp) => pattern.exec(text)?.[0] ?? text;
  switch (kind) {
    case FieldKind.amount: {
      const amounts = text.match(AMOUNT_IN_TEXT);
      return normalizeFieldValue(kind, amounts?.[amounts.length - 1] ?? text);
    }
    case FieldKind.date:
      return normalizeFieldValue(kind, pick(DATE_IN_TEXT));
    case FieldKind.iban:
      return normalizeFieldValue(kind, findIban(text) ?? text);
    case FieldKind.vatId:
      return normalizeFieldValue(kind, pick(VAT_IN_TEXT));
    default:
      return normalizeFieldValue(kind, text);
  }
}

/** Full-text search terms must be longer than 3 letters (spec 002, sections 5 and 9). */
export const FULL_TEXT_MIN_LETTERS = 4;

/** Whether every word of a full-text search has more than 3 letters or digits. */
export function isSearchTermLongEnough(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.every((word) => (word.match(/[\p{L}\p{N}]/gu) ?? []).length >= FULL_TEXT_MIN_LETTERS)
  );
}
