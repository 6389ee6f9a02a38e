import {
  RULE_EXPORT_FORMAT,
  ruleExportFileSchema,
  type ExportedMask,
  type RuleExportFile,
  type RuleProfileKindValue,
  type RuleTemplate,
} from '@belegfluss/shared';
import { maskContentIssues, assertMaskContent } from './rules-validation.js';
import {
  loadMaskView,
  lockedByOther,
  mandantFactsOrThrow,
  maskOfMandantOrThrow,
  ruleRowsOf,
  ruleView,
} from './rules-masks.usecases.js';
import type { RulesContext, RulesUser } from './rules.context.js';
import { rulesError } from './rules.errors.js';
import type { RuleMaskRow, RuleRow, RuleTemplateRow } from './rules.repository.js';

function templateView(row: RuleTemplateRow): RuleTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    profileKind: row.profileKind as RuleProfileKindValue,
    ruleCount: row.ruleCount,
    imported: row.imported,
    createdAt: row.createdAt,
    createdByName: row.createdByName,
  };
}

/** A mask as it travels in a template or an export file: no ids, no Mandant. */
export function exportedMaskOf(mask: RuleMaskRow, rules: RuleRow[]): ExportedMask {
  return {
    name: mask.name,
    profileKind: mask.profileKind as RuleProfileKindValue,
    description: mask.maskData.description,
    maskData: mask.maskData,
    basicRules: mask.basicRules as ExportedMask['basicRules'],
    splitRules: mask.splitRules,
    costSplitRules: mask.costSplitRules,
    rules: rules.map((row) => {
      const { id, position, ...rule } = ruleView(row);
      void id;
      void position;
      return rule;
    }),
  };
}

/** GetRuleTemplates: the Kanzlei's rule-set templates. */
export async function getRuleTemplates(ctx: RulesContext, mandantId: string) {
  const facts = await mandantFactsOrThrow(ctx, mandantId);
  return (await ctx.repo.listTemplates(facts.kanzleiId)).map(templateView);
}

/** SaveMaskRulesAsTemplate: the mask's rules and data become a template of the Kanzlei. */
export async function saveMaskRulesAsTemplate(
  ctx: RulesContext,
  user: RulesUser,
  input: { mandantId: string; maskId: string; name: string; description: string },
) {
  const facts = await mandantFactsOrThrow(ctx, input.mandantId);
  const { mask } = await maskOfMandantOrThrow(ctx.repo, facts, input.maskId, user, false);
  if ((await ctx.repo.templateNameTaken(facts.kanzleiId, [input.name])).length)
    throw rulesError.templateNameDuplicate({ name: input.name });
  const content = exportedMaskOf(mask, await ctx.repo.listRules([mask.id]));
  const [row] = await ctx.repo.insertTemplates([
    {
      kanzleiId: facts.kanzleiId,
      name: input.name,
      description: input.description,
      profileKind: mask.profileKind,
      content: { ...content, name: input.name, description: input.description },
      ruleCount: content.rules.length,
      createdBy: user.userId,
      createdByName: user.name,
    },
  ]);
  return templateView(row as RuleTemplateRow);
}

/**
 * FillMaskWithRules: adopts exactly one template into a mask. Appending skips rules whose name the
 * mask already has; replacing takes the template's rules and shares instead of the mask's.
 */
export async function fillMaskWithRules(
  ctx: RulesContext,
  user: RulesUser,
  input: { mandantId: string; maskId: string; templateIds: string[]; mode: 'append' | 'replace' },
) {
  if (input.templateIds.length !== 1) throw rulesError.chooseOneTemplate();
  const facts = await mandantFactsOrThrow(ctx, input.mandantId);
  const { mask } = await ctx.transaction(async (repo) => {
    const found = await maskOfMandantOrThrow(repo, facts, input.maskId, user, true);
    if (lockedByOther(ctx, found.mask, user.userId))
      throw rulesError.changeNotAdopted({ maskId: input.maskId });
    const [template] = await repo.findTemplates(facts.kanzleiId, input.templateIds);
    if (!template) throw rulesError.templateNotFound({ templateId: input.templateIds[0] });
    const current = (await repo.listRules([found.mask.id])).map(ruleView);
    const names = new Set(current.map((rule) => rule.name.toLocaleLowerCase('de')));
    const adopted = template.content.rules.filter(
      (rule) => input.mode === 'replace' || !names.has(rule.name.toLocaleLowerCase('de')),
    );
    const rules = input.mode === 'replace' ? adopted : [...current, ...adopted];
    const shares = input.mode === 'replace' ? template.content : found.mask;
    assertMaskContent({ rules, splitRules: shares.splitRules, costSplitRules: shares.costSplitRules });
    const updated = await repo.updateMask(found.mask.id, found.mask.version, {
      name: found.mask.name,
      maskData: found.mask.maskData,
      basicRules: input.mode === 'replace' ? template.content.basicRules : found.mask.basicRules,
      splitRules: shares.splitRules,
      costSplitRules: shares.costSplitRules,
      updatedBy: user.userId,
      updatedAt: ctx.clock.now().toISOString(),
    });
    if (!updated) throw rulesError.changeNotAdopted({ maskId: input.maskId });
    await repo.replaceRules(found.mask, ruleRowsOf(rules, new Set(current.map((rule) => rule.id))));
    return found;
  });
  return loadMaskView(ctx, mask, facts.mandnr, user.userId);
}

/** ExportMasks: the chosen masks and templates as one rule export file. */
export async function exportMasks(
  ctx: RulesContext,
  user: RulesUser,
  input: { mandantId: string; maskIds: string[]; templateIds: string[] },
): Promise<RuleExportFile> {
  if (!input.maskIds.length && !input.templateIds.length) throw rulesError.nothingToExport();
  const facts = await mandantFactsOrThrow(ctx, input.mandantId);
  const masks: ExportedMask[] = [];
  for (const maskId of input.maskIds) {
    const { mask } = await maskOfMandantOrThrow(ctx.repo, facts, maskId, user, false);
    masks.push(exportedMaskOf(mask, await ctx.repo.listRules([mask.id])));
  }
  const templates = await ctx.repo.findTemplates(facts.kanzleiId, input.templateIds);
  if (templates.length !== new Set(input.templateIds).size) throw rulesError.templateNotFound();
  masks.push(...templates.map((template) => template.content));
  return { format: RULE_EXPORT_FORMAT, version: 1, exportedAt: ctx.clock.now().toISOString(), masks };
}

/** The file as a rule export, or the German refusal: not JSON, not our format, or rules that fail the checks. */
export function parseRuleExport(bytes: Buffer): RuleExportFile {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw rulesError.importNotRuleExport({ reason: 'not JSON' });
  }
  const parsed = ruleExportFileSchema.safeParse(data);
  if (!parsed.success)
    throw rulesError.importNotRuleExport({
      reason: 'not a rule export',
      issues: parsed.error.issues.slice(0, 5).map((issue) => issue.path.join('.')),
    });
  parsed.data.masks.forEach((mask, index) => {
    if (maskContentIssues(mask).length) assertMaskContent(mask, `file.masks.${index}`);
  });
  return parsed.data;
}

function freeName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let number = 2; taken.has(candidate.toLowerCase()); number += 1) candidate = `${name} (${number})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** ImportMasks: every mask of a rule export file becomes a template of the Kanzlei ("Regelvorlagen importiert"). */
export async function importMasks(ctx: RulesContext, user: RulesUser, mandantId: string, bytes: Buffer) {
  const file = parseRuleExport(bytes);
  const facts = await mandantFactsOrThrow(ctx, mandantId);
  const rows = await ctx.transaction(async (repo) => {
    const taken = new Set((await repo.listTemplates(facts.kanzleiId)).map((row) => row.name.toLowerCase()));
    return repo.insertTemplates(
      file.masks.map((mask) => {
        const name = freeName(mask.name, taken);
        return {
          kanzleiId: facts.kanzleiId,
          name,
          description: mask.description,
          profileKind: mask.profileKind,
          content: { ...mask, name },
          ruleCount: mask.rules.length,
          imported: true,
          createdBy: user.userId,
          createdByName: user.name,
        };
      }),
    );
  });
  return { templates: rows.map(templateView) };
}

/** Deletes templates of the Kanzlei. */
export async function deleteTemplates(
  ctx: RulesContext,
  input: { mandantId: string; templateIds: string[] },
) {
  const facts = await mandantFactsOrThrow(ctx, input.mandantId);
  const deleted = await ctx.repo.deleteTemplates(facts.kanzleiId, input.templateIds);
  return { deleted: deleted.length };
}
