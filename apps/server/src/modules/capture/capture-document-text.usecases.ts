import type { DocumentText } from '@belegfluss/shared';
import { getDocumentOrThrow } from './capture-documents.usecases.js';
import type { CaptureContext } from './capture.context.js';
import { pageTextOf } from './capture.text-engine.js';

/**
 * A document's page texts as extraction reads them, with the id of each page (by page index), so
 * the rule manager can run rules on a real document.
 */
export async function documentText(
  ctx: CaptureContext,
  mandantId: string,
  documentId: string,
): Promise<{ text: DocumentText; pageIds: string[]; hasText: boolean }> {
  const document = await getDocumentOrThrow(ctx, mandantId, documentId);
  const pages = await ctx.documents.listPagesWithText(document.id);
  return {
    text: { pages: pages.map((page, index) => pageTextOf(page, index)) },
    pageIds: pages.map((page) => page.id),
    hasText: pages.some((page) => (page.words?.length ?? 0) > 0),
  };
}
