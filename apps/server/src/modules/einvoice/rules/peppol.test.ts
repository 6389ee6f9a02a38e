import { describe, expect, it } from 'vitest';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { change, firedRules } from '../testing/rule-assertions.js';

/**
 * The Peppol rules XRechnung adopts (PEPPOL-EN16931-R…): each fires on a small change of the built
 * XRechnung and stays quiet for the correct form; none applies outside XRechnung.
 */
const ubl = buildUblInvoice();
const cii = buildCiiInvoice();

type PeppolCase = [string, 'error' | 'warning', string | RegExp, string];

const CURRENCY = '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>';
const LINE_AMOUNT = '<cbc:LineExtensionAmount currencyID="EUR">20.00</cbc:LineExtensionAmount>';
const PRICE = /<cac:Price>\s*<cbc:PriceAmount currencyID="EUR">10.00<\/cbc:PriceAmount>/;
const priceCharge = (indicator: string, amount: string, base: string) =>
  `<cac:Price><cbc:PriceAmount currencyID="EUR">10.00</cbc:PriceAmount><cac:AllowanceCharge><cbc:ChargeIndicator>${indicator}</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">${amount}</cbc:Amount><cbc:BaseAmount currencyID="EUR">${base}</cbc:BaseAmount></cac:AllowanceCharge>`;
const TAX_TOTAL = '<cac:TaxTotal>';
const documentAllowance = (fields: string, indicator = 'false') =>
  `<cac:AllowanceCharge><cbc:ChargeIndicator>${indicator}</cbc:ChargeIndicator><cbc:AllowanceChargeReason>Rabatt</cbc:AllowanceChargeReason>${fields}<cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:AllowanceCharge><cac:TaxTotal>`;
const percentFields = (percent: string | null, amount: string, base: string | null) =>
  `${percent ? `<cbc:MultiplierFactorNumeric>${percent}</cbc:MultiplierFactorNumeric>` : ''}<cbc:Amount currencyID="EUR">${amount}</cbc:Amount>${base ? `<cbc:BaseAmount currencyID="EUR">${base}</cbc:BaseAmount>` : ''}`;
const lineReference = (typeCode: string) =>
  `<cac:DocumentReference><cbc:ID>Z-${typeCode}</cbc:ID><cbc:DocumentTypeCode>${typeCode}</cbc:DocumentTypeCode></cac:DocumentReference>`;
const linePeriod = (start: string, end: string) =>
  `${LINE_AMOUNT}<cac:InvoicePeriod><cbc:StartDate>${start}</cbc:StartDate><cbc:EndDate>${end}</cbc:EndDate></cac:InvoicePeriod>`;
const baseQuantity = (value: string, unit: string) =>
  `<cac:Price><cbc:PriceAmount currencyID="EUR">10.00</cbc:PriceAmount><cbc:BaseQuantity unitCode="${unit}">${value}</cbc:BaseQuantity>`;
const WHOLE_TAX_TOTAL = /<cac:TaxTotal>[\s\S]*?<\/cac:TaxTotal>/;

const UBL_CASES: PeppolCase[] = [
  ['PEPPOL-EN16931-R001', 'error', /<cbc:ProfileID>.*<\/cbc:ProfileID>/, ''],
  ['PEPPOL-EN16931-R005', 'error', CURRENCY, `${CURRENCY}<cbc:TaxCurrencyCode>EUR</cbc:TaxCurrencyCode>`],
  [
    'PEPPOL-EN16931-R008',
    'error',
    '<cbc:Note>Vielen Dank für Ihren Einkauf.</cbc:Note>',
    '<cbc:Note> </cbc:Note>',
  ],
  [
    'PEPPOL-EN16931-R010',
    'error',
    '<cbc:EndpointID schemeID="EM">einkauf@sonnenschein.example</cbc:EndpointID>',
    '',
  ],
  [
    'PEPPOL-EN16931-R020',
    'error',
    '<cbc:EndpointID schemeID="EM">rechnung@mehlwerk.example</cbc:EndpointID>',
    '',
  ],
  ['PEPPOL-EN16931-R040', 'error', TAX_TOTAL, documentAllowance(percentFields('10', '5.00', '40.00'))],
  ['PEPPOL-EN16931-R041', 'error', TAX_TOTAL, documentAllowance(percentFields('10', '4.00', null))],
  ['PEPPOL-EN16931-R042', 'error', TAX_TOTAL, documentAllowance(percentFields(null, '4.00', '40.00'))],
  ['PEPPOL-EN16931-R043', 'error', TAX_TOTAL, documentAllowance(percentFields(null, '4.00', null), '1')],
  ['PEPPOL-EN16931-R044', 'error', PRICE, priceCharge('true', '1.00', '9.00')],
  ['PEPPOL-EN16931-R046', 'error', PRICE, priceCharge('false', '1.00', '12.00')],
  ['PEPPOL-EN16931-R053', 'error', WHOLE_TAX_TOTAL, '$&$&'],
  [
    'PEPPOL-EN16931-R054',
    'error',
    TAX_TOTAL,
    '<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">7.60</cbc:TaxAmount></cac:TaxTotal><cac:TaxTotal>',
  ],
  [
    'PEPPOL-EN16931-R100',
    'error',
    LINE_AMOUNT,
    `${LINE_AMOUNT}${lineReference('130')}${lineReference('130')}`,
  ],
  ['PEPPOL-EN16931-R101', 'error', LINE_AMOUNT, `${LINE_AMOUNT}${lineReference('916')}`],
  ['PEPPOL-EN16931-R110', 'error', LINE_AMOUNT, linePeriod('2026-01-15', '2026-02-10')],
  ['PEPPOL-EN16931-R111', 'error', LINE_AMOUNT, linePeriod('2026-02-15', '2026-03-10')],
  [
    'PEPPOL-EN16931-R120',
    'warning',
    '<cbc:PriceAmount currencyID="EUR">10.00</cbc:PriceAmount>',
    '<cbc:PriceAmount currencyID="EUR">10.50</cbc:PriceAmount>',
  ],
  ['PEPPOL-EN16931-R121', 'error', PRICE, baseQuantity('0', 'C62')],
  ['PEPPOL-EN16931-R130', 'error', PRICE, baseQuantity('1', 'H87')],
];

describe('adopted Peppol rules in a UBL XRechnung', () => {
  it('the built XRechnung fires none', () => {
    expect([...firedRules(ubl).keys()].filter((id) => id.startsWith('PEPPOL'))).toEqual([]);
  });

  it.each(UBL_CASES)('%s (%s)', (ruleId, level, from, to) => {
    expect(firedRules(change(ubl, from, to)).get(ruleId)).toBe(level);
  });

  it.each([
    ['PEPPOL-EN16931-R040', change(ubl, TAX_TOTAL, documentAllowance(percentFields('10', '4.00', '40.00')))],
    ['PEPPOL-EN16931-R044', change(ubl, PRICE, priceCharge('false', '1.00', '11.00'))],
    ['PEPPOL-EN16931-R046', change(ubl, PRICE, priceCharge('false', '1.00', '11.00'))],
    ['PEPPOL-EN16931-R101', change(ubl, LINE_AMOUNT, `${LINE_AMOUNT}${lineReference('130')}`)],
    ['PEPPOL-EN16931-R110', change(ubl, LINE_AMOUNT, linePeriod('2026-02-01', '2026-02-28'))],
    [
      'PEPPOL-EN16931-R120',
      change(
        ubl,
        '<cbc:PriceAmount currencyID="EUR">10.00</cbc:PriceAmount>',
        '<cbc:PriceAmount currencyID="EUR">10.01</cbc:PriceAmount>',
      ),
    ],
    ['PEPPOL-EN16931-R121', change(ubl, PRICE, baseQuantity('1', 'C62'))],
  ])('%s holds for the correct form', (ruleId, xml) => {
    expect(firedRules(xml).has(ruleId)).toBe(false);
  });

  it('PEPPOL-EN16931-R055: the VAT in accounting currency has the sign of the invoice VAT', () => {
    const withTaxCurrency = (amount: string) =>
      change(
        change(ubl, CURRENCY, `${CURRENCY}<cbc:TaxCurrencyCode>USD</cbc:TaxCurrencyCode>`),
        '<cac:LegalMonetaryTotal>',
        `<cac:TaxTotal><cbc:TaxAmount currencyID="USD">${amount}</cbc:TaxAmount></cac:TaxTotal><cac:LegalMonetaryTotal>`,
      );
    expect(firedRules(withTaxCurrency('-8.20')).get('PEPPOL-EN16931-R055')).toBe('error');
    const sameSign = firedRules(withTaxCurrency('8.20'));
    expect(sameSign.has('PEPPOL-EN16931-R055')).toBe(false);
    expect(sameSign.has('PEPPOL-EN16931-R054')).toBe(false);
  });

  it('PEPPOL-EN16931-R061: direct debit needs a mandate reference', () => {
    const debit = (mandate: string) =>
      change(
        ubl,
        /<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/,
        `<cac:PaymentMeans><cbc:PaymentMeansCode>59</cbc:PaymentMeansCode><cac:PaymentMandate>${mandate}<cac:PayerFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID></cac:PayerFinancialAccount></cac:PaymentMandate></cac:PaymentMeans>`,
      );
    expect(firedRules(debit('')).get('PEPPOL-EN16931-R061')).toBe('error');
    expect(firedRules(debit('<cbc:ID>M-17</cbc:ID>')).has('PEPPOL-EN16931-R061')).toBe(false);
  });

  it('applies only when the invoice claims XRechnung', () => {
    const plain = change(
      change(
        ubl,
        /<cbc:CustomizationID>.*<\/cbc:CustomizationID>/,
        '<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>',
      ),
      /<cbc:ProfileID>.*<\/cbc:ProfileID>/,
      '',
    );
    expect([...firedRules(plain).keys()].filter((id) => id.startsWith('PEPPOL'))).toEqual([]);
  });
});

const GROSS_PRICE = (indicator: string) =>
  `<ram:SpecifiedLineTradeAgreement><ram:GrossPriceProductTradePrice><ram:ChargeAmount>11.00</ram:ChargeAmount><ram:AppliedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>${indicator}</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>1.00</ram:ActualAmount></ram:AppliedTradeAllowanceCharge></ram:GrossPriceProductTradePrice>`;
const CII_TAX_TOTAL = '<ram:TaxTotalAmount currencyID="EUR">7.60</ram:TaxTotalAmount>';
const PAYMENT_TERMS = '<ram:SpecifiedTradePaymentTerms>';
const ciiAllowance = (indicator: string) =>
  `<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>${indicator}</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>0.00</ram:ActualAmount><ram:Reason>Rabatt</ram:Reason><ram:CategoryTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:CategoryTradeTax></ram:SpecifiedTradeAllowanceCharge>`;

const CII_CASES: PeppolCase[] = [
  [
    'PEPPOL-EN16931-R010',
    'error',
    '<ram:URIUniversalCommunication><ram:URIID schemeID="EM">einkauf@sonnenschein.example</ram:URIID></ram:URIUniversalCommunication>',
    '',
  ],
  [
    'PEPPOL-EN16931-R020',
    'error',
    '<ram:URIUniversalCommunication><ram:URIID schemeID="EM">rechnung@mehlwerk.example</ram:URIID></ram:URIUniversalCommunication>',
    '',
  ],
  ['PEPPOL-EN16931-R043-1', 'error', PAYMENT_TERMS, `${ciiAllowance('wahr')}${PAYMENT_TERMS}`],
  ['PEPPOL-EN16931-R043-2', 'error', '<ram:SpecifiedLineTradeAgreement>', GROSS_PRICE('wahr')],
  ['PEPPOL-EN16931-R044', 'error', '<ram:SpecifiedLineTradeAgreement>', GROSS_PRICE('true')],
  ['PEPPOL-EN16931-R053', 'error', CII_TAX_TOTAL, `${CII_TAX_TOTAL}${CII_TAX_TOTAL}`],
  [
    'PEPPOL-EN16931-R054',
    'error',
    '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>',
    '<ram:TaxCurrencyCode>USD</ram:TaxCurrencyCode><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>',
  ],
];

describe('adopted Peppol rules in a CII XRechnung', () => {
  it('the built XRechnung fires none', () => {
    expect([...firedRules(cii).keys()].filter((id) => id.startsWith('PEPPOL'))).toEqual([]);
  });

  it.each(CII_CASES)('%s (%s)', (ruleId, level, from, to) => {
    expect(firedRules(change(cii, from, to)).get(ruleId)).toBe(level);
  });

  it('a document allowance with a proper indicator and a gross price discount pass', () => {
    const fired = firedRules(
      change(
        change(cii, PAYMENT_TERMS, `${ciiAllowance('false')}${PAYMENT_TERMS}`),
        '<ram:SpecifiedLineTradeAgreement>',
        GROSS_PRICE('false'),
      ),
    );
    expect([...fired.keys()].filter((id) => /^PEPPOL-EN16931-R04[34]/.test(id))).toEqual([]);
  });
});
