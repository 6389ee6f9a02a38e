import { describe, expect, it } from 'vitest';
import {
  businessKey,
  checkAppendToPrevious,
  displayedToSource,
  documentStatus,
  fieldsKeptFromMachineFill,
  isReservedStackName,
  sourceToDisplayed,
} from './capture.models.js';

describe('capture models', () => {
  it('reserves the e-invoice stack names regardless of case', () => {
    expect(isReservedStackName(' xrechnung ')).toBe(true);
    expect(isReservedStackName('E-Rechnung')).toBe(true);
    expect(isReservedStackName('Eingang')).toBe(false);
  });

  it('applies the append-to-previous conditions in the spec order', () => {
    expect(checkAppendToPrevious({ sourceDocumentIds: ['a', 'b'], previous: { inProcess: false } })).toEqual({
      ok: false,
      reason: 'mixed_documents',
    });
    expect(checkAppendToPrevious({ sourceDocumentIds: ['a'], previous: null })).toEqual({
      ok: false,
      reason: 'first_document',
    });
    expect(checkAppendToPrevious({ sourceDocumentIds: ['a'], previous: { inProcess: true } })).toEqual({
      ok: false,
      reason: 'previous_in_process',
    });
    expect(checkAppendToPrevious({ sourceDocumentIds: ['a', 'a'], previous: { inProcess: false } }).ok).toBe(
      true,
    );
  });

  it('turns a document green only with valid required fields and matching amounts', () => {
    const required = ['Kennung', 'Belegdatum', 'Betrag'] as const;
    const base = [
      { field: 'Kennung', value: 'RE-1' },
      { field: 'Belegdatum', value: '2026-03-01' },
      { field: 'Betrag', value: '119.00' },
    ];
    expect(documentStatus(base, [...required])).toBe('green');
    expect(documentStatus(base.slice(1), [...required])).toBe('flawed');
    expect(
      documentStatus(
        [...base, { field: 'Netto', value: '100.00' }, { field: 'MwSt', value: '19.03' }],
        [...required],
      ),
    ).toBe('flawed');
    expect(
      documentStatus(
        [...base, { field: 'Netto', value: '100.00' }, { field: 'MwSt', value: '19.02' }],
        [...required],
      ),
    ).toBe('green');
    expect(documentStatus([...base, { field: 'IBAN', value: 'DE00123' }], [...required])).toBe('flawed');
  });

  it('builds the business key only from all four parts', () => {
    const values = [
      { field: 'Kreditor', value: 'Büro  Müller GmbH' },
      { field: 'Kennung', value: 're 42' },
      { field: 'Betrag', value: '119.00' },
      { field: 'Belegdatum', value: '2026-03-01' },
    ];
    expect(businessKey(values)).toBe('büro müller gmbh|RE42|11900|2026-03-01');
    expect(businessKey(values.slice(0, 3))).toBeNull();
  });

  it('maps boxes between a source page and the turned page both ways', () => {
    const page = { width: 600, height: 800 };
    const box = { x0: 10, y0: 20, x1: 110, y1: 70 };
    for (const rotation of [0, 90, 180, 270]) {
      const shown = sourceToDisplayed(box, page, rotation);
      expect(displayedToSource(shown, page, rotation)).toEqual(box);
    }
    expect(sourceToDisplayed(box, page, 90)).toEqual({ x0: 730, y0: 10, x1: 780, y1: 110 });
  });

  it('keeps what a user entered from every machine fill, and e-invoice values from the extraction', () => {
    const existing = [
      { field: 'Betrag', source: 'manual' },
      { field: 'Lieferdatum', source: 'selection' },
      { field: 'Kennung', source: 'einvoice' },
      { field: 'Netto', source: 'extraction' },
    ];
    expect(fieldsKeptFromMachineFill(existing, 'extraction')).toEqual(
      new Set(['Betrag', 'Lieferdatum', 'Kennung']),
    );
    expect(fieldsKeptFromMachineFill(existing, 'einvoice')).toEqual(new Set(['Betrag', 'Lieferdatum']));
  });
});
