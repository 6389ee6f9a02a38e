import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { capAttachmentTable } from './capture.tables.js';

/** Files attached to documents. */
export function createAttachmentRepository({ db }: { db: Db }) {
  return {
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

export type AttachmentRepository = ReturnType<typeof createAttachmentRepository>;
