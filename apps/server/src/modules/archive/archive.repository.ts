import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import {
  archiveDocumentTable,
  archiveExternSessionTable,
  archiveMandantHoldTable,
  archivePageTable,
  archiveRetentionTable,
} from './archive.tables.js';

export type ArchiveDocumentRow = typeof archiveDocumentTable.$inferSelect;
export type NewArchiveDocument = Omit<typeof archiveDocumentTable.$inferInsert, 'searchText'> & {
  searchText: string;
};

/** Columns of a revision without its tsvector (which is large and never shown). */
const revisionColumns = {
  id: archiveDocumentTable.id,
  mandantId: archiveDocumentTable.mandantId,
  sourceDocumentId: archiveDocumentTable.sourceDocumentId,
  revision: archiveDocumentTable.revision,
  previousId: archiveDocumentTable.previousId,
  supersededBy: archiveDocumentTable.supersededBy,
  title: archiveDocumentTable.title,
  documentType: archiveDocumentTable.documentType,
  documentKind: archiveDocumentTable.documentKind,
  originalSha256: archiveDocumentTable.originalSha256,
  originalContentType: archiveDocumentTable.originalContentType,
  pdfSha256: archiveDocumentTable.pdfSha256,
  pdfFormat: archiveDocumentTable.pdfFormat,
  pageCount: archiveDocumentTable.pageCount,
  documentDate: archiveDocumentTable.documentDate,
  grossCents: archiveDocumentTable.grossCents,
  creditor: archiveDocumentTable.creditor,
  invoiceNumber: archiveDocumentTable.invoiceNumber,
  accounts: archiveDocumentTable.accounts,
  costCentres: archiveDocumentTable.costCentres,
  indexValues: archiveDocumentTable.indexValues,
  booking: archiveDocumentTable.booking,
  history: archiveDocumentTable.history,
  einvoice: archiveDocumentTable.einvoice,
  contentHash: archiveDocumentTable.contentHash,
  correctionReason: archiveDocumentTable.correctionReason,
  archivedAt: archiveDocumentTable.archivedAt,
  archivedBy: archiveDocumentTable.archivedBy,
  archivedByName: archiveDocumentTable.archivedByName,
};
export type ArchiveRevision = Omit<ArchiveDocumentRow, 'searchText'>;

/** Bound parameters per INSERT, well below PostgreSQL's 65535. */
const ROWS_PER_STATEMENT = 16_000;

function chunksOf<T>(items: T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += step) chunks.push(items.slice(start, start + step));
  return chunks;
}

/** The archive's own tables: revisions, pages, retention, holds, external sessions. */
export function createArchiveRepository({ db }: { db: Db }) {
  async function insertRevisions(rows: NewArchiveDocument[]) {
    for (const chunk of chunksOf(rows, ROWS_PER_STATEMENT / 32)) {
      await db.insert(archiveDocumentTable).values(
        chunk.map(({ searchText, ...rest }) => ({
          ...rest,
          searchText: sql`to_tsvector('german', ${searchText})`,
        })),
      );
    }
  }

  return {
    insertRevision: (row: NewArchiveDocument) => insertRevisions([row]),

    /** Revisions of a batch of archived documents, one statement per chunk. */
    insertRevisions,

    /** The pages of several documents, numbered from 1 per document. */
    async insertPagesOf(
      documents: {
        sourceDocumentId: string;
        mandantId: string;
        pages: { width: number; height: number; text: string }[];
      }[],
    ) {
      const rows = documents.flatMap(({ sourceDocumentId, mandantId, pages }) =>
        pages.map((page, index) => ({ sourceDocumentId, mandantId, pageNo: index + 1, ...page })),
      );
      for (const chunk of chunksOf(rows, ROWS_PER_STATEMENT / 6)) {
        await db.insert(archivePageTable).values(chunk).onConflictDoNothing();
      }
    },

    async insertRetentions(rows: (typeof archiveRetentionTable.$inferInsert)[]) {
      for (const chunk of chunksOf(rows, ROWS_PER_STATEMENT / 8)) {
        await db.insert(archiveRetentionTable).values(chunk).onConflictDoNothing();
      }
    },

    async markSuperseded(id: string, supersededBy: string) {
      await db
        .update(archiveDocumentTable)
        .set({ supersededBy })
        .where(and(eq(archiveDocumentTable.id, id), isNull(archiveDocumentTable.supersededBy)));
    },

    async findCurrentBySource(sourceDocumentId: string): Promise<ArchiveRevision | null> {
      const [row] = await db
        .select(revisionColumns)
        .from(archiveDocumentTable)
        .where(
          and(
            eq(archiveDocumentTable.sourceDocumentId, sourceDocumentId),
            isNull(archiveDocumentTable.supersededBy),
          ),
        );
      return row ?? null;
    },

    async findRevision(id: string): Promise<ArchiveRevision | null> {
      const [row] = await db
        .select(revisionColumns)
        .from(archiveDocumentTable)
        .where(eq(archiveDocumentTable.id, id));
      return row ?? null;
    },

    /** Whether the archive holds any revision of these captured documents (the ones it holds). */
    async archivedSources(mandantId: string, sourceDocumentIds: string[]): Promise<Set<string>> {
      if (!sourceDocumentIds.length) return new Set();
      const rows = await db
        .selectDistinct({ id: archiveDocumentTable.sourceDocumentId })
        .from(archiveDocumentTable)
        .where(
          and(
            eq(archiveDocumentTable.mandantId, mandantId),
            inArray(archiveDocumentTable.sourceDocumentId, sourceDocumentIds),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    listRevisions(sourceDocumentId: string) {
      return db
        .select({
          id: archiveDocumentTable.id,
          revision: archiveDocumentTable.revision,
          archivedAt: archiveDocumentTable.archivedAt,
          correctionReason: archiveDocumentTable.correctionReason,
          contentHash: archiveDocumentTable.contentHash,
        })
        .from(archiveDocumentTable)
        .where(eq(archiveDocumentTable.sourceDocumentId, sourceDocumentId))
        .orderBy(asc(archiveDocumentTable.revision));
    },

    listPages(sourceDocumentId: string) {
      return db
        .select()
        .from(archivePageTable)
        .where(eq(archivePageTable.sourceDocumentId, sourceDocumentId))
        .orderBy(asc(archivePageTable.pageNo));
    },

    async findRetention(sourceDocumentId: string) {
      const [row] = await db
        .select()
        .from(archiveRetentionTable)
        .where(eq(archiveRetentionTable.sourceDocumentId, sourceDocumentId));
      return row ?? null;
    },

    async mandantHold(mandantId: string) {
      const [row] = await db
        .select()
        .from(archiveMandantHoldTable)
        .where(eq(archiveMandantHoldTable.mandantId, mandantId));
      return row ?? null;
    },

    /**
     * Received delivery notes are kept until their invoice arrives: an archived invoice naming their
     * delivery-note number (LieferKennung) or order number ends their open retention on `day`.
     */
    async releaseDeliveryNotes(mandantId: string, keys: { field: string; value: string }[], day: string) {
      if (!keys.length) return;
      const matches = sql.join(
        keys.map((key) => sql`${archiveDocumentTable.indexValues} @> ${JSON.stringify([key])}::jsonb`),
        sql` OR `,
      );
      await db
        .update(archiveRetentionTable)
        .set({ retentionUntil: day, updatedAt: sql`now()` })
        .where(
          and(
            eq(archiveRetentionTable.mandantId, mandantId),
            isNull(archiveRetentionTable.retentionUntil),
            inArray(
              archiveRetentionTable.sourceDocumentId,
              db
                .select({ id: archiveDocumentTable.sourceDocumentId })
                .from(archiveDocumentTable)
                .where(
                  and(
                    eq(archiveDocumentTable.mandantId, mandantId),
                    isNull(archiveDocumentTable.supersededBy),
                    eq(archiveDocumentTable.documentType, 'Lieferschein'),
                    sql`(${matches})`,
                  ),
                ),
            ),
          ),
        );
    },

    async insertExternSession(row: typeof archiveExternSessionTable.$inferInsert) {
      const [created] = await db.insert(archiveExternSessionTable).values(row).returning();
      return created as typeof archiveExternSessionTable.$inferSelect;
    },

    async findExternSession(id: string) {
      const [row] = await db
        .select()
        .from(archiveExternSessionTable)
        .where(eq(archiveExternSessionTable.id, id));
      return row ?? null;
    },

    /** Every revision of the Mandant dated (or, undated, archived) in the period, in order. */
    listForPeriod(mandantId: string, from: string, to: string) {
      return db
        .select(revisionColumns)
        .from(archiveDocumentTable)
        .where(
          and(
            eq(archiveDocumentTable.mandantId, mandantId),
            sql`coalesce(${archiveDocumentTable.documentDate}, (${archiveDocumentTable.archivedAt} AT TIME ZONE 'Europe/Berlin')::date) BETWEEN ${from} AND ${to}`,
          ),
        )
        .orderBy(
          asc(archiveDocumentTable.documentDate),
          asc(archiveDocumentTable.sourceDocumentId),
          asc(archiveDocumentTable.revision),
        );
    },

    /** Current revisions of captured documents, newest first. */
    listCurrentBySources(sourceDocumentIds: string[]) {
      if (!sourceDocumentIds.length) return Promise.resolve([] as ArchiveRevision[]);
      return db
        .select(revisionColumns)
        .from(archiveDocumentTable)
        .where(
          and(
            inArray(archiveDocumentTable.sourceDocumentId, sourceDocumentIds),
            isNull(archiveDocumentTable.supersededBy),
          ),
        )
        .orderBy(desc(archiveDocumentTable.archivedAt));
    },
  };
}

export type ArchiveRepository = ReturnType<typeof createArchiveRepository>;
export { revisionColumns };
