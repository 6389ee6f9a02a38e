import { extractInvoiceXml, isPdf } from './pdf-attachments.js';
import { CURRENT_RULE_SET } from '../rule-sets.js';
import { validateXml, type ValidationResult } from './validate.js';

export type FileValidation = ValidationResult & {
  /** For hybrid PDFs: the embedded files and which one was validated. */
  pdf?: { attachments: string[]; xmlFileName: string | null } | undefined;
  xml: Uint8Array | null;
};

/** Validates an XML file or a hybrid PDF (the embedded invoice XML is what is validated). */
export async function validateInvoiceFile(bytes: Uint8Array): Promise<FileValidation> {
  if (!isPdf(bytes)) return { ...validateXml(bytes), xml: bytes };
  const extraction = await extractInvoiceXml(bytes);
  if (!extraction.ok) {
    return {
      verdict: 'invalid',
      syntax: null,
      profile: '',
      customizationId: null,
      errors: [],
      warnings: [],
      information: [],
      reasons: [extraction.reason],
      schemaProblems: [],
      model: null,
      ruleSet: CURRENT_RULE_SET,
      pdf: { attachments: extraction.attachments, xmlFileName: null },
      xml: null,
    };
  }
  return {
    ...validateXml(extraction.xml, 'pdf'),
    pdf: { attachments: extraction.attachments, xmlFileName: extraction.fileName },
    xml: extraction.xml,
  };
}

/** The one-line JSON summary the command line prints per file. */
export function toCliLine(file: string, result: ValidationResult) {
  const ids = (findings: { ruleId: string }[]) =>
    [...new Set(findings.map((finding) => finding.ruleId))].sort();
  return {
    file,
    verdict: result.verdict,
    error_rule_ids: ids(result.errors),
    warning_rule_ids: ids(result.warnings),
    information_rule_ids: ids(result.information),
    reasons: result.reasons,
    rule_set: result.ruleSet.id,
  };
}
