import { describe, expect, it } from 'vitest';
import { formatDecimalString } from './einvoice.format.js';

describe('formatDecimalString', () => {
  it('formats exact decimal strings per language without rounding', () => {
    expect(formatDecimalString('1234.5', 'de')).toBe('1.234,50');
    expect(formatDecimalString('1234.5', 'en')).toBe('1,234.50');
    expect(formatDecimalString('-0.1234', 'de')).toBe('-0,1234');
    expect(formatDecimalString('20', 'de', 0)).toBe('20');
    expect(formatDecimalString('n/a', 'de')).toBe('n/a');
  });
});
