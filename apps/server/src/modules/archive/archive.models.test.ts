import { describe, expect, it } from 'vitest';
import {
  archiveStatusOf,
  correctedValues,
  documentTypeOf,
  fulltextTerms,
  isDeletable,
  retentionClassOf,
  retentionUntil,
  searchColumnsOf,
} from './archive.models.js';

describe('archive rules', () => {
  it('derives document type and retention class', () => {
    const base = { captureMask: 'Standard', title: 'a.pdf' };
    expect(documentTypeOf({ ...base, indexValues: [{ field: 'Betrag', value: '1.00' }] })).toBe('Rechnung');
    expect(documentTypeOf({ ...base, indexValues: [{ field: 'Gutschrift', value: 'true' }] })).toBe(
      'Gutschrift',
    );
    expect(documentTypeOf({ ...base, indexValues: [{ field: 'LieferKennung', value: 'LS-1' }] })).toBe(
      'Lieferschein',
    );
    expect(documentTypeOf({ ...base, captureMask: 'Lieferscheine', indexValues: [] })).toBe('Lieferschein');
    expect(retentionClassOf('Rechnung')).toBe('booking_document');
    expect(retentionClassOf('Jahresabschluss')).toBe('books');
    expect(retentionClassOf('Geschaeftsbrief')).toBe('business_letter');
    expect(retentionClassOf('Lieferschein')).toBe('delivery_note');
  });

  it('counts the retention period from the end of the calendar year', () => {
    expect(retentionUntil('booking_document', '2026-01-02')).toBe('2034-12-31');
    expect(retentionUntil('booking_document', '2026-12-31')).toBe('2034-12-31');
    expect(retentionUntil('books', '2026-06-30')).toBe('2036-12-31');
    expect(retentionUntil('business_letter', '2026-06-30')).toBe('2032-12-31');
    expect(retentionUntil('delivery_note', '2026-06-30')).toBeNull();
    const open = { retentionUntil: '2034-12-31', legalHold: false };
    expect(isDeletable(open, false, '2034-12-31')).toBe(false);
    expect(isDeletable(open, false, '2035-01-01')).toBe(true);
    expect(isDeletable({ ...open, legalHold: true }, false, '2035-01-01')).toBe(false);
    expect(isDeletable(open, true, '2035-01-01')).toBe(false);
    expect(isDeletable({ retentionUntil: null, legalHold: false }, false, '2099-01-01')).toBe(false);
    const status = { supersededBy: null, legalHold: false, mandantHold: false, retentionUntil: '2034-12-31' };
    expect(archiveStatusOf({ ...status, today: '2030-01-01' })).toBe('current');
    expect(archiveStatusOf({ ...status, today: '2035-01-01' })).toBe('deletable');
    expect(archiveStatusOf({ ...status, legalHold: true, today: '2035-01-01' })).toBe('legal_hold');
    expect(archiveStatusOf({ ...status, supersededBy: 'x', today: '2030-01-01' })).toBe('superseded');
  });

  it('takes search columns from index and booking values', () => {
    const columns = searchColumnsOf(
      [
        { field: 'Belegdatum', value: '2026-03-05' },
        { field: 'Betrag', value: '1190.50' },
        { field: 'Kennung', value: 'RE-1' },
      ],
      {
        creditor: '70001',
        serviceDate: null,
        dueDate: null,
        lines: [
          {
            account: '4930',
            costCentre1: '100',
            costCentre2: null,
            taxKey: '9',
            net: null,
            vat: null,
            gross: null,
            text: null,
          },
        ],
      },
    );
    expect(columns).toEqual({
      documentDate: '2026-03-05',
      grossCents: 119050,
      creditor: '70001',
      invoiceNumber: 'RE-1',
      accounts: [4930],
      costCentres: ['100'],
    });
  });

  it('merges corrections, normalised, and refuses unknown fields or bad values', () => {
    const previous = [
      { field: 'Kennung', value: 'A' },
      { field: 'Betrag', value: '1.00' },
    ];
    expect(correctedValues(previous, [{ field: 'Betrag', value: '1.234,50' }])).toEqual({
      ok: true,
      changed: true,
      values: [
        { field: 'Kennung', value: 'A' },
        { field: 'Betrag', value: '1234.50' },
      ],
    });
    expect(correctedValues(previous, [{ field: 'Kennung', value: 'A' }])).toMatchObject({ changed: false });
    expect(correctedValues(previous, [{ field: 'Unbekannt', value: 'x' }])).toEqual({
      ok: false,
      field: 'Unbekannt',
    });
    expect(correctedValues(previous, [{ field: 'Belegdatum', value: '31.02.2026' }])).toEqual({
      ok: false,
      field: 'Belegdatum',
    });
  });

  it('checks full-text terms for more than 3 letters', () => {
    expect(fulltextTerms('Büromaterial  Rechnung')).toEqual({
      terms: ['Büromaterial', 'Rechnung'],
      tooShort: [],
    });
    expect(fulltextTerms('GmbH Bau 2026 12').tooShort).toEqual(['Bau', '12']);
  });
});
