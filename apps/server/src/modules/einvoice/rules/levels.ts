import type { Level } from './rule-context.js';

const WARNINGS = new Set([
  'BR-DE-17',
  'BR-DE-19',
  'BR-DE-20',
  'BR-DE-21',
  'BR-DE-26',
  'BR-DE-27',
  'BR-DE-28',
  'BR-DEX-02',
  'BR-TMP-2',
  'PEPPOL-EN16931-R120',
  'CII-DT-043',
  'CII-DT-044',
]);
const INFORMATION = new Set(['BR-DE-TMP-32']);
const ERROR_SYNTAX = new Set(['CII-SR-461', 'CII-SR-462']);

/** Severity the rule sets give a rule (fatal → error). */
export function baseLevel(ruleId: string): Level {
  if (INFORMATION.has(ruleId)) return 'information';
  if (WARNINGS.has(ruleId)) return 'warning';
  if (ruleId.startsWith('UBL-CR-')) return 'warning';
  if (ruleId.startsWith('CII-SR-') && !ERROR_SYNTAX.has(ruleId)) return 'warning';
  return 'error';
}

export type Scenario = 'xrechnung' | 'xrechnung-extension' | 'xrechnung-cvd' | 'en16931' | 'none';

/** The custom levels of the XRechnung validator configuration for each scenario. */
const OVERRIDES: Record<Scenario, Record<string, Level>> = {
  xrechnung: {},
  'xrechnung-extension': {
    'BR-CL-10': 'information',
    'BR-CL-11': 'information',
    'BR-CL-21': 'information',
    'BR-CL-24': 'information',
    'BR-CL-25': 'information',
    'BR-CL-26': 'information',
    'BR-CO-16': 'information',
    'UBL-CR-470': 'information',
    'UBL-CR-646': 'information',
  },
  'xrechnung-cvd': { 'BR-CL-13': 'information' },
  en16931: {},
  none: {},
};

export function effectiveLevel(ruleId: string, scenario: Scenario, syntax: 'UBL' | 'CII'): Level {
  const override = OVERRIDES[scenario][ruleId];
  if (override && !(ruleId === 'BR-CO-16' && syntax === 'CII')) return override;
  return baseLevel(ruleId);
}
