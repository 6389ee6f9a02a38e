import { describe, expect, it } from 'vitest';
import { validateXml } from '../engine/validate.js';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { change, firedRules } from '../testing/rule-assertions.js';

const ubl = buildUblInvoice();
const cii = buildCiiInvoice();

describe('syntax rules (UBL-SR/DT/CR, CII-SR/DT) and the schema-level structure check', () => {
  it('UBL-SR-53: a party tax scheme without CompanyID', () => {
    expect(firedRules(change(ubl, '<cbc:CompanyID>DE123456789</cbc:CompanyID>', '')).get('UBL-SR-53')).toBe(
      'error',
    );
  });

  it('UBL-DT-01: amounts with more than two decimals (prices excepted)', () => {
    expect(
      firedRules(
        change(
          ubl,
          '<cbc:PayableAmount currencyID="EUR">47.60',
          '<cbc:PayableAmount currencyID="EUR">47.600',
        ),
      ).has('UBL-DT-01'),
    ).toBe(true);
    expect(
      firedRules(
        change(ubl, /<cbc:PriceAmount currencyID="EUR">10.00/, '<cbc:PriceAmount currencyID="EUR">10.0000'),
      ).has('UBL-DT-01'),
    ).toBe(false);
  });

  it('UBL-CR-646 on sub invoice lines: an error in an XRechnung invoice (KoSIT), a warning elsewhere', () => {
    const withSubLine = change(
      ubl,
      '</cac:Price>\n  </cac:InvoiceLine>',
      '</cac:Price>\n    <cac:SubInvoiceLine><cbc:ID>1.1</cbc:ID><cbc:LineExtensionAmount currencyID="EUR">20.00</cbc:LineExtensionAmount><cac:Item><cbc:Name>x</cbc:Name></cac:Item></cac:SubInvoiceLine>\n  </cac:InvoiceLine>',
    );
    expect(firedRules(withSubLine).get('UBL-CR-646')).toBe('error');
    const plain = withSubLine.replace(
      /<cbc:CustomizationID>[^<]*</,
      '<cbc:CustomizationID>urn:cen.eu:en16931:2017<',
    );
    expect(firedRules(plain).get('UBL-CR-646')).toBe('warning');
  });

  it('CII-SR-461: only one tax point date', () => {
    const twice = change(
      cii,
      '<ram:RateApplicablePercent>19</ram:RateApplicablePercent>\n      </ram:ApplicableTradeTax>',
      '<ram:TaxPointDate><udt:DateString format="102">20260301</udt:DateString></ram:TaxPointDate><ram:RateApplicablePercent>19</ram:RateApplicablePercent>\n      </ram:ApplicableTradeTax><ram:ApplicableTradeTax><ram:CalculatedAmount>0</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>0</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:TaxPointDate><udt:DateString format="102">20260301</udt:DateString></ram:TaxPointDate><ram:RateApplicablePercent>7</ram:RateApplicablePercent></ram:ApplicableTradeTax>',
    );
    expect(firedRules(twice).get('CII-SR-461')).toBe('error');
  });

  it('CII-DT-031: no currency on amounts other than the tax total', () => {
    expect(
      firedRules(change(cii, '<ram:GrandTotalAmount>', '<ram:GrandTotalAmount currencyID="EUR">')).get(
        'CII-DT-031',
      ),
    ).toBe('error');
  });

  it('the structure check rejects elements out of schema order and missing mandatory ones', () => {
    const lineNet = '<cbc:LineExtensionAmount currencyID="EUR">40.00</cbc:LineExtensionAmount>';
    const taxExclusive = '<cbc:TaxExclusiveAmount currencyID="EUR">40.00</cbc:TaxExclusiveAmount>';
    const swapped = validateXml(
      change(ubl, `${lineNet}\n    ${taxExclusive}`, `${taxExclusive}\n    ${lineNet}`),
    );
    expect(swapped.reasons).toContain('xsd');
    expect(swapped.schemaProblems[0]?.detail).toBe('element LineExtensionAmount out of order');
    const noId = validateXml(
      change(
        ubl,
        '<cac:OrderReference><cbc:ID>B-4711</cbc:ID></cac:OrderReference>',
        '<cac:OrderReference></cac:OrderReference>',
      ),
    );
    expect(noId.verdict).toBe('invalid');
    expect(noId.schemaProblems[0]?.detail).toBe('missing ID');
  });

  it('the structure check rejects elements outside the CII namespaces and bad lexical values', () => {
    expect(
      validateXml(
        change(
          cii,
          '<ram:BuyerReference>04011000-12345-03</ram:BuyerReference>',
          '<BuyerReference>04011000-12345-03</BuyerReference>',
        ),
      ).reasons,
    ).toContain('xsd');
    expect(
      validateXml(
        change(ubl, '<cbc:IssueDate>2026-03-02</cbc:IssueDate>', '<cbc:IssueDate>02.03.2026</cbc:IssueDate>'),
      ).reasons,
    ).toContain('xsd');
    expect(validateXml(ubl).schemaProblems).toEqual([]);
    expect(validateXml(cii).schemaProblems).toEqual([]);
  });

  it('refuses documents that are neither UBL nor CII', () => {
    expect(validateXml('<Order xmlns="urn:x"/>').reasons).toEqual(['not-ubl-or-cii-root']);
  });
});
