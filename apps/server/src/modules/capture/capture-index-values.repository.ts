import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import {
  capAdditionalValueTable,
  capDocumentTable,
  capIndexValueTable,
  capStackTable,
} from './capture.tables.js';

export type IndexValueRow = typeof capIndexValueTable.$inferSelect;

/** Capture-mask values (index values) of documents. */
export function createIndexValueRepository({ db }: { db: Db }) {
  return {
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
            confidence: sql`excluded.confidence`,
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

    /** The values of a document's additional mask fields, by name. */
    async listAdditionalValues(documentId: string): Promise<{ name: string; value: string }[]> {
      return db
        .select({ name: capAdditionalValueTable.name, value: capAdditionalValueTable.value })
        .from(capAdditionalValueTable)
        .where(eq(capAdditionalValueTable.documentId, documentId))
        .orderBy(capAdditionalValueTable.name);
    },

    /** Makes `values` a document's additional field values (call inside a transaction). */
    async replaceAdditionalValues(
      document: { id: string; mandantId: string },
      values: { name: string; value: string }[],
      updatedBy: string | null,
    ) {
      await db.delete(capAdditionalValueTable).where(eq(capAdditionalValueTable.documentId, document.id));
      if (values.length === 0) return;
      await db.insert(capAdditionalValueTable).values(
        values.map((entry) => ({
          documentId: document.id,
          mandantId: document.mandantId,
          ...entry,
          updatedBy,
        })),
      );
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
