import { describe, expect, it } from 'vitest';
import {
  calculateCashDiscount,
  calculateDueDate,
  calculateGross,
  calculateVat,
  parseRate,
} from './adata.models.js';

describe('ADATA calculators', () => {
  it('parses percentages exactly', () => {
    expect(parseRate('19')).toBe(1900);
    expect(parseRate('5,5')).toBe(550);
    expect(parseRate('7.00 %')).toBe(700);
    expect(parseRate('100')).toBe(10_000);
    expect(parseRate('100,01')).toBeNull();
    expect(parseRate('1,234')).toBeNull();
    expect(parseRate('abc')).toBeNull();
  });

  it('computes gross and VAT to the cent, rounding half away from zero', () => {
    expect(calculateGross('100,00', '19')).toEqual({ net: '100.00', vat: '19.00', gross: '119.00' });
    expect(calculateGross('0,05', '7')).toEqual({ net: '0.05', vat: '0.00', gross: '0.05' });
    expect(calculateGross('0,50', '7')).toEqual({ net: '0.50', vat: '0.04', gross: '0.54' });
    expect(calculateGross('-0,50', '7')).toEqual({ net: '-0.50', vat: '-0.04', gross: '-0.54' });
    expect(calculateGross('1.234.567,89', '19')).toEqual({
      net: '1234567.89',
      vat: '234567.90',
      gross: '1469135.79',
    });
    expect(calculateVat('119,00', '19')).toEqual({ net: '100.00', vat: '19.00', gross: '119.00' });
    expect(calculateVat('10,00', '7')).toEqual({ net: '9.35', vat: '0.65', gross: '10.00' });
  });

  it('rounds exact half cents up where binary floats would round them down', () => {
    // 1,15 € × 19 % = 21,85 ct exactly; in floats 1.15 * 0.19 * 100 is 21.849999… and would give 21 ct.
    expect(calculateGross('1,15', '19')).toEqual({ net: '1.15', vat: '0.22', gross: '1.37' });
    expect(calculateCashDiscount('1.190,00', '2')).toEqual({
      amount: '1190.00',
      discount: '23.80',
      payable: '1166.20',
    });
    expect(calculateCashDiscount('0,25', '2')).toEqual({ amount: '0.25', discount: '0.01', payable: '0.24' });
  });

  it('computes due and cash discount dates across months and leap years', () => {
    expect(calculateDueDate('31.01.2024', '30', '10')).toEqual({
      dueDate: '2024-03-01',
      discountDate: '2024-02-10',
    });
    expect(calculateDueDate('2023-02-20', '14')).toEqual({ dueDate: '2023-03-06', discountDate: null });
  });

  it('names the invalid input', () => {
    expect(calculateGross('zehn', '19')).toEqual({
      issues: [{ path: 'net', code: 'settings.amount_invalid' }],
    });
    expect(calculateCashDiscount('10', '101')).toEqual({
      issues: [{ path: 'rate', code: 'settings.rate_invalid' }],
    });
    expect(calculateDueDate('31.02.2024', '-1')).toEqual({
      issues: [
        { path: 'date', code: 'settings.date_invalid' },
        { path: 'days', code: 'settings.days_invalid' },
      ],
    });
  });
});
