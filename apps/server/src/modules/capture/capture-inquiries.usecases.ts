import { getDocumentOrThrow } from './capture-documents.usecases.js';
import { journal } from './capture-stacks.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { captureError } from './capture.errors.js';

/** Opens or closes a Rückfrage on a document; closing needs a note (at most 999 characters). */
export async function setInquiry(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; documentId: string; note: string },
  open: boolean,
) {
  const document = await getDocumentOrThrow(ctx, input.mandantId, input.documentId);
  if (document.archived) throw captureError.documentArchived({ documentId: document.id });
  if (!open && !input.note.trim()) throw captureError.noteRequired();
  await ctx.documents.updateDocument(document.id, { inquiryOpen: open });
  await journal(
    ctx,
    actor,
    document.mandantId,
    document.stackId,
    open ? 'inquiry.opened' : 'inquiry.closed',
    { note: input.note.trim() },
    document.id,
  );
  return { inquiryOpen: open };
}
