import { describe, expect, it } from 'vitest';
import { defaultPeriod, isoToday, missingRates, periodProblem } from './export-period.js';

describe('export period', () => {
  it('refuses a start after the end and an end in the future, and takes today', () => {
    const today = '2025-06-15';
    expect(periodProblem('2025-06-01', '2025-05-31', today)).toBe('export.period_start_after_end');
    expect(periodProblem('2025-06-01', '2025-06-16', today)).toBe('export.period_in_future');
    expect(periodProblem('2025-06-01', '2025-06-15', today)).toBeNull();
    expect(periodProblem('2025-06-15', '2025-06-15', today)).toBeNull();
    expect(periodProblem('', '2025-06-15', today)).toBe('export.period_invalid');
  });

  it('proposes the current year up to today, in the local calendar', () => {
    expect(isoToday(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(defaultPeriod('2025-06-15')).toEqual({ from: '2025-01-01', to: '2025-06-15' });
  });

  it('lists each currency the check asked a rate for once', () => {
    const issue = (code: string, currency: string) => ({ code, params: { currency } });
    expect(
      missingRates([
        issue('export.exchange_rate_missing', 'USD'),
        issue('export.exchange_rate_missing', 'CHF'),
        issue('export.exchange_rate_missing', 'USD'),
        issue('export.field_too_long', 'GBP'),
      ]),
    ).toEqual(['CHF', 'USD']);
  });
});
