import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { capDocumentTable, capDocumentVersionTable, type VersionPage } from './capture.tables.js';

export type VersionRow = typeof capDocumentVersionTable.$inferSelect;

/** Versions of a document: each page edit adds one and makes it current. */
export function createVersionRepository({ db }: { db: Db }) {
  return {
    async listVersions(documentId: string): Promise<VersionRow[]> {
      return db
        .select()
        .from(capDocumentVersionTable)
        .where(eq(capDocumentVersionTable.documentId, documentId))
        .orderBy(desc(capDocumentVersionTable.versionNo));
    },

    async findVersion(versionId: string): Promise<VersionRow | null> {
      const [row] = await db
        .select()
        .from(capDocumentVersionTable)
        .where(eq(capDocumentVersionTable.id, versionId));
      return row ?? null;
    },

    async insertVersion(values: {
      mandantId: string;
      documentId: string;
      operation: string;
      pdfSha256: string | null;
      pages: VersionPage[];
      sourceVersionId: string | null;
      createdBy: string | null;
    }): Promise<VersionRow> {
      const [row] = await db
        .insert(capDocumentVersionTable)
        .values({
          ...values,
          pageCount: values.pages.length,
          versionNo: sql`(SELECT coalesce(max(version_no), 0) + 1 FROM cap_document_version WHERE document_id = ${values.documentId})`,
        })
        .returning();
      const version = row as VersionRow;
      await db
        .update(capDocumentTable)
        .set({ currentVersionId: version.id, updatedAt: sql`now()` })
        .where(eq(capDocumentTable.id, values.documentId));
      return version;
    },
  };
}
