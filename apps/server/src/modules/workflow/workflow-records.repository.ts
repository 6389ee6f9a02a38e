import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import {
  wfDeepLinkSessionTable,
  wfDeepLinkTable,
  wfFileTable,
  wfHistoryTable,
  wfIndexHistoryTable,
  wfStampTable,
} from './workflow.tables.js';

export type HistoryRow = typeof wfHistoryTable.$inferSelect;
export type FileRow = typeof wfFileTable.$inferSelect;
export type StampRow = typeof wfStampTable.$inferSelect;
export type DeepLinkRow = typeof wfDeepLinkTable.$inferSelect;

/** What a workflow records about itself: history, index changes, files, stamps; user settings; deep links. */
export function createWorkflowRecordsRepository({ db }: { db: Db }) {
  return {
    async insertHistory(values: typeof wfHistoryTable.$inferInsert): Promise<HistoryRow> {
      const [row] = await db.insert(wfHistoryTable).values(values).returning();
      return row as HistoryRow;
    },

    async listHistory(instanceId: string): Promise<HistoryRow[]> {
      return db
        .select()
        .from(wfHistoryTable)
        .where(eq(wfHistoryTable.instanceId, instanceId))
        .orderBy(asc(wfHistoryTable.seq));
    },

    async insertIndexHistory(values: (typeof wfIndexHistoryTable.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(wfIndexHistoryTable).values(values);
    },

    async listIndexHistory(instanceId: string) {
      return db
        .select()
        .from(wfIndexHistoryTable)
        .where(eq(wfIndexHistoryTable.instanceId, instanceId))
        .orderBy(asc(wfIndexHistoryTable.seq));
    },

    async insertFile(values: typeof wfFileTable.$inferInsert): Promise<FileRow> {
      const [row] = await db.insert(wfFileTable).values(values).returning();
      return row as FileRow;
    },

    async listFiles(instanceId: string): Promise<FileRow[]> {
      return db
        .select()
        .from(wfFileTable)
        .where(and(eq(wfFileTable.instanceId, instanceId), isNull(wfFileTable.deletedAt)))
        .orderBy(asc(wfFileTable.createdAt));
    },

    async findFile(instanceId: string, fileId: string): Promise<FileRow | null> {
      const [row] = await db
        .select()
        .from(wfFileTable)
        .where(
          and(
            eq(wfFileTable.instanceId, instanceId),
            eq(wfFileTable.id, fileId),
            isNull(wfFileTable.deletedAt),
          ),
        );
      return row ?? null;
    },

    async markFileDeleted(fileId: string, userId: string | null): Promise<void> {
      await db
        .update(wfFileTable)
        .set({ deletedAt: sql`now()`, deletedBy: userId })
        .where(eq(wfFileTable.id, fileId));
    },

    async insertStamp(values: typeof wfStampTable.$inferInsert): Promise<StampRow> {
      const [row] = await db.insert(wfStampTable).values(values).returning();
      return row as StampRow;
    },

    async listStamps(instanceId: string): Promise<StampRow[]> {
      return db
        .select()
        .from(wfStampTable)
        .where(eq(wfStampTable.instanceId, instanceId))
        .orderBy(asc(wfStampTable.createdAt));
    },

    async insertDeepLink(values: typeof wfDeepLinkTable.$inferInsert): Promise<DeepLinkRow> {
      const [row] = await db.insert(wfDeepLinkTable).values(values).returning();
      return row as DeepLinkRow;
    },

    /** A link that is neither revoked nor expired; with `singleUse`, it is claimed atomically. */
    async claimDeepLink(
      id: string,
      kind: string,
      now: Date,
      singleUse: boolean,
    ): Promise<DeepLinkRow | null> {
      const live = and(
        eq(wfDeepLinkTable.id, id),
        eq(wfDeepLinkTable.kind, kind),
        isNull(wfDeepLinkTable.revokedAt),
        gt(wfDeepLinkTable.expiresAt, now.toISOString()),
      );
      const [row] = await db
        .update(wfDeepLinkTable)
        .set({ usedAt: now.toISOString() })
        .where(singleUse ? and(live, isNull(wfDeepLinkTable.usedAt)) : live)
        .returning();
      return row ?? null;
    },

    async listDeepLinks(instanceId: string): Promise<DeepLinkRow[]> {
      return db
        .select()
        .from(wfDeepLinkTable)
        .where(and(eq(wfDeepLinkTable.instanceId, instanceId), eq(wfDeepLinkTable.kind, 'external_user')))
        .orderBy(asc(wfDeepLinkTable.createdAt));
    },

    async insertDeepLinkSession(values: typeof wfDeepLinkSessionTable.$inferInsert) {
      const [row] = await db.insert(wfDeepLinkSessionTable).values(values).returning();
      return row as typeof wfDeepLinkSessionTable.$inferSelect;
    },

    /** A live deep-link session together with its (still valid) link. */
    async findLiveDeepLinkSession(id: string, now: Date) {
      const [row] = await db
        .select({ session: wfDeepLinkSessionTable, link: wfDeepLinkTable })
        .from(wfDeepLinkSessionTable)
        .innerJoin(wfDeepLinkTable, eq(wfDeepLinkTable.id, wfDeepLinkSessionTable.linkId))
        .where(
          and(
            eq(wfDeepLinkSessionTable.id, id),
            isNull(wfDeepLinkSessionTable.endedAt),
            gt(wfDeepLinkSessionTable.expiresAt, now.toISOString()),
            isNull(wfDeepLinkTable.revokedAt),
          ),
        );
      return row ?? null;
    },
  };
}

export type WorkflowRecordsRepository = ReturnType<typeof createWorkflowRecordsRepository>;
