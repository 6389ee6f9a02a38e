import { and, asc, desc, eq, ilike, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { containsPattern } from '../../kernel/sql.js';
import { capDocumentTable, capIndexValueTable, capPageTable, capStackTable } from './capture.tables.js';

export type DocumentSummary = {
  id: string;
  title: string;
  archived: boolean;
  originalSha256: string;
  stackName: string;
  createdAt: string;
};
export type DocumentIndexValue = { documentId: string; field: string; value: string };

const summaryColumns = {
  id: capDocumentTable.id,
  title: capDocumentTable.title,
  archived: capDocumentTable.archived,
  originalSha256: capDocumentTable.originalSha256,
  stackName: capStackTable.name,
  createdAt: capDocumentTable.createdAt,
};

/** Captured documents in a few words each, for other modules' lists (a query per call, batched by ids). */
export function createDocumentSummaries({ db }: { db: Db }) {
  return {
    async find(mandantId: string, documentIds: string[]): Promise<DocumentSummary[]> {
      if (documentIds.length === 0) return [];
      return db
        .select(summaryColumns)
        .from(capDocumentTable)
        .innerJoin(capStackTable, eq(capStackTable.id, capDocumentTable.stackId))
        .where(and(eq(capDocumentTable.mandantId, mandantId), inArray(capDocumentTable.id, documentIds)));
    },

    /** The Mandant's documents that are not archived, newest first, leaving out `excludeIds`. */
    async listUnarchived(
      mandantId: string,
      { excludeIds, limit }: { excludeIds: string[]; limit: number },
    ): Promise<DocumentSummary[]> {
      return db
        .select(summaryColumns)
        .from(capDocumentTable)
        .innerJoin(capStackTable, eq(capStackTable.id, capDocumentTable.stackId))
        .where(
          and(
            eq(capDocumentTable.mandantId, mandantId),
            eq(capDocumentTable.archived, false),
            excludeIds.length > 0 ? notInArray(capDocumentTable.id, excludeIds) : undefined,
          ),
        )
        .orderBy(desc(capDocumentTable.createdAt))
        .limit(limit);
    },

    /** The recognised text of a document's first page ('' before OCR or text extraction). */
    async firstPageText(mandantId: string, documentId: string): Promise<string> {
      const [page] = await db
        .select({ text: capPageTable.text })
        .from(capPageTable)
        .where(and(eq(capPageTable.mandantId, mandantId), eq(capPageTable.documentId, documentId)))
        .orderBy(asc(capPageTable.position))
        .limit(1);
      return page?.text ?? '';
    },

    /**
     * The mask values of one of the Mandant's documents by field in one query; null when the Mandant
     * has no such document.
     */
    async valuesOf(mandantId: string, documentId: string): Promise<Partial<Record<string, string>> | null> {
      const rows = await db
        .select({ field: capIndexValueTable.field, value: capIndexValueTable.value })
        .from(capDocumentTable)
        .leftJoin(capIndexValueTable, eq(capIndexValueTable.documentId, capDocumentTable.id))
        .where(and(eq(capDocumentTable.mandantId, mandantId), eq(capDocumentTable.id, documentId)));
      if (rows.length === 0) return null;
      return Object.fromEntries(
        rows.flatMap((row) => (row.field === null || row.value === null ? [] : [[row.field, row.value]])),
      );
    },

    async indexValues(documentIds: string[]): Promise<DocumentIndexValue[]> {
      if (documentIds.length === 0) return [];
      return db
        .select({
          documentId: capIndexValueTable.documentId,
          field: capIndexValueTable.field,
          value: capIndexValueTable.value,
        })
        .from(capIndexValueTable)
        .where(inArray(capIndexValueTable.documentId, documentIds));
    },

    /** Ids of the documents of `mandantIds` with a value of one of `fields` containing `text`, any case. */
    async idsWithIndexValueContaining(input: {
      mandantIds: string[];
      fields: string[];
      text: string;
    }): Promise<string[]> {
      if (input.mandantIds.length === 0 || input.fields.length === 0 || !input.text) return [];
      const rows = await db
        .selectDistinct({ documentId: capIndexValueTable.documentId })
        .from(capIndexValueTable)
        .where(
          and(
            inArray(capIndexValueTable.mandantId, input.mandantIds),
            inArray(capIndexValueTable.field, input.fields),
            ilike(capIndexValueTable.value, containsPattern(input.text)),
          ),
        );
      return rows.map((row) => row.documentId);
    },
  };
}
