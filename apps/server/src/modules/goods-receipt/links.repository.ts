import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { wawiBuWkTable, wawiGoodsReceiptTable } from './goods-receipt.tables.js';
import type { BuWkRow, WkRow } from './receipts.repository.js';

export type BuWkInsert = typeof wawiBuWkTable.$inferInsert;
export type LinkWithLine = { link: BuWkRow; wk: WkRow };

const gr = wawiGoodsReceiptTable;
const link = wawiBuWkTable;

/** The booking/goods-receipt link lines of documents; every query names the Mandant. */
export function createLinksRepository({ db }: { db: Db }) {
  return {
    /** The links of a document with their goods-receipt lines, in order of the receipt. */
    async ofDocument(mandantId: string, documentId: string): Promise<LinkWithLine[]> {
      return db
        .select({ link, wk: gr })
        .from(link)
        .innerJoin(gr, eq(gr.id, link.wkId))
        .where(and(eq(link.mandantId, mandantId), eq(link.documentId, documentId)))
        .orderBy(asc(gr.ident1), asc(gr.ident2), asc(gr.bestellDatum), asc(link.createdAt), asc(link.id));
    },

    async find(mandantId: string, ids: string[]): Promise<LinkWithLine[]> {
      if (ids.length === 0) return [];
      return db
        .select({ link, wk: gr })
        .from(link)
        .innerJoin(gr, eq(gr.id, link.wkId))
        .where(and(eq(link.mandantId, mandantId), inArray(link.id, ids)));
    },

    /** Link lines locked for the caller's transaction. */
    async findForUpdate(mandantId: string, ids: string[]): Promise<BuWkRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(link)
        .where(and(eq(link.mandantId, mandantId), inArray(link.id, ids)))
        .for('update');
    },

    async insert(rows: BuWkInsert[]): Promise<BuWkRow[]> {
      if (rows.length === 0) return [];
      return db.insert(link).values(rows).returning();
    },

    async update(mandantId: string, id: string, changes: Partial<BuWkInsert>): Promise<BuWkRow | null> {
      const [row] = await db
        .update(link)
        .set({ ...changes, timeStamp: sql`now()` })
        .where(and(eq(link.mandantId, mandantId), eq(link.id, id)))
        .returning();
      return row ?? null;
    },

    async delete(mandantId: string, ids: string[]) {
      if (ids.length === 0) return;
      await db.delete(link).where(and(eq(link.mandantId, mandantId), inArray(link.id, ids)));
    },

    /** Marks a document's links as finished by the approval (PROCESSED_BY_WFSERVER). */
    async markProcessed(mandantId: string, documentId: string) {
      await db
        .update(link)
        .set({ processedByWfServer: true, timeStamp: sql`now()` })
        .where(and(eq(link.mandantId, mandantId), eq(link.documentId, documentId)));
    },
  };
}

export type LinksRepository = ReturnType<typeof createLinksRepository>;
