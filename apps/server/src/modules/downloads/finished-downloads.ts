import { ContentState, type ContentSystemValue, type ContentTypeValue } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { downloadContentTable } from './downloads.tables.js';

/**
 * A download entry for a file another module has already stored (an export's files): it appears
 * finished and unseen at once. Runs on `db`, so it commits with the caller's transaction.
 */
export async function addFinishedDownload(
  db: Db,
  input: {
    userId: string;
    mandantId: string | null;
    mandnr: number;
    name: string;
    contentType: ContentTypeValue;
    contentSystem: ContentSystemValue;
    file: { sha256: string; fileName: string; size: number };
  },
): Promise<string> {
  const [row] = await db
    .insert(downloadContentTable)
    .values({
      userId: input.userId,
      mandantId: input.mandantId,
      mandnr: input.mandnr,
      downloadName: input.name,
      contentType: input.contentType,
      contentSystem: input.contentSystem,
      contentState: ContentState.Finished,
      unseenByUser: true,
      fileSha256: input.file.sha256,
      fileName: input.file.fileName,
      fileSize: input.file.size,
    })
    .returning({ id: downloadContentTable.folderReferenceId });
  return (row as { id: string }).id;
}
