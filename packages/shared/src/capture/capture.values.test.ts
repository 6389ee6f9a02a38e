import { describe, expect, it } from 'vitest';
import {
  isSearchTermLongEnough,
  normalizeIndexValue,
  normalizeTypedValue,
  valueFromSelection,
} from './capture.values.js';

describe('capture values', () => {
  it('normalises German amounts and dates and refuses what is not one', () => {
    expect(normalizeIndexValue('Betrag', '1.234,56')).toEqual({ value: '1234.56', valid: true });
    expect(normalizeIndexValue('Betrag', '12,3,4')).toEqual({ value: '12,3,4', valid: false });
    expect(normalizeIndexValue('Belegdatum', '03.11.2026')).toEqual({ value: '2026-11-03', valid: true });
    expect(normalizeIndexValue('Belegdatum', '31.02.2026').valid).toBe(false);
  });

  it('reads typed dates in the UI language and always yields ISO dates and decimal amounts', () => {
    expect(normalizeTypedValue('Belegdatum', '05/03/2013', 'en')).toEqual({
      value: '2013-03-05',
      valid: true,
    });
    expect(normalizeTypedValue('Belegdatum', '05/03/2013', 'de').valid).toBe(false);
    expect(normalizeTypedValue('Belegdatum', '05.03.2013', 'ru')).toEqual({
      value: '2013-03-05',
      valid: true,
    });
    expect(normalizeTypedValue('Belegdatum', '31/02/2024', 'en').valid).toBe(false);
    expect(normalizeTypedValue('Betrag', '1,234.56', 'en')).toEqual({ value: '1234.56', valid: true });
    expect(normalizeTypedValue('Betrag', '1\u00a0234,56', 'ru')).toEqual({ value: '1234.56', valid: true });
    expect(normalizeTypedValue('Betrag', 'abc', 'de').valid).toBe(false);
  });

  it('normalises IBANs and VAT IDs with their checks', () => {
    expect(normalizeIndexValue('IBAN', 'de89 3704 0044 0532 0130 00')).toEqual({
      value: 'DE89370400440532013000',
      valid: true,
    });
    expect(normalizeIndexValue('UStId', 'de 136 695 976')).toEqual({ value: 'DE136695976', valid: true });
    expect(normalizeIndexValue('UStId', 'DE136695977').valid).toBe(false);
  });

  it('takes the last amount, the first date and the IBAN out of a selection', () => {
    expect(valueFromSelection('Betrag', 'Summe netto 100,00 MwSt 19,00 Gesamt 119,00 EUR').value).toBe(
      '119.00',
    );
    expect(valueFromSelection('Betrag', 'Gesamtbetrag 1.234,56 €').value).toBe('1234.56');
    expect(valueFromSelection('Belegdatum', 'Rechnungsdatum: 05.03.2026').value).toBe('2026-03-05');
    expect(valueFromSelection('IBAN', 'IBAN: DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX').value).toBe(
      'DE89370400440532013000',
    );
    expect(valueFromSelection('Kennung', '  RE-2026-0042 ')).toEqual({ value: 'RE-2026-0042', valid: true });
  });
});

describe('full-text search terms', () => {
  it('need more than 3 letters or digits in every word', () => {
    expect(isSearchTermLongEnough('Lieferung')).toBe(true);
    expect(isSearchTermLongEnough('  Büromaterial  Papier ')).toBe(true);
    expect(isSearchTermLongEnough('2026')).toBe(true);
    expect(isSearchTermLongEnough('Rex')).toBe(false);
    expect(isSearchTermLongEnough('Rechnung Nr')).toBe(false);
    expect(isSearchTermLongEnough('a.b.c')).toBe(false);
    expect(isSearchTermLongEnough('   ')).toBe(false);
  });
});
