import type { CenRelease, XRechnungSchematronRelease } from './codelists/code-lists.js';

/**
 * The versions of the official rules the validator implements, in one place. A document's result
 * and its stored record name the rule set it was checked with; an upgrade adds an entry here (and the
 * code lists of a new CEN release via generate-code-lists.ts) and moves CURRENT_RULE_SET.
 */
export type RuleSet = {
  id: string;
  /** XRechnung specification and the KoSIT Schematron release implementing it. */
  xrechnung: string;
  xrechnungSchematron: XRechnungSchematronRelease;
  /** CEN/TC 434 EN 16931 validation artefacts release. */
  cen: CenRelease;
  /** KoSIT validator configuration whose custom levels apply. */
  kositConfiguration: string;
};

export const RULE_SETS = {
  'xrechnung-3.0.2_schematron-2.5.0_cen-1.3.15': {
    id: 'xrechnung-3.0.2_schematron-2.5.0_cen-1.3.15',
    xrechnung: '3.0.2',
    xrechnungSchematron: '2.5.0',
    cen: '1.3.15',
    kositConfiguration: '2026-01-31',
  },
  'xrechnung-3.0.2_schematron-2.5.0_cen-1.3.16': {
    id: 'xrechnung-3.0.2_schematron-2.5.0_cen-1.3.16',
    xrechnung: '3.0.2',
    xrechnungSchematron: '2.5.0',
    cen: '1.3.16',
    kositConfiguration: '2026-01-31',
  },
} as const satisfies Record<string, RuleSet>;

export type RuleSetId = keyof typeof RULE_SETS;

/** The rule set every validation uses today (what KoSIT's current validator configuration ships). */
export const CURRENT_RULE_SET: RuleSet = RULE_SETS['xrechnung-3.0.2_schematron-2.5.0_cen-1.3.15'];

export function ruleSetLabel(ruleSet: RuleSet): string {
  return `XRechnung ${ruleSet.xrechnung} (Schematron ${ruleSet.xrechnungSchematron}), EN 16931 ${ruleSet.cen}`;
}
