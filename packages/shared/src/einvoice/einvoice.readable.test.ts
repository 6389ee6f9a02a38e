import { describe, expect, it } from 'vitest';
import { buildReadableInvoice } from './einvoice.readable.js';
import { SAMPLE_VIEW } from './einvoice.sample-view.js';

const section = (language: 'de' | 'en' | 'ru', key: string) =>
  buildReadableInvoice(SAMPLE_VIEW, language).sections.find((entry) => entry.key === key);

describe('readable e-invoice', () => {
  it('names the invoice and its amount due in German', () => {
    const readable = buildReadableInvoice(SAMPLE_VIEW, 'de');
    expect(readable.title).toBe(`Rechnung ${SAMPLE_VIEW.number}`);
    expect(readable.payable).toBe('1.469,06 €');
    expect(readable.sections.map((entry) => entry.key)).toEqual(
      expect.arrayContaining([
        'overview',
        'seller',
        'buyer',
        'lines',
        'vat',
        'totals',
        'payment',
        'attachments',
      ]),
    );
  });

  it('shows code names with their codes and dates in the reader language', () => {
    const overview = section('de', 'overview')!;
    expect(overview.fields).toContainEqual({ label: 'Rechnungsart', value: 'Rechnung (380)' });
    const english = section('en', 'overview')!;
    expect(english.fields).toContainEqual({ label: 'Invoice type', value: 'Commercial invoice (380)' });
    const russian = section('ru', 'vat')!;
    expect(russian.table!.columns[0]!.label).toBe('Категория');
    expect(russian.table!.rows[0]![0]).toContain('Стандартная ставка (S)');
  });

  it('lists the lines with quantity, price and net amount formatted per language', () => {
    const lines = section('de', 'lines')!.table!;
    expect(lines.rows).toHaveLength(SAMPLE_VIEW.lines.length);
    expect(lines.rows[0]![5]).toMatch(/€$/);
    expect(section('en', 'lines')!.table!.rows[0]![5]).toContain('.');
  });

  it('offers attachments that carry their content to be opened', () => {
    const attachments = section('de', 'attachments')!.attachments!;
    expect(attachments[0]).toMatchObject({ index: 0, fileName: 'stunden.pdf', openable: true });
  });

  it('leaves out sections the invoice has nothing for', () => {
    const bare = buildReadableInvoice(
      {
        ...SAMPLE_VIEW,
        payee: null,
        taxRepresentative: null,
        delivery: null,
        thirdPartyPayments: [],
        documents: [],
      },
      'de',
    );
    const keys = bare.sections.map((entry) => entry.key);
    expect(keys).not.toContain('payee');
    expect(keys).not.toContain('attachments');
  });
});
