import {
  createRulePartSchema,
  deleteMasksSchema,
  deleteRulesSchema,
  deleteTemplatesSchema,
  fieldOriginSchema,
  fillMaskWithRulesSchema,
  getRuleMaskQuerySchema,
  getScopedRuleMaskQuerySchema,
  getSearchPatternSchema,
  learnedRuleRefSchema,
  learnedRuleSchema,
  learnedRulesQuerySchema,
  mandantQuerySchema,
  maskRefSchema,
  ruleFieldTypeSchema,
  ruleMaskInfoSchema,
  ruleMaskSchema,
  rulePartSchema,
  ruleTemplateSchema,
  saveMaskRulesAsTemplateSchema,
  saveRulesSchema,
  searchPatternSchema,
  viewCommandResultSchema,
  viewCommandSchema,
  documentQuerySchema,
  type FieldOrigin,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { App } from '../../kernel/http.js';
import { createRulePart, getSearchPattern, rerunAfterRuleEdit, testRule } from './rules-editor.usecases.js';
import { adoptLearnedRule, deleteLearnedRule, listLearnedRules } from './rules-learning.usecases.js';
import {
  deleteMasks,
  deleteRules,
  getAllRuleMaskInfo,
  getRuleFieldTypes,
  getRuleMask,
  saveRules,
  unlockMask,
} from './rules-masks.usecases.js';
import {
  deleteTemplates,
  fillMaskWithRules,
  getRuleTemplates,
  saveMaskRulesAsTemplate,
} from './rules-templates.usecases.js';
import { createRulesContext } from './rules.context.js';
import type { RulesDependencies } from './rules.dependencies.js';
import { createRulesRoutes } from './rules.http.js';
import { registerRulesFileRoutes } from './rules-files.routes.js';

export const RULES_BASE = '/api/cap/RuleMan';
const base = RULES_BASE;

/** The rule manager's calls (spec 002, `/RuleMan`) under the capture service. */
export function registerRulesRoutes(app: App, deps: RulesDependencies) {
  const ctx = createRulesContext(deps);
  const route = createRulesRoutes(app, deps);

  route.get(`${base}/GetAllRuleMaskInfo`, {
    summary: "The Mandant's rule masks, its Mandant-global mask and the Kanzlei's global mask",
    input: mandantQuerySchema,
    output: z.array(ruleMaskInfoSchema),
    handler: (input) => getAllRuleMaskInfo(ctx, input.mandantId),
  });
  route.get(`${base}/GetRuleMask`, {
    summary:
      "The Mandant's rule mask of a document profile kind (made on first use); lock=true locks it for editing",
    input: getRuleMaskQuerySchema,
    output: ruleMaskSchema,
    handler: (input, user) => getRuleMask(ctx, user, { ...input, scope: 'mandant' }),
  });
  route.get(`${base}/GetRuleMaskGlb`, {
    summary: "The Kanzlei's global rule mask (every Mandant); locking it needs an administrator",
    input: getScopedRuleMaskQuerySchema,
    output: ruleMaskSchema,
    handler: (input, user) => getRuleMask(ctx, user, { ...input, scope: 'global' }),
  });
  route.get(`${base}/GetRuleMaskMandGlb`, {
    summary: "The Mandant's global rule mask (all of its profile kinds)",
    input: getScopedRuleMaskQuerySchema,
    output: ruleMaskSchema,
    handler: (input, user) => getRuleMask(ctx, user, { ...input, scope: 'mandantGlobal' }),
  });
  for (const call of ['GetRuleFieldTypes', 'GetRuleFieldTypesGlb']) {
    route.get(`${base}/${call}`, {
      summary: 'The field kinds (FeldArt) a rule can fill, amounts marked, with the capture-mask field',
      input: mandantQuerySchema,
      output: z.array(ruleFieldTypeSchema),
      handler: () => getRuleFieldTypes(),
    });
  }
  route.post(`${base}/SaveRules`, {
    summary:
      'Store a mask at once (rules in order, MaskData, BasicRules, SplitRules, CostSplitRules); refused when locked by another user or changed since loaded',
    input: saveRulesSchema,
    output: ruleMaskSchema,
    handler: (input, user) => saveRules(ctx, user, input),
  });
  route.post(`${base}/DeleteRules`, {
    summary: 'Delete rules of a mask',
    input: deleteRulesSchema,
    output: ruleMaskSchema,
    handler: (input, user) => deleteRules(ctx, user, input),
  });
  route.post(`${base}/UnlockMask`, {
    summary: "End the caller's edit lock on a mask",
    input: maskRefSchema,
    output: z.object({ unlocked: z.boolean() }),
    handler: (input, user) => unlockMask(ctx, user, input),
  });
  route.post(`${base}/DeleteMasks`, {
    summary: 'Delete masks with their rules',
    input: deleteMasksSchema,
    output: z.object({ deleted: z.number().int() }),
    handler: (input, user) => deleteMasks(ctx, user, input),
  });
  route.get(`${base}/GetRuleTemplates`, {
    summary: "The Kanzlei's rule-set templates",
    input: mandantQuerySchema,
    output: z.array(ruleTemplateSchema),
    handler: (input) => getRuleTemplates(ctx, input.mandantId),
  });
  route.post(`${base}/FillMaskWithRules`, {
    summary: 'Adopt exactly one template into a mask (append or replace)',
    input: fillMaskWithRulesSchema,
    output: ruleMaskSchema,
    handler: (input, user) => fillMaskWithRules(ctx, user, input),
  });
  route.post(`${base}/SaveMaskRulesAsTemplate`, {
    summary: "Save a mask's rules and data as a template of the Kanzlei",
    input: saveMaskRulesAsTemplateSchema,
    output: ruleTemplateSchema,
    handler: (input, user) => saveMaskRulesAsTemplate(ctx, user, input),
  });
  route.post(`${base}/DeleteTemplates`, {
    summary: 'Delete rule-set templates',
    input: deleteTemplatesSchema,
    output: z.object({ deleted: z.number().int() }),
    handler: (input) => deleteTemplates(ctx, input),
  });
  route.post(`${base}/onCreateRulePart`, {
    summary:
      'The text under a box drawn on a page and the pattern for that part of a rule (anchor, value, search area)',
    input: createRulePartSchema,
    output: rulePartSchema,
    handler: (input) => createRulePart(deps, input),
  });
  route.post(`${base}/GetSearchPattern`, {
    summary: 'Anchor and search pattern for a value picked on a page',
    input: getSearchPatternSchema,
    output: searchPatternSchema,
    handler: (input) => getSearchPattern(deps, input),
  });
  route.post(`${base}/onViewCommand`, {
    summary:
      'TestRule: run a rule on a document and answer its hits; RerunExtraction: extraction again on unexported documents after rules changed',
    input: viewCommandSchema,
    output: viewCommandResultSchema,
    handler: (input, user) =>
      input.command === 'TestRule'
        ? testRule(deps, input)
        : rerunAfterRuleEdit(deps, user, { mandantId: input.mandantId, stackId: input.stackId }),
  });
  route.get(`${base}/GetLearnedRules`, {
    summary: 'Rules learned from corrections, per creditor (or layout)',
    input: learnedRulesQuerySchema,
    output: z.array(learnedRuleSchema),
    handler: (input) => listLearnedRules(ctx, input.mandantId, input.creditorKey),
  });
  route.post(`${base}/AdoptLearnedRule`, {
    summary: "Übernehmen: a learned rule becomes a rule of the Mandant's standard mask",
    input: learnedRuleRefSchema,
    output: ruleMaskSchema,
    handler: (input, user) => adoptLearnedRule(ctx, user, input.mandantId, input.learnedRuleId),
  });
  route.post(`${base}/DeleteLearnedRule`, {
    summary: 'Löschen: remove a learned rule',
    input: learnedRuleRefSchema,
    output: z.object({ deleted: z.number().int() }),
    handler: (input) => deleteLearnedRule(ctx, input.mandantId, input.learnedRuleId),
  });
  route.get(`${base}/GetFieldOrigins`, {
    summary: 'Which rule filled each capture-mask field of a document in its last extraction',
    input: documentQuerySchema,
    output: z.array(fieldOriginSchema),
    handler: async (input) =>
      (await ctx.repo.listOrigins(input.mandantId, input.documentId)).map((row): FieldOrigin => ({
        field: row.field as FieldOrigin['field'],
        value: row.value,
        origin: row.origin,
      })),
  });
  registerRulesFileRoutes(app, deps, ctx);
}
