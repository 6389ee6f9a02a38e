import { describe, expect, it } from 'vitest';
import { validateXml } from './engine/validate.js';
import { CURRENT_RULE_SET, RULE_SETS, ruleSetLabel } from './rule-sets.js';
import { buildCiiInvoice } from './testing/invoice-builder.js';
import { change } from './testing/rule-assertions.js';

describe('rule sets', () => {
  it('validates with XRechnung 3.0.2, Schematron 2.5.0 and CEN 1.3.15 today and says so', () => {
    const result = validateXml(buildCiiInvoice());
    expect(result.ruleSet).toBe(CURRENT_RULE_SET);
    expect(ruleSetLabel(result.ruleSet)).toBe('XRechnung 3.0.2 (Schematron 2.5.0), EN 16931 1.3.15');
  });

  it('knows CEN 1.3.16 with its own code lists (the Caribbean guilder XCG is new there)', () => {
    const guilder = change(buildCiiInvoice(), '<ram:InvoiceCurrencyCode>EUR', '<ram:InvoiceCurrencyCode>XCG');
    const ids = (ruleSet: (typeof RULE_SETS)[keyof typeof RULE_SETS]) =>
      validateXml(guilder, 'xml', ruleSet).errors.map((finding) => finding.ruleId);
    expect(ids(RULE_SETS['xrechnung-3.0.2_schematron-2.5.0_cen-1.3.15'])).toContain('BR-CL-04');
    expect(ids(RULE_SETS['xrechnung-3.0.2_schematron-2.5.0_cen-1.3.16'])).not.toContain('BR-CL-04');
  });
});
