import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { capPageTable } from './capture.tables.js';

export type PageRow = typeof capPageTable.$inferSelect;

/** Page columns without text and words: what lists and trees need. */
const pageSummaryColumns = {
  id: capPageTable.id,
  documentId: capPageTable.documentId,
  position: capPageTable.position,
  rotation: capPageTable.rotation,
  width: capPageTable.width,
  height: capPageTable.height,
  thumbSha256: capPageTable.thumbSha256,
  inkBytes: capPageTable.inkBytes,
  isBlank: capPageTable.isBlank,
  textSource: capPageTable.textSource,
  hasText: sql<boolean>`(${capPageTable.text} IS NOT NULL AND length(${capPageTable.text}) > 0)`,
  sourceSha256: capPageTable.sourceSha256,
  sourcePageIndex: capPageTable.sourcePageIndex,
};
export type PageSummaryRow = {
  id: string;
  documentId: string;
  position: number;
  rotation: number;
  width: number;
  height: number;
  thumbSha256: string | null;
  inkBytes: number;
  isBlank: boolean;
  textSource: string | null;
  hasText: boolean;
  sourceSha256: string;
  sourcePageIndex: number;
};

/** Pages of documents: placement, rotation, image and text. */
export function createPageRepository({ db }: { db: Db }) {
  return {
    async listPageSummaries(documentIds: string[]): Promise<PageSummaryRow[]> {
      if (documentIds.length === 0) return [];
      return db
        .select(pageSummaryColumns)
        .from(capPageTable)
        .where(inArray(capPageTable.documentId, documentIds))
        .orderBy(asc(capPageTable.documentId), asc(capPageTable.position));
    },

    async findPage(mandantId: string, pageId: string): Promise<PageRow | null> {
      const [row] = await db
        .select()
        .from(capPageTable)
        .where(and(eq(capPageTable.mandantId, mandantId), eq(capPageTable.id, pageId)));
      return row ?? null;
    },

    async findPageSummaries(mandantId: string, pageIds: string[]): Promise<PageSummaryRow[]> {
      if (pageIds.length === 0) return [];
      return db
        .select(pageSummaryColumns)
        .from(capPageTable)
        .where(and(eq(capPageTable.mandantId, mandantId), inArray(capPageTable.id, pageIds)));
    },

    async listPagesWithText(documentId: string): Promise<PageRow[]> {
      return db
        .select()
        .from(capPageTable)
        .where(eq(capPageTable.documentId, documentId))
        .orderBy(asc(capPageTable.position));
    },

    async insertPages(values: (typeof capPageTable.$inferInsert)[]): Promise<PageRow[]> {
      if (values.length === 0) return [];
      return db.insert(capPageTable).values(values).returning();
    },

    /** Puts pages into a document in the given order (positions 1..n). */
    async placePages(documentId: string, pages: { id: string; rotation: number }[]) {
      for (const [index, page] of pages.entries()) {
        await db
          .update(capPageTable)
          .set({ documentId, position: index + 1, rotation: page.rotation })
          .where(eq(capPageTable.id, page.id));
      }
    },

    async deletePages(pageIds: string[]) {
      if (pageIds.length === 0) return;
      await db.delete(capPageTable).where(inArray(capPageTable.id, pageIds));
    },

    async updatePage(pageId: string, values: Partial<typeof capPageTable.$inferInsert>) {
      await db.update(capPageTable).set(values).where(eq(capPageTable.id, pageId));
    },
  };
}
