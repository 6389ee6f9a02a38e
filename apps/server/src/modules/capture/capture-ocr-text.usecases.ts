import { assertCanEdit, assertNotInProcess } from './capture-documents.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { captureError } from './capture.errors.js';
import { addJournalEntry } from './capture.journal.js';

/**
 * Removes recognised (OCR) text (text, words with boxes, layout, and with them the full-text index)
 * so the OCR job can run again; text layers of born-digital PDFs stay.
 */
export async function deleteOcrText(
  ctx: CaptureContext,
  actor: Actor,
  mandantId: string,
  documentIds: string[],
) {
  const documents = await ctx.documents.findDocuments(mandantId, documentIds);
  if (documents.length !== new Set(documentIds).size) throw captureError.documentNotFound();
  for (const document of documents) assertCanEdit(document, actor);
  await assertNotInProcess(ctx, documentIds);
  const pages = await ctx.documents.listPageSummaries(documentIds);
  const ocrPages = pages.filter((page) => page.textSource === 'ocr');
  await ctx.transaction(async (repos) => {
    for (const page of ocrPages) {
      await repos.documents.updatePage(page.id, {
        text: null,
        words: null,
        layout: null,
        textSource: null,
        textUpdatedAt: null,
      });
    }
    for (const document of documents) {
      await addJournalEntry(repos.tx, ctx.deps.clock.now(), {
        mandantId: document.mandantId,
        stackId: document.stackId,
        documentId: document.id,
        action: 'document.ocr_deleted',
        details: { pages: ocrPages.filter((page) => page.documentId === document.id).length },
        actorId: actor.userId,
        actorName: actor.name,
      });
    }
  });
  return { pages: ocrPages.length };
}
