import {
  ruleFieldTargets,
  type ExtractionResult,
  type RuleFieldKindValue,
  type RuleOrigin,
} from '@belegfluss/shared';
import type { ExtractionRulesPort } from '../capture/index.js';
import type { ExtractionRule } from '../extraction/index.js';
import type { RulesDependencies } from './rules.dependencies.js';
import { createRulesContext, type RulesContext } from './rules.context.js';
import { learnFromCorrections } from './rules-learning.usecases.js';
import { createRuleMatcher } from './rules.matcher.js';
import {
  builtinOrigin,
  captureProfileKinds,
  layoutFingerprint,
  learnedRuleOrigin,
  userRuleOrigin,
} from './rules.models.js';
import { literalPattern } from './rules.patterns.js';
import type { LearnedRuleRow } from './rules.repository.js';

const CACHE_LIMIT = 10_000;
/** User rules score above learned ones; both above built-in rules (extraction adds its bonus for non-built-in rules). */
const USER_SCORE = 0.98;
const LEARNED_SCORE = 0.8;

/** The keys learned rules may be stored under for a document: creditor, VAT ID, IBAN, layout (most specific first). */
export function creditorKeysOf(result: ExtractionResult | null, firstPageLines: string[]): string[] {
  const keys: string[] = [];
  if (result?.creditorId) keys.push(`creditor:${result.creditorId}`);
  if (result?.fields.vatId) keys.push(`vat:${result.fields.vatId.value.toUpperCase()}`);
  if (result?.fields.iban) keys.push(`iban:${result.fields.iban.value.toUpperCase()}`);
  const layout = layoutFingerprint(firstPageLines);
  if (layout) keys.push(layout.key);
  return keys;
}

export function learnedMatcher(row: LearnedRuleRow) {
  const origin = learnedRuleOrigin(row);
  const field = ruleFieldTargets[row.fieldKind as RuleFieldKindValue]?.extraction;
  if (!field) return null;
  return {
    origin,
    rule: createRuleMatcher({
      ref: origin.label,
      field,
      score: LEARNED_SCORE,
      variants: [
        {
          type: 'Anchor',
          anchorPattern: literalPattern(row.anchorText),
          searchPattern: row.searchPattern,
          searchArea: { directions: row.direction.split(',') as ('same-line' | 'right' | 'below')[] },
        },
      ],
    }),
  };
}

/** The most specific learned rule per field kind: keys are ordered creditor, VAT ID, IBAN, layout. */
function mostSpecific(rows: LearnedRuleRow[], keys: string[]): LearnedRuleRow[] {
  const byKind = new Map<string, LearnedRuleRow>();
  for (const row of [...rows].sort((a, b) => keys.indexOf(a.creditorKey) - keys.indexOf(b.creditorKey)))
    if (!byKind.has(row.fieldKind)) byKind.set(row.fieldKind, row);
  return [...byKind.values()];
}

async function userRules(
  ctx: RulesContext,
  mandantId: string,
  cache: Map<string, ExtractionRule>,
  origins: Map<string, RuleOrigin>,
): Promise<ExtractionRule[]> {
  const facts = await ctx.findMandant(mandantId);
  if (!facts) return [];
  const rows = (await ctx.repo.rulesForExtraction(facts.kanzleiId, mandantId, captureProfileKinds))
    .filter((row) => row.maskData.active !== false)
    .sort(
      (a, b) =>
        captureProfileKinds.indexOf(a.profileKind as never) -
        captureProfileKinds.indexOf(b.profileKind as never),
    );
  const rules: ExtractionRule[] = [];
  for (const { rule, profileKind } of rows) {
    const field = ruleFieldTargets[rule.fieldKind as RuleFieldKindValue]?.extraction;
    if (!field) continue;
    const origin = userRuleOrigin(rule, {
      profileKind,
      mandantNr: profileKind === 'Global' ? null : facts.mandnr,
    });
    origins.set(origin.label, origin);
    const key = `${rule.id}|${rule.updatedAt}|${origin.label}`;
    let compiled = cache.get(key);
    if (!compiled) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      compiled = createRuleMatcher({
        ref: origin.label,
        field,
        score: USER_SCORE,
        variants: [rule, ...rule.alternatives].map((variant) => ({
          type: variant.type as 'Anchor' | 'Pattern',
          anchorPattern: variant.anchorPattern,
          searchPattern: variant.searchPattern,
          searchArea: variant.searchArea ?? null,
        })),
      });
      cache.set(key, compiled);
    }
    rules.push(compiled);
  }
  return rules;
}

/**
 * The rules module behind capture's `ExtractionRulesPort`: the Mandant's user rules (its masks,
 * its Mandant-global mask, the Kanzlei's global mask), then the creditor's learned rules; the
 * origin of each filled field; learning from corrections. `getDeps` is read late because capture's
 * dependencies hold this port.
 */
export function createExtractionRulesPort(getDeps: () => RulesDependencies): ExtractionRulesPort {
  const cache = new Map<string, ExtractionRule>();
  const origins = new Map<string, RuleOrigin>();
  const context = () => createRulesContext(getDeps());
  return {
    async rulesFor({ mandantId, document, firstPass }) {
      const ctx = context();
      const rules = await userRules(ctx, mandantId, cache, origins);
      if (!firstPass) return rules;
      const firstPage = document.pages[0];
      const lines = firstPage ? firstPage.text.split('\n') : [];
      const keys = creditorKeysOf(firstPass, lines);
      const learned = mostSpecific(await ctx.repo.listLearned(mandantId, keys), keys).flatMap((row) => {
        const matcher = learnedMatcher(row);
        if (!matcher) return [];
        if (origins.size >= CACHE_LIMIT) origins.clear();
        origins.set(matcher.origin.label, matcher.origin);
        return [matcher.rule];
      });
      return [...rules, ...learned];
    },

    async recordOrigins({ mandantId, documentId, values }) {
      const ctx = context();
      const rows = values.map((value) => ({
        documentId,
        mandantId,
        field: value.field,
        value: value.value,
        origin: origins.get(value.rule) ?? builtinOrigin(value.rule),
      }));
      await ctx.repo.replaceOrigins(mandantId, documentId, rows);
      const learnedIds = [
        ...new Set(
          rows.flatMap((row) =>
            row.origin.kind === 'learned' && row.origin.ruleId ? [row.origin.ruleId] : [],
          ),
        ),
      ];
      await ctx.repo.countLearnedUse(mandantId, learnedIds, ctx.clock.now().toISOString());
    },

    valuesCorrected: (input) => learnFromCorrections(getDeps(), input),
  };
}
