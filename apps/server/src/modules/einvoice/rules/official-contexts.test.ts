import { describe, expect, it } from 'vitest';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { change, firedRules } from '../testing/rule-assertions.js';

/**
 * Rules whose official context (the Schematron rule a check sits in) decides whether they are
 * reached at all, and comparisons the official tests fail when a value is missing. Each case: the
 * change that makes the rule fire, and the nearby change that must leave it quiet.
 */
const ubl = buildUblInvoice();
const cii = buildCiiInvoice();
const UBL_TOTALS = /<cac:LegalMonetaryTotal>[\s\S]*<\/cac:LegalMonetaryTotal>/;
const CII_TOTALS =
  /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>[\s\S]*<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/;
const fires = (xml: string, ruleId: string) => firedRules(xml).has(ruleId);

describe('rules in the document totals context (BR-12 … BR-15, BR-CO-10 … BR-CO-16)', () => {
  it('are not reached without the totals group in UBL and CII', () => {
    for (const xml of [change(ubl, UBL_TOTALS, ''), change(cii, CII_TOTALS, '')])
      for (const ruleId of ['BR-12', 'BR-13', 'BR-14', 'BR-15', 'BR-CO-10', 'BR-CO-13', 'BR-CO-16'])
        expect(fires(xml, ruleId), ruleId).toBe(false);
  });

  it('fire on a totals group that lacks the amounts', () => {
    const emptyUbl = change(ubl, UBL_TOTALS, '<cac:LegalMonetaryTotal></cac:LegalMonetaryTotal>');
    for (const ruleId of ['BR-12', 'BR-13', 'BR-14', 'BR-15', 'BR-CO-10', 'BR-CO-13', 'BR-CO-16'])
      expect(fires(emptyUbl, ruleId), ruleId).toBe(true);
  });

  it('BR-CO-13 and BR-CO-16 fail a missing amount instead of skipping it (UBL and CII)', () => {
    expect(fires(change(ubl, /<cbc:TaxExclusiveAmount[^/]*\/cbc:TaxExclusiveAmount>/, ''), 'BR-CO-13')).toBe(
      true,
    );
    expect(
      fires(change(cii, /<ram:TaxBasisTotalAmount>[^<]*<\/ram:TaxBasisTotalAmount>/, ''), 'BR-CO-13'),
    ).toBe(true);
    expect(fires(change(ubl, /<cbc:PayableAmount[^/]*\/cbc:PayableAmount>/, ''), 'BR-CO-16')).toBe(true);
    expect(fires(change(cii, /<ram:GrandTotalAmount>[^<]*<\/ram:GrandTotalAmount>/, ''), 'BR-CO-16')).toBe(
      true,
    );
    expect(fires(ubl, 'BR-CO-13') || fires(cii, 'BR-CO-16')).toBe(false);
  });

  it('BR-CO-10 fails a UBL total without the line sum', () => {
    expect(
      fires(
        change(ubl, /<cbc:LineExtensionAmount currencyID="EUR">40.00<\/cbc:LineExtensionAmount>/, ''),
        'BR-CO-10',
      ),
    ).toBe(true);
  });
});

describe('rules reached through the seller and the lines', () => {
  it('BR-CO-26 only where the seller party is there', () => {
    const noSeller = change(ubl, /<cac:AccountingSupplierParty>[\s\S]*<\/cac:AccountingSupplierParty>/, '');
    expect(fires(noSeller, 'BR-CO-26')).toBe(false);
    expect(fires(change(ubl, /<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/, ''), 'BR-CO-26')).toBe(
      true,
    );
  });

  it('BR-27 fails a line without a net price as the official comparison does', () => {
    expect(fires(change(ubl, /<cac:Price>[\s\S]*?<\/cac:Price>/, ''), 'BR-27')).toBe(true);
    expect(
      fires(
        change(cii, /<ram:NetPriceProductTradePrice>[\s\S]*?<\/ram:NetPriceProductTradePrice>/, ''),
        'BR-27',
      ),
    ).toBe(true);
    expect(fires(ubl, 'BR-27')).toBe(false);
  });

  it('BR-09 in CII asks for the seller country even without an address; UBL only inside one', () => {
    const ciiNoAddress = change(
      cii,
      /<ram:PostalTradeAddress><ram:PostcodeCode>93047[\s\S]*?<\/ram:PostalTradeAddress>/,
      '',
    );
    expect(fires(ciiNoAddress, 'BR-09')).toBe(true);
    const ublNoAddress = change(
      ubl,
      /<cac:PostalAddress>\s*<cbc:StreetName>Mühlenweg[\s\S]*?<\/cac:PostalAddress>/,
      '',
    );
    expect(fires(ublNoAddress, 'BR-08')).toBe(true);
    expect(fires(ublNoAddress, 'BR-09')).toBe(false);
  });
});

describe('VAT breakdown amounts (BR-CO-17, BR-x-08, BR-x-09)', () => {
  it('BR-CO-17 and BR-S-09 fail a breakdown without its tax amount', () => {
    const noTax = change(
      ubl,
      /<cac:TaxSubtotal>\s*<cbc:TaxableAmount([^>]*)>([^<]*)<\/cbc:TaxableAmount>\s*<cbc:TaxAmount[^>]*>[^<]*<\/cbc:TaxAmount>/,
      '<cac:TaxSubtotal><cbc:TaxableAmount$1>$2</cbc:TaxableAmount>',
    );
    expect(fires(noTax, 'BR-CO-17')).toBe(true);
    expect(fires(noTax, 'BR-S-09')).toBe(true);
  });

  it('BR-CO-17 includes the one-unit bounds in CII but not in UBL', () => {
    // 40.00 × 19 % = 7.60; a tax of 8.60 lies exactly one unit away.
    const ciiOff = change(
      cii,
      /<ram:CalculatedAmount>7.60<\/ram:CalculatedAmount>/,
      '<ram:CalculatedAmount>8.60</ram:CalculatedAmount>',
    );
    expect(fires(ciiOff, 'BR-CO-17')).toBe(false);
    const ublOff = change(
      ubl,
      /<cac:TaxSubtotal>([\s\S]*?)<cbc:TaxAmount currencyID="EUR">7.60<\/cbc:TaxAmount>/,
      '<cac:TaxSubtotal>$1<cbc:TaxAmount currencyID="EUR">8.60</cbc:TaxAmount>',
    );
    expect(fires(ublOff, 'BR-CO-17')).toBe(true);
  });

  it('BR-Z-09 fails a zero-rated breakdown without a tax amount; zero passes', () => {
    const zeroRated = (tax: string) =>
      change(
        change(
          change(
            ubl,
            /<cbc:ID>S<\/cbc:ID>\s*<cbc:Percent>19<\/cbc:Percent>/g,
            '<cbc:ID>Z</cbc:ID><cbc:Percent>0</cbc:Percent>',
          ),
          /<cac:TaxSubtotal>([\s\S]*?)<cbc:TaxAmount currencyID="EUR">7.60<\/cbc:TaxAmount>/,
          `<cac:TaxSubtotal>$1${tax}`,
        ),
        /<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="EUR">7.60/,
        '<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">0.00',
      );
    expect(fires(zeroRated(''), 'BR-Z-09')).toBe(true);
    expect(fires(zeroRated('<cbc:TaxAmount currencyID="EUR">0.00</cbc:TaxAmount>'), 'BR-Z-09')).toBe(false);
  });
});
