import { describe, expect, it } from 'vitest';
import { checkIban, isValidBic, isValidIban, normalizeIban } from './iban.js';

describe('IBAN check (mod 97)', () => {
  it('accepts well-known valid IBANs in print and electronic form', () => {
    for (const iban of [
      'DE89 3704 0044 0532 0130 00',
      'de89370400440532013000',
      'GB82WEST12345698765432',
      'AT611904300234573201',
      'CH9300762011623852957',
      'NL91ABNA0417164300',
      'FR1420041010050500013M02606',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it('refuses a changed digit, a wrong length, an unknown country and garbage', () => {
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('ZZ89370400440532013000')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('reads bank code and account number out of a German IBAN', () => {
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toEqual({
      valid: true,
      iban: 'DE89370400440532013000',
      countryCode: 'DE',
      bankCode: '37040044',
      accountNumber: '532013000',
    });
    expect(checkIban('DE00370400440532013000').bankCode).toBeNull();
    expect(normalizeIban(' de89-3704 ')).toBe('DE893704');
  });
});

describe('BIC check', () => {
  it('accepts 8 and 11 character BICs and refuses others', () => {
    expect(isValidBic('COBADEFFXXX')).toBe(true);
    expect(isValidBic('cobadeff')).toBe(true);
    expect(isValidBic('COBADEF')).toBe(false);
    expect(isValidBic('COBA1EFFXXX')).toBe(false);
    expect(isValidBic('COBADEFFXX')).toBe(false);
  });
});
