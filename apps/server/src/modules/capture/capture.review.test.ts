import { describe, expect, it } from 'vitest';
import { awaitsReview, needsReview, type ReviewedValue } from './capture.review.js';

const rules = { threshold: 0.8, releaseConfident: true };
const extracted = (field: string, confidence: number | null): ReviewedValue => ({
  field,
  source: 'extraction',
  confidence,
});
const sure = [
  extracted('Kennung', 1),
  extracted('Belegdatum', 0.95),
  extracted('Betrag', 0.9),
  extracted('Kreditor', 0.7),
  extracted('IBAN', 0.85),
];

describe('review of extracted values', () => {
  it('marks only extracted values below the threshold', () => {
    expect(needsReview(extracted('Betrag', 0.79), rules)).toBe(true);
    expect(needsReview(extracted('Betrag', 0.8), rules)).toBe(false);
    expect(needsReview(extracted('MwSt19', null), rules)).toBe(false);
    expect(needsReview({ field: 'Betrag', source: 'manual', confidence: null }, rules)).toBe(false);
  });

  it('lets a document pass when its key fields are sure, the seller by one sure identifier', () => {
    expect(awaitsReview(sure, rules)).toBe(false);
    expect(awaitsReview([...sure, extracted('Waehrung', 0.3)], rules)).toBe(false);
    expect(
      awaitsReview(
        sure.map((value) => (value.field === 'Betrag' ? extracted('Betrag', 0.5) : value)),
        rules,
      ),
    ).toBe(true);
    const unsureSeller = sure.map((value) => (value.field === 'IBAN' ? extracted('IBAN', 0.6) : value));
    expect(awaitsReview(unsureSeller, rules)).toBe(true);
    expect(
      awaitsReview([...unsureSeller, { field: 'Konto', source: 'extraction', confidence: null }], rules),
    ).toBe(false);
  });

  it('holds every extracted document back when the switch is off, but not what a user entered', () => {
    expect(awaitsReview(sure, { ...rules, releaseConfident: false })).toBe(true);
    const typed = sure.map((value) => ({ ...value, source: 'manual', confidence: null }));
    expect(awaitsReview(typed, { ...rules, releaseConfident: false })).toBe(false);
  });
});
