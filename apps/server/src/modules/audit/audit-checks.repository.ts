import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { auditChainHeadTable, auditCheckTable, auditDailyRunTable, auditLogTable } from './audit.tables.js';

export type AuditCheckRow = typeof auditCheckTable.$inferSelect;

/** Reading whole chains for verification, recording checks, and searching the trail. */
export function createAuditChecksRepository({ db }: { db: Db }) {
  return {
    listChainHeads() {
      return db.select().from(auditChainHeadTable).orderBy(asc(auditChainHeadTable.chainKey));
    },

    async chainKeys(): Promise<string[]> {
      const rows = await db.selectDistinct({ chainKey: auditLogTable.chainKey }).from(auditLogTable);
      return rows.map((row) => row.chainKey);
    },

    /** The next entries of a chain after `afterSeq`, in order. */
    chainBatch(chainKey: string, afterSeq: number, limit: number) {
      return db
        .select()
        .from(auditLogTable)
        .where(and(eq(auditLogTable.chainKey, chainKey), gt(auditLogTable.seq, afterSeq)))
        .orderBy(asc(auditLogTable.seq))
        .limit(limit);
    },

    async insertCheck(row: typeof auditCheckTable.$inferInsert) {
      const [created] = await db.insert(auditCheckTable).values(row).returning();
      return created as AuditCheckRow;
    },

    async latestCheck(): Promise<AuditCheckRow | null> {
      const [row] = await db.select().from(auditCheckTable).orderBy(desc(auditCheckTable.checkedAt)).limit(1);
      return row ?? null;
    },

    async acknowledge(id: string, userId: string, at: string) {
      await db
        .update(auditCheckTable)
        .set({ acknowledgedBy: userId, acknowledgedAt: at })
        .where(eq(auditCheckTable.id, id));
    },

    /** Claims the nightly check of `day`; false when another process already did. */
    async claimDay(day: string, at: string): Promise<boolean> {
      const rows = await db
        .insert(auditDailyRunTable)
        .values({ day, claimedAt: at })
        .onConflictDoNothing()
        .returning();
      return rows.length === 1;
    },

    /** The history search (Protokollsuche) over one Mandant's chain. */
    search(filter: {
      mandantId: string;
      from?: string | undefined;
      to?: string | undefined;
      action?: string | undefined;
      entityId?: string | undefined;
      limit: number;
    }) {
      return db
        .select()
        .from(auditLogTable)
        .where(
          and(
            eq(auditLogTable.mandantId, filter.mandantId),
            filter.from ? gte(auditLogTable.createdAt, filter.from) : undefined,
            filter.to ? lt(auditLogTable.createdAt, sql`(${filter.to}::date + 1)`) : undefined,
            filter.action ? sql`${auditLogTable.action} ILIKE ${`%${filter.action}%`}` : undefined,
            filter.entityId ? eq(auditLogTable.entityId, filter.entityId) : undefined,
          ),
        )
        .orderBy(desc(auditLogTable.createdAt), desc(auditLogTable.seq))
        .limit(filter.limit);
    },

    /** Every entry of a Mandant's chain in a period, in order (tax audit export). */
    listForPeriod(mandantId: string, from: string, to: string) {
      return db
        .select()
        .from(auditLogTable)
        .where(
          and(
            eq(auditLogTable.mandantId, mandantId),
            gte(auditLogTable.createdAt, from),
            lt(auditLogTable.createdAt, sql`(${to}::date + 1)`),
          ),
        )
        .orderBy(asc(auditLogTable.seq));
    },
  };
}
