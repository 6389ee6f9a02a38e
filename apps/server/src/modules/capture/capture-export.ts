import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { createJobQueries } from '../jobs/index.js';
import { createCaptureJobRecords } from './capture.job-records.js';
import { capDocumentTable, capDocumentVersionTable, capIndexValueTable } from './capture.tables.js';

/** A captured document as the booking export sees it. */
export type ExportDocument = {
  id: string;
  title: string;
  stackId: string;
  status: string;
  locked: boolean;
  archived: boolean;
  fibuExported: boolean;
  /** The PDF of the current version (the original when it is a PDF and no version exists), or null. */
  pdfSha256: string | null;
  values: Partial<Record<string, string>>;
};

/**
 * Documents of a Mandant for the export: of one stack or of the Mandant, optionally only `documentIds`.
 * Two queries (documents with their current PDF, then their mask values).
 */
export async function listExportDocuments(
  db: Db,
  mandantId: string,
  selection: { stackId?: string | undefined; documentIds?: string[] | undefined },
): Promise<ExportDocument[]> {
  if (selection.documentIds && selection.documentIds.length === 0) return [];
  const rows = await db
    .select({
      id: capDocumentTable.id,
      title: capDocumentTable.title,
      stackId: capDocumentTable.stackId,
      status: capDocumentTable.status,
      locked: capDocumentTable.locked,
      archived: capDocumentTable.archived,
      fibuExported: capDocumentTable.fibuExported,
      versionPdf: capDocumentVersionTable.pdfSha256,
      original: capDocumentTable.originalSha256,
      originalType: capDocumentTable.originalContentType,
    })
    .from(capDocumentTable)
    .leftJoin(capDocumentVersionTable, eq(capDocumentVersionTable.id, capDocumentTable.currentVersionId))
    .where(
      and(
        eq(capDocumentTable.mandantId, mandantId),
        selection.stackId ? eq(capDocumentTable.stackId, selection.stackId) : undefined,
        selection.documentIds ? inArray(capDocumentTable.id, selection.documentIds) : undefined,
      ),
    )
    .orderBy(capDocumentTable.createdAt, capDocumentTable.id);
  if (rows.length === 0) return [];
  const values = await db
    .select({
      documentId: capIndexValueTable.documentId,
      field: capIndexValueTable.field,
      value: capIndexValueTable.value,
    })
    .from(capIndexValueTable)
    .where(
      and(
        eq(capIndexValueTable.mandantId, mandantId),
        inArray(
          capIndexValueTable.documentId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const byDocument = new Map<string, Partial<Record<string, string>>>();
  for (const entry of values) {
    const map = byDocument.get(entry.documentId) ?? {};
    map[entry.field] = entry.value;
    byDocument.set(entry.documentId, map);
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    stackId: row.stackId,
    status: row.status,
    locked: row.locked,
    archived: row.archived,
    fibuExported: row.fibuExported,
    pdfSha256: row.versionPdf ?? (row.originalType === 'application/pdf' ? row.original : null),
    values: byDocument.get(row.id) ?? {},
  }));
}

/** Sets or clears the "FiBu exportiert" flag of documents of a Mandant (call inside the export's transaction). */
export async function setFibuExported(db: Db, mandantId: string, documentIds: string[], exported: boolean) {
  if (documentIds.length === 0) return;
  await db
    .update(capDocumentTable)
    .set({ fibuExported: exported, updatedAt: sql`now()` })
    .where(and(eq(capDocumentTable.mandantId, mandantId), inArray(capDocumentTable.id, documentIds)));
}

/** Capture jobs that still run or wait on a stack: a stack export waits for them (spec 002). */
export function countOpenJobsOnStack(db: Db, stackId: string): Promise<number> {
  return createCaptureJobRecords(createJobQueries({ db })).countOpenOnStack(stackId);
}
