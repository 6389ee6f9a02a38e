import type { DocumentRow } from './capture-documents.repository.js';
import type { PageSummaryRow } from './capture-pages.repository.js';
import { assertCanEdit, getDocumentOrThrow, getStackTree } from './capture-documents.usecases.js';
import { journal } from './capture-stacks.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { captureError } from './capture.errors.js';
import { checkAppendToPrevious, isDeletable } from './capture.models.js';
import { composePdf } from './capture.pdf.js';
import type { VersionPage } from './capture.tables.js';
import { addJournalEntry } from './capture.journal.js';

type PageRef = Pick<PageSummaryRow, 'id' | 'sourceSha256' | 'sourcePageIndex' | 'rotation'>;

const toVersionPage = (page: PageRef): VersionPage => ({
  pageId: page.id,
  sourceSha256: page.sourceSha256,
  sourcePageIndex: page.sourcePageIndex,
  rotation: page.rotation,
});

/** The PDF of a page list, stored content-addressed; sources are only read. */
export async function storeComposedPdf(ctx: CaptureContext, pages: PageRef[]): Promise<string | null> {
  if (pages.length === 0) return null;
  const pdf = await composePdf(pages.map(toVersionPage), (sha256) => ctx.deps.storage.getBuffer(sha256));
  return (await ctx.deps.storage.put(Buffer.from(pdf))).sha256;
}

type Change = {
  document: DocumentRow;
  /** The document's pages after the operation, in order; empty deletes the document. */
  pages: PageRef[];
  operation: string;
  sourceVersionId?: string | null;
};

/**
 * Applies page changes: a new version (composed PDF + page list) for each changed document,
 * pages placed in their new order, emptied documents and removed pages deleted. The PDFs are
 * written before the transaction, which then only records them.
 */
async function applyChanges(
  ctx: CaptureContext,
  actor: Actor,
  changes: Change[],
  removedPageIds: string[] = [],
) {
  const composed = new Map<string, string | null>();
  for (const change of changes) {
    if (change.pages.length > 0) composed.set(change.document.id, await storeComposedPdf(ctx, change.pages));
  }
  await ctx.transaction(async (repos) => {
    await repos.documents.deletePages(removedPageIds);
    // Pages move into their new documents first: deleting an emptied document would take them along.
    for (const change of changes) {
      if (change.pages.length === 0) continue;
      await repos.documents.placePages(
        change.document.id,
        change.pages.map((page) => ({ id: page.id, rotation: page.rotation })),
      );
      await repos.documents.insertVersion({
        mandantId: change.document.mandantId,
        documentId: change.document.id,
        operation: change.operation,
        pdfSha256: composed.get(change.document.id) ?? null,
        pages: change.pages.map(toVersionPage),
        sourceVersionId: change.sourceVersionId ?? change.document.currentVersionId,
        createdBy: actor.userId,
      });
    }
    const emptied = changes.filter((change) => change.pages.length === 0).map((change) => change.document.id);
    await repos.documents.deleteDocuments(emptied);
    for (const change of changes) {
      await addJournalEntry(repos.tx, ctx.deps.clock.now(), {
        mandantId: change.document.mandantId,
        stackId: change.document.stackId,
        documentId: change.document.id,
        action: change.pages.length === 0 ? 'document.deleted' : `document.${change.operation}`,
        details: { pages: change.pages.length },
        actorId: actor.userId,
        actorName: actor.name,
      });
    }
  });
}

/** Loads pages and their documents, checks that every document may be edited and nothing is being processed. */
async function loadEditablePages(ctx: CaptureContext, actor: Actor, mandantId: string, pageIds: string[]) {
  const pages = await ctx.documents.findPageSummaries(mandantId, pageIds);
  if (pages.length !== new Set(pageIds).size) throw captureError.pageNotFound({ pageIds });
  const documentIds = [...new Set(pages.map((page) => page.documentId))];
  const documents = await loadEditableDocuments(ctx, actor, mandantId, documentIds);
  return { pages, documents };
}

async function loadEditableDocuments(
  ctx: CaptureContext,
  actor: Actor,
  mandantId: string,
  documentIds: string[],
) {
  const documents = await ctx.documents.findDocuments(mandantId, documentIds);
  if (documents.length !== new Set(documentIds).size) throw captureError.documentNotFound({ documentIds });
  for (const document of documents) assertCanEdit(document, actor);
  const busy = await ctx.jobRecords.documentsInProcess(documentIds);
  if (busy.length) throw captureError.objectsInProcess({ documentIds: busy });
  return documents;
}

async function pagesOf(ctx: CaptureContext, documentId: string) {
  return ctx.documents.listPageSummaries([documentId]);
}

export async function rotatePages(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; pageIds: string[]; degrees: number },
) {
  const { documents } = await loadEditablePages(ctx, actor, input.mandantId, input.pageIds);
  const changes: Change[] = [];
  for (const document of documents) {
    const pages = (await pagesOf(ctx, document.id)).map((page) =>
      input.pageIds.includes(page.id) ? { ...page, rotation: (page.rotation + input.degrees) % 360 } : page,
    );
    changes.push({ document, pages, operation: 'rotate' });
  }
  await applyChanges(ctx, actor, changes);
  return { documentIds: documents.map((document) => document.id) };
}

export async function deletePages(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; pageIds: string[] },
) {
  const { documents } = await loadEditablePages(ctx, actor, input.mandantId, input.pageIds);
  const changes: Change[] = [];
  for (const document of documents) {
    const pages = (await pagesOf(ctx, document.id)).filter((page) => !input.pageIds.includes(page.id));
    if (pages.length === 0 && !isDeletable(document))
      throw captureError.itemNotDeletable({ documentId: document.id });
    changes.push({ document, pages, operation: 'delete_pages' });
  }
  await applyChanges(ctx, actor, changes, input.pageIds);
  return { documentIds: documents.map((document) => document.id) };
}

/** Moves pages into another document at `position` (0-based; the end when absent). */
export async function movePages(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; pageIds: string[]; targetDocumentId: string; position?: number | undefined },
) {
  const { pages: moving, documents } = await loadEditablePages(ctx, actor, input.mandantId, input.pageIds);
  const [target] = await loadEditableDocuments(ctx, actor, input.mandantId, [input.targetDocumentId]);
  if (!target) throw captureError.documentNotFound({ documentId: input.targetDocumentId });
  const ordered = input.pageIds.map((id) => moving.find((page) => page.id === id) as PageSummaryRow);
  const changes: Change[] = [];
  for (const document of documents.filter((candidate) => candidate.id !== target.id)) {
    const remaining = (await pagesOf(ctx, document.id)).filter((page) => !input.pageIds.includes(page.id));
    if (remaining.length === 0 && !isDeletable(document))
      throw captureError.itemNotDeletable({ documentId: document.id });
    changes.push({ document, pages: remaining, operation: 'move_pages' });
  }
  const targetPages = (await pagesOf(ctx, target.id)).filter((page) => !input.pageIds.includes(page.id));
  const at = Math.min(input.position ?? targetPages.length, targetPages.length);
  targetPages.splice(at, 0, ...ordered);
  changes.push({ document: target, pages: targetPages, operation: 'move_pages' });
  await applyChanges(ctx, actor, changes);
  return { documentId: target.id };
}

/** Merges documents into the first one named; the others are removed. All must share stack and kind. */
export async function mergeDocuments(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; documentIds: string[] },
) {
  const ids = [...new Set(input.documentIds)];
  if (ids.length < 2) throw captureError.invalidMerge({ reason: 'fewer than two documents' });
  const documents = await loadEditableDocuments(ctx, actor, input.mandantId, ids);
  const ordered = ids.map((id) => documents.find((document) => document.id === id) as DocumentRow);
  const [target, ...others] = ordered;
  if (
    !target ||
    others.some((document) => document.stackId !== target.stackId || document.kind !== target.kind)
  ) {
    throw captureError.invalidMerge({ reason: 'different stacks or kinds' });
  }
  if (others.some((document) => !isDeletable(document)))
    throw captureError.invalidMerge({ reason: 'undeletable document' });
  const pages = [];
  for (const document of ordered) pages.push(...(await pagesOf(ctx, document.id)));
  const changes: Change[] = [
    ...others.map((document) => ({ document, pages: [], operation: 'merge' })),
    { document: target, pages, operation: 'merge' },
  ];
  await applyChanges(ctx, actor, changes);
  return { documentId: target.id };
}

/** Splits a document: a new document starts at each of the given pages (in the same folder). */
export async function splitDocument(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; documentId: string; startPageIds: string[] },
) {
  const [document] = await loadEditableDocuments(ctx, actor, input.mandantId, [input.documentId]);
  if (!document) throw captureError.documentNotFound({ documentId: input.documentId });
  const pages = await pagesOf(ctx, document.id);
  if (input.startPageIds.some((id) => !pages.some((page) => page.id === id))) {
    throw captureError.invalidMerge({ reason: 'page not in document' });
  }
  const segments: PageSummaryRow[][] = [];
  for (const page of pages) {
    if (segments.length === 0 || (input.startPageIds.includes(page.id) && segments.at(-1)?.length))
      segments.push([]);
    segments.at(-1)?.push(page);
  }
  if (segments.length < 2) throw captureError.invalidMerge({ reason: 'nothing to split' });
  const [first, ...rest] = segments as [PageSummaryRow[], ...PageSummaryRow[][]];
  const created: DocumentRow[] = [];
  for (const [index] of rest.entries()) {
    created.push(
      await ctx.documents.insertDocument({
        mandantId: document.mandantId,
        stackId: document.stackId,
        folderId: document.folderId,
        title: `${document.title} (${index + 2})`,
        kind: document.kind,
        originalSha256: document.originalSha256,
        originalContentType: document.originalContentType,
        createdBy: actor.userId,
      }),
    );
  }
  await applyChanges(ctx, actor, [
    { document, pages: first, operation: 'split' },
    ...rest.map((segment, index) => ({
      document: created[index] as DocumentRow,
      pages: segment,
      operation: 'split',
      sourceVersionId: document.currentVersionId,
    })),
  ]);
  return { documentIds: [document.id, ...created.map((row) => row.id)] };
}

/**
 * Appends pages to the document before theirs in the same folder, under the spec's three conditions;
 * a previous document that a job, a workflow, an inquiry or another user holds is "in another process".
 */
export async function appendToPrevious(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; pageIds: string[] },
) {
  const moving = await ctx.documents.findPageSummaries(input.mandantId, input.pageIds);
  if (moving.length !== new Set(input.pageIds).size)
    throw captureError.pageNotFound({ pageIds: input.pageIds });
  const sourceIds = moving.map((page) => page.documentId);
  const source = await getDocumentOrThrow(ctx, input.mandantId, sourceIds[0] as string);
  // "Previous" is the document above it in its folder, in the order the stack shows.
  const tree = await getStackTree(ctx, { mandantId: input.mandantId, stackId: source.stackId });
  const shown = tree.folders.find((folder) => folder.id === source.folderId)?.documents ?? [];
  const index = shown.findIndex((document) => document.id === source.id);
  const previousId = index > 0 ? shown[index - 1]?.id : undefined;
  const previous = previousId ? await getDocumentOrThrow(ctx, input.mandantId, previousId) : null;
  const previousBusy = previous
    ? (await ctx.jobRecords.documentsInProcess([previous.id])).length > 0 ||
      (await ctx.deps.workflowStatus.documentsInRunningWorkflow(input.mandantId, [previous.id])).has(
        previous.id,
      ) ||
      previous.locked ||
      previous.archived ||
      previous.inquiryOpen ||
      (previous.checkedOutBy !== null && previous.checkedOutBy !== actor.userId)
    : false;
  const check = checkAppendToPrevious({
    sourceDocumentIds: sourceIds,
    previous: previous ? { inProcess: previousBusy } : null,
  });
  if (!check.ok) {
    if (check.reason === 'mixed_documents') throw captureError.appendMixedDocuments();
    if (check.reason === 'first_document') throw captureError.appendFirstDocument();
    throw captureError.appendPreviousInProcess({ documentId: previous?.id });
  }
  return movePages(ctx, actor, {
    mandantId: input.mandantId,
    pageIds: input.pageIds,
    targetDocumentId: (previous as DocumentRow).id,
  });
}

/** Marks pages whose bitonal image is below the threshold as blank, and removes them when asked. */
export async function detectBlankPages(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; documentIds: string[]; thresholdBytes: number; remove: boolean },
) {
  const documents = await ctx.documents.findDocuments(input.mandantId, input.documentIds);
  if (documents.length !== new Set(input.documentIds).size) throw captureError.documentNotFound();
  const pages = await ctx.documents.listPageSummaries(documents.map((document) => document.id));
  const blank = pages.filter((page) => page.thumbSha256 !== null && page.inkBytes < input.thresholdBytes);
  for (const page of pages) {
    const isBlank = blank.includes(page);
    if (page.isBlank !== isBlank) await ctx.documents.updatePage(page.id, { isBlank });
  }
  if (input.remove && blank.length) {
    await deletePages(ctx, actor, { mandantId: input.mandantId, pageIds: blank.map((page) => page.id) });
  }
  for (const document of documents) {
    await journal(
      ctx,
      actor,
      document.mandantId,
      document.stackId,
      'document.blank_pages',
      {
        blank: blank.filter((page) => page.documentId === document.id).length,
        removed: input.remove,
        thresholdBytes: input.thresholdBytes,
      },
      document.id,
    );
  }
  return { blankPageIds: blank.map((page) => page.id), removed: input.remove };
}

/** Gives a page new content (a one-page PDF already stored) and writes the document's next version. */
export async function replacePageContent(
  ctx: CaptureContext,
  actor: Actor,
  input: {
    mandantId: string;
    pageId: string;
    sourceSha256: string;
    thumbSha256: string | null;
    operation: string;
  },
) {
  const { pages, documents } = await loadEditablePages(ctx, actor, input.mandantId, [input.pageId]);
  const [document] = documents;
  const [page] = pages;
  if (!document || !page) throw captureError.pageNotFound({ pageId: input.pageId });
  await ctx.documents.updatePage(page.id, {
    sourceSha256: input.sourceSha256,
    sourcePageIndex: 0,
    thumbSha256: input.thumbSha256,
  });
  await applyChanges(ctx, actor, [
    { document, pages: await pagesOf(ctx, document.id), operation: input.operation },
  ]);
  return { documentId: document.id, pageId: page.id };
}
