import type { Db } from '../../kernel/database.js';
import { recordAudit } from '../audit/index.js';
import { createStackRepository, type StackRepository } from './capture-stacks.repository.js';

export type JournalEntry = Parameters<StackRepository['addJournal']>[0];

/**
 * Writes an entry of the capture journal and the same event into the audit trail (GoBD): one call
 * for every capture write. Pass the transaction of the change so both commit with it.
 */
export async function addJournalEntry(db: Db, now: Date, entry: JournalEntry) {
  await createStackRepository({ db }).addJournal(entry);
  await recordAudit(
    db,
    {
      mandantId: entry.mandantId,
      actorId: entry.actorId,
      action: `capture.${entry.action}`,
      entityType: entry.documentId ? 'capture_document' : 'capture_stack',
      entityId: entry.documentId ?? entry.stackId ?? entry.mandantId,
      data: { ...entry.details, ...(entry.stackId ? { stackId: entry.stackId } : {}) },
    },
    now,
  );
}
