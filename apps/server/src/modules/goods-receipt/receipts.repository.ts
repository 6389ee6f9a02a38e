import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { GridViewAllFilter, SortDescriptor, WkGridField } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { containsPattern } from '../../kernel/sql.js';
import { wawiBuWkTable, wawiGoodsReceiptTable, wawiRevisionTable } from './goods-receipt.tables.js';

export type WkRow = typeof wawiGoodsReceiptTable.$inferSelect;
export type WkInsert = typeof wawiGoodsReceiptTable.$inferInsert;
export type BuWkRow = typeof wawiBuWkTable.$inferSelect;
export type WkWithLink = { wk: WkRow; link: BuWkRow | null };

const gr = wawiGoodsReceiptTable;
const link = wawiBuWkTable;
const CHUNK = 500;

/** Open lines: not deleted and linked to no document. */
const isOpen = and(eq(gr.deleteFlag, false), isNull(gr.linkedDocumentId)) as SQL;

/** How each grid column sorts (totals are computed, corrections come from the link line). */
const sortExpressions: Record<WkGridField, SQL | typeof gr.id> = {
  LINK_STATE: sql`coalesce(${link.linkState}, 'UNLINKED')`,
  ARCHIV: sql`(${gr.liefHeftId} is not null)`,
  WE_SCHEIN_NR: sql`${gr.weScheinNr}`,
  BESTELL_DATUM: sql`${gr.bestellDatum}`,
  WE_DATUM: sql`${gr.weDatum}`,
  EXT_ARTIKEL_NR: sql`${gr.extArtikelNr}`,
  EXT_ARTIKEL_BEZ: sql`${gr.extArtikelBez}`,
  INT_ARTIKEL_NR: sql`${gr.intArtikelNr}`,
  INT_ARTIKEL_BEZ: sql`${gr.intArtikelBez}`,
  MENGE: sql`${gr.mengeMilli}`,
  MENGE_ART: sql`${gr.mengeArt}`,
  NETTO_PREIS: sql`${gr.nettoPreisCt4}`,
  BRUTTO_PREIS: sql`${gr.bruttoPreisCt4}`,
  MWST: sql`${gr.mwstBp}`,
  NETTO_PREIS_GESAMT: sql`(${gr.mengeMilli}::numeric * ${gr.nettoPreisCt4})`,
  BRUTTO_PREIS_GESAMT: sql`(${gr.mengeMilli}::numeric * ${gr.bruttoPreisCt4})`,
  KORREKTUR_MENGE: sql`${link.korrekturMengeMilli}`,
  KORREKTUR_MENGE_ART: sql`${link.korrekturMengeArt}`,
  KORREKTUR_NETTO_PREIS: sql`${link.korrekturNettoPreisCt4}`,
  KORREKTUR_BRUTTO_PREIS: sql`${link.korrekturBruttoPreisCt4}`,
  KORREKTUR_MWST: sql`${link.korrekturMwstBp}`,
  KORREKTUR_NETTO_PREIS_GESAMT: sql`${link.korrekturNettoGesamtCents}`,
  KORREKTUR_BRUTTO_PREIS_GESAMT: sql`${link.korrekturBruttoGesamtCents}`,
  MENGE_KORREKTUR_GRUND: sql`${link.mengeKorrekturGrund}`,
  MENGE_KORREKTUR_TEXT: sql`${link.mengeKorrekturText}`,
  PREIS_KORREKTUR_GRUND: sql`${link.preisKorrekturGrund}`,
  PREIS_KORREKTUR_TEXT: sql`${link.preisKorrekturText}`,
  EXT_LIEFERANT: sql`${gr.extLieferant}`,
  INT_LIEFERANT: sql`${gr.intLieferant}`,
  EAN: sql`${gr.ean}`,
  PZN: sql`${gr.pzn}`,
  EINLESER: sql`${gr.einleser}`,
  EINLESE_DATUM: sql`${gr.einleseDatum}`,
  QUELLE: sql`${gr.quelle}`,
  BESTELLER: sql`${gr.besteller}`,
  KONTENVORSCHLAG: sql`coalesce(${link.kontenvorschlag}, ${gr.kontoVorschlag})`,
};

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

/** The goods-receipt lines of a Mandant; every query names the Mandant. */
export function createReceiptsRepository({ db }: { db: Db }) {
  /** The conditions of the grid of all data: dates, supplier, link filter, kind and search text. */
  function gridConditions(mandantId: string, filter: GridViewAllFilter): SQL {
    const conditions: (SQL | undefined)[] = [eq(gr.mandantId, mandantId), eq(gr.deleteFlag, false)];
    if (filter.FROM) conditions.push(gte(gr.bestellDatum, filter.FROM));
    if (filter.TO) conditions.push(lte(gr.bestellDatum, filter.TO));
    if (filter.Kreditor > 0) conditions.push(eq(gr.intLieferant, filter.Kreditor));
    if (filter.FilterMode === 'ONLY_UNLINKED') conditions.push(isNull(gr.linkedDocumentId));
    if (filter.FilterMode === 'ONLY_LINKED') conditions.push(sql`${gr.linkedDocumentId} is not null`);
    if (filter.WkType === 'ORDER') conditions.push(eq(gr.weScheinNr, ''));
    if (filter.WkType === 'RECEIPT') conditions.push(ne(gr.weScheinNr, ''));
    if (filter.Search) {
      const pattern = containsPattern(filter.Search);
      conditions.push(
        or(
          sql`${gr.ident1} ilike ${pattern}`,
          sql`${gr.weScheinNr} ilike ${pattern}`,
          sql`${gr.extArtikelNr} ilike ${pattern}`,
          sql`${gr.extArtikelBez} ilike ${pattern}`,
          sql`${gr.intArtikelNr} ilike ${pattern}`,
          sql`${gr.ean} ilike ${pattern}`,
        ),
      );
    }
    return and(...conditions) as SQL;
  }

  return {
    async insert(rows: WkInsert[]): Promise<WkRow[]> {
      const inserted: WkRow[] = [];
      for (const part of chunks(rows)) inserted.push(...(await db.insert(gr).values(part).returning()));
      return inserted;
    },

    /** The keys among `keys` the Mandant's lines have already. */
    async existingDuplicateKeys(mandantId: string, keys: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunks([...new Set(keys)])) {
        const rows = await db
          .select({ key: gr.duplicateKey })
          .from(gr)
          .where(and(eq(gr.mandantId, mandantId), inArray(gr.duplicateKey, part)));
        for (const row of rows) if (row.key) found.add(row.key);
      }
      return found;
    },

    /** Open order lines (no receipt yet) of the given order numbers, for receipts to be booked onto. */
    async openOrdersAwaitingReceipt(mandantId: string, orderNumbers: string[]): Promise<WkRow[]> {
      const rows: WkRow[] = [];
      for (const part of chunks([...new Set(orderNumbers)].filter(Boolean))) {
        rows.push(
          ...(await db
            .select()
            .from(gr)
            .where(and(eq(gr.mandantId, mandantId), isOpen, eq(gr.weScheinNr, ''), inArray(gr.ident1, part)))
            .orderBy(asc(gr.createdAt))),
        );
      }
      return rows;
    },

    async update(mandantId: string, id: string, changes: Partial<WkInsert>): Promise<WkRow | null> {
      const [row] = await db
        .update(gr)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(gr.mandantId, mandantId), eq(gr.id, id)))
        .returning();
      return row ?? null;
    },

    async find(mandantId: string, id: string): Promise<WkRow | null> {
      const [row] = await db
        .select()
        .from(gr)
        .where(and(eq(gr.mandantId, mandantId), eq(gr.id, id)));
      return row ?? null;
    },

    /** Lines by id, locked for the caller's transaction (link, split). */
    async findForUpdate(mandantId: string, ids: string[]): Promise<WkRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(gr)
        .where(and(eq(gr.mandantId, mandantId), inArray(gr.id, ids)))
        .for('update');
    },

    async withLinks(mandantId: string, ids: string[]): Promise<WkWithLink[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ wk: gr, link })
        .from(gr)
        .leftJoin(link, eq(link.wkId, gr.id))
        .where(and(eq(gr.mandantId, mandantId), inArray(gr.id, ids)));
      return rows;
    },

    /** One page of the grid of all data, sorted as asked (then by order date and id). */
    async gridPage(input: {
      mandantId: string;
      filter: GridViewAllFilter;
      sort: SortDescriptor[];
      offset: number;
      limit: number;
    }): Promise<WkWithLink[]> {
      const order = [
        ...input.sort.map((entry) => {
          const expression = sortExpressions[entry.SortField];
          return entry.Ascending ? asc(expression) : desc(expression);
        }),
        asc(gr.bestellDatum),
        asc(gr.id),
      ];
      return db
        .select({ wk: gr, link })
        .from(gr)
        .leftJoin(link, eq(link.wkId, gr.id))
        .where(gridConditions(input.mandantId, input.filter))
        .orderBy(...order)
        .offset(input.offset)
        .limit(input.limit);
    },

    async gridCount(mandantId: string, filter: GridViewAllFilter): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(gr)
        .where(gridConditions(mandantId, filter));
      return row?.count ?? 0;
    },

    /** The Mandant's data revision (0 before its first line): it changes with every write of its lines. */
    async revision(mandantId: string): Promise<number> {
      const [row] = await db
        .select({ revision: wawiRevisionTable.revision })
        .from(wawiRevisionTable)
        .where(eq(wawiRevisionTable.mandantId, mandantId));
      return row?.revision ?? 0;
    },

    /** The earliest order date of an open line (of one supplier when `kreditor` > 0). */
    async smallestUnlinkedDate(mandantId: string, kreditor: number): Promise<string | null> {
      const [row] = await db
        .select({ date: gr.bestellDatum })
        .from(gr)
        .where(
          and(eq(gr.mandantId, mandantId), isOpen, kreditor > 0 ? eq(gr.intLieferant, kreditor) : undefined),
        )
        .orderBy(asc(gr.bestellDatum))
        .limit(1);
      return row?.date ?? null;
    },

    /** Open lines whose `column` is one of `values` (auto-link candidates), at most `limit`. */
    async openByKey(
      mandantId: string,
      column: 'ident1' | 'weScheinNr' | 'extArtikelNr' | 'intArtikelNr' | 'ean' | 'pzn',
      values: string[],
      options: { kreditor?: number | null; limit: number },
    ): Promise<WkRow[]> {
      if (values.length === 0) return [];
      return db
        .select()
        .from(gr)
        .where(
          and(
            eq(gr.mandantId, mandantId),
            isOpen,
            inArray(gr[column], values),
            options.kreditor ? eq(gr.intLieferant, options.kreditor) : undefined,
          ),
        )
        .limit(options.limit);
    },

    /** Marks lines as linked to `documentId`, or open again with null. */
    async setLinkedDocument(mandantId: string, ids: string[], documentId: string | null) {
      if (ids.length === 0) return;
      await db
        .update(gr)
        .set({ linkedDocumentId: documentId, updatedAt: sql`now()` })
        .where(and(eq(gr.mandantId, mandantId), inArray(gr.id, ids)));
    },

    async childrenOf(mandantId: string, parentId: string): Promise<WkRow[]> {
      return db
        .select()
        .from(gr)
        .where(and(eq(gr.mandantId, mandantId), eq(gr.parentUid, parentId), eq(gr.origin, 'SPLIT')))
        .for('update');
    },

    async deleteLines(mandantId: string, ids: string[]) {
      if (ids.length === 0) return;
      await db.delete(gr).where(and(eq(gr.mandantId, mandantId), inArray(gr.id, ids)));
    },
  };
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
