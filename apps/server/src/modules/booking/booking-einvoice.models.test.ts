import { describe, expect, it } from 'vitest';
import { einvoiceLines, type EInvoiceBookingInfo } from './booking-einvoice.models.js';

const info: EInvoiceBookingInfo = {
  sellerName: 'Druckerei Lange GmbH',
  vatBreakdown: [
    { rate: '19', taxableAmount: '300.00', taxAmount: '57.00' },
    { rate: '7.00', taxableAmount: '100.00', taxAmount: '7.00' },
  ],
  lines: [
    { name: 'Visitenkarten', netAmount: '200.00', vatRate: '19', accountingReference: '4930' },
    { name: 'Flyer', netAmount: '100.00', vatRate: '19', accountingReference: 'Marketing' },
    { name: 'Broschüre', netAmount: '100.00', vatRate: '7', accountingReference: '' },
  ],
};

describe('booking lines from an e-invoice (setting zugferdBookingInfo)', () => {
  it('books one line per VAT rate with the seller as text and the default tax key', () => {
    const lines = einvoiceLines(
      info,
      { bookingTextSource: 'LIEFERANT', bookLineItemsSeparately: false, defaultTaxCode: '9' },
      'R-17',
    );
    expect(lines).toEqual([
      expect.objectContaining({ netCents: 30000, vatCents: 5700, grossCents: 35700, vatRateBp: 1900 }),
      expect.objectContaining({ netCents: 10000, vatCents: 700, grossCents: 10700, vatRateBp: 700 }),
    ]);
    expect(lines.map((line) => [line.text, line.taxKey, line.source])).toEqual([
      ['Druckerei Lange GmbH', '9', 'einvoice'],
      ['Druckerei Lange GmbH', '9', 'einvoice'],
    ]);
  });

  it('books each invoice line separately with its accounting reference when the setting says so', () => {
    const lines = einvoiceLines(
      info,
      { bookingTextSource: 'ERSTE_POSITION', bookLineItemsSeparately: true, defaultTaxCode: '' },
      'R-17',
    );
    expect(lines.map((line) => [line.account, line.netCents, line.vatCents, line.text])).toEqual([
      ['4930', 20000, 3800, 'Visitenkarten'],
      ['', 10000, 1900, 'Visitenkarten'],
      ['', 10000, 700, 'Visitenkarten'],
    ]);
  });

  it('takes the invoice number or no text as the setting chooses', () => {
    const setting = { bookLineItemsSeparately: false, defaultTaxCode: '' } as const;
    expect(einvoiceLines(info, { ...setting, bookingTextSource: 'RECHNUNGSNUMMER' }, 'R-17')[0]?.text).toBe(
      'R-17',
    );
    expect(einvoiceLines(info, { ...setting, bookingTextSource: 'KEINE' }, 'R-17')[0]?.text).toBe('');
  });
});
