import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { revisionColumns, type ArchiveRevision } from './archive.repository.js';
import { searchOrder, searchWhere, type ResolvedSearch } from './archive-search.query.js';
import {
  archiveDocumentTable,
  archiveMandantHoldTable,
  archiveRetentionTable,
  archiveSearchRunTable,
} from './archive.tables.js';

export type SearchRunRow = typeof archiveSearchRunTable.$inferSelect;

/** The archive searches: result pages, hit counts, and the search runs that continue in the background. */
export function createSearchRepository({ db }: { db: Db }) {
  return {
    page(search: ResolvedSearch, offset: number, limit: number): Promise<ArchiveRevision[]> {
      return db
        .select(revisionColumns)
        .from(archiveDocumentTable)
        .where(searchWhere(search))
        .orderBy(...searchOrder(search.sort))
        .offset(offset)
        .limit(limit);
    },

    /** Matching documents, counted up to `cap` (more than that only says "more"). */
    async count(search: ResolvedSearch, cap: number): Promise<number> {
      const inner = db
        .select({ one: sql`1` })
        .from(archiveDocumentTable)
        .where(searchWhere(search))
        .limit(cap)
        .as('hits');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
      return Number(row?.n ?? 0);
    },

    /** Whether the full-text query keeps any term once German stop words are dropped. */
    async fulltextHasTerms(text: string): Promise<boolean> {
      const result = await db.execute(sql`SELECT numnode(plainto_tsquery('german', ${text})) > 0 AS terms`);
      return Boolean((result as unknown as { rows: { terms: boolean }[] }).rows[0]?.terms);
    },

    /** Retention facts of result rows, for their status. */
    async retentionOf(sourceDocumentIds: string[], mandantIds: string[]) {
      if (!sourceDocumentIds.length) return { retention: new Map(), heldMandanten: new Set<string>() };
      const [retention, holds] = await Promise.all([
        db
          .select()
          .from(archiveRetentionTable)
          .where(inArray(archiveRetentionTable.sourceDocumentId, sourceDocumentIds)),
        db
          .select({ mandantId: archiveMandantHoldTable.mandantId })
          .from(archiveMandantHoldTable)
          .where(inArray(archiveMandantHoldTable.mandantId, mandantIds)),
      ]);
      return {
        retention: new Map(retention.map((row) => [row.sourceDocumentId, row])),
        heldMandanten: new Set(holds.map((row) => row.mandantId)),
      };
    },

    async insertRun(row: typeof archiveSearchRunTable.$inferInsert) {
      const [created] = await db.insert(archiveSearchRunTable).values(row).returning();
      return created as SearchRunRow;
    },

    async findRun(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(archiveSearchRunTable)
        .where(and(eq(archiveSearchRunTable.id, id), eq(archiveSearchRunTable.userId, userId)));
      return row ?? null;
    },

    /** Ends a run with its count, unless it was aborted meanwhile. */
    async finishRun(
      id: string,
      values: { state: string; hits: number; limited: boolean; errorCode?: string | null; endedAt: string },
    ) {
      await db
        .update(archiveSearchRunTable)
        .set(values)
        .where(and(eq(archiveSearchRunTable.id, id), ne(archiveSearchRunTable.state, 'aborted')));
    },

    async abortRun(id: string, userId: string, endedAt: string) {
      await db
        .update(archiveSearchRunTable)
        .set({ state: 'aborted', endedAt })
        .where(
          and(
            eq(archiveSearchRunTable.id, id),
            eq(archiveSearchRunTable.userId, userId),
            inArray(archiveSearchRunTable.state, ['started', 'found_continuing']),
          ),
        );
    },
  };
}
