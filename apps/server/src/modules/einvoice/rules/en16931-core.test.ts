import { describe, expect, it } from 'vitest';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { RICH_UBL } from '../testing/rich-invoice.js';
import { change, firedRules } from '../testing/rule-assertions.js';

const ubl = buildUblInvoice();
const cii = buildCiiInvoice();

describe('EN 16931 core rules', () => {
  it('fires nothing on the well-formed invoices in either syntax', () => {
    expect([...firedRules(ubl).keys()]).toEqual([]);
    expect([...firedRules(cii).keys()]).toEqual([]);
  });

  const cases: [string, string, string | RegExp, string][] = [
    ['BR-02', 'UBL', '<cbc:ID>RE-2026-0815</cbc:ID>', '<cbc:ID></cbc:ID>'],
    ['BR-02', 'CII', '<ram:ID>RE-2026-0815</ram:ID>', '<ram:ID/>'],
    ['BR-06', 'UBL', '<cbc:RegistrationName>Mehlwerk Regensburg GmbH</cbc:RegistrationName>', ''],
    ['BR-06', 'CII', '<ram:Name>Mehlwerk Regensburg GmbH</ram:Name>', ''],
    ['BR-09', 'UBL', /<cac:Country><cbc:IdentificationCode>DE<\/cbc:IdentificationCode><\/cac:Country>/, ''],
    ['BR-16', 'UBL', /<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, ''],
    ['BR-25', 'CII', '<ram:Name>Brötchen Sorte 1</ram:Name>', ''],
    [
      'BR-CO-10',
      'UBL',
      '<cbc:LineExtensionAmount currencyID="EUR">40.00</cbc:LineExtensionAmount>',
      '<cbc:LineExtensionAmount currencyID="EUR">41.00</cbc:LineExtensionAmount>',
    ],
    [
      'BR-CO-10',
      'CII',
      '<ram:LineTotalAmount>40.00</ram:LineTotalAmount>\n        <ram:TaxBasisTotalAmount>',
      '<ram:LineTotalAmount>40.01</ram:LineTotalAmount>\n        <ram:TaxBasisTotalAmount>',
    ],
    [
      'BR-CO-13',
      'UBL',
      '<cbc:TaxExclusiveAmount currencyID="EUR">40.00</cbc:TaxExclusiveAmount>',
      '<cbc:TaxExclusiveAmount currencyID="EUR">39.00</cbc:TaxExclusiveAmount>',
    ],
    [
      'BR-CO-15',
      'CII',
      '<ram:GrandTotalAmount>47.60</ram:GrandTotalAmount>',
      '<ram:GrandTotalAmount>47.61</ram:GrandTotalAmount>',
    ],
    [
      'BR-CO-16',
      'UBL',
      '<cbc:PayableAmount currencyID="EUR">47.60</cbc:PayableAmount>',
      '<cbc:PayableAmount currencyID="EUR">40.00</cbc:PayableAmount>',
    ],
    ['BR-CO-25', 'UBL', /<cbc:DueDate>.*<\/cbc:DueDate>[\s\S]*?<cac:PaymentTerms>.*<\/cac:PaymentTerms>/, ''],
    ['BR-CO-26', 'UBL', /<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/, ''],
    ['BR-29', 'UBL', '<cbc:EndDate>2026-02-28</cbc:EndDate>', '<cbc:EndDate>2026-01-28</cbc:EndDate>'],
    [
      'BR-DEC-23',
      'UBL',
      '<cbc:LineExtensionAmount currencyID="EUR">20.00</cbc:LineExtensionAmount>',
      '<cbc:LineExtensionAmount currencyID="EUR">20.000</cbc:LineExtensionAmount>',
    ],
    [
      'BR-62',
      'UBL',
      '<cbc:EndpointID schemeID="EM">rechnung@mehlwerk.example</cbc:EndpointID>',
      '<cbc:EndpointID>rechnung@mehlwerk.example</cbc:EndpointID>',
    ],
  ];

  it.each(cases)('%s fires on a %s invoice that breaks it', (ruleId, syntax, from, to) => {
    const broken = change(syntax === 'UBL' ? ubl : cii, from, to);
    expect(firedRules(broken).get(ruleId)).toBe('error');
  });

  it('keeps BR-CO-25 out of UBL credit notes (rule removed there)', () => {
    let creditNote = ubl
      .replace(
        'ubl:Invoice xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
        'ubl:CreditNote xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
      )
      .replace('</ubl:Invoice>', '</ubl:CreditNote>')
      .replace(/cac:InvoiceLine>/g, 'cac:CreditNoteLine>')
      .replace(/InvoicedQuantity/g, 'CreditedQuantity');
    creditNote = change(
      creditNote,
      '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
      '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>',
    );
    creditNote = change(creditNote, /<cbc:DueDate>.*<\/cbc:DueDate>/, '');
    creditNote = change(creditNote, /<cac:PaymentTerms>.*<\/cac:PaymentTerms>/, '');
    expect(
      firedRules(
        change(ubl, /<cbc:DueDate>.*<\/cbc:DueDate>/, '').replace(
          /<cac:PaymentTerms>.*<\/cac:PaymentTerms>/,
          '',
        ),
      ).get('BR-CO-25'),
    ).toBe('error');
    expect(firedRules(creditNote).has('BR-CO-25')).toBe(false);
  });
});

const SUPPLIER_ADDRESS = /<cac:PostalAddress><cbc:StreetName>Hammerweg 1.*?<\/cac:PostalAddress>/;
const BUYER_COUNTRY =
  '<cbc:PostalZone>37073</cbc:PostalZone><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country>';
const PAYEE =
  '<cac:PayeeParty><cac:PartyName><cbc:Name>Factoring Nord AG</cbc:Name></cac:PartyName></cac:PayeeParty>';
const representative = (content: string) =>
  `${PAYEE}<cac:TaxRepresentativeParty>${content}</cac:TaxRepresentativeParty>`;
const REPRESENTATIVE_NAME = '<cac:PartyName><cbc:Name>Fiskalvertreter</cbc:Name></cac:PartyName>';
const REPRESENTATIVE_ADDRESS =
  '<cac:PostalAddress><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>';
const REPRESENTATIVE_VAT =
  '<cac:PartyTaxScheme><cbc:CompanyID>DE987654321</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>';
const SECOND_LINE_PRICE = '<cac:Price><cbc:PriceAmount currencyID="EUR">1.00</cbc:PriceAmount></cac:Price>';

describe('EN 16931 cardinality rules (BR-01 … BR-65) on the rich test invoice', () => {
  const cases: [string, string | RegExp, string][] = [
    ['BR-01', /<cbc:CustomizationID>.*<\/cbc:CustomizationID>/, ''],
    ['BR-03', '<cbc:IssueDate>2026-03-02</cbc:IssueDate>', ''],
    ['BR-04', '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>', ''],
    ['BR-05', '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>', ''],
    ['BR-07', '<cbc:RegistrationName>Tischlerei Holm KG</cbc:RegistrationName>', ''],
    ['BR-08', SUPPLIER_ADDRESS, ''],
    ['BR-10', /<cac:PostalAddress><cbc:CityName>Göttingen.*?<\/cac:PostalAddress>/, ''],
    ['BR-11', BUYER_COUNTRY, '<cbc:PostalZone>37073</cbc:PostalZone>'],
    ['BR-12', '<cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount>', ''],
    ['BR-13', '<cbc:TaxExclusiveAmount currencyID="EUR">95.00</cbc:TaxExclusiveAmount>', ''],
    ['BR-14', '<cbc:TaxInclusiveAmount currencyID="EUR">113.05</cbc:TaxInclusiveAmount>', ''],
    ['BR-15', '<cbc:PayableAmount currencyID="EUR">103.00</cbc:PayableAmount>', ''],
    [
      'BR-17',
      PAYEE,
      '<cac:PayeeParty><cac:PartyIdentification><cbc:ID>F-1</cbc:ID></cac:PartyIdentification></cac:PayeeParty>',
    ],
    ['BR-18', PAYEE, representative(`${REPRESENTATIVE_ADDRESS}${REPRESENTATIVE_VAT}`)],
    ['BR-19', PAYEE, representative(`${REPRESENTATIVE_NAME}${REPRESENTATIVE_VAT}`)],
    [
      'BR-20',
      PAYEE,
      representative(
        `${REPRESENTATIVE_NAME}<cac:PostalAddress><cbc:CityName>Kassel</cbc:CityName></cac:PostalAddress>${REPRESENTATIVE_VAT}`,
      ),
    ],
    ['BR-56', PAYEE, representative(`${REPRESENTATIVE_NAME}${REPRESENTATIVE_ADDRESS}`)],
    ['BR-21', '<cbc:ID>2</cbc:ID>', '<cbc:ID> </cbc:ID>'],
    ['BR-22', '<cbc:InvoicedQuantity unitCode="H87">1</cbc:InvoicedQuantity>', ''],
    ['BR-23', ' unitCode="H87"', ''],
    ['BR-24', '<cbc:LineExtensionAmount currencyID="EUR">1.00</cbc:LineExtensionAmount>', ''],
    ['BR-26', SECOND_LINE_PRICE, ''],
    [
      'BR-27',
      SECOND_LINE_PRICE,
      '<cac:Price><cbc:PriceAmount currencyID="EUR">-1.00</cbc:PriceAmount></cac:Price>',
    ],
    ['BR-28', '<cbc:BaseAmount currencyID="EUR">55.00', '<cbc:BaseAmount currencyID="EUR">-55.00'],
    ['BR-30', '<cbc:EndDate>2026-02-15</cbc:EndDate>', '<cbc:EndDate>2026-01-15</cbc:EndDate>'],
    ['BR-31', '<cbc:Amount currencyID="EUR">10.00</cbc:Amount>', ''],
    [
      'BR-32',
      /(<cbc:BaseAmount currencyID="EUR">100.00<\/cbc:BaseAmount>)<cac:TaxCategory>.*?<\/cac:TaxCategory>(<\/cac:AllowanceCharge>\s*<cac:AllowanceCharge><cbc:ChargeIndicator>true)/,
      '$1$2',
    ],
    [
      'BR-33',
      '<cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode><cbc:AllowanceChargeReason>Rabatt</cbc:AllowanceChargeReason>',
      '',
    ],
    ['BR-36', '<cbc:Amount currencyID="EUR">5.00</cbc:Amount>', ''],
    [
      'BR-37',
      /(<cbc:AllowanceChargeReason>Fracht<\/cbc:AllowanceChargeReason>.*?<\/cbc:BaseAmount>)<cac:TaxCategory>.*?<\/cac:TaxCategory>/,
      '$1',
    ],
    [
      'BR-38',
      '<cbc:AllowanceChargeReasonCode>FC</cbc:AllowanceChargeReasonCode><cbc:AllowanceChargeReason>Fracht</cbc:AllowanceChargeReason>',
      '',
    ],
    ['BR-41', '<cbc:Amount currencyID="EUR">2.00</cbc:Amount>', ''],
    ['BR-42', '<cbc:AllowanceChargeReason>Mengenrabatt</cbc:AllowanceChargeReason>', ''],
    ['BR-43', '<cbc:Amount currencyID="EUR">1.00</cbc:Amount>', ''],
    ['BR-44', '<cbc:AllowanceChargeReason>Verpackung</cbc:AllowanceChargeReason>', ''],
    ['BR-45', '<cbc:TaxableAmount currencyID="EUR">95.00</cbc:TaxableAmount>', ''],
    ['BR-46', /(<\/cbc:TaxableAmount>)<cbc:TaxAmount currencyID="EUR">18.05<\/cbc:TaxAmount>/, '$1'],
    ['BR-47', /(<cac:TaxSubtotal>.*?<cac:TaxCategory>)<cbc:ID>S<\/cbc:ID>/, '$1'],
    [
      'BR-48',
      /(<cac:TaxSubtotal>.*?<cac:TaxCategory><cbc:ID>S<\/cbc:ID>)<cbc:Percent>19<\/cbc:Percent>/,
      '$1',
    ],
    ['BR-49', '<cbc:PaymentMeansCode>48</cbc:PaymentMeansCode>', ''],
    ['BR-50', '<cbc:ID>DE02120300000000202051</cbc:ID>', '<cbc:ID> </cbc:ID>'],
    ['BR-52', '<cbc:ID>Lieferschein-17</cbc:ID>', '<cbc:ID> </cbc:ID>'],
    ['BR-53', /<cac:TaxTotal><cbc:TaxAmount currencyID="USD">.*?<\/cac:TaxTotal>/, ''],
    ['BR-54', '<cbc:Value>Buche</cbc:Value>', ''],
    ['BR-55', '<cbc:ID>R-099</cbc:ID>', '<cbc:ID> </cbc:ID>'],
    ['BR-57', /(<cac:Address><cbc:CityName>Göttingen<\/cbc:CityName>)<cac:Country>.*?<\/cac:Country>/, '$1'],
    ['BR-61', /<cac:PayeeFinancialAccount>.*?<\/cac:PayeeFinancialAccount>/, ''],
    ['BR-63', '<cbc:EndpointID schemeID="EM">einkauf@', '<cbc:EndpointID>einkauf@'],
    ['BR-64', ' schemeID="0160"', ''],
    ['BR-65', ' listID="STI"', ''],
  ];

  it.each(cases)('%s fires when its term is missing or wrong', (ruleId, from, to) => {
    expect(firedRules(change(RICH_UBL, from, to)).get(ruleId)).toBe('error');
  });

  it('the rich test invoice fires none of them', () => {
    const fired = firedRules(RICH_UBL);
    expect(cases.map(([ruleId]) => ruleId).filter((ruleId) => fired.has(ruleId))).toEqual([]);
  });
});
