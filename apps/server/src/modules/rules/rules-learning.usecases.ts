import { ruleFieldTargets, type LearnedRule, type RuleFieldKindValue } from '@belegfluss/shared';
import {
  createCaptureContext,
  documentText,
  getDocumentDetail,
  type CorrectedValue,
} from '../capture/index.js';
import { learnAnchor, locateValue } from './rules-learning.models.js';
import type { RulesDependencies } from './rules.dependencies.js';
import { createRulesContext, type RulesContext, type RulesUser } from './rules.context.js';
import { rulesError } from './rules.errors.js';
import { layoutFingerprint, learnableFields, valuePatternFor } from './rules.models.js';
import { literalPattern } from './rules.patterns.js';
import { getRuleMask, saveRules } from './rules-masks.usecases.js';
import type { LearnedRuleRow } from './rules.repository.js';

/** The creditor a document's learned rules are kept for: its account, else VAT ID, IBAN or layout. */
function creditorOf(values: Map<string, string>, firstPageLines: string[]) {
  const konto = values.get('Konto');
  const name = values.get('Kreditor');
  if (konto) return { key: `creditor:${konto}`, label: `Kreditor ${konto}${name ? ` ${name}` : ''}` };
  const vatId = values.get('UStId');
  if (vatId)
    return { key: `vat:${vatId.toUpperCase()}`, label: `USt-IdNr. ${vatId}${name ? ` (${name})` : ''}` };
  const iban = values.get('IBAN');
  if (iban) return { key: `iban:${iban.toUpperCase()}`, label: `IBAN ${iban}${name ? ` (${name})` : ''}` };
  return layoutFingerprint(firstPageLines);
}

/**
 * Keeps what a user's corrections teach: for each corrected field that has a rule field kind, the
 * label next to the value (same line, or the line above) and the value's shape, as the creditor's
 * learned rule. A value that cannot be found on the page, or has no label, teaches nothing.
 */
export async function learnFromCorrections(
  deps: RulesDependencies,
  input: {
    mandantId: string;
    documentId: string;
    user: { userId: string; name: string };
    corrections: CorrectedValue[];
  },
): Promise<void> {
  const learnable = input.corrections.filter((correction) => learnableFields[correction.field]);
  if (!learnable.length) return;
  const captureCtx = createCaptureContext(deps);
  const [text, detail] = await Promise.all([
    documentText(captureCtx, input.mandantId, input.documentId),
    getDocumentDetail(captureCtx, input.mandantId, input.documentId),
  ]);
  const values = new Map(detail.index.map((entry) => [entry.field, entry.value]));
  const creditor = creditorOf(values, text.text.pages[0]?.text.split('\n') ?? []);
  if (!creditor) return;
  const ctx = createRulesContext(deps);
  for (const correction of learnable) {
    const fieldKind = learnableFields[correction.field] as RuleFieldKindValue;
    const field = ruleFieldTargets[fieldKind].extraction!;
    const pageIndex = correction.pageId ? text.pageIds.indexOf(correction.pageId) : -1;
    const location = locateValue(
      text.text.pages,
      field,
      correction.value,
      pageIndex >= 0 && correction.area ? { pageIndex, area: correction.area } : null,
    );
    const anchor = location ? learnAnchor(location) : null;
    if (!anchor) continue;
    await ctx.repo.upsertLearned({
      mandantId: input.mandantId,
      creditorKey: creditor.key,
      creditorLabel: creditor.label,
      fieldKind,
      anchorText: anchor.anchorText.slice(0, 200),
      direction: anchor.directions.join(','),
      searchPattern: valuePatternFor(field, anchor.valueText),
      sampleValue: correction.value,
      sourceDocumentId: input.documentId,
      createdBy: input.user.userId,
      createdByName: input.user.name,
      createdAt: ctx.clock.now().toISOString(),
    });
  }
}

export function learnedView(row: LearnedRuleRow): LearnedRule {
  return {
    id: row.id,
    creditorKey: row.creditorKey,
    creditorLabel: row.creditorLabel,
    fieldKind: row.fieldKind as RuleFieldKindValue,
    anchorText: row.anchorText,
    direction: row.direction,
    searchPattern: row.searchPattern,
    sampleValue: row.sampleValue,
    hits: row.hits,
    lastUsedAt: row.lastUsedAt,
    createdAt: row.createdAt,
    createdByName: row.createdByName,
  };
}

export async function listLearnedRules(ctx: RulesContext, mandantId: string, creditorKey?: string) {
  return (await ctx.repo.listLearned(mandantId, creditorKey ? [creditorKey] : undefined)).map(learnedView);
}

export async function deleteLearnedRule(ctx: RulesContext, mandantId: string, id: string) {
  if (!(await ctx.repo.findLearned(mandantId, id))) throw rulesError.learnedRuleNotFound({ id });
  await ctx.repo.deleteLearned(mandantId, id);
  return { deleted: 1 };
}

/**
 * "Übernehmen": a learned rule becomes an Anchor rule of the Mandant's standard mask (for every
 * creditor from then on) and stops being a learned rule.
 */
export async function adoptLearnedRule(ctx: RulesContext, user: RulesUser, mandantId: string, id: string) {
  const learned = await ctx.repo.findLearned(mandantId, id);
  if (!learned) throw rulesError.learnedRuleNotFound({ id });
  const mask = await getRuleMask(ctx, user, {
    mandantId,
    scope: 'mandant',
    profileKind: 'Default',
    lock: false,
  });
  if (mask.lockedBy && !mask.lockedByMe) throw rulesError.maskLocked({ lockedBy: mask.lockedBy.name });
  const taken = new Set(mask.rules.map((rule) => rule.name.toLocaleLowerCase('de')));
  let name = `${learned.anchorText} (${learned.creditorLabel})`.slice(0, 90);
  for (let number = 2; taken.has(name.toLocaleLowerCase('de')); number += 1)
    name = `${name.slice(0, 85)} ${number}`;
  const saved = await saveRules(ctx, user, {
    ...mask,
    mandantId,
    maskId: mask.id,
    rules: [
      ...mask.rules,
      {
        name,
        fieldKind: learned.fieldKind as RuleFieldKindValue,
        type: 'Anchor',
        anchorPattern: literalPattern(learned.anchorText),
        searchPattern: learned.searchPattern,
        searchArea: { directions: learned.direction.split(',') as ('same-line' | 'right' | 'below')[] },
        active: true,
        alternatives: [],
      },
    ],
  });
  await ctx.repo.deleteLearned(mandantId, id);
  return saved;
}
