import { describe, expect, it } from 'vitest';
import { validateXml } from '../engine/validate.js';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { RICH_UBL } from '../testing/rich-invoice.js';
import { change, firedRules } from '../testing/rule-assertions.js';

/**
 * Rules whose official test reads differently from the rule's sentence: each fixed one with a case
 * that must fire and one that must stay quiet.
 */
const ubl = buildUblInvoice();
const cii = buildCiiInvoice();
const level = (xml: string, ruleId: string) => firedRules(xml).get(ruleId);
const CII_VAT_TOTAL = '<ram:TaxTotalAmount currencyID="EUR">7.60</ram:TaxTotalAmount>';
const withAccountingCurrency = (xml: string, totals: string) =>
  change(
    xml,
    '<ram:InvoiceCurrencyCode>EUR',
    '<ram:TaxCurrencyCode>USD</ram:TaxCurrencyCode><ram:InvoiceCurrencyCode>EUR',
  ).replace(CII_VAT_TOTAL, totals);

describe('adopted Peppol rules (PEPPOL-EN16931-R0xx/R1xx) as KoSIT runs them', () => {
  it('R054: a VAT total outside the invoice currency needs an accounting currency, and vice versa', () => {
    const stray = change(
      cii,
      CII_VAT_TOTAL,
      `${CII_VAT_TOTAL}<ram:TaxTotalAmount currencyID="USD">8.00</ram:TaxTotalAmount>`,
    );
    expect(level(stray, 'PEPPOL-EN16931-R054')).toBe('error');
    expect(level(withAccountingCurrency(cii, CII_VAT_TOTAL), 'PEPPOL-EN16931-R054')).toBe('error');
    const both = withAccountingCurrency(
      cii,
      `${CII_VAT_TOTAL}<ram:TaxTotalAmount currencyID="USD">8.00</ram:TaxTotalAmount>`,
    );
    expect(level(both, 'PEPPOL-EN16931-R054')).toBeUndefined();
  });

  it('R055: opposite signs fail, a zero VAT total goes with either sign in UBL', () => {
    const cn = (invoiceVat: string, accountingVat: string) =>
      change(
        change(
          ubl,
          '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>',
          '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode><cbc:TaxCurrencyCode>USD</cbc:TaxCurrencyCode>',
        ),
        '</cac:TaxTotal>',
        `</cac:TaxTotal><cac:TaxTotal><cbc:TaxAmount currencyID="USD">${accountingVat}</cbc:TaxAmount></cac:TaxTotal>`,
      ).replace(
        '<cbc:TaxAmount currencyID="EUR">7.60</cbc:TaxAmount>\n    <cac:TaxSubtotal>',
        `<cbc:TaxAmount currencyID="EUR">${invoiceVat}</cbc:TaxAmount>\n    <cac:TaxSubtotal>`,
      );
    expect(level(cn('7.60', '-8.00'), 'PEPPOL-EN16931-R055')).toBe('error');
    expect(level(cn('7.60', '8.00'), 'PEPPOL-EN16931-R055')).toBeUndefined();
    expect(level(cn('0.00', '-8.00'), 'PEPPOL-EN16931-R055')).toBeUndefined();
  });

  it('R040: base × percentage within two cents, a missing amount counting as zero', () => {
    const allowance = (amount: string) =>
      change(
        RICH_UBL,
        '<cbc:Amount currencyID="EUR">10.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">100.00</cbc:BaseAmount>',
        `${amount}<cbc:BaseAmount currencyID="EUR">100.00</cbc:BaseAmount>`,
      );
    const xrechnung = (xml: string) =>
      xml.replace(
        /<cbc:CustomizationID>[^<]*</,
        '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0<',
      );
    expect(
      level(xrechnung(allowance('<cbc:Amount currencyID="EUR">10.02</cbc:Amount>')), 'PEPPOL-EN16931-R040'),
    ).toBeUndefined();
    expect(
      level(xrechnung(allowance('<cbc:Amount currencyID="EUR">10.03</cbc:Amount>')), 'PEPPOL-EN16931-R040'),
    ).toBe('error');
  });

  it('R130: a price base quantity in CII needs the invoiced quantity in the same unit', () => {
    const base = (unit: string) =>
      change(
        cii,
        '</ram:ChargeAmount>',
        `</ram:ChargeAmount><ram:BasisQuantity unitCode="${unit}">1</ram:BasisQuantity>`,
      );
    expect(level(base('H87'), 'PEPPOL-EN16931-R130')).toBe('error');
    expect(level(base('C62'), 'PEPPOL-EN16931-R130')).toBeUndefined();
  });
});

describe('XRechnung and syntax rules read as the official tests', () => {
  it('BR-DE-25-b in CII: a direct debit names no bank of the payee', () => {
    const debit = (extra: string) =>
      change(
        cii,
        /<ram:SpecifiedTradeSettlementPaymentMeans>[\s\S]*?<\/ram:SpecifiedTradeSettlementPaymentMeans>/,
        `<ram:CreditorReferenceID>DE98ZZZ09999999999</ram:CreditorReferenceID><ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>59</ram:TypeCode><ram:PayerPartyDebtorFinancialAccount><ram:IBANID>DE02120300000000202051</ram:IBANID></ram:PayerPartyDebtorFinancialAccount>${extra}</ram:SpecifiedTradeSettlementPaymentMeans>`,
      ).replace(
        '<ram:DueDateDateTime>',
        '<ram:DirectDebitMandateID>M-1</ram:DirectDebitMandateID><ram:DueDateDateTime>',
      );
    expect(
      level(
        debit(
          '<ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>BYLADEM1001</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution>',
        ),
        'BR-DE-25-b',
      ),
    ).toBe('error');
    expect(level(debit(''), 'BR-DE-25-b')).toBeUndefined();
  });

  it('UBL-SR-53 asks that company and scheme identifier exist, empty or not', () => {
    expect(
      level(
        change(ubl, '<cbc:CompanyID>DE123456789</cbc:CompanyID>', '<cbc:CompanyID></cbc:CompanyID>'),
        'UBL-SR-53',
      ),
    ).toBeUndefined();
    expect(
      level(
        change(
          ubl,
          '<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>\n      </cac:PartyTaxScheme>',
          '</cac:PartyTaxScheme>',
        ),
        'UBL-SR-53',
      ),
    ).toBe('error');
  });

  it('BR-51: a card number of up to ten characters passes; a longer one warns in UBL', () => {
    const card = (number: string) =>
      change(RICH_UBL, '<cbc:PrimaryAccountNumberID>1234<', `<cbc:PrimaryAccountNumberID>${number}<`);
    expect(level(card('123'), 'BR-51')).toBeUndefined();
    expect(level(card('41111111111'), 'BR-51')).toBe('warning');
  });

  it('BR-17: a payee with the seller identifier or without a name fails', () => {
    expect(level(RICH_UBL, 'BR-17')).toBeUndefined();
    const sameId = change(
      RICH_UBL,
      '<cac:PayeeParty><cac:PartyName>',
      '<cac:PayeeParty><cac:PartyIdentification><cbc:ID>L-100</cbc:ID></cac:PartyIdentification><cac:PartyName>',
    );
    expect(level(sameId, 'BR-17')).toBe('error');
    expect(
      level(
        change(RICH_UBL, /<cac:PartyName><cbc:Name>Factoring Nord AG<\/cbc:Name><\/cac:PartyName>/, ''),
        'BR-17',
      ),
    ).toBe('error');
  });

  it('BR-CL-03 in UBL fails an amount without a currency; CII checks only the VAT total', () => {
    expect(level(change(ubl, '<cbc:PriceAmount currencyID="EUR">', '<cbc:PriceAmount>'), 'BR-CL-03')).toBe(
      'error',
    );
    expect(
      level(change(cii, '<ram:ChargeAmount>', '<ram:ChargeAmount currencyID="XXY">'), 'BR-CL-03'),
    ).toBeUndefined();
  });

  it('Kosovo (XK) is no country code of CEN 1.3.15 (BR-CL-14, BR-CO-09)', () => {
    const kosovo = change(
      ubl,
      '<cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country>\n      </cac:PostalAddress>\n      <cac:PartyTaxScheme>\n        <cbc:CompanyID>DE',
      '<cbc:IdentificationCode>XK</cbc:IdentificationCode></cac:Country>\n      </cac:PostalAddress>\n      <cac:PartyTaxScheme>\n        <cbc:CompanyID>XK',
    );
    expect(level(kosovo, 'BR-CL-14')).toBe('error');
    expect(level(kosovo, 'BR-CO-09')).toBe('error');
  });

  it('CII data type rules: no document name on a referenced order, no date outside format 102', () => {
    const order = change(
      cii,
      '<ram:BuyerReference>',
      '<ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>B-1</ram:IssuerAssignedID><ram:FormattedIssueDateTime/></ram:BuyerOrderReferencedDocument><ram:BuyerReference>',
    );
    expect(level(order, 'CII-DT-027')).toBe('error');
    expect(level(change(cii, '20260302', '2026-03-02'), 'CII-DT-097')).toBe('error');
    expect([...firedRules(cii).keys()].filter((id) => id.startsWith('CII-DT'))).toEqual([]);
  });

  it('UBL-DT-08 … 28 warn about data type attributes an invoice does not use', () => {
    expect(
      level(
        change(ubl, '<cbc:ID>RE-2026-0815</cbc:ID>', '<cbc:ID schemeName="x">RE-2026-0815</cbc:ID>'),
        'UBL-DT-08',
      ),
    ).toBe('warning');
    expect(
      level(change(ubl, '<cbc:PaymentMeansCode>58', '<cbc:PaymentMeansCode name="SEPA">58'), 'UBL-DT-18'),
    ).toBeUndefined();
  });

  it('an element in a foreign namespace is not the element the rules mean', () => {
    const foreign = change(
      ubl,
      /<cac:ClassifiedTaxCategory>([\s\S]*?)<\/cac:ClassifiedTaxCategory>/,
      '<ClassifiedTaxCategory xmlns="urn:example">$1</ClassifiedTaxCategory>',
    );
    const result = validateXml(foreign);
    expect(result.errors.map((finding) => finding.ruleId)).toContain('BR-CO-04');
    expect(result.schemaProblems.length).toBeGreaterThan(0);
  });

  it('BR-CO-15 in UBL wants exactly one VAT total in the document currency', () => {
    const twice = change(
      ubl,
      '</cac:TaxTotal>',
      '</cac:TaxTotal><cac:TaxTotal><cbc:TaxAmount currencyID="EUR">7.60</cbc:TaxAmount></cac:TaxTotal>',
    );
    expect(level(twice, 'BR-CO-15')).toBe('error');
    expect(level(ubl, 'BR-CO-15')).toBeUndefined();
  });
});
