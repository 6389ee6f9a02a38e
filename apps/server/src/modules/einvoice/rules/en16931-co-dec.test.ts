import { describe, expect, it } from 'vitest';
import { validateXml } from '../engine/validate.js';
import { buildCiiInvoice } from '../testing/invoice-builder.js';
import { RICH_UBL } from '../testing/rich-invoice.js';
import { change } from '../testing/rule-assertions.js';
import { buildVatCii, type VatInvoiceSpec } from '../testing/vat-invoice-builder.js';

const errorIds = (xml: string) => validateXml(xml).errors.map((finding) => finding.ruleId);

/** One change of the rich invoice: [rule, what is replaced, by what]. */
type Change = [string, string | RegExp, string];

const SUBTOTAL_TAX =
  '<cbc:TaxableAmount currencyID="EUR">95.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">18.05';
const DOCUMENT_ALLOWANCE_REASON =
  '<cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode><cbc:AllowanceChargeReason>Rabatt</cbc:AllowanceChargeReason>';
const DOCUMENT_CHARGE_REASON =
  '<cbc:AllowanceChargeReasonCode>FC</cbc:AllowanceChargeReasonCode><cbc:AllowanceChargeReason>Fracht</cbc:AllowanceChargeReason>';

describe('the rich test invoice', () => {
  it('is valid as built: no finding at any level', () => {
    const result = validateXml(RICH_UBL);
    expect(result.verdict).toBe('valid');
    expect([...result.errors, ...result.warnings, ...result.information]).toEqual([]);
  });
});

describe('BR-CO: conditions and calculations (UBL)', () => {
  const fires: Change[] = [
    [
      'BR-CO-03',
      '<cbc:EndDate>2026-02-28</cbc:EndDate></cac:InvoicePeriod>',
      '<cbc:EndDate>2026-02-28</cbc:EndDate><cbc:DescriptionCode>35</cbc:DescriptionCode></cac:InvoicePeriod>',
    ],
    [
      'BR-CO-04',
      /(<cbc:Name>Schleifpapier<\/cbc:Name>)<cac:ClassifiedTaxCategory>.*?<\/cac:ClassifiedTaxCategory>/,
      '$1',
    ],
    ['BR-CO-09', '<cbc:CompanyID>DE123456789</cbc:CompanyID>', '<cbc:CompanyID>QQ123456789</cbc:CompanyID>'],
    [
      'BR-CO-10',
      '<cbc:LineExtensionAmount currencyID="EUR">100.00',
      '<cbc:LineExtensionAmount currencyID="EUR">101.00',
    ],
    [
      'BR-CO-11',
      '<cbc:AllowanceTotalAmount currencyID="EUR">10.00',
      '<cbc:AllowanceTotalAmount currencyID="EUR">11.00',
    ],
    [
      'BR-CO-12',
      '<cbc:ChargeTotalAmount currencyID="EUR">5.00',
      '<cbc:ChargeTotalAmount currencyID="EUR">6.00',
    ],
    [
      'BR-CO-13',
      '<cbc:TaxExclusiveAmount currencyID="EUR">95.00',
      '<cbc:TaxExclusiveAmount currencyID="EUR">96.00',
    ],
    [
      'BR-CO-14',
      '<cbc:TaxAmount currencyID="EUR">18.05</cbc:TaxAmount>\n',
      '<cbc:TaxAmount currencyID="EUR">18.50</cbc:TaxAmount>\n',
    ],
    [
      'BR-CO-15',
      '<cbc:TaxInclusiveAmount currencyID="EUR">113.05',
      '<cbc:TaxInclusiveAmount currencyID="EUR">113.50',
    ],
    ['BR-CO-16', '<cbc:PayableAmount currencyID="EUR">103.00', '<cbc:PayableAmount currencyID="EUR">104.00'],
    ['BR-CO-17', SUBTOTAL_TAX, SUBTOTAL_TAX.replace('18.05', '25.00')],
    ['BR-CO-18', /<cac:TaxSubtotal>.*<\/cac:TaxSubtotal>/, ''],
    [
      'BR-CO-19',
      '<cac:InvoicePeriod><cbc:StartDate>2026-02-01</cbc:StartDate><cbc:EndDate>2026-02-28</cbc:EndDate></cac:InvoicePeriod>',
      '<cac:InvoicePeriod></cac:InvoicePeriod>',
    ],
    [
      'BR-CO-20',
      '<cac:InvoicePeriod><cbc:StartDate>2026-02-01</cbc:StartDate><cbc:EndDate>2026-02-15</cbc:EndDate></cac:InvoicePeriod>',
      '<cac:InvoicePeriod></cac:InvoicePeriod>',
    ],
    ['BR-CO-21', DOCUMENT_ALLOWANCE_REASON, ''],
    ['BR-CO-22', DOCUMENT_CHARGE_REASON, ''],
    ['BR-CO-23', '<cbc:AllowanceChargeReason>Mengenrabatt</cbc:AllowanceChargeReason>', ''],
    ['BR-CO-24', '<cbc:AllowanceChargeReason>Verpackung</cbc:AllowanceChargeReason>', ''],
    ['BR-CO-25', /<cbc:DueDate>.*<\/cbc:DueDate>([\s\S]*)<cac:PaymentTerms>.*<\/cac:PaymentTerms>/, '$1'],
  ];
  it.each(fires)('%s fires', (ruleId, from, to) => {
    expect(errorIds(change(RICH_UBL, from, to))).toContain(ruleId);
  });

  it('BR-CO-26 fires when the seller has neither VAT ID, identifier nor legal registration', () => {
    const anonymous = [
      /<cac:PartyIdentification>.*?<\/cac:PartyIdentification>/,
      /<cac:PartyTaxScheme><cbc:CompanyID>DE123456789.*?<\/cac:PartyTaxScheme>/,
      '<cbc:CompanyID>HRB 4711</cbc:CompanyID>',
    ].reduce<string>((xml, from) => change(xml, from, ''), RICH_UBL);
    expect(errorIds(anonymous)).toContain('BR-CO-26');
  });

  const holds: Change[] = [
    ['BR-CO-03', '<cbc:TaxPointDate>2026-02-28</cbc:TaxPointDate>', ''],
    ['BR-CO-17', SUBTOTAL_TAX, SUBTOTAL_TAX.replace('18.05', '18.50')],
    [
      'BR-CO-19',
      '<cbc:StartDate>2026-02-01</cbc:StartDate><cbc:EndDate>2026-02-28</cbc:EndDate>',
      '<cbc:EndDate>2026-02-28</cbc:EndDate>',
    ],
    [
      'BR-CO-21',
      DOCUMENT_ALLOWANCE_REASON,
      '<cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode>',
    ],
    ['BR-CO-22', DOCUMENT_CHARGE_REASON, '<cbc:AllowanceChargeReason>Fracht</cbc:AllowanceChargeReason>'],
    ['BR-CO-25', /<cbc:DueDate>.*<\/cbc:DueDate>/, ''],
    ['BR-CO-26', /<cac:PartyTaxScheme><cbc:CompanyID>DE123456789.*?<\/cac:PartyTaxScheme>/, ''],
  ];
  it.each(holds)('%s holds for an allowed variant', (ruleId, from, to) => {
    expect(errorIds(change(RICH_UBL, from, to))).not.toContain(ruleId);
  });
});

describe('BR-CO: the CII binding', () => {
  const cii = buildCiiInvoice();
  const fires: Change[] = [
    [
      'BR-CO-10',
      '<ram:LineTotalAmount>40.00</ram:LineTotalAmount>\n        <ram:TaxBasisTotalAmount>',
      '<ram:LineTotalAmount>40.01</ram:LineTotalAmount>\n        <ram:TaxBasisTotalAmount>',
    ],
    [
      'BR-CO-10',
      '<ram:LineTotalAmount>40.00</ram:LineTotalAmount>\n        <ram:TaxBasisTotalAmount>',
      '<ram:TaxBasisTotalAmount>',
    ],
    ['BR-CO-13', '<ram:TaxBasisTotalAmount>40.00', '<ram:TaxBasisTotalAmount>41.00'],
    ['BR-CO-14', '<ram:TaxTotalAmount currencyID="EUR">7.60', '<ram:TaxTotalAmount currencyID="EUR">7.70'],
    ['BR-CO-15', '<ram:GrandTotalAmount>47.60', '<ram:GrandTotalAmount>47.61'],
    ['BR-CO-16', '<ram:DuePayableAmount>47.60', '<ram:DuePayableAmount>46.60'],
    ['BR-CO-25', /<ram:SpecifiedTradePaymentTerms>[\s\S]*?<\/ram:SpecifiedTradePaymentTerms>/, ''],
    ['BR-CO-26', /<ram:SpecifiedTaxRegistration>.*?<\/ram:SpecifiedTaxRegistration>/, ''],
  ];
  it.each(fires)('%s fires', (ruleId, from, to) => {
    expect(errorIds(change(cii, from, to))).toContain(ruleId);
  });

  it('BR-CO-25 (CII) counts an empty payment terms description as payment terms, like the official rules', () => {
    const emptyTerms = change(
      cii,
      /<ram:SpecifiedTradePaymentTerms>[\s\S]*?<\/ram:SpecifiedTradePaymentTerms>/,
      '<ram:SpecifiedTradePaymentTerms><ram:Description></ram:Description></ram:SpecifiedTradePaymentTerms>',
    );
    expect(errorIds(emptyTerms)).not.toContain('BR-CO-25');
  });
});

describe('BR-DEC: at most two decimals in the amounts that need them', () => {
  const threeDecimals = (value: string) => `${value}0`;
  const amount = (element: string, value: string): Change => [
    '',
    `<cbc:${element} currencyID="EUR">${value}<`,
    `<cbc:${element} currencyID="EUR">${threeDecimals(value)}<`,
  ];
  const ubl: [string, Change][] = [
    ['BR-DEC-01', amount('Amount', '10.00')],
    [
      'BR-DEC-02',
      [
        '',
        '<cbc:BaseAmount currencyID="EUR">100.00</cbc:BaseAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:AllowanceCharge>\n  <cac:AllowanceCharge><cbc:ChargeIndicator>true',
        '<cbc:BaseAmount currencyID="EUR">100.000</cbc:BaseAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:AllowanceCharge>\n  <cac:AllowanceCharge><cbc:ChargeIndicator>true',
      ],
    ],
    ['BR-DEC-05', amount('Amount', '5.00')],
    [
      'BR-DEC-06',
      [
        '',
        '<cbc:Amount currencyID="EUR">5.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">100.00',
        '<cbc:Amount currencyID="EUR">5.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">100.000',
      ],
    ],
    ['BR-DEC-09', amount('LineExtensionAmount', '100.00')],
    ['BR-DEC-10', amount('AllowanceTotalAmount', '10.00')],
    ['BR-DEC-11', amount('ChargeTotalAmount', '5.00')],
    ['BR-DEC-12', amount('TaxExclusiveAmount', '95.00')],
    [
      'BR-DEC-13',
      [
        '',
        '<cbc:TaxAmount currencyID="EUR">18.05</cbc:TaxAmount>\n',
        '<cbc:TaxAmount currencyID="EUR">18.050</cbc:TaxAmount>\n',
      ],
    ],
    ['BR-DEC-14', amount('TaxInclusiveAmount', '113.05')],
    ['BR-DEC-15', ['', '<cbc:TaxAmount currencyID="USD">19.50', '<cbc:TaxAmount currencyID="USD">19.500']],
    ['BR-DEC-16', amount('PrepaidAmount', '10.00')],
    ['BR-DEC-17', amount('PayableRoundingAmount', '-0.05')],
    ['BR-DEC-18', amount('PayableAmount', '103.00')],
    ['BR-DEC-19', amount('TaxableAmount', '95.00')],
    ['BR-DEC-20', ['', SUBTOTAL_TAX, `${SUBTOTAL_TAX}0`]],
    ['BR-DEC-23', amount('LineExtensionAmount', '99.00')],
    ['BR-DEC-24', amount('Amount', '2.00')],
    [
      'BR-DEC-25',
      [
        '',
        '<cbc:Amount currencyID="EUR">2.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">100.00',
        '<cbc:Amount currencyID="EUR">2.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">100.000',
      ],
    ],
    ['BR-DEC-27', amount('Amount', '1.00')],
    [
      'BR-DEC-28',
      [
        '',
        '<cbc:Amount currencyID="EUR">1.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">100.00',
        '<cbc:Amount currencyID="EUR">1.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">100.000',
      ],
    ],
  ];
  it.each(ubl)('%s fires (UBL)', (ruleId, [, from, to]) => {
    const errors = errorIds(change(RICH_UBL, from, to));
    expect(errors).toContain(ruleId);
    expect(errors.filter((id) => id.startsWith('BR-DEC-') && id !== ruleId)).toEqual([]);
  });

  it('prices may have more decimals (BT-146, BT-148 have no BR-DEC rule)', () => {
    const precisePrices = change(
      change(
        RICH_UBL,
        '<cbc:PriceAmount currencyID="EUR">50.00',
        '<cbc:PriceAmount currencyID="EUR">50.0000',
      ),
      '<cbc:BaseAmount currencyID="EUR">55.00',
      '<cbc:BaseAmount currencyID="EUR">55.0000',
    );
    expect(errorIds(precisePrices)).toEqual([]);
  });

  const spec: VatInvoiceSpec = {
    lines: [{ category: 'S', rate: '19', net: '100.00' }],
    allowanceCharges: [
      { charge: false, category: 'S', rate: '19', amount: '10.00' },
      { charge: true, category: 'S', rate: '19', amount: '5.00' },
    ],
    breakdowns: [{ category: 'S', rate: '19', taxable: '95.00', tax: '18.05' }],
    seller: { vatId: 'DE123456789' },
  };
  const cii = buildVatCii(spec);
  const ciiCases: Change[] = [
    ['BR-DEC-01', '<ram:ActualAmount>10.00<', '<ram:ActualAmount>10.000<'],
    ['BR-DEC-05', '<ram:ActualAmount>5.00<', '<ram:ActualAmount>5.000<'],
    [
      'BR-DEC-09',
      '<ram:LineTotalAmount>100.00</ram:LineTotalAmount><ram:ChargeTotalAmount>',
      '<ram:LineTotalAmount>100.000</ram:LineTotalAmount><ram:ChargeTotalAmount>',
    ],
    ['BR-DEC-10', '<ram:AllowanceTotalAmount>10.00<', '<ram:AllowanceTotalAmount>10.000<'],
    ['BR-DEC-11', '<ram:ChargeTotalAmount>5.00<', '<ram:ChargeTotalAmount>5.000<'],
    ['BR-DEC-12', '<ram:TaxBasisTotalAmount>95.00<', '<ram:TaxBasisTotalAmount>95.000<'],
    [
      'BR-DEC-13',
      '<ram:TaxTotalAmount currencyID="EUR">18.05<',
      // CII compares the value with its rounding to cents, so 18.050 passes and 18.055 does not.
      '<ram:TaxTotalAmount currencyID="EUR">18.055<',
    ],
    ['BR-DEC-14', '<ram:GrandTotalAmount>113.05<', '<ram:GrandTotalAmount>113.050<'],
    ['BR-DEC-18', '<ram:DuePayableAmount>113.05<', '<ram:DuePayableAmount>113.050<'],
    ['BR-DEC-19', '<ram:BasisAmount>95.00<', '<ram:BasisAmount>95.000<'],
    ['BR-DEC-20', '<ram:CalculatedAmount>18.05<', '<ram:CalculatedAmount>18.050<'],
    [
      'BR-DEC-23',
      '<ram:LineTotalAmount>100.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>',
      '<ram:LineTotalAmount>100.000</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>',
    ],
  ];
  it('the CII test invoice with allowance and charge is valid as built', () => {
    expect(errorIds(cii)).toEqual([]);
  });
  it.each(ciiCases)('%s fires (CII)', (ruleId, from, to) => {
    expect(errorIds(change(cii, from, to))).toContain(ruleId);
  });
});
