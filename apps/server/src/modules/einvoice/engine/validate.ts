import { codeListsFor } from '../codelists/code-lists.js';
import { CURRENT_RULE_SET, type RuleSet } from '../rule-sets.js';
import { checkCiiSyntaxRules } from '../rules/cii-syntax.js';
import { checkCodeListRules } from '../rules/en16931-codes.js';
import { checkCoreRules } from '../rules/en16931-core.js';
import { checkVatCategoryRules } from '../rules/en16931-vat.js';
import { effectiveLevel, type DocumentType, type Scenario } from '../rules/levels.js';
import { checkPeppolRules } from '../rules/peppol.js';
import type { Level, RawFinding, RuleContext } from '../rules/rule-context.js';
import { checkCiiStructure, checkUblStructure, type SchemaProblem } from '../rules/schema-structure.js';
import { checkUblSyntaxRules } from '../rules/ubl-syntax.js';
import { checkXRechnungRules } from '../rules/xrechnung.js';
import {
  detectDocument,
  detectProfile,
  hideForeignElements,
  XRECHNUNG_CIUS_ID,
  XRECHNUNG_CVD_ID,
  XRECHNUNG_EXTENSION_ID,
  type XmlContainer,
} from './detect.js';
import type { Invoice, Syntax } from './model.js';
import { parseCii } from './parse-cii.js';
import { parseUbl } from './parse-ubl.js';
import { parseXml, XmlRefusedError, type XmlFailureKind } from './xml.js';

export type Finding = { ruleId: string; level: Level; location: string };

export type Reason =
  | 'xml-not-well-formed'
  | 'xml-refused'
  | 'not-ubl-or-cii-root'
  | 'xsd'
  | 'pdf:no-xml-attachment'
  | 'pdf:pdf-unreadable'
  | 'pdf:xml-too-large'
  | `rule:${string}`;

export type ValidationResult = {
  verdict: 'valid' | 'invalid';
  syntax: Syntax | null;
  profile: string;
  customizationId: string | null;
  errors: Finding[];
  warnings: Finding[];
  information: Finding[];
  reasons: Reason[];
  /** Why the XML was refused before validation (DTD, depth, size, …), when it was. */
  refusal?: { kind: XmlFailureKind; detail: string } | undefined;
  schemaProblems: SchemaProblem[];
  model: Invoice | null;
  /** The versions of the official rules this result follows. */
  ruleSet: RuleSet;
};

function emptyResult(
  reason: Reason,
  ruleSet: RuleSet,
  extra: Partial<ValidationResult> = {},
): ValidationResult {
  return {
    ruleSet,
    verdict: 'invalid',
    syntax: null,
    profile: '',
    customizationId: null,
    errors: [],
    warnings: [],
    information: [],
    reasons: [reason],
    schemaProblems: [],
    model: null,
    ...extra,
  };
}

/** KoSIT matches a scenario by the exact specification identifier. */
function scenarioOf(customizationId: string | undefined): Scenario {
  switch (customizationId) {
    case XRECHNUNG_EXTENSION_ID:
      return 'xrechnung-extension';
    case XRECHNUNG_CVD_ID:
      return 'xrechnung-cvd';
    case XRECHNUNG_CIUS_ID:
      return 'xrechnung';
    case 'urn:cen.eu:en16931:2017':
      return 'en16931';
    default:
      return 'none';
  }
}

/**
 * Validates one e-invoice XML: well-formedness and root, the schema-level structure, the EN 16931
 * rules (once on the model) with the syntax rules on the XML, and the XRechnung rules when the
 * specification identifier claims XRechnung.
 */
export function validateXml(
  bytes: Uint8Array | string,
  container: XmlContainer = 'xml',
  ruleSet: RuleSet = CURRENT_RULE_SET,
): ValidationResult {
  let root;
  try {
    root = parseXml(bytes);
  } catch (error) {
    if (error instanceof XmlRefusedError) {
      const reason: Reason =
        error.kind === 'malformed' || error.kind === 'encoding' ? 'xml-not-well-formed' : 'xml-refused';
      return emptyResult(reason, ruleSet, { refusal: { kind: error.kind, detail: error.detail } });
    }
    throw error;
  }
  const document = detectDocument(root);
  if (document.kind !== 'invoice') {
    return emptyResult('not-ubl-or-cii-root', ruleSet, {
      profile: document.kind === 'zugferd1' ? 'ZUGFeRD 1.0' : '',
    });
  }
  hideForeignElements(root, document.syntax);
  const model = document.syntax === 'UBL' ? parseUbl(root) : parseCii(root);
  const info = detectProfile(model.customizationId, container);
  const scenario = scenarioOf(model.customizationId);
  const documentType: DocumentType =
    document.syntax === 'CII' ? 'cii' : model.isCreditNote ? 'ubl-creditnote' : 'ubl-invoice';
  const raw: RawFinding[] = [];
  const seen = new Set<string>();
  const context: RuleContext = {
    model,
    root,
    xrechnung: info.xrechnung,
    extension: info.extension,
    cvd: info.cvd,
    codes: codeListsFor(ruleSet.cen, ruleSet.xrechnungSchematron),
    report(ruleId, location) {
      if (seen.has(ruleId)) return;
      seen.add(ruleId);
      raw.push({ ruleId, location });
    },
  };
  checkCoreRules(context);
  checkVatCategoryRules(context);
  checkCodeListRules(context);
  if (document.syntax === 'UBL') checkUblSyntaxRules(context);
  else checkCiiSyntaxRules(context);
  if (info.xrechnung) {
    checkXRechnungRules(context);
    checkPeppolRules(context);
    if (
      model.customizationId !== undefined &&
      !['urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'].includes(
        model.customizationId,
      ) &&
      !info.extension &&
      !info.cvd
    )
      context.report('BR-DE-21', '/');
  }
  const schemaProblems = document.syntax === 'UBL' ? checkUblStructure(root) : checkCiiStructure(root);
  const findings: Finding[] = raw.map((finding) => ({
    ...finding,
    level: effectiveLevel(finding.ruleId, scenario, documentType),
  }));
  const errors = findings.filter((finding) => finding.level === 'error');
  const reasons: Reason[] = [];
  if (schemaProblems.length > 0) reasons.push('xsd');
  for (const error of errors) reasons.push(`rule:${error.ruleId}`);
  return {
    verdict: reasons.length === 0 ? 'valid' : 'invalid',
    syntax: document.syntax,
    profile: info.profile,
    customizationId: model.customizationId ?? null,
    errors,
    warnings: findings.filter((finding) => finding.level === 'warning'),
    information: findings.filter((finding) => finding.level === 'information'),
    reasons,
    schemaProblems,
    model,
    ruleSet,
  };
}
