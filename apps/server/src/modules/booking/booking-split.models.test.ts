import { describe, expect, it } from 'vitest';
import { fromGross, fromNet, hundredthsOf, parsePercent, splitEntryCents } from './booking-split.models.js';

describe('split calculations', () => {
  it('takes percentages in exact cents, rounding half away from zero', () => {
    expect(hundredthsOf(10001, 3333)).toBe(3333);
    expect(hundredthsOf(-10000, 1250)).toBe(-1250);
    expect(hundredthsOf(5, 5000)).toBe(3);
    expect(parsePercent('33,33')).toBe(3333);
    expect(parsePercent('0')).toBeNull();
    expect(parsePercent('100.01')).toBeNull();
  });

  it('computes a new entry by each cost split mode against total and rest', () => {
    expect(splitEntryCents('amount', '25,50', 10000, 6000)).toEqual({ ok: true, cents: 2550 });
    expect(splitEntryCents('percentOfTotal', '10', 10000, 6000)).toEqual({ ok: true, cents: 1000 });
    expect(splitEntryCents('percentOfRemaining', '50', 10000, 6000)).toEqual({ ok: true, cents: 3000 });
    expect(splitEntryCents('RemainingAmount', '0', 10000, 6000)).toEqual({ ok: true, cents: 6000 });
    // A credit note splits into negative entries; a fixed amount takes the total's sign.
    expect(splitEntryCents('amount', '10', -10000, -10000)).toEqual({ ok: true, cents: -1000 });
  });

  it('refuses no mode, a bad value, an entry above the rest and an empty rest, each with its code', () => {
    expect(splitEntryCents('notSet', '10', 10000, 10000)).toEqual({
      ok: false,
      code: 'booking.split_mode_not_set',
    });
    expect(splitEntryCents('amount', 'abc', 10000, 10000)).toMatchObject({ code: 'booking.invalid_amount' });
    expect(splitEntryCents('percentOfTotal', '150', 10000, 10000)).toMatchObject({
      code: 'booking.invalid_percent',
    });
    expect(splitEntryCents('percentOfTotal', '80', 10000, 6000)).toMatchObject({
      code: 'booking.split_exceeds_rest',
    });
    expect(splitEntryCents('RemainingAmount', '0', 10000, 0)).toMatchObject({ code: 'booking.split_empty' });
  });

  it('derives net, VAT and gross from a gross amount, and (ADATA) from a net amount', () => {
    expect(fromGross(11900, 1900)).toEqual({ netCents: 10000, vatCents: 1900, grossCents: 11900 });
    expect(fromGross(-1000, 700)).toEqual({ netCents: -935, vatCents: -65, grossCents: -1000 });
    expect(fromNet(3333, 1900)).toEqual({ netCents: 3333, vatCents: 633, grossCents: 3966 });
  });
});
