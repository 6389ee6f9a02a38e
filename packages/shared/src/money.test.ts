import { describe, expect, it } from 'vitest';
import { centsToDecimal, parseAmountToCents } from './money.js';

describe('parseAmountToCents', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1,234.56', 123456],
    ['1234.56', 123456],
    ['1 234,56', 123456],
    ['1.234', 123400],
    ['1.234.567', 123456700],
    ['12,5', 1250],
    ['-8,79', -879],
    ['8,79-', -879],
    ['(8,79)', -879],
    ['€ 10', 1000],
    ['10 EUR', 1000],
    ['0,00', 0],
  ])('reads %s as %d cents', (input, cents) => {
    expect(parseAmountToCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '1,2,3', '12,3456', '1.23.4', '--5', '1e5'])('refuses %j', (input) => {
    expect(parseAmountToCents(input)).toBeNull();
  });
});

describe('centsToDecimal', () => {
  it('writes cents with a dot and two decimals', () => {
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(-879)).toBe('-8.79');
    expect(centsToDecimal(5)).toBe('0.05');
  });
});
