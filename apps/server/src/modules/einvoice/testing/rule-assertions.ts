import { validateXml, type ValidationResult } from '../engine/validate.js';

/** Every rule that fired, with its effective level. */
export function firedRules(xml: string): Map<string, string> {
  const result: ValidationResult = validateXml(xml);
  return new Map(
    [...result.errors, ...result.warnings, ...result.information].map((finding) => [
      finding.ruleId,
      finding.level,
    ]),
  );
}

/** Replaces one exact piece of a built invoice; fails loudly when the piece is not there. */
export function change(xml: string, from: string | RegExp, to: string): string {
  const changed = xml.replace(from, to);
  if (changed === xml) throw new Error(`test invoice does not contain ${String(from)}`);
  return changed;
}
