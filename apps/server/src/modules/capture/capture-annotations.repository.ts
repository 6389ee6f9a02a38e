import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { capAnnotationTable } from './capture.tables.js';

/** Annotations of document pages (the viewer's JSON list per page index). */
export function createAnnotationRepository({ db }: { db: Db }) {
  return {
    async getAnnotation(documentId: string, pageIndex: number) {
      const [row] = await db
        .select()
        .from(capAnnotationTable)
        .where(
          and(eq(capAnnotationTable.documentId, documentId), eq(capAnnotationTable.pageIndex, pageIndex)),
        );
      return row ?? null;
    },

    async listAnnotations(documentId: string) {
      return db.select().from(capAnnotationTable).where(eq(capAnnotationTable.documentId, documentId));
    },

    async saveAnnotation(values: {
      mandantId: string;
      documentId: string;
      pageId: string | null;
      pageIndex: number;
      json: string;
      updatedBy: string;
    }) {
      const [row] = await db
        .insert(capAnnotationTable)
        .values(values)
        .onConflictDoUpdate({
          target: [capAnnotationTable.documentId, capAnnotationTable.pageIndex],
          set: {
            json: values.json,
            pageId: values.pageId,
            updatedBy: values.updatedBy,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row;
    },
  };
}

export type AnnotationRepository = ReturnType<typeof createAnnotationRepository>;
