import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { wfHistoryTable } from './workflow.tables.js';

/** The workflow history of a document (every workflow it went through), oldest first, for the archive. */
export async function documentWorkflowHistory(db: Db, mandantId: string, documentId: string) {
  const rows = await db
    .select()
    .from(wfHistoryTable)
    .where(and(eq(wfHistoryTable.mandantId, mandantId), eq(wfHistoryTable.documentId, documentId)))
    .orderBy(asc(wfHistoryTable.seq));
  return rows.map((row) => ({
    at: row.createdAt,
    actor: row.fullname || row.kuerzel,
    entryType: row.entryType,
    text: row.text,
    instanceId: row.instanceId,
  }));
}
