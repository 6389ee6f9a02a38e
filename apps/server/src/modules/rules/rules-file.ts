import { ruleFieldTargets, type RuleFieldKindValue } from '@belegfluss/shared';
import type { ExtractionRule } from '../extraction/index.js';
import { parseRuleExport } from './rules-templates.usecases.js';
import { createRuleMatcher } from './rules.matcher.js';

/**
 * The active rules of a rule export file as extraction rules, named like the product names them
 * ("Regel 'Rechnungsnr. Fa. Müller' (Vorlage Standard)"), for `npm run extract -- --rules FILE`.
 */
export function rulesOfExportFile(bytes: Buffer): ExtractionRule[] {
  const file = parseRuleExport(bytes);
  return file.masks.flatMap((mask) =>
    mask.rules.flatMap((rule) => {
      const field = ruleFieldTargets[rule.fieldKind as RuleFieldKindValue].extraction;
      if (!field || !rule.active) return [];
      return [
        createRuleMatcher({
          ref: `Regel '${rule.name}' (Vorlage ${mask.name})`,
          field,
          score: 0.98,
          variants: [rule, ...rule.alternatives],
        }),
      ];
    }),
  );
}
