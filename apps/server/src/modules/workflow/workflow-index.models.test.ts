import { describe, expect, it } from 'vitest';
import {
  fieldDefinitions,
  isIndexField,
  summarizeIssues,
  validateIndexData,
} from './workflow-index.models.js';

describe('workflow index rules', () => {
  it('lists the active capture mask fields with kinds, required flags and who may edit them', () => {
    const definitions = fieldDefinitions(
      { active: ['Belegdatum', 'Konto'], required: ['Betrag'] },
      (field) => field !== 'Konto',
    );
    expect(definitions.map((field) => field.FeldID)).toEqual(['Belegdatum', 'Betrag', 'Konto']);
    expect(definitions.find((field) => field.FeldID === 'Konto')?.Editable).toBe(false);
    expect(definitions.find((field) => field.FeldID === 'Betrag')).toMatchObject({
      FELDART: 'amount',
      DMSFIELDTYPE: 'DECIMAL',
      Required: true,
    });
    expect(definitions.find((field) => field.FeldID === 'Belegdatum')).toMatchObject({
      DMSFIELDTYPE: 'DATE',
      Required: false,
      Editable: true,
    });
    expect(isIndexField('Konto')).toBe(true);
    expect(isIndexField('Unsinn')).toBe(false);
  });

  it('reports missing required fields, bad dates and amounts', () => {
    const issues = validateIndexData({
      values: new Map([
        ['Belegdatum', '31.02.2026'],
        ['Netto', 'viel'],
      ]),
      required: ['Kennung', 'Betrag'],
      splitCents: [],
    });
    expect(issues.map((issue) => issue.Field)).toEqual(['Kennung', 'Betrag', 'Belegdatum', 'Netto']);
    expect(summarizeIssues(issues)).toBe('4 Fehler, 0 Hinweis(e)');
  });

  it('warns when net plus VAT is not the gross amount, and checks splits against it', () => {
    const values = new Map([
      ['Betrag', '119,00'],
      ['Netto', '100,00'],
      ['MwSt', '18,00'],
    ]);
    expect(validateIndexData({ values, required: [], splitCents: [] })).toEqual([
      expect.objectContaining({ Field: 'Betrag', Severity: 'warning' }),
    ]);
    values.set('MwSt', '19,00');
    expect(validateIndexData({ values, required: [], splitCents: [5000] })).toEqual([]);
    expect(validateIndexData({ values, required: [], splitCents: [5000, 6900] })).toEqual([
      expect.objectContaining({ Field: 'Split', Severity: 'error' }),
    ]);
    expect(summarizeIssues([])).toBe('Indexdaten vollständig und plausibel.');
  });
});
