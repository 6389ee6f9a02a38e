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
  'BR-DEX-15',
  'BR-TMP-2',
  'PEPPOL-EN16931-R120',
  // The CII data type rules the binding flags as warnings.
  ...[
    38,
    39,
    40,
    41,
    42,
    43,
    44,
    45,
    46,
    47,
    48,
    ...Array.from({ length: 19 }, (_, index) => 49 + index),
    98,
  ].map((number) => `CII-DT-${String(number).padStart(3, '0')}`),
]);
const INFORMATION = new Set(['BR-DE-TMP-32']);
/** Syntax rules the bindings flag `fatal`, unlike the rest of their family. */
const ERROR_SYNTAX = new Set([
  ...[9, 10, 14, 46, 69, 72, 90, 439, 440, 441, 455, 456, 459, 460, 461, 462, 463].map(
    (number) => `CII-SR-${String(number).padStart(3, '0')}`,
  ),
  'UBL-CR-666',
  'UBL-CR-673',
]);
/** UBL-DT-08 … 28 (attributes of the data types an invoice does not use) are warnings. */
const UBL_DATA_TYPE_WARNINGS = new Set(
  Array.from({ length: 21 }, (_, index) => `UBL-DT-${String(8 + index).padStart(2, '0')}`),
);

/** Severity the rule sets give a rule (fatal → error). */
export function baseLevel(ruleId: string): Level {
  if (INFORMATION.has(ruleId)) return 'information';
  if (WARNINGS.has(ruleId) || UBL_DATA_TYPE_WARNINGS.has(ruleId)) return 'warning';
  if (ERROR_SYNTAX.has(ruleId)) return 'error';
  if (ruleId.startsWith('UBL-CR-') || ruleId.startsWith('CII-SR-')) return 'warning';
  return 'error';
}

/** BR-51 (card number length) is a warning in the UBL binding and fatal in CII. */
function documentLevel(ruleId: string, documentType: DocumentType): Level {
  if (ruleId === 'BR-51' && documentType !== 'cii') return 'warning';
  return baseLevel(ruleId);
}

/** Which XRechnung variant the specification identifier names exactly (KoSIT's scenario match). */
export type Scenario = 'xrechnung' | 'xrechnung-extension' | 'xrechnung-cvd' | 'en16931' | 'none';
/** The document type a KoSIT scenario is written for. */
export type DocumentType = 'ubl-invoice' | 'ubl-creditnote' | 'cii';

const XRECHNUNG_COMMON: Record<string, Level> = { 'BR-CL-21': 'warning', 'BR-CL-23': 'warning' };
const CII_PAYMENT_SYNTAX: Record<string, Level> = {
  'CII-SR-452': 'error',
  'CII-SR-453': 'error',
  'CII-SR-454': 'error',
};
const EXTENSION_CODES: Record<string, Level> = {
  'BR-CL-10': 'information',
  'BR-CL-11': 'information',
  'BR-CL-21': 'information',
  'BR-CL-23': 'warning',
  'BR-CL-24': 'information',
  'BR-CL-25': 'information',
  'BR-CL-26': 'information',
};
const CVD: Record<string, Level> = { ...XRECHNUNG_COMMON, 'BR-CL-13': 'information' };

/**
 * The `customLevel`s of KoSIT's validator configuration for XRechnung (release v2026-01-31,
 * `scenarios.xml`), per scenario and document type. A combination KoSIT has no scenario for (an
 * extension credit note, older XRechnung versions) keeps the rule sets' own levels.
 */
const CUSTOM_LEVELS: Record<Scenario, Partial<Record<DocumentType, Record<string, Level>>>> = {
  xrechnung: {
    'ubl-invoice': { ...XRECHNUNG_COMMON, 'UBL-CR-646': 'error' },
    'ubl-creditnote': XRECHNUNG_COMMON,
    cii: { ...XRECHNUNG_COMMON, ...CII_PAYMENT_SYNTAX },
  },
  'xrechnung-extension': {
    'ubl-invoice': {
      ...EXTENSION_CODES,
      'BR-CO-16': 'information',
      'UBL-CR-470': 'information',
      'UBL-CR-646': 'information',
    },
    cii: { ...EXTENSION_CODES, ...CII_PAYMENT_SYNTAX },
  },
  'xrechnung-cvd': {
    'ubl-invoice': { ...CVD, 'UBL-CR-646': 'error' },
    'ubl-creditnote': { ...CVD, 'UBL-CR-646': 'error' },
    cii: { ...CVD, ...CII_PAYMENT_SYNTAX },
  },
  en16931: {},
  none: {},
};

export function effectiveLevel(ruleId: string, scenario: Scenario, documentType: DocumentType): Level {
  return CUSTOM_LEVELS[scenario][documentType]?.[ruleId] ?? documentLevel(ruleId, documentType);
}
