import type { MasterdataImport, MasterdataTransferKindValue, TransferFormat } from '@belegfluss/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { masterdataImportTable } from './master-data.tables.js';
import { toIso } from '../../kernel/sql.js';

const t = masterdataImportTable;
const toImport = (row: typeof t.$inferSelect): MasterdataImport => ({
  id: row.id,
  mandantId: row.mandantId,
  kind: row.kind as MasterdataTransferKindValue,
  format: row.format as TransferFormat,
  fileName: row.fileName,
  jobId: row.jobId,
  createdAt: toIso(row.createdAt),
  createdBy: row.createdBy,
});

/** The record of master data imports per Mandant; the job record holds state and progress. */
export function createImportsRepository({ db }: { db: Db }) {
  return {
    async insert(values: {
      mandantId: string;
      kind: MasterdataTransferKindValue;
      format: TransferFormat;
      fileName: string;
      objectSha256: string;
      jobId: string;
      createdBy: string;
    }) {
      const [row] = await db.insert(t).values(values).returning();
      return toImport(row as typeof t.$inferSelect);
    },

    async listRecent(mandantId: string, limit: number) {
      return (
        await db.select().from(t).where(eq(t.mandantId, mandantId)).orderBy(desc(t.createdAt)).limit(limit)
      ).map(toImport);
    },

    async findByJob(mandantId: string, jobId: string) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.mandantId, mandantId), eq(t.jobId, jobId)));
      return row ? { ...toImport(row), objectSha256: row.objectSha256 } : null;
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
