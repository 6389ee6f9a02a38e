import { describe, expect, it } from 'vitest';
import type { VatCase } from '@belegfluss/shared';
import { chartAccount } from './charts.js';
import { checkTaxKey, lineAmountsAgree, taxKeyFor } from './tax-keys.js';

const skr03 = (number: number) => chartAccount('SKR03', number);
const skr04 = (number: number) => chartAccount('SKR04', number);

describe('taxKeyFor: the DATEV BU-Schlüssel of a line', () => {
  it.each([
    ['input', 19, '9'],
    ['input', 7, '8'],
    ['output', 19, '3'],
    ['output', 7, '2'],
    ['reverseCharge', 19, '94'],
    ['reverseCharge', 7, '91'],
    ['intraEuAcquisition', 19, '19'],
    ['intraEuAcquisition', 7, '18'],
  ] as const)('a plain account with %s at %i %% takes key %s', (vatCase, rate, key) => {
    expect(taxKeyFor(skr03(4930), { vatCase, rate })).toEqual({ outcome: 'key', key });
    expect(taxKeyFor(skr04(6815), { vatCase, rate })).toEqual({ outcome: 'key', key });
  });

  it.each([
    ['none', 0],
    ['input', 0],
    ['output', 0],
  ] as const)('%s at %i %% needs no key', (vatCase, rate) => {
    expect(taxKeyFor(skr03(4930), { vatCase, rate })).toEqual({ outcome: 'noKey' });
  });

  it('an account the chart does not know (the Mandant added it) takes any key', () => {
    expect(taxKeyFor(undefined, { vatCase: 'input', rate: 19 })).toEqual({ outcome: 'key', key: '9' });
  });

  it.each([
    ['SKR03 3400', skr03(3400), 'input', 19],
    ['SKR03 8400', skr03(8400), 'output', 19],
    ['SKR03 3425', skr03(3425), 'intraEuAcquisition', 19],
    ['SKR04 5400', skr04(5400), 'input', 19],
    ['SKR04 4300', skr04(4300), 'output', 7],
    ['SKR04 5920', skr04(5920), 'reverseCharge', 19],
  ] as const)('%s is automatic for its own case and rate', (_label, account, vatCase, rate) => {
    expect(taxKeyFor(account, { vatCase, rate })).toEqual({ outcome: 'automatic', vatCase, rate });
  });

  it('an automatic account refuses another rate or case with a German message', () => {
    expect(taxKeyFor(skr03(3400), { vatCase: 'input', rate: 7 })).toEqual({
      outcome: 'refused',
      code: 'masterdata.tax_automatic_mismatch',
      message:
        'Das Automatikkonto ist für einen anderen Steuersatz oder Steuerfall eingerichtet. Bitte wählen Sie ein passendes Konto.',
    });
    expect(taxKeyFor(skr04(4400), { vatCase: 'input', rate: 19 })).toMatchObject({
      code: 'masterdata.tax_automatic_mismatch',
    });
    expect(taxKeyFor(skr04(4400), { vatCase: 'none', rate: 0 })).toMatchObject({ outcome: 'refused' });
  });

  it.each([
    ['SKR03 1576 Vorsteuer', skr03(1576)],
    ['SKR03 1776 Umsatzsteuer', skr03(1776)],
    ['SKR04 1406 Vorsteuer', skr04(1406)],
    ['SKR04 3806 Umsatzsteuer', skr04(3806)],
    ['SKR04 3300 Verbindlichkeiten (KU)', skr04(3300)],
  ])('%s takes no key; a line with tax is refused', (_label, account) => {
    expect(taxKeyFor(account, { vatCase: 'none', rate: 0 })).toEqual({ outcome: 'noKey' });
    expect(taxKeyFor(account, { vatCase: 'input', rate: 19 })).toEqual({
      outcome: 'refused',
      code: 'masterdata.tax_key_not_allowed',
      message: 'Auf diesem Konto ist kein BU-Schlüssel erlaubt.',
    });
  });

  it.each([
    ['input', 16],
    ['none', 19],
    ['reverseCharge', 0],
    ['intraEuAcquisition', 0],
  ] as [VatCase, number][])('%s at %i %% is refused as a rate that does not fit', (vatCase, rate) => {
    expect(taxKeyFor(skr03(4930), { vatCase, rate })).toMatchObject({
      outcome: 'refused',
      code: 'masterdata.tax_rate_invalid',
    });
  });
});

describe('checkTaxKey: the key a line carries', () => {
  it('accepts the right key and an empty key where none is needed', () => {
    expect(checkTaxKey(skr03(4930), { vatCase: 'input', rate: 19 }, '9')).toBeNull();
    expect(checkTaxKey(skr03(3400), { vatCase: 'input', rate: 19 }, '')).toBeNull();
    expect(checkTaxKey(skr03(4930), { vatCase: 'none', rate: 0 }, ' ')).toBeNull();
  });

  it('refuses a key on an automatic account, a wrong or missing key, a key on a tax account', () => {
    expect(checkTaxKey(skr03(3400), { vatCase: 'input', rate: 19 }, '9')).toMatchObject({
      code: 'masterdata.tax_key_automatic_account',
      message:
        'Das Konto ist ein Automatikkonto und errechnet die Steuer selbst; ein BU-Schlüssel ist nicht erlaubt.',
    });
    expect(checkTaxKey(skr03(4930), { vatCase: 'input', rate: 19 }, '8')).toMatchObject({
      code: 'masterdata.tax_key_wrong',
    });
    expect(checkTaxKey(skr03(4930), { vatCase: 'input', rate: 19 }, '')).toMatchObject({
      code: 'masterdata.tax_key_wrong',
    });
    expect(checkTaxKey(skr04(1406), { vatCase: 'none', rate: 0 }, '9')).toMatchObject({
      code: 'masterdata.tax_key_not_allowed',
    });
  });
});

describe('lineAmountsAgree: net + VAT = gross within 0.01', () => {
  it('accepts an exact line and one cent of rounding, refuses two cents', () => {
    expect(lineAmountsAgree({ net: 10000, vat: 1900, gross: 11900 })).toBe(true);
    expect(lineAmountsAgree({ net: 8403, vat: 1597, gross: 10001 })).toBe(true);
    expect(lineAmountsAgree({ net: 8403, vat: 1597, gross: 9999 })).toBe(true);
    expect(lineAmountsAgree({ net: 8403, vat: 1597, gross: 10002 })).toBe(false);
  });
});
