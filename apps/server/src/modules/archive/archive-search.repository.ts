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
export type ResultRevision = ArchiveRevision & {
  legalHold: boolean;
  retentionUntil: string | null;
  mandantHold: boolean;
};

/** The archive searches: result pages, hit counts, and the search runs that continue in the background. */
export function createSearchRepository({ db }: { db: Db }) {
  return {
    /** A result page with each row's retention facts (for its status), in one round trip. */
    page(search: ResolvedSearch, offset: number, limit: number): Promise<ResultRevision[]> {
      return db
        .select({
          ...revisionColumns,
          legalHold: sql<boolean>`coalesce(${archiveRetentionTable.legalHold}, false)`,
          retentionUntil: archiveRetentionTable.retentionUntil,
          mandantHold: sql<boolean>`EXISTS (SELECT 1 FROM ${archiveMandantHoldTable} h WHERE h.mandant_id = ${archiveDocumentTable.mandantId})`,
        })
        .from(archiveDocumentTable)
        .leftJoin(
          archiveRetentionTable,
          eq(archiveRetentionTable.sourceDocumentId, archiveDocumentTable.sourceDocumentId),
        )
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
