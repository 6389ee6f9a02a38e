import { describe, expect, it } from 'vitest';
import { XRECHNUNG_CVD_ID, XRECHNUNG_EXTENSION_ID } from '../engine/detect.js';
import { validateXml } from '../engine/validate.js';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { change, firedRules } from '../testing/rule-assertions.js';
import { isValidIban } from './xrechnung.js';

const ubl = buildUblInvoice();
const cii = buildCiiInvoice();

describe('XRechnung CIUS rules (BR-DE-, BR-TMP-, BR-DEX-, CVD)', () => {
  it('only applies when the specification identifier claims XRechnung', () => {
    const plain = change(
      ubl,
      /<cbc:CustomizationID>.*<\/cbc:CustomizationID>/,
      '<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>',
    );
    expect(
      firedRules(change(plain, '<cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>', '')).has(
        'BR-DE-15',
      ),
    ).toBe(false);
    expect(
      firedRules(change(ubl, '<cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>', '')).get(
        'BR-DE-15',
      ),
    ).toBe('error');
  });

  const cases: [string, string, string, string | RegExp, string][] = [
    [
      'BR-DE-1',
      'error',
      'CII',
      /<ram:SpecifiedTradeSettlementPaymentMeans>[\s\S]*?<\/ram:SpecifiedTradeSettlementPaymentMeans>/,
      '',
    ],
    ['BR-DE-2', 'error', 'UBL', /<cac:Contact>[\s\S]*?<\/cac:Contact>/, ''],
    ['BR-DE-3', 'error', 'CII', '<ram:CityName>Regensburg</ram:CityName>', ''],
    ['BR-DE-7', 'error', 'UBL', '<cbc:ElectronicMail>buchhaltung@mehlwerk.example</cbc:ElectronicMail>', ''],
    [
      'BR-DE-14',
      'error',
      'UBL',
      /(<cbc:TaxAmount currencyID="EUR">7.60<\/cbc:TaxAmount>\s*<cac:TaxCategory>\s*<cbc:ID>S<\/cbc:ID>)\s*<cbc:Percent>19<\/cbc:Percent>/,
      '$1',
    ],
    [
      'BR-DE-18',
      'error',
      'UBL',
      'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
      '#SKONTO#TAGE=7#PROZENT=2,00#\n',
    ],
    ['BR-DE-19', 'warning', 'UBL', 'DE02120300000000202051', 'DE02120300000000202052'],
    ['BR-DE-23-a', 'error', 'UBL', /<cac:PayeeFinancialAccount>[\s\S]*?<\/cac:PayeeFinancialAccount>/, ''],
    ['BR-DE-27', 'warning', 'CII', '+49 941 123456', 'unbekannt'],
    ['BR-DE-28', 'warning', 'UBL', 'buchhaltung@mehlwerk.example', 'buchhaltung-at-mehlwerk'],
    [
      'PEPPOL-EN16931-R010',
      'error',
      'CII',
      '<ram:URIUniversalCommunication><ram:URIID schemeID="EM">einkauf@sonnenschein.example</ram:URIID></ram:URIUniversalCommunication>',
      '',
    ],
    [
      'PEPPOL-EN16931-R120',
      'warning',
      'UBL',
      '<cbc:PriceAmount currencyID="EUR">10.00</cbc:PriceAmount>',
      '<cbc:PriceAmount currencyID="EUR">11.00</cbc:PriceAmount>',
    ],
    [
      'PEPPOL-EN16931-R008',
      'error',
      'UBL',
      '<cbc:Note>Vielen Dank für Ihren Einkauf.</cbc:Note>',
      '<cbc:Note></cbc:Note>',
    ],
  ];

  it.each(cases)('%s (%s) fires on a %s XRechnung that breaks it', (ruleId, level, syntax, from, to) => {
    expect(firedRules(change(syntax === 'UBL' ? ubl : cii, from, to)).get(ruleId)).toBe(level);
  });

  it('a correct Skonto line passes BR-DE-18', () => {
    expect(
      firedRules(
        change(ubl, 'Zahlbar innerhalb von 14 Tagen ohne Abzug.', '#SKONTO#TAGE=7#PROZENT=2.00#\n'),
      ).has('BR-DE-18'),
    ).toBe(false);
  });

  it('BR-DE-TMP-32 informs when no delivery date or period is given', () => {
    expect(
      firedRules(change(ubl, /<cac:InvoicePeriod>[\s\S]*?<\/cac:InvoicePeriod>/, '')).get('BR-DE-TMP-32'),
    ).toBe('information');
  });

  it('the extension downgrades BR-CL-25 and checks BR-DEX-07 instead', () => {
    const extension = change(
      change(
        ubl,
        /<cbc:CustomizationID>.*<\/cbc:CustomizationID>/,
        `<cbc:CustomizationID>${XRECHNUNG_EXTENSION_ID}</cbc:CustomizationID>`,
      ),
      'schemeID="EM">rechnung',
      'schemeID="XR99">rechnung',
    );
    const fired = firedRules(extension);
    expect(fired.get('BR-CL-25')).toBe('information');
    expect(fired.get('BR-DEX-07')).toBe('error');
  });

  it('CVD invoices need contract and tender references (BR-DE-CVD-01/02/03)', () => {
    const cvd = change(
      ubl,
      /<cbc:CustomizationID>.*<\/cbc:CustomizationID>/,
      `<cbc:CustomizationID>${XRECHNUNG_CVD_ID}</cbc:CustomizationID>`,
    );
    const fired = firedRules(cvd);
    expect(['BR-DE-CVD-01', 'BR-DE-CVD-02', 'BR-DE-CVD-03'].every((id) => fired.get(id) === 'error')).toBe(
      true,
    );
    expect(validateXml(cvd).profile).toBe('XRechnung 3.0 CVD');
  });

  it('checks IBANs with the ISO 13616 checksum', () => {
    expect(isValidIban('DE02 1203 0000 0000 2020 51')).toBe(true);
    expect(isValidIban('DE02120300000000202052')).toBe(false);
  });
});
