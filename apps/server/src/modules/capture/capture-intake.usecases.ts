import { Readable } from 'node:stream';
import type { UploadResult } from '@belegfluss/shared';
import { receiveUpload, type OriginFile } from './capture-import.usecases.js';
import type { CaptureContext } from './capture.context.js';

export type ReceivedFile = { fileName: string; content: Buffer };

/**
 * Files that arrived without a user choosing a stack (the e-mail intake): each becomes an import
 * job into `stackId` exactly as an upload would, except that every e-invoice (XML or hybrid PDF)
 * goes to `einvoiceStackId` and each document keeps `origin` (the received e-mail) as an
 * attachment. The jobs belong to nobody; the stack's auto jobs follow as for any upload.
 */
export async function importReceivedFiles(
  ctx: CaptureContext,
  input: {
    mandantId: string;
    stackId: string;
    einvoiceStackId: string | null;
    folderName: string;
    origin: OriginFile;
  },
  files: ReceivedFile[],
): Promise<UploadResult['files']> {
  async function* incoming() {
    for (const file of files) yield { fileName: file.fileName, stream: Readable.from([file.content]) };
  }
  const result = await receiveUpload(ctx, { userId: null }, { ...input, language: 'de' }, incoming());
  return result.files;
}
