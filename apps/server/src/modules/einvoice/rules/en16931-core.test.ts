import { describe, expect, it } from 'vitest';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
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
