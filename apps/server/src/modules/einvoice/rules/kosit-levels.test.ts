import { describe, expect, it } from 'vitest';
import { XRECHNUNG_CVD_ID, XRECHNUNG_EXTENSION_ID } from '../engine/detect.js';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { change, firedRules } from '../testing/rule-assertions.js';
import { effectiveLevel } from './levels.js';

/** The custom levels of KoSIT's XRechnung configuration raise or lower rules per scenario. */
describe('KoSIT custom levels', () => {
  it('raises CII-SR-452/453/454 to errors in every XRechnung CII scenario, not in plain EN 16931', () => {
    for (const scenario of ['xrechnung', 'xrechnung-extension', 'xrechnung-cvd'] as const)
      for (const ruleId of ['CII-SR-452', 'CII-SR-453', 'CII-SR-454'])
        expect(effectiveLevel(ruleId, scenario, 'cii')).toBe('error');
    expect(effectiveLevel('CII-SR-452', 'en16931', 'cii')).toBe('warning');
    expect(effectiveLevel('CII-SR-452', 'xrechnung', 'ubl-invoice')).toBe('warning');
  });

  it('UBL-CR-646 is an error for XRechnung invoices and CVD credit notes, information in the extension', () => {
    expect(effectiveLevel('UBL-CR-646', 'xrechnung', 'ubl-invoice')).toBe('error');
    expect(effectiveLevel('UBL-CR-646', 'xrechnung-cvd', 'ubl-creditnote')).toBe('error');
    expect(effectiveLevel('UBL-CR-646', 'xrechnung', 'ubl-creditnote')).toBe('warning');
    expect(effectiveLevel('UBL-CR-646', 'xrechnung-extension', 'ubl-invoice')).toBe('information');
  });

  it('lowers BR-CL-23 and BR-CL-21 to warnings in XRechnung and keeps them errors elsewhere', () => {
    expect(effectiveLevel('BR-CL-23', 'xrechnung', 'cii')).toBe('warning');
    expect(effectiveLevel('BR-CL-21', 'xrechnung-extension', 'cii')).toBe('information');
    expect(effectiveLevel('BR-CL-23', 'en16931', 'cii')).toBe('error');
  });

  it('has no extension scenario for credit notes: their levels stay those of the rule sets', () => {
    expect(effectiveLevel('BR-CL-10', 'xrechnung-extension', 'ubl-creditnote')).toBe('error');
    expect(effectiveLevel('BR-CL-10', 'xrechnung-extension', 'ubl-invoice')).toBe('information');
  });

  it('applies them to a whole document by its exact specification identifier', () => {
    const unit = (xml: string) => change(xml, 'unitCode="C62"', 'unitCode="STUECK"');
    expect(firedRules(unit(buildCiiInvoice())).get('BR-CL-23')).toBe('warning');
    expect(firedRules(unit(buildCiiInvoice({ customizationId: XRECHNUNG_CVD_ID }))).get('BR-CL-23')).toBe(
      'warning',
    );
    expect(
      firedRules(unit(buildCiiInvoice({ customizationId: 'urn:cen.eu:en16931:2017' }))).get('BR-CL-23'),
    ).toBe('error');
    const twoTerms = (xml: string) =>
      change(
        xml,
        '</ram:SpecifiedTradePaymentTerms>',
        '</ram:SpecifiedTradePaymentTerms><ram:SpecifiedTradePaymentTerms><ram:Description>Skonto</ram:Description></ram:SpecifiedTradePaymentTerms>',
      );
    expect(
      firedRules(twoTerms(buildCiiInvoice({ customizationId: XRECHNUNG_EXTENSION_ID }))).get('CII-SR-452'),
    ).toBe('error');
    expect(
      firedRules(twoTerms(buildCiiInvoice({ customizationId: 'urn:cen.eu:en16931:2017' }))).get('CII-SR-452'),
    ).toBe('warning');
    expect(firedRules(buildUblInvoice()).size).toBe(0);
  });
});
