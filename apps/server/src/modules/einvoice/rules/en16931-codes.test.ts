import { describe, expect, it } from 'vitest';
import { validateXml } from '../engine/validate.js';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { RICH_UBL } from '../testing/rich-invoice.js';
import { change, firedRules } from '../testing/rule-assertions.js';

const ubl = buildUblInvoice();
const cii = buildCiiInvoice();
const errorIds = (xml: string) => validateXml(xml).errors.map((finding) => finding.ruleId);

/** [rule, syntax, what is replaced, by what]; the UBL cases change the rich test invoice. */
type CodeCase = [string, 'UBL' | 'CII', string | RegExp, string];

const WITHOUT_TAX_POINT = RICH_UBL.replace('<cbc:TaxPointDate>2026-02-28</cbc:TaxPointDate>', '');
const PERIOD_END = '<cbc:EndDate>2026-02-28</cbc:EndDate></cac:InvoicePeriod>';
const DOCUMENT_REFERENCE = '<cac:AdditionalDocumentReference><cbc:ID>Lieferschein-17</cbc:ID>';
const attachment = (mime: string) =>
  `${DOCUMENT_REFERENCE}<cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="${mime}" filename="a">QUJD</cbc:EmbeddedDocumentBinaryObject></cac:Attachment>`;
const DELIVERY_LOCATION = '<cac:DeliveryLocation><cac:Address>';
const deliveryLocation = (scheme: string) =>
  `<cac:DeliveryLocation><cbc:ID schemeID="${scheme}">4000001000005</cbc:ID><cac:Address>`;
const SUBTOTAL_CATEGORY =
  '<cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>';
const exemption = (code: string) =>
  `<cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cbc:TaxExemptionReasonCode>${code}</cbc:TaxExemptionReasonCode><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>`;

const BROKEN: CodeCase[] = [
  ['BR-CL-01', 'UBL', '<cbc:InvoiceTypeCode>380<', '<cbc:InvoiceTypeCode>999<'],
  ['BR-CL-01', 'CII', '<ram:TypeCode>380<', '<ram:TypeCode>999<'],
  ['BR-CL-03', 'UBL', '<cbc:PayableAmount currencyID="EUR">', '<cbc:PayableAmount currencyID="EUX">'],
  ['BR-CL-04', 'UBL', '<cbc:DocumentCurrencyCode>EUR<', '<cbc:DocumentCurrencyCode>EUX<'],
  ['BR-CL-04', 'CII', '<ram:InvoiceCurrencyCode>EUR<', '<ram:InvoiceCurrencyCode>XYZ<'],
  ['BR-CL-05', 'UBL', '<cbc:TaxCurrencyCode>USD<', '<cbc:TaxCurrencyCode>USX<'],
  [
    'BR-CL-06',
    'UBL',
    PERIOD_END,
    `<cbc:EndDate>2026-02-28</cbc:EndDate><cbc:DescriptionCode>99</cbc:DescriptionCode></cac:InvoicePeriod>`,
  ],
  ['BR-CL-08', 'UBL', '<cbc:Note>Lieferung', '<cbc:Note>#QQQ#Lieferung'],
  ['BR-CL-10', 'UBL', '<cbc:ID>L-100</cbc:ID>', '<cbc:ID schemeID="9999">L-100</cbc:ID>'],
  [
    'BR-CL-11',
    'UBL',
    '<cbc:CompanyID>HRB 4711</cbc:CompanyID>',
    '<cbc:CompanyID schemeID="9999">HRB 4711</cbc:CompanyID>',
  ],
  ['BR-CL-13', 'UBL', 'listID="STI"', 'listID="QQ"'],
  [
    'BR-CL-14',
    'UBL',
    '<cbc:PostalZone>34117</cbc:PostalZone><cac:Country><cbc:IdentificationCode>DE',
    '<cbc:PostalZone>34117</cbc:PostalZone><cac:Country><cbc:IdentificationCode>XX',
  ],
  [
    'BR-CL-15',
    'UBL',
    '<cac:OriginCountry><cbc:IdentificationCode>DE',
    '<cac:OriginCountry><cbc:IdentificationCode>XX',
  ],
  ['BR-CL-16', 'UBL', '<cbc:PaymentMeansCode>58<', '<cbc:PaymentMeansCode>999<'],
  ['BR-CL-16', 'CII', '<ram:TypeCode>58<', '<ram:TypeCode>99<'],
  ['BR-CL-17', 'UBL', '<cac:TaxCategory><cbc:ID>S</cbc:ID>', '<cac:TaxCategory><cbc:ID>Q</cbc:ID>'],
  // CII checks the category of a line or of the VAT breakdown (ApplicableTradeTax) under BR-CL-18.
  ['BR-CL-18', 'CII', '<ram:CategoryCode>S</ram:CategoryCode>\n', '<ram:CategoryCode>Q</ram:CategoryCode>\n'],
  [
    'BR-CL-18',
    'UBL',
    '<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID>',
    '<cac:ClassifiedTaxCategory><cbc:ID>Q</cbc:ID>',
  ],
  ['BR-CL-19', 'UBL', '<cbc:AllowanceChargeReasonCode>95<', '<cbc:AllowanceChargeReasonCode>999<'],
  ['BR-CL-20', 'UBL', '<cbc:AllowanceChargeReasonCode>FC<', '<cbc:AllowanceChargeReasonCode>QQQ<'],
  ['BR-CL-21', 'UBL', 'schemeID="0160"', 'schemeID="9999"'],
  ['BR-CL-22', 'UBL', SUBTOTAL_CATEGORY, exemption('VATEX-EU-QQ')],
  ['BR-CL-23', 'UBL', 'unitCode="H87"', 'unitCode="STUECK"'],
  ['BR-CL-24', 'UBL', DOCUMENT_REFERENCE, attachment('text/plain')],
  ['BR-CL-25', 'UBL', 'schemeID="EM">rechnung', 'schemeID="9999">rechnung'],
  ['BR-CL-26', 'UBL', DELIVERY_LOCATION, deliveryLocation('9999')],
  [
    'BR-CO-09',
    'UBL',
    '<cbc:CompanyID>DE123456789</cbc:CompanyID>',
    '<cbc:CompanyID>123456789</cbc:CompanyID>',
  ],
];

/** Codes of the same lists that are allowed: the rule must stay quiet. */
const ALLOWED: CodeCase[] = [
  [
    'BR-CL-06',
    'UBL',
    PERIOD_END,
    `<cbc:EndDate>2026-02-28</cbc:EndDate><cbc:DescriptionCode>35</cbc:DescriptionCode></cac:InvoicePeriod>`,
  ],
  ['BR-CL-08', 'UBL', '<cbc:Note>Lieferung', '<cbc:Note>#AAI#Lieferung'],
  ['BR-CL-10', 'UBL', '<cbc:ID>L-100</cbc:ID>', '<cbc:ID schemeID="SEPA">DE98ZZZ09999999999</cbc:ID>'],
  [
    'BR-CL-11',
    'UBL',
    '<cbc:CompanyID>HRB 4711</cbc:CompanyID>',
    '<cbc:CompanyID schemeID="0204">991-12345-67</cbc:CompanyID>',
  ],
  ['BR-CL-22', 'UBL', SUBTOTAL_CATEGORY, exemption('VATEX-EU-79-C')],
  ['BR-CL-24', 'UBL', DOCUMENT_REFERENCE, attachment('application/pdf')],
  ['BR-CL-26', 'UBL', DELIVERY_LOCATION, deliveryLocation('0088')],
  [
    'BR-CO-09',
    'UBL',
    '<cbc:CompanyID>DE123456789</cbc:CompanyID>',
    '<cbc:CompanyID>EL123456789</cbc:CompanyID>',
  ],
];

const base = (syntax: 'UBL' | 'CII', ruleId: string) =>
  syntax === 'CII' ? cii : ruleId === 'BR-CL-06' ? WITHOUT_TAX_POINT : RICH_UBL;

describe('code list rules (BR-CL-) and VAT prefixes (BR-CO-09)', () => {
  it.each(BROKEN)('%s fires on an unknown code (%s)', (ruleId, syntax, from, to) => {
    expect(errorIds(change(base(syntax, ruleId), from, to))).toContain(ruleId);
  });

  it.each(ALLOWED)('%s accepts an allowed code (%s)', (ruleId, syntax, from, to) => {
    expect(firedRules(change(base(syntax, ruleId), from, to)).has(ruleId)).toBe(false);
  });

  it('accepts the codes of the well-formed invoices', () => {
    for (const xml of [ubl, cii, RICH_UBL])
      expect([...firedRules(xml).keys()].filter((id) => id.startsWith('BR-CL'))).toEqual([]);
  });
});
