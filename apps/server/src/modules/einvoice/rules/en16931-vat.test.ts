import { describe, expect, it } from 'vitest';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { change, firedRules } from '../testing/rule-assertions.js';

const ubl = buildUblInvoice();
const cii = buildCiiInvoice();

describe('VAT category rules (BR-S/Z/E/AE/IC/G/O)', () => {
  it('accepts a consistent standard-rated invoice', () => {
    const fired = [...firedRules(ubl).keys()].filter((id) => /^BR-(S|Z|E|AE|IC|G|O|IG|IP)-/.test(id));
    expect(fired).toEqual([]);
  });

  it('BR-S-08: taxable amount of the breakdown must match the lines of that rate', () => {
    expect(
      firedRules(
        change(
          ubl,
          '<cbc:TaxableAmount currencyID="EUR">40.00</cbc:TaxableAmount>',
          '<cbc:TaxableAmount currencyID="EUR">45.00</cbc:TaxableAmount>',
        ),
      ).get('BR-S-08'),
    ).toBe('error');
  });

  it('BR-S-09: the tax amount must be taxable amount × rate (±1 tolerance)', () => {
    const broken = change(
      cii,
      '<ram:CalculatedAmount>7.60</ram:CalculatedAmount>',
      '<ram:CalculatedAmount>9.60</ram:CalculatedAmount>',
    );
    expect(firedRules(broken).get('BR-S-09')).toBe('error');
    const withinTolerance = change(
      cii,
      '<ram:CalculatedAmount>7.60</ram:CalculatedAmount>',
      '<ram:CalculatedAmount>7.90</ram:CalculatedAmount>',
    );
    expect(firedRules(withinTolerance).has('BR-S-09')).toBe(false);
  });

  it('BR-S-05: a standard-rated line needs a rate above zero', () => {
    expect(
      firedRules(
        change(
          ubl,
          /(<cac:ClassifiedTaxCategory>\s*<cbc:ID>S<\/cbc:ID>\s*)<cbc:Percent>19/,
          '$1<cbc:Percent>0',
        ),
      ).get('BR-S-05'),
    ).toBe('error');
  });

  it('BR-S-02: standard-rated lines need a seller VAT or tax number', () => {
    const noVat = change(ubl, /<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/, '');
    expect(firedRules(noVat).get('BR-S-02')).toBe('error');
  });

  it('BR-E-10 and BR-E-01: exempt categories need an exemption reason and one breakdown', () => {
    const exempt = ubl
      .replace(
        /<cbc:ID>S<\/cbc:ID>\s*<cbc:Percent>19<\/cbc:Percent>/g,
        '<cbc:ID>E</cbc:ID><cbc:Percent>0</cbc:Percent>',
      )
      .replace(/>7\.60</g, '>0.00<')
      .replace(/>47\.60</g, '>40.00<');
    const fired = firedRules(exempt);
    expect(fired.get('BR-E-10')).toBe('error');
    expect(fired.has('BR-E-01')).toBe(false);
    const withReason = exempt.replace(
      '<cbc:ID>E</cbc:ID><cbc:Percent>0</cbc:Percent>\n        <cac:TaxScheme>',
      '<cbc:ID>E</cbc:ID><cbc:Percent>0</cbc:Percent><cbc:TaxExemptionReason>Steuerfrei nach § 4 UStG</cbc:TaxExemptionReason>\n        <cac:TaxScheme>',
    );
    expect(firedRules(withReason).has('BR-E-10')).toBe(false);
  });

  it('BR-O-02: not-subject-to-VAT lines must not carry a seller VAT identifier', () => {
    const outOfScope = ubl
      .replace(/<cbc:ID>S<\/cbc:ID>\s*<cbc:Percent>19<\/cbc:Percent>/g, '<cbc:ID>O</cbc:ID>')
      .replace(/>7\.60</g, '>0.00<')
      .replace(/>47\.60</g, '>40.00<');
    expect(firedRules(outOfScope).get('BR-O-02')).toBe('error');
  });

  it('BR-IC-12: intra-community supply needs the deliver-to country', () => {
    const intra = ubl
      .replace(
        /<cbc:ID>S<\/cbc:ID>\s*<cbc:Percent>19<\/cbc:Percent>/g,
        '<cbc:ID>K</cbc:ID><cbc:Percent>0</cbc:Percent>',
      )
      .replace(/>7\.60</g, '>0.00<')
      .replace(/>47\.60</g, '>40.00<');
    expect(firedRules(intra).get('BR-IC-12')).toBe('error');
  });
});

describe('VAT category rules where the official CII binding differs from UBL', () => {
  const zeroRated = (xml: string) =>
    xml.replace(
      /<ram:CategoryCode>S<\/ram:CategoryCode><ram:RateApplicablePercent>19/g,
      '<ram:CategoryCode>Z</ram:CategoryCode><ram:RateApplicablePercent>0',
    );

  it('BR-Z-01 (CII): a zero-rated breakdown needs a zero-rated line, and the line needs it', () => {
    const breakdownOnly = change(
      cii,
      '<ram:CategoryCode>S</ram:CategoryCode>\n        <ram:RateApplicablePercent>19</ram:RateApplicablePercent>\n      </ram:ApplicableTradeTax>',
      '<ram:CategoryCode>S</ram:CategoryCode>\n        <ram:RateApplicablePercent>19</ram:RateApplicablePercent>\n      </ram:ApplicableTradeTax><ram:ApplicableTradeTax><ram:CalculatedAmount>0.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>0.00</ram:BasisAmount><ram:CategoryCode>Z</ram:CategoryCode><ram:RateApplicablePercent>0</ram:RateApplicablePercent></ram:ApplicableTradeTax>',
    );
    expect(firedRules(breakdownOnly).get('BR-Z-01')).toBe('error');
    expect(firedRules(zeroRated(cii)).get('BR-Z-01')).toBe('error');
  });

  it('BR-S-08 (CII): the taxable amount must match the lines of the same rate exactly', () => {
    const offByCent = change(
      cii,
      '<ram:BasisAmount>40.00</ram:BasisAmount>',
      '<ram:BasisAmount>40.01</ram:BasisAmount>',
    );
    expect(firedRules(offByCent).get('BR-S-08')).toBe('error');
    const ublOffByCent = change(
      ubl,
      '<cbc:TaxableAmount currencyID="EUR">40.00</cbc:TaxableAmount>',
      '<cbc:TaxableAmount currencyID="EUR">40.01</cbc:TaxableAmount>',
    );
    expect(firedRules(ublOffByCent).has('BR-S-08')).toBe(false);
  });

  it('BR-CO-15 (CII) accepts a grand total equal to the total without VAT', () => {
    const noVatAdded = change(
      change(
        cii,
        '<ram:GrandTotalAmount>47.60</ram:GrandTotalAmount>',
        '<ram:GrandTotalAmount>40.00</ram:GrandTotalAmount>',
      ),
      '<ram:DuePayableAmount>47.60</ram:DuePayableAmount>',
      '<ram:DuePayableAmount>40.00</ram:DuePayableAmount>',
    );
    expect(firedRules(noVatAdded).has('BR-CO-15')).toBe(false);
    const wrong = change(
      cii,
      '<ram:GrandTotalAmount>47.60</ram:GrandTotalAmount>',
      '<ram:GrandTotalAmount>47.70</ram:GrandTotalAmount>',
    );
    expect(firedRules(wrong).get('BR-CO-15')).toBe('error');
  });
});
