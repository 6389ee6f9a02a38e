import { describe, expect, it } from 'vitest';
import { add, cmp, div, mul, parseDecimal, round, sub, toPlainString } from './decimal.js';

const d = (text: string) => parseDecimal(text)!;

describe('exact decimals', () => {
  it('adds amounts without binary floating point error', () => {
    expect(toPlainString(add(d('0.1'), d('0.2')))).toBe('0.3');
    expect(cmp(add(d('0.1'), d('0.2')), d('0.3'))).toBe(0);
  });

  it('multiplies, subtracts and divides exactly enough', () => {
    expect(toPlainString(mul(d('19.99'), d('3')))).toBe('59.97');
    expect(toPlainString(sub(d('10'), d('0.01')))).toBe('9.99');
    expect(toPlainString(round(div(d('158'), d('14')), 4))).toBe('11.2857');
  });

  it('rounds halves towards positive infinity like XPath round()', () => {
    expect(toPlainString(round(d('2.345')))).toBe('2.35');
    expect(toPlainString(round(d('-2.345')))).toBe('-2.34');
    expect(toPlainString(round(d('-2.346')))).toBe('-2.35');
  });

  it('keeps exact beyond the usual scales (more fraction digits than the table of powers of ten)', () => {
    const tiny = d(`0.${'0'.repeat(69)}1`);
    expect(cmp(d(`1.${'0'.repeat(70)}`), d('1'))).toBe(0);
    expect(toPlainString(add(tiny, d('1')))).toBe(`1.${'0'.repeat(69)}1`);
    expect(toPlainString(round(add(tiny, d('2.5')), 0))).toBe('3');
  });

  it('rejects text that is no decimal', () => {
    expect(parseDecimal('1,5')).toBeNull();
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('-.5')).toEqual({ units: -5n, scale: 1 });
  });
});
