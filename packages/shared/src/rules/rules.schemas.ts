import { z } from 'zod';
import { indexFieldNames } from '../capture/capture.enums.js';
import { ruleSearchAreaSchema } from '../extraction/extraction.schemas.js';
import { boxSchema } from '../ocr/page-text.schemas.js';
import { queryFlag } from '../query-flag.js';
import {
  RULE_EXPORT_FORMAT,
  RuleOriginKind,
  RulePart,
  RuleViewCommand,
  mandantProfileKinds,
  ruleFieldKinds,
  ruleProfileKinds,
  ruleTypes,
} from './rules.enums.js';

const mandantId = z.uuid();
const decimalText = z.string().trim().max(12);

/** Type, patterns and search area of a rule or of one of its alternatives. */
export const ruleCoreSchema = z.object({
  type: z.enum(ruleTypes),
  /** Regular expression (RE2 syntax, case-insensitive) for the anchor text; required for Anchor rules. */
  anchorPattern: z.string().max(500).default(''),
  /** Regular expression for the value; its first capture group (or the whole match) is the value. */
  searchPattern: z.string().max(500).default(''),
  searchArea: ruleSearchAreaSchema.nullable().default(null),
});
export type RuleCore = z.infer<typeof ruleCoreSchema>;

/** A rule as the editor sends it: a new one has no id. Alternatives run in order when it finds nothing. */
export const ruleInputSchema = ruleCoreSchema.extend({
  id: z.uuid().optional(),
  name: z.string().trim().max(100),
  fieldKind: z.enum(ruleFieldKinds),
  active: z.boolean().default(true),
  alternatives: z.array(ruleCoreSchema).max(20).default([]),
});
export type RuleInput = z.input<typeof ruleInputSchema>;
export type RuleInputParsed = z.output<typeof ruleInputSchema>;

export const ruleSchema = ruleInputSchema.extend({ id: z.uuid(), position: z.number().int() });
export type Rule = z.infer<typeof ruleSchema>;

/** A fixed value a mask sets on every document whose field extraction left empty (BasicRules). */
export const basicRuleSchema = z.object({
  field: z.enum(indexFieldNames),
  value: z.string().trim().min(1).max(200),
});
/** A share of the booking on an account (SplitRules); percent as a decimal ("40" or "12.5"). */
export const splitRuleSchema = z.object({
  account: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/),
  taxKey: z.string().trim().max(4).default(''),
  percent: decimalText,
  text: z.string().trim().max(60).default(''),
});
/** A share of the amount on a cost centre (CostSplitRules, KOST1 or KOST2). */
export const costSplitRuleSchema = z.object({
  kostArt: z.union([z.literal(1), z.literal(2)]),
  kostNr: z.string().trim().min(1).max(20),
  percent: decimalText,
});
export const maskDataSchema = z.object({
  description: z.string().trim().max(500).default(''),
  active: z.boolean().default(true),
});
export type MaskData = z.infer<typeof maskDataSchema>;

const maskContent = {
  maskData: maskDataSchema.default({ description: '', active: true }),
  basicRules: z.array(basicRuleSchema).max(50).default([]),
  splitRules: z.array(splitRuleSchema).max(50).default([]),
  costSplitRules: z.array(costSplitRuleSchema).max(50).default([]),
};

const lockHolderSchema = z.object({ userId: z.uuid(), name: z.string(), since: z.string() });

/** A rule mask: its rules and data, and who edits it now. */
export const ruleMaskSchema = z.object({
  id: z.uuid(),
  mandantId: z.uuid().nullable(),
  mandantNr: z.number().int().nullable(),
  profileKind: z.enum(ruleProfileKinds),
  name: z.string(),
  ...maskContent,
  rules: z.array(ruleSchema),
  version: z.number().int(),
  lockedBy: lockHolderSchema.nullable(),
  lockedByMe: z.boolean(),
  updatedAt: z.string(),
});
export type RuleMask = z.infer<typeof ruleMaskSchema>;

export const ruleMaskInfoSchema = ruleMaskSchema
  .pick({ id: true, mandantId: true, mandantNr: true, profileKind: true, name: true, updatedAt: true })
  .extend({ ruleCount: z.number().int(), lockedBy: lockHolderSchema.nullable(), active: z.boolean() });
export type RuleMaskInfo = z.infer<typeof ruleMaskInfoSchema>;

export const getRuleMaskQuerySchema = z.object({
  mandantId,
  profileKind: z.enum(mandantProfileKinds as [string, ...string[]]).default('Default'),
  /** Lock the mask for the caller while it is edited. */
  lock: queryFlag.default(false),
});
export const getScopedRuleMaskQuerySchema = z.object({ mandantId, lock: queryFlag.default(false) });

export const saveRulesSchema = z.object({
  mandantId,
  maskId: z.uuid(),
  /** The version the editor loaded; a mask changed since is not overwritten. */
  version: z.number().int(),
  name: z.string().trim().min(1).max(100).optional(),
  ...maskContent,
  rules: z.array(ruleInputSchema).max(500),
});
export type SaveRulesInput = z.input<typeof saveRulesSchema>;

export const deleteRulesSchema = z.object({
  mandantId,
  maskId: z.uuid(),
  ruleIds: z.array(z.uuid()).min(1).max(500),
});
export const maskRefSchema = z.object({ mandantId, maskId: z.uuid() });
export const deleteMasksSchema = z.object({ mandantId, maskIds: z.array(z.uuid()).min(1).max(100) });

export const ruleFieldTypeSchema = z.object({
  fieldKind: z.enum(ruleFieldKinds),
  amount: z.boolean(),
  maskField: z.enum(indexFieldNames).nullable(),
  /** False for kinds whose rules are kept but fill no field yet (Barcode, KostenAufteilung). */
  extracted: z.boolean(),
});

export const ruleTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  profileKind: z.enum(ruleProfileKinds),
  ruleCount: z.number().int(),
  imported: z.boolean(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type RuleTemplate = z.infer<typeof ruleTemplateSchema>;

export const fillMaskWithRulesSchema = z.object({
  mandantId,
  maskId: z.uuid(),
  templateIds: z.array(z.uuid()).max(100),
  /** Append the template's rules (names already in the mask are skipped) or replace the mask's rules. */
  mode: z.enum(['append', 'replace']).default('append'),
});
export const saveMaskRulesAsTemplateSchema = z.object({
  mandantId,
  maskId: z.uuid(),
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
});
export const deleteTemplatesSchema = z.object({ mandantId, templateIds: z.array(z.uuid()).min(1).max(100) });

/** A part of a rule drawn on a page: the text under the box and a pattern for it. */
export const createRulePartSchema = z.object({
  mandantId,
  pageId: z.uuid(),
  part: z.enum([RulePart.anchor, RulePart.value, RulePart.searchArea]),
  box: boxSchema,
});
export const rulePartSchema = z.object({
  text: z.string(),
  pattern: z.string(),
  box: boxSchema.nullable(),
  /** The box as fractions of the page (a search area's region). */
  region: z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() }),
});

/** Anchor and search pattern for a value picked on a page (and the anchor picked with it, if any). */
export const getSearchPatternSchema = z.object({
  mandantId,
  pageId: z.uuid(),
  fieldKind: z.enum(ruleFieldKinds),
  valueBox: boxSchema,
  anchorBox: boxSchema.nullable().default(null),
});
export const searchPatternSchema = z.object({
  type: z.enum(ruleTypes),
  anchorText: z.string(),
  anchorPattern: z.string(),
  valueText: z.string(),
  searchPattern: z.string(),
});

const ruleHitSchema = z.object({
  value: z.string(),
  pageIndex: z.number().int(),
  pageId: z.uuid().nullable(),
  box: boxSchema.nullable(),
  anchorBox: boxSchema.nullable(),
});
export type RuleHit = z.infer<typeof ruleHitSchema>;

export const viewCommandSchema = z.discriminatedUnion('command', [
  z.object({
    mandantId,
    command: z.literal(RuleViewCommand.testRule),
    documentId: z.uuid(),
    rule: ruleInputSchema,
  }),
  z.object({
    mandantId,
    command: z.literal(RuleViewCommand.rerunExtraction),
    /** Only this stack's documents; all of the Mandant's when absent. */
    stackId: z.uuid().optional(),
  }),
]);
export const viewCommandResultSchema = z.object({
  command: z.enum([RuleViewCommand.testRule, RuleViewCommand.rerunExtraction]),
  /** TestRule: what the rule finds (the chosen value first). */
  hits: z.array(ruleHitSchema),
  /** The value extraction would take for the field with this rule in place. */
  value: z.string().nullable(),
  /** RerunExtraction: documents queued for extraction again (not exported, not archived). */
  documents: z.number().int(),
});
export type ViewCommandResult = z.infer<typeof viewCommandResultSchema>;

export const exportMasksQuerySchema = z.object({
  mandantId,
  /** Comma-separated mask ids. */
  maskIds: z.string().max(4000).optional(),
  /** Comma-separated template ids. */
  templateIds: z.string().max(4000).optional(),
});

/** One mask in an export file or a template. */
export const exportedMaskSchema = z.object({
  name: z.string().trim().min(1).max(100),
  profileKind: z.enum(ruleProfileKinds),
  description: z.string().max(500).default(''),
  ...maskContent,
  rules: z.array(ruleInputSchema.omit({ id: true })).max(500),
});
export type ExportedMask = z.infer<typeof exportedMaskSchema>;

/** The file ExportMasks writes and ImportMasks reads. */
export const ruleExportFileSchema = z.object({
  format: z.literal(RULE_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: z.string(),
  masks: z.array(exportedMaskSchema).min(1).max(100),
});
export type RuleExportFile = z.infer<typeof ruleExportFileSchema>;

export const importMasksResultSchema = z.object({ templates: z.array(ruleTemplateSchema) });

/** Who found a field: a rule of the rule manager, a learned rule or the built-in extraction. */
export const ruleOriginSchema = z.object({
  kind: z.enum([RuleOriginKind.user, RuleOriginKind.learned, RuleOriginKind.builtin]),
  ruleId: z.string().nullable(),
  /** The rule's name (user and learned rules) or the built-in rule's key. */
  name: z.string(),
  /** The Mandant of the mask; null for the Kanzlei's global mask and built-in rules. */
  mandantNr: z.number().int().nullable(),
  /** A learned rule's creditor (or layout) as shown. */
  creditor: z.string().nullable(),
  /** The German explanation, e.g. "Regel 'Rechnungsnr. Fa. Müller' (Mandant 10001)". */
  label: z.string(),
});
export type RuleOrigin = z.infer<typeof ruleOriginSchema>;

export const fieldOriginSchema = z.object({
  field: z.enum(indexFieldNames),
  value: z.string(),
  origin: ruleOriginSchema,
});
export type FieldOrigin = z.infer<typeof fieldOriginSchema>;

export const learnedRuleSchema = z.object({
  id: z.uuid(),
  creditorKey: z.string(),
  creditorLabel: z.string(),
  fieldKind: z.enum(ruleFieldKinds),
  anchorText: z.string(),
  direction: z.string(),
  searchPattern: z.string(),
  sampleValue: z.string(),
  hits: z.number().int(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type LearnedRule = z.infer<typeof learnedRuleSchema>;
export const learnedRulesQuerySchema = z.object({ mandantId, creditorKey: z.string().max(100).optional() });
export const learnedRuleRefSchema = z.object({ mandantId, learnedRuleId: z.uuid() });
