import { describe, expect, it } from 'vitest';
import { parseUbl } from './engine/parse-ubl.js';
import { parseCii } from './engine/parse-cii.js';
import { parseXml } from './engine/xml.js';
import { canChangeState, comparePdfText, toCaptureFields, toInvoiceView } from './einvoice.models.js';
import { buildCiiInvoice, buildUblInvoice } from './testing/invoice-builder.js';

const ublModel = parseUbl(parseXml(buildUblInvoice()));
const ciiModel = parseCii(parseXml(buildCiiInvoice()));

describe('e-invoice models', () => {
  it('maps both syntaxes onto the same capture values with exact decimal strings', () => {
    const expected = {
      supplierName: 'Mehlwerk Regensburg GmbH',
      invoiceNumber: 'RE-2026-0815',
      invoiceDate: '2026-03-02',
      deliveryDate: '2026-02-28',
      netAmount: '40.00',
      vatAmount: '7.60',
      grossAmount: '47.60',
      currency: 'EUR',
      iban: 'DE02120300000000202051',
      vatId: 'DE123456789',
      orderReference: null,
    };
    expect(toCaptureFields(ublModel)).toEqual({ ...expected, orderReference: 'B-4711' });
    expect(toCaptureFields(ciiModel)).toEqual(expected);
  });

  it('renders every line with its position and note count', () => {
    const view = toInvoiceView(ublModel, new Map([['2', 3]]));
    expect(view.lines.map((line) => [line.position, line.name, line.noteCount])).toEqual([
      [1, 'Brötchen Sorte 1', 0],
      [2, 'Brötchen Sorte 2', 3],
    ]);
    expect(view.vatBreakdown).toEqual([
      {
        category: 'S',
        rate: '19',
        taxableAmount: '40.00',
        taxAmount: '7.60',
        exemptionReason: null,
        exemptionReasonCode: null,
      },
    ]);
  });

  it('finds the key fields in the PDF text and flags what differs', () => {
    const text =
      'Rechnung Nr. RE-2026-0815  vom 02.03.2026\nNetto 40,00 EUR  USt 7,60  Brutto 47,60\nIBAN DE02 1203 0000 0000 2020 51';
    const comparison = comparePdfText(text, ublModel);
    expect(comparison.fields.every((field) => field.foundInPdf)).toBe(true);
    const tampered = comparePdfText(text.replace('47,60', '48,60'), ublModel);
    expect(tampered.fields.filter((field) => !field.foundInPdf).map((field) => field.field)).toEqual([
      'taxInclusive',
      'payable',
    ]);
  });

  it('allows cancelling and rejecting, and reopening to the validated state only', () => {
    expect(canChangeState('approved', 'rejected', 'valid')).toBe(true);
    expect(canChangeState('flawed', 'cancelled', 'invalid')).toBe(true);
    expect(canChangeState('rejected', 'approved', 'valid')).toBe(true);
    expect(canChangeState('rejected', 'approved', 'invalid')).toBe(false);
    expect(canChangeState('approved', 'flawed', 'valid')).toBe(false);
  });
});
