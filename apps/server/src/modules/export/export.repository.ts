import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ExportFile } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import {
  exportDocumentTable,
  exportPersonalAccountTable,
  exportResetTable,
  exportRunTable,
} from './export.tables.js';

export type ExportRunRow = typeof exportRunTable.$inferSelect;

/** The export's tables; every query names the Mandant. */
export function createExportRepository({ db }: { db: Db }) {
  return {
    async createRun(values: {
      mandantId: string;
      system: string;
      periodFrom: string;
      periodTo: string;
      documentIds: string[];
      exchangeRates: Record<string, string>;
      createdBy: string;
      createdByName: string;
    }): Promise<ExportRunRow> {
      const [row] = await db
        .insert(exportRunTable)
        .values({ ...values, state: 'running', documentCount: values.documentIds.length })
        .returning();
      return row as ExportRunRow;
    },

    async setJob(runId: string, jobId: string) {
      await db.update(exportRunTable).set({ jobId }).where(eq(exportRunTable.id, runId));
    },

    async findRun(mandantId: string, runId: string): Promise<ExportRunRow | null> {
      const [row] = await db
        .select()
        .from(exportRunTable)
        .where(and(eq(exportRunTable.mandantId, mandantId), eq(exportRunTable.id, runId)));
      return row ?? null;
    },

    async listRuns(mandantId: string, limit = 50): Promise<ExportRunRow[]> {
      return db
        .select()
        .from(exportRunTable)
        .where(eq(exportRunTable.mandantId, mandantId))
        .orderBy(desc(exportRunTable.createdAt))
        .limit(limit);
    },

    async finishRun(
      runId: string,
      values: { rowCount: number; documentCount: number; files: ExportFile[]; at: string },
    ) {
      await db
        .update(exportRunTable)
        .set({
          state: 'done',
          rowCount: values.rowCount,
          documentCount: values.documentCount,
          files: values.files,
          finishedAt: values.at,
          error: null,
        })
        .where(eq(exportRunTable.id, runId));
    },

    async failRun(runId: string, error: string, at: string) {
      await db
        .update(exportRunTable)
        .set({ state: 'failed', error, finishedAt: at })
        .where(and(eq(exportRunTable.id, runId), eq(exportRunTable.state, 'running')));
    },

    /** Marks documents exported by a run; returns those another run had already taken. */
    async markExported(mandantId: string, runId: string, documentIds: string[], at: string): Promise<number> {
      if (documentIds.length === 0) return 0;
      const inserted = await db
        .insert(exportDocumentTable)
        .values(documentIds.map((documentId) => ({ documentId, mandantId, runId, exportedAt: at })))
        .onConflictDoNothing()
        .returning({ documentId: exportDocumentTable.documentId });
      return documentIds.length - inserted.length;
    },

    async exportedAmong(mandantId: string, documentIds: string[]) {
      if (documentIds.length === 0) return [];
      return db
        .select()
        .from(exportDocumentTable)
        .where(
          and(
            eq(exportDocumentTable.mandantId, mandantId),
            inArray(exportDocumentTable.documentId, documentIds),
          ),
        );
    },

    /** The documents an export run still holds (not reset since). */
    async documentsOfRun(mandantId: string, runId: string): Promise<string[]> {
      const rows = await db
        .select({ documentId: exportDocumentTable.documentId })
        .from(exportDocumentTable)
        .where(and(eq(exportDocumentTable.mandantId, mandantId), eq(exportDocumentTable.runId, runId)));
      return rows.map((row) => row.documentId);
    },

    async isExported(mandantId: string, documentId: string): Promise<boolean> {
      const [row] = await db
        .select({ documentId: exportDocumentTable.documentId })
        .from(exportDocumentTable)
        .where(
          and(eq(exportDocumentTable.mandantId, mandantId), eq(exportDocumentTable.documentId, documentId)),
        );
      return Boolean(row);
    },

    /** Clears the export of documents, keeping each reset with its reason; returns the documents reset. */
    async reset(input: {
      mandantId: string;
      documentIds: string[];
      reason: string;
      userId: string;
      userName: string;
      at: string;
    }) {
      const removed = await db
        .delete(exportDocumentTable)
        .where(
          and(
            eq(exportDocumentTable.mandantId, input.mandantId),
            inArray(exportDocumentTable.documentId, input.documentIds),
          ),
        )
        .returning();
      if (removed.length > 0) {
        await db.insert(exportResetTable).values(
          removed.map((row) => ({
            mandantId: input.mandantId,
            documentId: row.documentId,
            runId: row.runId,
            reason: input.reason,
            resetBy: input.userId,
            resetByName: input.userName,
            resetAt: input.at,
          })),
        );
      }
      return removed;
    },

    /** The latest resets, one entry per action (run, reason, user, moment) with its document count. */
    async listResets(mandantId: string, limit = 50) {
      return db
        .select({
          runId: exportResetTable.runId,
          reason: exportResetTable.reason,
          resetByName: exportResetTable.resetByName,
          resetAt: exportResetTable.resetAt,
          documents: sql<number>`count(*)::int`,
        })
        .from(exportResetTable)
        .where(eq(exportResetTable.mandantId, mandantId))
        .groupBy(
          exportResetTable.runId,
          exportResetTable.reason,
          exportResetTable.resetByName,
          exportResetTable.resetAt,
        )
        .orderBy(desc(exportResetTable.resetAt))
        .limit(limit);
    },

    async sentPersonalAccounts(mandantId: string, system: string, numbers: number[]): Promise<Set<number>> {
      if (numbers.length === 0) return new Set();
      const rows = await db
        .select({ number: exportPersonalAccountTable.accountNumber })
        .from(exportPersonalAccountTable)
        .where(
          and(
            eq(exportPersonalAccountTable.mandantId, mandantId),
            eq(exportPersonalAccountTable.system, system),
            inArray(exportPersonalAccountTable.accountNumber, numbers),
          ),
        );
      return new Set(rows.map((row) => row.number));
    },

    async recordPersonalAccounts(mandantId: string, system: string, runId: string, numbers: number[]) {
      if (numbers.length === 0) return;
      await db
        .insert(exportPersonalAccountTable)
        .values(numbers.map((accountNumber) => ({ mandantId, system, accountNumber, runId })))
        .onConflictDoNothing();
    },

    /** Count of exported documents per Mandant (the statistics). */
    async countExported(mandantId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(exportDocumentTable)
        .where(eq(exportDocumentTable.mandantId, mandantId));
      return row?.count ?? 0;
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
