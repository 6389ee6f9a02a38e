import { describe, expect, it } from 'vitest';
import {
  allocateCosts,
  checkSplitAmount,
  netFromGross,
  parsePercent,
  parseVatRate,
  percentText,
  splitRest,
} from './workflow-booking.models.js';

describe('split lines', () => {
  it('parses VAT rates and computes net amounts to the cent', () => {
    expect(parseVatRate('19')).toBe(1900);
    expect(parseVatRate('7,00')).toBe(700);
    expect(parseVatRate('abc')).toBeNull();
    expect(parseVatRate('101')).toBeNull();
    expect(netFromGross(11900, 1900)).toBe(10000);
    expect(netFromGross(1000, 1900)).toBe(840);
    expect(netFromGross(-11900, 1900)).toBe(-10000);
  });

  it('accepts a numeric amount smaller than what the origin still holds', () => {
    expect(
      checkSplitAmount({ brutto: '40,00', mwst: '19', originCents: 11900, otherSplitsCents: 5000 }),
    ).toEqual({
      ok: true,
      grossCents: 4000,
      netCents: 3361,
      vatBasisPoints: 1900,
    });
  });

  it('refuses amounts that are not numeric, not smaller, or without an origin', () => {
    expect(checkSplitAmount({ brutto: 'zehn', mwst: '19', originCents: 11900, otherSplitsCents: 0 })).toEqual(
      { ok: false, reason: 'not_numeric' },
    );
    expect(
      checkSplitAmount({ brutto: '119,00', mwst: '19', originCents: 11900, otherSplitsCents: 0 }),
    ).toEqual({ ok: false, reason: 'not_smaller' });
    expect(
      checkSplitAmount({ brutto: '70,00', mwst: '19', originCents: 11900, otherSplitsCents: 5000 }),
    ).toEqual({ ok: false, reason: 'not_smaller' });
    expect(checkSplitAmount({ brutto: '10,00', mwst: '19', originCents: null, otherSplitsCents: 0 })).toEqual(
      { ok: false, reason: 'no_origin' },
    );
    expect(checkSplitAmount({ brutto: '10,00', mwst: 'x', originCents: 11900, otherSplitsCents: 0 })).toEqual(
      { ok: false, reason: 'vat_invalid' },
    );
  });

  it('follows the sign of a credit note', () => {
    const check = checkSplitAmount({ brutto: '10,00', mwst: '0', originCents: -5000, otherSplitsCents: 0 });
    expect(check).toMatchObject({ ok: true, grossCents: -1000 });
  });

  it('computes the rest of the origin', () => {
    expect(splitRest(11900, [4000, 1900])).toBe(6000);
    expect(splitRest(null, [100])).toBeNull();
  });
});

describe('cost allocation', () => {
  it('allocates amounts, percentages of total and of the remainder, then the rest', () => {
    const result = allocateCosts(100000, [
      { mode: 'amount', value: '100,00' },
      { mode: 'percentOfTotal', value: '25' },
      { mode: 'percentOfRemaining', value: '50' },
      { mode: 'RemainingAmount', value: '' },
    ]);
    expect(result).toEqual({ ok: true, amounts: [10000, 25000, 32500, 32500], rest: 0 });
  });

  it('rounds percentages to the cent', () => {
    expect(allocateCosts(10000, [{ mode: 'percentOfTotal', value: '33,33' }])).toEqual({
      ok: true,
      amounts: [3333],
      rest: 6667,
    });
    expect(allocateCosts(1, [{ mode: 'percentOfTotal', value: '50' }])).toEqual({
      ok: true,
      amounts: [1],
      rest: 0,
    });
  });

  it('refuses unset modes, bad values and lines above the rest', () => {
    expect(allocateCosts(1000, [{ mode: 'notSet', value: '' }])).toEqual({
      ok: false,
      index: 0,
      reason: 'not_set',
    });
    expect(allocateCosts(1000, [{ mode: 'percentOfTotal', value: '0' }])).toEqual({
      ok: false,
      index: 0,
      reason: 'invalid_value',
    });
    expect(
      allocateCosts(1000, [
        { mode: 'amount', value: '8' },
        { mode: 'amount', value: '3' },
      ]),
    ).toEqual({
      ok: false,
      index: 1,
      reason: 'exceeds_rest',
    });
  });

  it('parses percentages and shows an amount as a share of the total', () => {
    expect(parsePercent('12,5')).toBe(1250);
    expect(parsePercent('100.01')).toBeNull();
    expect(percentText(2500, 10000)).toBe('25.00');
    expect(percentText(1, 3)).toBe('33.33');
  });
});
