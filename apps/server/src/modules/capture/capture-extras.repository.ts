import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { capAnnotationTable, capAttachmentTable, capUserPrefTable } from './capture.tables.js';

/** User preferences, annotations, attachments and the capture job list. The only place with their queries. */
export function createExtrasRepository({ db }: { db: Db }) {
  return {
    async getPreference(userId: string, key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: capUserPrefTable.value })
        .from(capUserPrefTable)
        .where(and(eq(capUserPrefTable.userId, userId), eq(capUserPrefTable.key, key)));
      return row?.value;
    },

    async setPreference(userId: string, key: string, value: unknown) {
      await db
        .insert(capUserPrefTable)
        .values({ userId, key, value })
        .onConflictDoUpdate({
          target: [capUserPrefTable.userId, capUserPrefTable.key],
          set: { value, updatedAt: sql`now()` },
        });
    },

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

    async listAttachments(mandantId: string, documentId: string) {
      return db
        .select()
        .from(capAttachmentTable)
        .where(
          and(eq(capAttachmentTable.mandantId, mandantId), eq(capAttachmentTable.documentId, documentId)),
        )
        .orderBy(asc(capAttachmentTable.createdAt));
    },

    async findAttachment(mandantId: string, attachmentId: string) {
      const [row] = await db
        .select()
        .from(capAttachmentTable)
        .where(and(eq(capAttachmentTable.mandantId, mandantId), eq(capAttachmentTable.id, attachmentId)));
      return row ?? null;
    },

    async insertAttachment(values: typeof capAttachmentTable.$inferInsert) {
      const [row] = await db.insert(capAttachmentTable).values(values).returning();
      return row;
    },

    async deleteAttachment(attachmentId: string) {
      await db.delete(capAttachmentTable).where(eq(capAttachmentTable.id, attachmentId));
    },
  };
}

export type ExtrasRepository = ReturnType<typeof createExtrasRepository>;
