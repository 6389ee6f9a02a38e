import { describe, expect, it } from 'vitest';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { change, firedRules } from '../testing/rule-assertions.js';

const ubl = buildUblInvoice();
const cii = buildCiiInvoice();

describe('code list rules (BR-CL-) and VAT prefixes (BR-CO-09)', () => {
  const cases: [string, string, string | RegExp, string][] = [
    [
      'BR-CL-01',
      'UBL',
      '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
      '<cbc:InvoiceTypeCode>999</cbc:InvoiceTypeCode>',
    ],
    ['BR-CL-03', 'UBL', '<cbc:PayableAmount currencyID="EUR">', '<cbc:PayableAmount currencyID="EURO">'],
    [
      'BR-CL-04',
      'CII',
      '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>',
      '<ram:InvoiceCurrencyCode>XYZ</ram:InvoiceCurrencyCode>',
    ],
    [
      'BR-CL-14',
      'UBL',
      '<cbc:IdentificationCode>DE</cbc:IdentificationCode>',
      '<cbc:IdentificationCode>XX</cbc:IdentificationCode>',
    ],
    ['BR-CL-16', 'CII', '<ram:TypeCode>58</ram:TypeCode>', '<ram:TypeCode>99</ram:TypeCode>'],
    ['BR-CL-23', 'UBL', 'unitCode="C62"', 'unitCode="STUECK"'],
    ['BR-CL-25', 'UBL', 'schemeID="EM">rechnung', 'schemeID="9999">rechnung'],
    [
      'BR-CO-09',
      'UBL',
      '<cbc:CompanyID>DE123456789</cbc:CompanyID>',
      '<cbc:CompanyID>123456789</cbc:CompanyID>',
    ],
  ];

  it.each(cases)('%s fires on an unknown code (%s)', (ruleId, syntax, from, to) => {
    expect(firedRules(change(syntax === 'UBL' ? ubl : cii, from, to)).has(ruleId)).toBe(true);
  });

  it('accepts the codes of the well-formed invoices', () => {
    expect([...firedRules(ubl).keys()].filter((id) => id.startsWith('BR-CL'))).toEqual([]);
  });
});
