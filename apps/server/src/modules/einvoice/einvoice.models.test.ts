import { describe, expect, it } from 'vitest';
import { parseUbl } from './engine/parse-ubl.js';
import { parseCii } from './engine/parse-cii.js';
import { parseXml } from './engine/xml.js';
import { canChangeState, initialState, toCaptureFields, toInvoiceView } from './einvoice.models.js';
import { buildCiiInvoice, buildUblInvoice } from './testing/invoice-builder.js';
import { RICH_UBL } from './testing/rich-invoice.js';
import { change } from './testing/rule-assertions.js';

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

  it('allows cancelling and rejecting, and reopening to the validated state only', () => {
    expect(canChangeState('approved', 'rejected', 'approved')).toBe(true);
    expect(canChangeState('flawed', 'cancelled', 'flawed')).toBe(true);
    expect(canChangeState('rejected', 'approved', 'approved')).toBe(true);
    expect(canChangeState('rejected', 'approved', 'flawed')).toBe(false);
    expect(canChangeState('approved', 'flawed', 'approved')).toBe(false);
  });

  it('keeps a valid hybrid whose PDF differs flawed until the XML is confirmed', () => {
    expect(initialState('valid')).toBe('approved');
    expect(initialState('valid', 1)).toBe('flawed');
    expect(initialState('valid', 1, true)).toBe('approved');
    expect(initialState('invalid', 0, true)).toBe('flawed');
  });

  it('carries every business term the model holds into the view (BT-8, BT-33, BT-82, BT-128, BT-133, BT-147–150, BT-158/159)', () => {
    const xml = [
      ['<cbc:TaxPointDate>2026-02-28</cbc:TaxPointDate>', ''],
      [
        '<cbc:EndDate>2026-02-28</cbc:EndDate></cac:InvoicePeriod>',
        '<cbc:EndDate>2026-02-28</cbc:EndDate><cbc:DescriptionCode>35</cbc:DescriptionCode></cac:InvoicePeriod>',
      ],
      [
        '<cbc:CompanyID>HRB 4711</cbc:CompanyID>',
        '<cbc:CompanyID>HRB 4711</cbc:CompanyID><cbc:CompanyLegalForm>Stammkapital 25.000 EUR</cbc:CompanyLegalForm>',
      ],
      ['<cbc:PaymentMeansCode>58<', '<cbc:PaymentMeansCode name="SEPA-Überweisung">58<'],
      [
        '<cbc:NetworkID>VISA</cbc:NetworkID>',
        '<cbc:NetworkID>VISA</cbc:NetworkID><cbc:HolderName>G. Graf</cbc:HolderName>',
      ],
      [
        '<cbc:LineExtensionAmount currencyID="EUR">99.00</cbc:LineExtensionAmount>',
        '<cbc:LineExtensionAmount currencyID="EUR">99.00</cbc:LineExtensionAmount><cbc:AccountingCost>KST 100</cbc:AccountingCost>',
      ],
      [
        '<cbc:EndDate>2026-02-15</cbc:EndDate></cac:InvoicePeriod>',
        '<cbc:EndDate>2026-02-15</cbc:EndDate></cac:InvoicePeriod><cac:DocumentReference><cbc:ID schemeID="AUN">Zähler 7</cbc:ID><cbc:DocumentTypeCode>130</cbc:DocumentTypeCode></cac:DocumentReference>',
      ],
    ].reduce((current, [from, to]) => change(current, from!, to!), RICH_UBL);
    const view = toInvoiceView(parseUbl(parseXml(xml)));
    expect(view).toMatchObject({
      taxPointDateCode: '35',
      seller: { additionalLegalInfo: 'Stammkapital 25.000 EUR' },
      payment: [{ meansText: 'SEPA-Überweisung' }, { cardHolder: 'G. Graf' }],
      allowanceCharges: [{ baseAmount: '100.00', percent: '10', reasonCode: '95' }, { isCharge: true }],
      thirdPartyPayments: [],
    });
    expect(view.lines[0]).toMatchObject({
      objectId: 'Zähler 7 (AUN)',
      accountingReference: 'KST 100',
      priceDiscount: '5.00',
      grossPrice: '55.00',
      baseQuantity: '1',
      baseQuantityUnit: 'C62',
      classifications: ['82055100 (STI)'],
      originCountry: 'DE',
      allowanceCharges: [
        { isCharge: false, amount: '2.00', baseAmount: '100.00' },
        { isCharge: true, amount: '1.00' },
      ],
      subLines: [],
    });
  });
});
