import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import {
  ruleFieldOriginTable,
  ruleLearnedTable,
  ruleMaskTable,
  ruleTable,
  ruleTemplateTable,
} from './rules.tables.js';

export type RuleMaskRow = typeof ruleMaskTable.$inferSelect;
export type RuleRow = typeof ruleTable.$inferSelect;
export type RuleTemplateRow = typeof ruleTemplateTable.$inferSelect;
export type LearnedRuleRow = typeof ruleLearnedTable.$inferSelect;
export type FieldOriginRow = typeof ruleFieldOriginTable.$inferSelect;
export type NewRule = Omit<typeof ruleTable.$inferInsert, 'id' | 'maskId' | 'kanzleiId' | 'mandantId'>;

/** Who owns a mask: a Mandant (per profile kind or Mand_Global), or the Kanzlei (Global, mandantId null). */
export type MaskOwner = { kanzleiId: string; mandantId: string | null };

const ownerIs = (owner: MaskOwner) =>
  and(
    eq(ruleMaskTable.kanzleiId, owner.kanzleiId),
    owner.mandantId === null ? isNull(ruleMaskTable.mandantId) : eq(ruleMaskTable.mandantId, owner.mandantId),
  );

/** Masks, rules and templates of the rule manager; every query names the Kanzlei and the Mandant (or none for Global). */
export function createRulesRepository({ db }: { db: Db }) {
  return {
    ...maskAndRuleQueries(db),
    ...templateQueries(db),
    ...learnedRuleQueries(db),
    ...fieldOriginQueries(db),
  };
}
export type RulesRepository = ReturnType<typeof createRulesRepository>;

/** Rule masks (per owner and profile kind), their lock and version, and their rules. */
function maskAndRuleQueries(db: Db) {
  return {
    async findMask(owner: MaskOwner, maskId: string) {
      const [row] = await db
        .select()
        .from(ruleMaskTable)
        .where(and(ownerIs(owner), eq(ruleMaskTable.id, maskId)));
      return row ?? null;
    },

    async findMaskByKind(owner: MaskOwner, profileKind: string) {
      const [row] = await db
        .select()
        .from(ruleMaskTable)
        .where(and(ownerIs(owner), eq(ruleMaskTable.profileKind, profileKind)));
      return row ?? null;
    },

    /** Creates the mask unless it exists (two first openings at once make one mask). */
    async ensureMask(owner: MaskOwner, profileKind: string, name: string) {
      await db
        .insert(ruleMaskTable)
        .values({
          ...owner,
          profileKind,
          name,
          maskData: { description: '', active: true },
          basicRules: [],
          splitRules: [],
          costSplitRules: [],
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(ruleMaskTable)
        .where(and(ownerIs(owner), eq(ruleMaskTable.profileKind, profileKind)));
      return row as RuleMaskRow;
    },

    /** The masks a Mandant's users see: its own, its Mandant-global mask and the Kanzlei's global mask. */
    async listMasks(kanzleiId: string, mandantId: string) {
      return db
        .select({
          mask: ruleMaskTable,
          ruleCount: db.$count(ruleTable, eq(ruleTable.maskId, ruleMaskTable.id)),
        })
        .from(ruleMaskTable)
        .where(
          and(
            eq(ruleMaskTable.kanzleiId, kanzleiId),
            or(eq(ruleMaskTable.mandantId, mandantId), isNull(ruleMaskTable.mandantId)),
          ),
        )
        .orderBy(asc(ruleMaskTable.profileKind));
    },

    async listRules(maskIds: string[]) {
      if (!maskIds.length) return [];
      return db
        .select()
        .from(ruleTable)
        .where(inArray(ruleTable.maskId, maskIds))
        .orderBy(asc(ruleTable.maskId), asc(ruleTable.position));
    },

    /** Takes the edit lock unless another user holds one younger than `staleBefore`; true when taken. */
    async lockMask(maskId: string, user: { userId: string; name: string }, at: string, staleBefore: string) {
      const rows = await db
        .update(ruleMaskTable)
        .set({ lockedBy: user.userId, lockedByName: user.name, lockedAt: at })
        .where(
          and(
            eq(ruleMaskTable.id, maskId),
            or(
              isNull(ruleMaskTable.lockedBy),
              eq(ruleMaskTable.lockedBy, user.userId),
              sql`${ruleMaskTable.lockedAt} < ${staleBefore}`,
            ),
          ),
        )
        .returning({ id: ruleMaskTable.id });
      return rows.length > 0;
    },

    async unlockMask(maskId: string, userId: string | null) {
      await db
        .update(ruleMaskTable)
        .set({ lockedBy: null, lockedByName: '', lockedAt: null })
        .where(and(eq(ruleMaskTable.id, maskId), userId ? eq(ruleMaskTable.lockedBy, userId) : sql`true`));
    },

    /** Writes the mask's data and bumps its version if it still has `version`; false when it changed meanwhile. */
    async updateMask(
      maskId: string,
      version: number,
      values: Pick<
        typeof ruleMaskTable.$inferInsert,
        'name' | 'maskData' | 'basicRules' | 'splitRules' | 'costSplitRules' | 'updatedBy' | 'updatedAt'
      >,
    ) {
      const rows = await db
        .update(ruleMaskTable)
        .set({ ...values, version: version + 1 })
        .where(and(eq(ruleMaskTable.id, maskId), eq(ruleMaskTable.version, version)))
        .returning({ id: ruleMaskTable.id });
      return rows.length > 0;
    },

    async bumpVersion(maskId: string, at: string) {
      await db
        .update(ruleMaskTable)
        .set({ version: sql`${ruleMaskTable.version} + 1`, updatedAt: at })
        .where(eq(ruleMaskTable.id, maskId));
    },

    async replaceRules(mask: RuleMaskRow, rules: NewRule[]) {
      await db.delete(ruleTable).where(eq(ruleTable.maskId, mask.id));
      if (rules.length)
        await db.insert(ruleTable).values(
          rules.map((rule) => ({
            ...rule,
            maskId: mask.id,
            kanzleiId: mask.kanzleiId,
            mandantId: mask.mandantId,
          })),
        );
    },

    async deleteRules(maskId: string, ruleIds: string[]) {
      return db
        .delete(ruleTable)
        .where(and(eq(ruleTable.maskId, maskId), inArray(ruleTable.id, ruleIds)))
        .returning({ id: ruleTable.id });
    },

    async deleteMasks(ids: string[]) {
      if (ids.length) await db.delete(ruleMaskTable).where(inArray(ruleMaskTable.id, ids));
    },

    /** Active rules of the masks that apply to a Mandant's capture documents, most specific mask first. */
    async rulesForExtraction(kanzleiId: string, mandantId: string, profileKinds: string[]) {
      return db
        .select({ rule: ruleTable, profileKind: ruleMaskTable.profileKind, maskData: ruleMaskTable.maskData })
        .from(ruleTable)
        .innerJoin(ruleMaskTable, eq(ruleMaskTable.id, ruleTable.maskId))
        .where(
          and(
            eq(ruleMaskTable.kanzleiId, kanzleiId),
            or(eq(ruleMaskTable.mandantId, mandantId), isNull(ruleMaskTable.mandantId)),
            inArray(ruleMaskTable.profileKind, profileKinds),
            eq(ruleTable.active, true),
          ),
        )
        .orderBy(asc(ruleTable.position));
    },
  };
}

/** Rule templates of a Kanzlei. */
function templateQueries(db: Db) {
  return {
    async listTemplates(kanzleiId: string) {
      return db
        .select()
        .from(ruleTemplateTable)
        .where(eq(ruleTemplateTable.kanzleiId, kanzleiId))
        .orderBy(asc(ruleTemplateTable.name));
    },

    async findTemplates(kanzleiId: string, ids: string[]) {
      if (!ids.length) return [];
      return db
        .select()
        .from(ruleTemplateTable)
        .where(and(eq(ruleTemplateTable.kanzleiId, kanzleiId), inArray(ruleTemplateTable.id, ids)));
    },

    async templateNameTaken(kanzleiId: string, names: string[]) {
      if (!names.length) return [];
      const lowered = names.map((name) => name.toLowerCase());
      const rows = await db
        .select({ name: ruleTemplateTable.name })
        .from(ruleTemplateTable)
        .where(
          and(
            eq(ruleTemplateTable.kanzleiId, kanzleiId),
            inArray(sql<string>`lower(${ruleTemplateTable.name})`, lowered),
          ),
        );
      return rows.map((row) => row.name);
    },

    async insertTemplates(values: (typeof ruleTemplateTable.$inferInsert)[]) {
      if (!values.length) return [];
      return db.insert(ruleTemplateTable).values(values).returning();
    },

    async deleteTemplates(kanzleiId: string, ids: string[]) {
      return db
        .delete(ruleTemplateTable)
        .where(and(eq(ruleTemplateTable.kanzleiId, kanzleiId), inArray(ruleTemplateTable.id, ids)))
        .returning({ id: ruleTemplateTable.id });
    },
  };
}

/** Rules learned from users' corrections on one creditor's invoices, and their use. */
function learnedRuleQueries(db: Db) {
  return {
    async listLearned(mandantId: string, creditorKeys?: string[]) {
      return db
        .select()
        .from(ruleLearnedTable)
        .where(
          and(
            eq(ruleLearnedTable.mandantId, mandantId),
            creditorKeys ? inArray(ruleLearnedTable.creditorKey, creditorKeys) : sql`true`,
          ),
        )
        .orderBy(asc(ruleLearnedTable.creditorLabel), desc(ruleLearnedTable.createdAt));
    },

    async findLearned(mandantId: string, id: string) {
      const [row] = await db
        .select()
        .from(ruleLearnedTable)
        .where(and(eq(ruleLearnedTable.mandantId, mandantId), eq(ruleLearnedTable.id, id)));
      return row ?? null;
    },

    /** One learned rule per creditor and field: a newer correction replaces the older. */
    async upsertLearned(values: typeof ruleLearnedTable.$inferInsert) {
      await db
        .insert(ruleLearnedTable)
        .values(values)
        .onConflictDoUpdate({
          target: [ruleLearnedTable.mandantId, ruleLearnedTable.creditorKey, ruleLearnedTable.fieldKind],
          set: {
            creditorLabel: values.creditorLabel,
            anchorText: values.anchorText,
            direction: values.direction,
            searchPattern: values.searchPattern,
            sampleValue: values.sampleValue,
            sourceDocumentId: values.sourceDocumentId,
            createdBy: values.createdBy,
            createdByName: values.createdByName,
            createdAt: values.createdAt,
            hits: 0,
            lastUsedAt: null,
          },
        });
    },

    async deleteLearned(mandantId: string, id: string) {
      await db
        .delete(ruleLearnedTable)
        .where(and(eq(ruleLearnedTable.mandantId, mandantId), eq(ruleLearnedTable.id, id)));
    },

    async countLearnedUse(mandantId: string, ids: string[], at: string) {
      if (!ids.length) return;
      await db
        .update(ruleLearnedTable)
        .set({ hits: sql`${ruleLearnedTable.hits} + 1`, lastUsedAt: at })
        .where(and(eq(ruleLearnedTable.mandantId, mandantId), inArray(ruleLearnedTable.id, ids)));
    },
  };
}

/** Which rule filled each capture-mask field of a document in the last extraction. */
function fieldOriginQueries(db: Db) {
  return {
    async replaceOrigins(mandantId: string, documentId: string, rows: Omit<FieldOriginRow, 'recordedAt'>[]) {
      await db
        .delete(ruleFieldOriginTable)
        .where(
          and(eq(ruleFieldOriginTable.mandantId, mandantId), eq(ruleFieldOriginTable.documentId, documentId)),
        );
      if (rows.length) await db.insert(ruleFieldOriginTable).values(rows);
    },

    async listOrigins(mandantId: string, documentId: string) {
      return db
        .select()
        .from(ruleFieldOriginTable)
        .where(
          and(eq(ruleFieldOriginTable.mandantId, mandantId), eq(ruleFieldOriginTable.documentId, documentId)),
        );
    },
  };
}
