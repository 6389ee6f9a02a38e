import { describe, expect, it } from 'vitest';
import {
  checkLineAmounts,
  defaultLines,
  documentGrossCents,
  isComplete,
  parseHundredths,
  restCents,
} from './booking.models.js';

describe('booking amounts', () => {
  it('reads wire decimals into cents and names too many decimals apart from nonsense', () => {
    expect(parseHundredths('1234.56')).toEqual({ ok: true, value: 123456 });
    expect(parseHundredths('-8.5')).toEqual({ ok: true, value: -850 });
    expect(parseHundredths('19')).toEqual({ ok: true, value: 1900 });
    expect(parseHundredths('1.234')).toEqual({ ok: false, code: 'booking.too_many_decimals' });
    expect(parseHundredths('1,50')).toEqual({ ok: false, code: 'booking.invalid_amount' });
  });

  it('accepts net + VAT = gross within one cent and refuses more', () => {
    const line = { NETTO: '100.00', MWST: '19.00', BRUTTO: '119.01', MWST_SATZ: '19' };
    expect(checkLineAmounts(line, 'lines.0', false).issues).toEqual([]);
    expect(checkLineAmounts({ ...line, BRUTTO: '119.02' }, 'lines.0', false).issues).toEqual([
      { path: 'lines.0.BRUTTO', code: 'booking.line_unbalanced' },
    ]);
  });

  it('refuses negative amounts unless the document is a credit note', () => {
    const line = { NETTO: '-100.00', MWST: '-19.00', BRUTTO: '-119.00', MWST_SATZ: '19' };
    expect(checkLineAmounts(line, 'lines.2', false).issues.map((found) => found.path)).toEqual([
      'lines.2.NETTO',
      'lines.2.MWST',
      'lines.2.BRUTTO',
    ]);
    expect(checkLineAmounts(line, 'lines.2', true).amounts).toEqual({
      netCents: -10000,
      vatCents: -1900,
      grossCents: -11900,
      vatRateBp: 1900,
    });
  });
});

describe('default lines and the rest', () => {
  it('makes one line per VAT rate from the captured values', () => {
    const values = { Netto19: '100.00', MwSt19: '19.00', Netto7: '50.00', MwSt7: '3.50', Betrag: '172.50' };
    expect(defaultLines(values).map((line) => [line.vatRateBp, line.grossCents])).toEqual([
      [1900, 11900],
      [700, 5350],
    ]);
    expect(documentGrossCents(values)).toBe(17250);
  });

  it('takes the rate Netto and MwSt imply, or splits a bare gross amount at 19 %', () => {
    expect(defaultLines({ Netto: '200.00', MwSt: '14.00' })[0]).toMatchObject({ vatRateBp: 700 });
    expect(defaultLines({ Betrag: '1190.00' })[0]).toMatchObject({
      netCents: 100000,
      vatCents: 19000,
      grossCents: 119000,
    });
    expect(defaultLines({})).toEqual([]);
  });

  it('is complete only with nothing left and an account on every line', () => {
    expect(restCents(11900, [5950, 5950])).toBe(0);
    expect(isComplete(0, [{ accountNumber: 4930 }])).toBe(true);
    expect(isComplete(0, [{ accountNumber: 4930 }, { accountNumber: null }])).toBe(false);
    expect(isComplete(1, [{ accountNumber: 4930 }])).toBe(false);
  });
});
