import type { CaptureContext } from './capture.context.js';

/** A captured document as the archive takes it over: what it is, its files, its page texts and its journal. */
export async function documentForArchive(ctx: CaptureContext, mandantId: string, documentId: string) {
  const document = await ctx.documents.findDocument(mandantId, documentId);
  if (!document) return null;
  const [stack, version, pages, values, journal] = await Promise.all([
    ctx.stacks.findStack(mandantId, document.stackId),
    document.currentVersionId ? ctx.documents.findVersion(document.currentVersionId) : null,
    ctx.documents.listPagesWithText(documentId),
    ctx.documents.listIndexValues([documentId]),
    ctx.stacks.listJournal({ mandantId, documentId, limit: 1000 }),
  ]);
  return {
    id: document.id,
    title: document.title,
    kind: document.kind,
    status: document.status as 'green' | 'flawed',
    archived: document.archived,
    captureMask: stack?.captureMask ?? '',
    originalSha256: document.originalSha256,
    originalContentType: document.originalContentType,
    pdfSha256: version?.pdfSha256 ?? null,
    pages: pages.map((page) => ({ width: page.width, height: page.height, text: page.text ?? '' })),
    indexValues: values
      .filter((entry) => entry.value !== '')
      .map((entry) => ({ field: entry.field, value: entry.value }))
      .sort((a, b) => a.field.localeCompare(b.field)),
    journal: journal
      .map((entry) => ({
        at: entry.createdAt,
        actor: entry.actorName,
        action: entry.action,
        details: entry.details,
      }))
      .reverse(),
  };
}

/**
 * Deletes a captured document whose archived copy was deleted after its retention period (the
 * database refuses it while the archive still holds the document); returns the stored objects it used.
 */
export async function purgeArchivedDocument(ctx: CaptureContext, mandantId: string, documentId: string) {
  const document = await ctx.documents.findDocument(mandantId, documentId);
  if (!document) return [];
  const pages = await ctx.documents.listPagesWithText(documentId);
  const version = document.currentVersionId
    ? await ctx.documents.findVersion(document.currentVersionId)
    : null;
  const objects = [
    document.originalSha256,
    ...pages.flatMap((page) => [page.sourceSha256, ...(page.thumbSha256 ? [page.thumbSha256] : [])]),
    ...(version?.pdfSha256 ? [version.pdfSha256] : []),
  ];
  await ctx.documents.deleteDocuments([document.id]);
  return objects;
}

/** Removes stored objects nothing in capture and the modules it knows refers to any more. */
export function deleteUnreferencedObjects(ctx: CaptureContext, sha256s: string[]) {
  return ctx.objects.deleteUnreferencedObjects(ctx.deps.storage, sha256s);
}
