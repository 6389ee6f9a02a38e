import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { jobTable } from '../jobs/jobs.tables.js';
import { userTable } from '../tenancy/tenancy.tables.js';
import { capAnnotationTable, capAttachmentTable, capStackTable, capUserPrefTable } from './capture.tables.js';

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
        .select({ attachment: capAttachmentTable, creator: userTable.fullName })
        .from(capAttachmentTable)
        .leftJoin(userTable, eq(userTable.id, capAttachmentTable.createdBy))
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

    /** Capture jobs the user sees: their own and those of their Mandanten, newest first. */
    async listJobs(filter: {
      userId: string;
      mandantIds: string[];
      mandantId?: string;
      stackId?: string;
      includePickedUp: boolean;
      states?: string[];
      createdByOnly?: boolean;
    }) {
      const visible = filter.createdByOnly
        ? eq(jobTable.createdBy, filter.userId)
        : filter.mandantIds.length
          ? or(eq(jobTable.createdBy, filter.userId), inArray(jobTable.mandantId, filter.mandantIds))
          : eq(jobTable.createdBy, filter.userId);
      return db
        .select({ job: jobTable, creator: userTable.fullName, stackName: capStackTable.name })
        .from(jobTable)
        .leftJoin(userTable, eq(userTable.id, jobTable.createdBy))
        .leftJoin(capStackTable, sql`${capStackTable.id}::text = ${jobTable.payload} ->> 'stackId'`)
        .where(
          and(
            sql`${jobTable.kind} LIKE 'capture.%'`,
            visible,
            filter.mandantId ? eq(jobTable.mandantId, filter.mandantId) : undefined,
            filter.stackId ? sql`${jobTable.payload} ->> 'stackId' = ${filter.stackId}` : undefined,
            filter.includePickedUp ? undefined : isNull(jobTable.pickedUpAt),
            filter.states ? inArray(jobTable.state, filter.states) : undefined,
          ),
        )
        .orderBy(desc(jobTable.createdAt))
        .limit(500);
    },

    async findJobs(jobIds: string[]) {
      return db.select().from(jobTable).where(inArray(jobTable.id, jobIds));
    },

    async markPickedUp(jobIds: string[]) {
      await db
        .update(jobTable)
        .set({ pickedUpAt: sql`now()` })
        .where(inArray(jobTable.id, jobIds));
    },

    async deleteJobs(jobIds: string[]) {
      await db.delete(jobTable).where(inArray(jobTable.id, jobIds));
    },
  };
}

export type ExtrasRepository = ReturnType<typeof createExtrasRepository>;
