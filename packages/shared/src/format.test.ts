import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatIban, parseDateInput } from './format.js';

describe('formatDate', () => {
  it('uses dd.MM.yyyy in German and Russian, dd/MM/yyyy in English', () => {
    expect(formatDate('2024-11-15', 'de')).toBe('15.11.2024');
    expect(formatDate('2024-11-15', 'ru')).toBe('15.11.2024');
    expect(formatDate('2024-11-15', 'en')).toBe('15/11/2024');
  });

  it('shows the 1900 sentinel and empty values as blank', () => {
    expect(formatDate('1900-01-01')).toBe('');
    expect(formatDate('1900-01-01T00:00:00Z')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
  });
});

describe('parseDateInput', () => {
  it('accepts DD.MM.YYYY and YYYY-MM-DD', () => {
    expect(parseDateInput('05.03.2018')).toBe('2018-03-05');
    expect(parseDateInput('2018-03-05')).toBe('2018-03-05');
    expect(parseDateInput(' 5.3.2018 ')).toBe('2018-03-05');
  });

  it('refuses impossible dates and other formats', () => {
    expect(parseDateInput('31.02.2024')).toBeNull();
    expect(parseDateInput('2024/02/01')).toBeNull();
    expect(parseDateInput('heute')).toBeNull();
  });
});

describe('formatAmount and formatIban', () => {
  it('formats cents the German way by default', () => {
    expect(formatAmount(123456)).toBe('1.234,56');
    expect(formatAmount(-879, 'en')).toBe('-8.79');
  });

  it('groups an IBAN in fours', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
