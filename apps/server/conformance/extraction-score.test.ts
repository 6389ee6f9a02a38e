import { describe, expect, it } from 'vitest';
import {
  normalise,
  normaliseAmount,
  normaliseDate,
  scorePredictions,
  type TruthEntry,
} from './extraction-score.js';

describe('normalisation by the corpus rules', () => {
  it('reads amounts in every notation the README lists', () => {
    expect(normaliseAmount('473')).toBe('473');
    expect(normaliseAmount('473.00')).toBe('473');
    expect(normaliseAmount('1.234,56')).toBe('1234.56');
    expect(normaliseAmount('1,234.56')).toBe('1234.56');
    expect(normaliseAmount('1 234,56 €')).toBe('1234.56');
    expect(normaliseAmount('1,234')).toBe('1234');
    expect(normaliseAmount('1.234')).toBe('1.234');
    expect(normaliseAmount('8,79-')).toBe('-8.79');
    expect(normaliseAmount('(8.79)')).toBe('-8.79');
    expect(normaliseAmount(12.5)).toBe('12.5');
    expect(normaliseAmount('zwölf')).toBeNull();
  });

  it('reads dates, names, IDs and currencies', () => {
    expect(normaliseDate('05.03.2018')).toBe('2018-03-05');
    expect(normaliseDate('05.03.18')).toBe('2018-03-05');
    expect(normaliseDate('20180305')).toBe('2018-03-05');
    expect(normaliseDate('5. März 2018')).toBe('2018-03-05');
    expect(normaliseDate('March 5, 2018')).toBe('2018-03-05');
    expect(normalise('seller_name', '  Lieferant   GmbH ')).toBe('lieferant gmbh');
    expect(normalise('iban', 'de88 2008 0000 0970 3757 00')).toBe('DE88200800000970375700');
    expect(normalise('currency', '€')).toBe('EUR');
  });
});

describe('scorePredictions', () => {
  const truth: Record<string, TruthEntry> = {
    'text/a.pdf': {
      fields: {
        invoice_number: { value: '471102', visible: true },
        net_total: { value: '473.00', visible: true },
        iban: { value: 'DE88200800000970375700', visible: false },
      },
    },
    'text/b.pdf': { fields: { invoice_number: { value: 'X-1', visible: true } } },
    'scans/a.pdf': { fields: { invoice_number: { value: '471102', visible: true } } },
  };

  it('counts visible fields only, per field and overall, and a missing document as all wrong', () => {
    const predictions = new Map([
      [
        'text/a.pdf',
        { file: 'text/a.pdf', fields: { invoice_number: '471102', net_total: '473', iban: null } },
      ],
    ]);
    const score = scorePredictions(truth, predictions, 'text/');
    expect(score.fields.invoice_number).toEqual({ correct: 1, visible: 2 });
    expect(score.fields.net_total).toEqual({ correct: 1, visible: 1 });
    expect(score.fields.iban).toEqual({ correct: 0, visible: 0 });
    expect(score.overall).toEqual({ correct: 2, visible: 3 });
    expect(score).toMatchObject({ documents: 2, documentsAllRight: 1 });
    expect(score.misses).toEqual([
      { file: 'text/b.pdf', field: 'invoice_number', expected: 'X-1', predicted: null },
    ]);
  });
});
