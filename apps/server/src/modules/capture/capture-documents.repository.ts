import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { capDocumentTable, capPageTable, capStackTable } from './capture.tables.js';
import { createIndexValueRepository } from './capture-index-values.repository.js';
import { createPageRepository } from './capture-pages.repository.js';
import { createVersionRepository } from './capture-versions.repository.js';

export type DocumentRow = typeof capDocumentTable.$inferSelect;

/** Document (Heftung) rows: placement in stacks, flags, check-out, search and duplicates. */
export function createDocumentRowRepository({ db }: { db: Db }) {
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
  };
}

/** Documents (Heftungen), their pages, versions and index values. The only place with their queries. */
export function createDocumentRepository({ db }: { db: Db }) {
  return {
    ...createDocumentRowRepository({ db }),
    ...createPageRepository({ db }),
    ...createVersionRepository({ db }),
    ...createIndexValueRepository({ db }),
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
