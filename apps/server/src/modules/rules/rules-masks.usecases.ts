import {
  ruleFieldKinds,
  ruleFieldTargets,
  amountRuleFieldKinds,
  type RuleMask,
  type RuleMaskInfo,
  type RuleProfileKindValue,
  type SaveRulesInput,
  saveRulesSchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { assertMaskContent } from './rules-validation.js';
import type { MandantFacts, RulesContext, RulesUser } from './rules.context.js';
import { rulesError } from './rules.errors.js';
import { defaultMaskName } from './rules.models.js';
import type { MaskOwner, RuleMaskRow, RuleRow, RulesRepository } from './rules.repository.js';

/** An edit lock older than this is taken over by the next user who opens the mask. */
const LOCK_MINUTES = 30;

export type MaskScope = 'mandant' | 'mandantGlobal' | 'global';

export async function mandantFactsOrThrow(ctx: RulesContext, mandantId: string) {
  const facts = await ctx.findMandant(mandantId);
  if (!facts) throw rulesError.maskNotFound({ mandantId });
  return facts;
}

function ownerOf(facts: { kanzleiId: string; id: string }, scope: MaskScope): MaskOwner {
  return { kanzleiId: facts.kanzleiId, mandantId: scope === 'global' ? null : facts.id };
}

export function ruleView(row: RuleRow) {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    fieldKind: row.fieldKind as RuleMask['rules'][number]['fieldKind'],
    type: row.type as 'Anchor' | 'Pattern',
    anchorPattern: row.anchorPattern,
    searchPattern: row.searchPattern,
    searchArea: row.searchArea ?? null,
    alternatives: row.alternatives,
    active: row.active,
  };
}

function maskView(mask: RuleMaskRow, rules: RuleRow[], mandantNr: number | null, userId: string): RuleMask {
  return {
    id: mask.id,
    mandantId: mask.mandantId,
    mandantNr: mask.mandantId ? mandantNr : null,
    profileKind: mask.profileKind as RuleProfileKindValue,
    name: mask.name,
    maskData: mask.maskData,
    basicRules: mask.basicRules as RuleMask['basicRules'],
    splitRules: mask.splitRules,
    costSplitRules: mask.costSplitRules,
    rules: rules.map(ruleView),
    version: mask.version,
    lockedBy:
      mask.lockedBy && mask.lockedAt
        ? { userId: mask.lockedBy, name: mask.lockedByName, since: mask.lockedAt }
        : null,
    lockedByMe: mask.lockedBy === userId,
    updatedAt: mask.updatedAt,
  };
}

function staleBefore(ctx: RulesContext) {
  return new Date(ctx.clock.now().getTime() - LOCK_MINUTES * 60_000).toISOString();
}

/** Milliseconds of a timestamp as the database writes it ("2026-03-01 10:00:00.5+00") or as ISO. */
function timeOf(text: string): number {
  return Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
}

export function lockedByOther(ctx: RulesContext, mask: RuleMaskRow, userId: string): boolean {
  return Boolean(
    mask.lockedBy &&
    mask.lockedBy !== userId &&
    mask.lockedAt &&
    timeOf(mask.lockedAt) >= timeOf(staleBefore(ctx)),
  );
}

/** GetRuleMask / GetRuleMaskGlb / GetRuleMaskMandGlb: the mask (made on first use), locked for the caller on request. */
export async function getRuleMask(
  ctx: RulesContext,
  user: RulesUser,
  input: { mandantId: string; scope: MaskScope; profileKind?: string; lock: boolean },
): Promise<RuleMask> {
  const facts = await mandantFactsOrThrow(ctx, input.mandantId);
  const profileKind: RuleProfileKindValue =
    input.scope === 'global'
      ? 'Global'
      : input.scope === 'mandantGlobal'
        ? 'Mand_Global'
        : ((input.profileKind ?? 'Default') as RuleProfileKindValue);
  if (input.lock && input.scope === 'global' && !user.isAdmin) throw rulesError.globalAdminOnly();
  const owner = ownerOf(facts, input.scope);
  let mask = await ctx.repo.ensureMask(owner, profileKind, defaultMaskName(profileKind));
  if (input.lock) {
    const taken = await ctx.repo.lockMask(mask.id, user, ctx.clock.now().toISOString(), staleBefore(ctx));
    if (!taken) throw rulesError.maskLocked({ lockedBy: mask.lockedByName });
    mask = (await ctx.repo.findMask(owner, mask.id)) as RuleMaskRow;
  }
  return maskView(mask, await ctx.repo.listRules([mask.id]), facts.mandnr, user.userId);
}

/**
 * A mask the Mandant may address: its own masks or the Kanzlei's global one (changing that needs an
 * administrator). `facts` are read before any transaction; `repo` may be a transaction's.
 */
export async function maskOfMandantOrThrow(
  repo: RulesRepository,
  facts: MandantFacts,
  maskId: string,
  user: RulesUser,
  forChange: boolean,
) {
  const own = await repo.findMask({ kanzleiId: facts.kanzleiId, mandantId: facts.id }, maskId);
  const mask = own ?? (await repo.findMask({ kanzleiId: facts.kanzleiId, mandantId: null }, maskId));
  if (!mask) throw rulesError.maskNotFound({ maskId });
  if (forChange && mask.mandantId === null && !user.isAdmin) throw rulesError.globalAdminOnly();
  return { mask, facts };
}

export async function loadMaskView(ctx: RulesContext, mask: RuleMaskRow, mandantNr: number, userId: string) {
  const fresh = (await ctx.repo.findMask(
    { kanzleiId: mask.kanzleiId, mandantId: mask.mandantId },
    mask.id,
  )) as RuleMaskRow;
  return maskView(fresh, await ctx.repo.listRules([mask.id]), mandantNr, userId);
}

type ParsedSave = z.output<typeof saveRulesSchema>;

/** The rows a mask's rules become: positions in the order given, ids kept for rules of this mask. */
export function ruleRowsOf(rules: ParsedSave['rules'], existingIds: Set<string>) {
  return rules.map((rule, position) => ({
    ...(rule.id && existingIds.has(rule.id) ? { id: rule.id } : {}),
    position,
    name: rule.name.trim(),
    fieldKind: rule.fieldKind,
    type: rule.type,
    anchorPattern: rule.type === 'Anchor' ? rule.anchorPattern : '',
    searchPattern: rule.searchPattern,
    searchArea: rule.searchArea,
    alternatives: rule.alternatives,
    active: rule.active,
  }));
}

/**
 * SaveRules: the whole mask at once (rules in order, mask data, basic, split and cost-split rules),
 * checked first; refused when another user holds the lock or the mask changed since it was loaded.
 */
export async function saveRules(ctx: RulesContext, user: RulesUser, input: ParsedSave | SaveRulesInput) {
  const parsed = saveRulesSchema.parse(input);
  assertMaskContent(parsed);
  const at = ctx.clock.now().toISOString();
  const facts = await mandantFactsOrThrow(ctx, parsed.mandantId);
  const { mask } = await ctx.transaction(async (repo) => {
    const found = await maskOfMandantOrThrow(repo, facts, parsed.maskId, user, true);
    if (lockedByOther(ctx, found.mask, user.userId) || found.mask.version !== parsed.version)
      throw rulesError.changeNotAdopted({ maskId: parsed.maskId });
    const updated = await repo.updateMask(found.mask.id, parsed.version, {
      name: parsed.name ?? found.mask.name,
      maskData: parsed.maskData,
      basicRules: parsed.basicRules,
      splitRules: parsed.splitRules,
      costSplitRules: parsed.costSplitRules,
      updatedBy: user.userId,
      updatedAt: at,
    });
    if (!updated) throw rulesError.changeNotAdopted({ maskId: parsed.maskId });
    const existing = new Set((await repo.listRules([found.mask.id])).map((rule) => rule.id));
    await repo.replaceRules(found.mask, ruleRowsOf(parsed.rules, existing));
    return found;
  });
  return loadMaskView(ctx, mask, facts.mandnr, user.userId);
}

/** DeleteRules: removes rules of a mask nobody else is editing. */
export async function deleteRules(
  ctx: RulesContext,
  user: RulesUser,
  input: { mandantId: string; maskId: string; ruleIds: string[] },
) {
  const facts = await mandantFactsOrThrow(ctx, input.mandantId);
  const { mask } = await ctx.transaction(async (repo) => {
    const found = await maskOfMandantOrThrow(repo, facts, input.maskId, user, true);
    if (lockedByOther(ctx, found.mask, user.userId))
      throw rulesError.maskLocked({ lockedBy: found.mask.lockedByName });
    await repo.deleteRules(found.mask.id, input.ruleIds);
    await repo.bumpVersion(found.mask.id, ctx.clock.now().toISOString());
    return found;
  });
  return loadMaskView(ctx, mask, facts.mandnr, user.userId);
}

/** UnlockMask: the caller's lock ends (an administrator may end anyone's). */
export async function unlockMask(
  ctx: RulesContext,
  user: RulesUser,
  input: { mandantId: string; maskId: string },
) {
  const facts = await mandantFactsOrThrow(ctx, input.mandantId);
  const { mask } = await maskOfMandantOrThrow(ctx.repo, facts, input.maskId, user, false);
  await ctx.repo.unlockMask(mask.id, user.isAdmin ? null : user.userId);
  return { unlocked: true };
}

/** DeleteMasks: masks of the Mandant (the global one needs an administrator) that nobody else is editing. */
export async function deleteMasks(
  ctx: RulesContext,
  user: RulesUser,
  input: { mandantId: string; maskIds: string[] },
) {
  const facts = await mandantFactsOrThrow(ctx, input.mandantId);
  await ctx.transaction(async (repo) => {
    for (const maskId of input.maskIds) {
      const { mask } = await maskOfMandantOrThrow(repo, facts, maskId, user, true);
      if (lockedByOther(ctx, mask, user.userId)) throw rulesError.maskLocked({ lockedBy: mask.lockedByName });
    }
    await repo.deleteMasks(input.maskIds);
  });
  return { deleted: input.maskIds.length };
}

/** GetAllRuleMaskInfo: the Mandant's masks, its Mandant-global mask and the Kanzlei's global mask. */
export async function getAllRuleMaskInfo(ctx: RulesContext, mandantId: string): Promise<RuleMaskInfo[]> {
  const facts = await mandantFactsOrThrow(ctx, mandantId);
  const rows = await ctx.repo.listMasks(facts.kanzleiId, mandantId);
  return rows.map(({ mask, ruleCount }) => ({
    id: mask.id,
    mandantId: mask.mandantId,
    mandantNr: mask.mandantId ? facts.mandnr : null,
    profileKind: mask.profileKind as RuleProfileKindValue,
    name: mask.name,
    updatedAt: mask.updatedAt,
    ruleCount,
    active: mask.maskData.active,
    lockedBy:
      lockedByOther(ctx, mask, '') && mask.lockedBy && mask.lockedAt
        ? { userId: mask.lockedBy, name: mask.lockedByName, since: mask.lockedAt }
        : null,
  }));
}

/** GetRuleFieldTypes: the field kinds, whether they are amounts and which mask field they fill. */
export function getRuleFieldTypes() {
  return ruleFieldKinds.map((fieldKind) => ({
    fieldKind,
    amount: amountRuleFieldKinds.includes(fieldKind),
    maskField: ruleFieldTargets[fieldKind].mask,
    extracted: ruleFieldTargets[fieldKind].extraction !== null,
  }));
}
