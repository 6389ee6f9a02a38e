import type { Readable } from 'node:stream';
import { ORIGINAL_READER_GROUP } from '@belegfluss/shared';
import { forbidden } from '../../kernel/errors.js';
import { getDocumentOrThrow } from './capture-documents.usecases.js';
import type { CaptureContext } from './capture.context.js';
import { markAsCopy } from './capture.copy-mark.js';

/** Who asks for a document's bytes: a user, or nobody in particular (a workflow deep link). */
export type DocumentReader = { userId: string | null; isAdmin: boolean };

/**
 * How a reader gets a document's PDFs: members of the group Original-Leser (and administrators)
 * as stored, everyone else as a copy marked "Kopie" (version 1 of an unedited PDF is the upload).
 */
export type PdfView = 'stored' | 'copy';

export async function pdfViewOf(ctx: CaptureContext, reader: DocumentReader): Promise<PdfView> {
  if (reader.isAdmin) return 'stored';
  if (reader.userId && (await ctx.deps.tenancy.isMemberOfGroup(reader.userId, ORIGINAL_READER_GROUP)))
    return 'stored';
  return 'copy';
}

/** A PDF from storage as the view shows it: the stored bytes streamed, or the marked copy. */
export async function pdfAsViewed(
  ctx: CaptureContext,
  view: PdfView,
  sha256: string,
): Promise<Readable | Buffer> {
  if (view === 'stored') return ctx.deps.storage.getStream(sha256);
  return Buffer.from(await markAsCopy(await ctx.deps.storage.getBuffer(sha256)));
}

/**
 * The storage object of a PDF as the view shows it, for jobs that read storage (the zip download):
 * the marked copy is stored; it is the same object every time, as the copy is deterministic.
 */
export async function storedPdfAsViewed(ctx: CaptureContext, view: PdfView, sha256: string): Promise<string> {
  if (view === 'stored') return sha256;
  return (await ctx.deps.storage.put(await markAsCopy(await ctx.deps.storage.getBuffer(sha256)))).sha256;
}

/** The uploaded original; only members of the group Original-Leser (and administrators) may see it. */
export async function originalFile(
  ctx: CaptureContext,
  reader: DocumentReader,
  mandantId: string,
  documentId: string,
) {
  const document = await getDocumentOrThrow(ctx, mandantId, documentId);
  if ((await pdfViewOf(ctx, reader)) !== 'stored') throw forbidden({ group: ORIGINAL_READER_GROUP });
  return { document, stream: () => ctx.deps.storage.getStream(document.originalSha256) };
}
