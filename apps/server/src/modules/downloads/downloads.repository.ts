import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ContentState, type DownloadEntry } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { downloadContentTable, downloadUserSettingTable } from './downloads.tables.js';

export type DownloadRow = typeof downloadContentTable.$inferSelect;

export function toDownloadEntry(
  row: DownloadRow,
  job: { progress: number | null; state: string | null },
): DownloadEntry {
  return {
    FOLDER_REFERENCE_ID: row.folderReferenceId,
    CONTENT_STATE: row.contentState,
    DOWNLOAD_NAME: row.downloadName,
    CONTENT_TYPE: row.contentType,
    CONTENT_SYSTEM: row.contentSystem,
    TIME_STAMP: row.timeStamp,
    MANDNR: row.mandnr,
    UNSEEN_BY_USER: row.unseenByUser,
    WORKING_JOB_ID: row.workingJobId,
    PROGRESS: row.contentState === ContentState.Finished ? 100 : (job.progress ?? 0),
    JOB_STATE: job.state,
    ERROR_TEXT: row.errorText,
  };
}

/**
 * Download entries of a user. Every query filters by the user and by the Mandanten the user may
 * still see (`mandantIds`); entries without a Mandant belong to the user alone.
 */
export function createDownloadsRepository({ db }: { db: Db }) {
  const visibleTo = (userId: string, mandantIds: string[]) =>
    and(
      eq(downloadContentTable.userId, userId),
      mandantIds.length > 0
        ? or(isNull(downloadContentTable.mandantId), inArray(downloadContentTable.mandantId, mandantIds))
        : isNull(downloadContentTable.mandantId),
    );

  return {
    async insert(values: {
      userId: string;
      mandantId: string | null;
      mandnr: number;
      downloadName: string;
      contentType: number;
      contentSystem: number;
    }): Promise<DownloadRow> {
      const [row] = await db
        .insert(downloadContentTable)
        .values({ ...values, contentState: ContentState.Working, unseenByUser: false })
        .returning();
      return row as DownloadRow;
    },

    async findById(id: string): Promise<DownloadRow | null> {
      const [row] = await db
        .select()
        .from(downloadContentTable)
        .where(eq(downloadContentTable.folderReferenceId, id));
      return row ?? null;
    },

    async setJob(id: string, jobId: string) {
      await db
        .update(downloadContentTable)
        .set({ workingJobId: jobId })
        .where(eq(downloadContentTable.folderReferenceId, id));
    },

    async markWorking(id: string) {
      await db
        .update(downloadContentTable)
        .set({ contentState: ContentState.Working, errorText: null })
        .where(eq(downloadContentTable.folderReferenceId, id));
    },

    async finish(id: string, file: { sha256: string; fileName: string; size: number }) {
      await db
        .update(downloadContentTable)
        .set({
          contentState: ContentState.Finished,
          fileSha256: file.sha256,
          fileName: file.fileName,
          fileSize: file.size,
          unseenByUser: true,
          errorText: null,
        })
        .where(eq(downloadContentTable.folderReferenceId, id));
    },

    async fail(id: string, errorText: string) {
      await db
        .update(downloadContentTable)
        .set({ contentState: ContentState.Error, unseenByUser: true, errorText })
        .where(eq(downloadContentTable.folderReferenceId, id));
    },

    async listVisible(userId: string, mandantIds: string[], onlyReadyUnseen = false): Promise<DownloadRow[]> {
      return db
        .select()
        .from(downloadContentTable)
        .where(
          and(
            visibleTo(userId, mandantIds),
            ...(onlyReadyUnseen
              ? [
                  eq(downloadContentTable.contentState, ContentState.Finished),
                  eq(downloadContentTable.unseenByUser, true),
                ]
              : []),
          ),
        )
        .orderBy(desc(downloadContentTable.timeStamp));
    },

    async findVisible(ids: string[], userId: string, mandantIds: string[]): Promise<DownloadRow[]> {
      return db
        .select()
        .from(downloadContentTable)
        .where(and(inArray(downloadContentTable.folderReferenceId, ids), visibleTo(userId, mandantIds)));
    },

    async counts(userId: string, mandantIds: string[]) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          unseen: sql<number>`count(*) FILTER (WHERE ${downloadContentTable.unseenByUser})::int`,
        })
        .from(downloadContentTable)
        .where(visibleTo(userId, mandantIds));
      return { total: Number(row?.total ?? 0), unseen: Number(row?.unseen ?? 0) };
    },

    async markSeen(ids: string[], userId: string) {
      if (ids.length === 0) return;
      await db
        .update(downloadContentTable)
        .set({ unseenByUser: false })
        .where(
          and(inArray(downloadContentTable.folderReferenceId, ids), eq(downloadContentTable.userId, userId)),
        );
    },

    async resetUnseen(userId: string): Promise<number> {
      const rows = await db
        .update(downloadContentTable)
        .set({ unseenByUser: false })
        .where(and(eq(downloadContentTable.userId, userId), eq(downloadContentTable.unseenByUser, true)))
        .returning({ id: downloadContentTable.folderReferenceId });
      return rows.length;
    },

    async delete(ids: string[], userId: string): Promise<DownloadRow[]> {
      return db
        .delete(downloadContentTable)
        .where(
          and(inArray(downloadContentTable.folderReferenceId, ids), eq(downloadContentTable.userId, userId)),
        )
        .returning();
    },

    async isFileReferenced(sha256: string): Promise<boolean> {
      const rows = await db
        .select({ id: downloadContentTable.folderReferenceId })
        .from(downloadContentTable)
        .where(eq(downloadContentTable.fileSha256, sha256))
        .limit(1);
      return rows.length > 0;
    },

    async getAutoDownload(userId: string): Promise<boolean> {
      const [row] = await db
        .select()
        .from(downloadUserSettingTable)
        .where(eq(downloadUserSettingTable.userId, userId));
      return row?.autoDownloadEnabled ?? false;
    },

    async setAutoDownload(userId: string, enabled: boolean) {
      await db
        .insert(downloadUserSettingTable)
        .values({ userId, autoDownloadEnabled: enabled })
        .onConflictDoUpdate({
          target: downloadUserSettingTable.userId,
          set: { autoDownloadEnabled: enabled, updatedAt: sql`now()` },
        });
    },
  };
}

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
