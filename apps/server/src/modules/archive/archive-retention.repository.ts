import { and, asc, desc, eq, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import {
  archiveDeletionTable,
  archiveDocumentTable,
  archiveMandantHoldTable,
  archivePageTable,
  archiveRetentionTable,
} from './archive.tables.js';

/** Retention, legal holds and deletions after expiry: the only queries that remove archived data. */
export function createRetentionRepository({ db }: { db: Db }) {
  return {
    /** Current revisions of the Mandant whose retention ended before `today` and that nothing holds. */
    listDue(mandantId: string, today: string, limit = 1000) {
      return db
        .select({
          sourceDocumentId: archiveRetentionTable.sourceDocumentId,
          title: archiveDocumentTable.title,
          documentType: archiveDocumentTable.documentType,
          retentionClass: archiveRetentionTable.retentionClass,
          retentionUntil: archiveRetentionTable.retentionUntil,
        })
        .from(archiveRetentionTable)
        .innerJoin(
          archiveDocumentTable,
          and(
            eq(archiveDocumentTable.sourceDocumentId, archiveRetentionTable.sourceDocumentId),
            isNull(archiveDocumentTable.supersededBy),
          ),
        )
        .where(
          and(
            eq(archiveRetentionTable.mandantId, mandantId),
            lt(archiveRetentionTable.retentionUntil, today),
            not(archiveRetentionTable.legalHold),
          ),
        )
        .orderBy(asc(archiveRetentionTable.retentionUntil))
        .limit(limit);
    },

    /** Every revision of a document, newest first (the order they can be deleted in). */
    revisionsOf(mandantId: string, sourceDocumentId: string) {
      return db
        .select({
          id: archiveDocumentTable.id,
          title: archiveDocumentTable.title,
          documentType: archiveDocumentTable.documentType,
          contentHash: archiveDocumentTable.contentHash,
          pdfSha256: archiveDocumentTable.pdfSha256,
          pdfFormat: archiveDocumentTable.pdfFormat,
          archivedAt: archiveDocumentTable.archivedAt,
        })
        .from(archiveDocumentTable)
        .where(
          and(
            eq(archiveDocumentTable.mandantId, mandantId),
            eq(archiveDocumentTable.sourceDocumentId, sourceDocumentId),
          ),
        )
        .orderBy(desc(archiveDocumentTable.revision));
    },

    /** Removes every revision, the pages and the retention row; the database refuses it before expiry. */
    async deleteDocument(sourceDocumentId: string, revisionIds: string[]) {
      for (const id of revisionIds)
        await db.delete(archiveDocumentTable).where(eq(archiveDocumentTable.id, id));
      await db.delete(archivePageTable).where(eq(archivePageTable.sourceDocumentId, sourceDocumentId));
      await db
        .delete(archiveRetentionTable)
        .where(eq(archiveRetentionTable.sourceDocumentId, sourceDocumentId));
    },

    async insertDeletion(row: typeof archiveDeletionTable.$inferInsert) {
      await db.insert(archiveDeletionTable).values(row);
    },

    listDeletions(mandantId: string) {
      return db
        .select()
        .from(archiveDeletionTable)
        .where(eq(archiveDeletionTable.mandantId, mandantId))
        .orderBy(desc(archiveDeletionTable.deletedAt));
    },

    async setLegalHold(sourceDocumentId: string, hold: boolean, reason: string | null) {
      const rows = await db
        .update(archiveRetentionTable)
        .set({ legalHold: hold, legalHoldReason: reason, updatedAt: sql`now()` })
        .where(eq(archiveRetentionTable.sourceDocumentId, sourceDocumentId))
        .returning();
      return rows[0] ?? null;
    },

    async setMandantHold(mandantId: string, hold: { reason: string; setBy: string; setAt: string } | null) {
      if (!hold) {
        await db.delete(archiveMandantHoldTable).where(eq(archiveMandantHoldTable.mandantId, mandantId));
        return;
      }
      await db
        .insert(archiveMandantHoldTable)
        .values({ mandantId, ...hold })
        .onConflictDoUpdate({ target: archiveMandantHoldTable.mandantId, set: hold });
    },

    /** Which of these stored objects some archived revision still uses. */
    async objectsInUse(sha256s: string[]): Promise<Set<string>> {
      if (!sha256s.length) return new Set();
      const rows = await db
        .select({ original: archiveDocumentTable.originalSha256, pdf: archiveDocumentTable.pdfSha256 })
        .from(archiveDocumentTable)
        .where(
          or(
            inArray(archiveDocumentTable.originalSha256, sha256s),
            inArray(archiveDocumentTable.pdfSha256, sha256s),
          ),
        );
      return new Set(rows.flatMap((row) => [row.original, ...(row.pdf ? [row.pdf] : [])]));
    },
  };
}
