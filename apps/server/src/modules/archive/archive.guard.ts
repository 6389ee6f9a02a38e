import type { Db } from '../../kernel/database.js';
import { createArchiveRepository } from './archive.repository.js';

/** Whether the archive holds (any revision of) a captured document. */
export async function isDocumentArchived(db: Db, mandantId: string, documentId: string): Promise<boolean> {
  return (await createArchiveRepository({ db }).archivedSources(mandantId, [documentId])).has(documentId);
}
