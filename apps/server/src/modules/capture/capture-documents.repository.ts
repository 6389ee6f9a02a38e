import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import {
  capDocumentTable,
  capDocumentVersionTable,
  capIndexValueTable,
  capPageTable,
  capStackTable,
  type VersionPage,
} from './capture.tables.js';

export type DocumentRow = typeof capDocumentTable.$inferSelect;
export type PageRow = typeof capPageTable.$inferSelect;
export type VersionRow = typeof capDocumentVersionTable.$inferSelect;
export type IndexValueRow = typeof capIndexValueTable.$inferSelect;

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

/** Documents (Heftungen), their pages, versions and index values. The only place with their queries. */
export function createDocumentRepository({ db }: { db: Db }) {
  return {
    async listDocumentsOfStack(stackId: string): Promise<DocumentRow[]> {
      return db
        .select()
        .from(capDocumentTable)
        .where(eq(capDocumentTable.stackId, stackId))
        .orderBy(asc(capDocumentTable.position), asc(capDocumentTable.createdAt));
    },

    async findDocument(mandantId: string, documentId: string): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(capDocumentTable)
        .where(and(eq(capDocumentTable.mandantId, mandantId), eq(capDocumentTable.id, documentId)));
      return row ?? null;
    },

    async findDocuments(mandantId: string, documentIds: string[]): Promise<DocumentRow[]> {
      if (documentIds.length === 0) return [];
      return db
        .select()
        .from(capDocumentTable)
        .where(and(eq(capDocumentTable.mandantId, mandantId), inArray(capDocumentTable.id, documentIds)));
    },

    async findDocumentByImportJob(importJobId: string): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(capDocumentTable)
        .where(eq(capDocumentTable.importJobId, importJobId));
      return row ?? null;
    },

    async insertDocument(values: typeof capDocumentTable.$inferInsert): Promise<DocumentRow> {
      const [row] = await db
        .insert(capDocumentTable)
        .values({
          ...values,
          position:
            values.position ??
            sql`(SELECT coalesce(max(position), 0) + 1 FROM cap_document WHERE stack_id = ${values.stackId})`,
        })
        .returning();
      return row as DocumentRow;
    },

    async updateDocument(documentId: string, values: Partial<typeof capDocumentTable.$inferInsert>) {
      const [row] = await db
        .update(capDocumentTable)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(capDocumentTable.id, documentId))
        .returning();
      return row ?? null;
    },

    async updateDocuments(documentIds: string[], values: Partial<typeof capDocumentTable.$inferInsert>) {
      if (documentIds.length === 0) return;
      await db
        .update(capDocumentTable)
        .set({ ...values, updatedAt: sql`now()` })
        .where(inArray(capDocumentTable.id, documentIds));
    },

    async deleteDocuments(documentIds: string[]) {
      if (documentIds.length === 0) return;
      await db.delete(capDocumentTable).where(inArray(capDocumentTable.id, documentIds));
    },

    /** Takes the document for `userId` unless another user holds it; returns the holder after the attempt. */
    async checkOut(documentId: string, userId: string, staleBefore: string) {
      await db
        .update(capDocumentTable)
        .set({ checkedOutBy: userId, checkedOutAt: sql`now()` })
        .where(
          and(
            eq(capDocumentTable.id, documentId),
            or(
              sql`${capDocumentTable.checkedOutBy} IS NULL`,
              eq(capDocumentTable.checkedOutBy, userId),
              sql`${capDocumentTable.checkedOutAt} < ${staleBefore}`,
            ),
          ),
        );
      const [row] = await db
        .select({
          userId: capDocumentTable.checkedOutBy,
          at: capDocumentTable.checkedOutAt,
        })
        .from(capDocumentTable)
        .where(eq(capDocumentTable.id, documentId));
      return row ?? null;
    },

    async checkIn(documentId: string, userId: string) {
      await db
        .update(capDocumentTable)
        .set({ checkedOutBy: null, checkedOutAt: null })
        .where(and(eq(capDocumentTable.id, documentId), eq(capDocumentTable.checkedOutBy, userId)));
    },

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

    async listIndexValues(documentIds: string[]): Promise<IndexValueRow[]> {
      if (documentIds.length === 0) return [];
      return db.select().from(capIndexValueTable).where(inArray(capIndexValueTable.documentId, documentIds));
    },

    /** Stores values of a document's fields in one statement, replacing what the fields held. */
    async upsertIndexValues(rows: (typeof capIndexValueTable.$inferInsert)[]) {
      if (rows.length === 0) return;
      await db
        .insert(capIndexValueTable)
        .values(rows)
        .onConflictDoUpdate({
          target: [capIndexValueTable.documentId, capIndexValueTable.field],
          set: {
            value: sql`excluded.value`,
            pageId: sql`excluded.page_id`,
            area: sql`excluded.area`,
            source: sql`excluded.source`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`now()`,
          },
        });
    },

    async deleteIndexValues(documentId: string, fields: string[]) {
      if (fields.length === 0) return;
      await db
        .delete(capIndexValueTable)
        .where(and(eq(capIndexValueTable.documentId, documentId), inArray(capIndexValueTable.field, fields)));
    },

    /** Documents of the stack whose pages match a German full-text query. */
    async searchStackText(stackId: string, query: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: capPageTable.documentId })
        .from(capPageTable)
        .innerJoin(capDocumentTable, eq(capDocumentTable.id, capPageTable.documentId))
        .where(
          and(
            eq(capDocumentTable.stackId, stackId),
            sql`cap_page.text_tsv @@ plainto_tsquery('german', ${query})`,
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Other documents of the Mandant with the same original file or the same business key. */
    async findDuplicateCandidates(
      mandantId: string,
      document: { id: string; originalSha256: string; businessKey: string | null },
    ) {
      return db
        .select({
          id: capDocumentTable.id,
          title: capDocumentTable.title,
          originalSha256: capDocumentTable.originalSha256,
          businessKey: capDocumentTable.businessKey,
          stackName: capStackTable.name,
        })
        .from(capDocumentTable)
        .innerJoin(capStackTable, eq(capStackTable.id, capDocumentTable.stackId))
        .where(
          and(
            eq(capDocumentTable.mandantId, mandantId),
            ne(capDocumentTable.id, document.id),
            or(
              eq(capDocumentTable.originalSha256, document.originalSha256),
              document.businessKey ? eq(capDocumentTable.businessKey, document.businessKey) : undefined,
            ),
          ),
        )
        .orderBy(asc(capDocumentTable.createdAt))
        .limit(20);
    },

    /** Documents of the Mandant with this invoice number (Kennung), ignoring blanks and case. */
    async findByInvoiceNumber(mandantId: string, invoiceNumber: string) {
      return db
        .select({
          id: capDocumentTable.id,
          title: capDocumentTable.title,
          stackName: capStackTable.name,
          archived: capDocumentTable.archived,
        })
        .from(capIndexValueTable)
        .innerJoin(capDocumentTable, eq(capDocumentTable.id, capIndexValueTable.documentId))
        .innerJoin(capStackTable, eq(capStackTable.id, capDocumentTable.stackId))
        .where(
          and(
            eq(capIndexValueTable.mandantId, mandantId),
            eq(capIndexValueTable.field, 'Kennung'),
            sql`upper(regexp_replace(${capIndexValueTable.value}, '\\s', '', 'g')) = ${invoiceNumber}`,
          ),
        );
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
