import { NodeLevel, type NodeLevelValue } from '@belegfluss/shared';
import type { DocumentRow } from './capture-documents.repository.js';
import { assertCanEdit, assertNotInProcess, getDocumentOrThrow } from './capture-documents.usecases.js';
import { deletePages } from './capture-pages.usecases.js';
import { deleteStack, getStackOrThrow, journal } from './capture-stacks.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { captureError } from './capture.errors.js';
import { isDeletable } from './capture.models.js';
import { addJournalEntry } from './capture.journal.js';

async function deleteDocumentRows(ctx: CaptureContext, actor: Actor, documents: DocumentRow[]) {
  const blocked = documents.filter((document) => !isDeletable(document));
  if (blocked.length)
    throw captureError.itemNotDeletable({ documentIds: blocked.map((document) => document.id) });
  for (const document of documents) assertCanEdit(document, actor);
  await assertNotInProcess(
    ctx,
    documents.map((document) => document.id),
  );
  await ctx.transaction(async (repos) => {
    await repos.documents.deleteDocuments(documents.map((document) => document.id));
    for (const document of documents) {
      await addJournalEntry(repos.tx, ctx.deps.clock.now(), {
        mandantId: document.mandantId,
        stackId: document.stackId,
        documentId: document.id,
        action: 'document.deleted',
        details: { title: document.title },
        actorId: actor.userId,
        actorName: actor.name,
      });
    }
  });
}

/** Deletes nodes of any level: pages (new versions), documents, folders with their documents, stacks. */
export async function deleteNodes(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; nodes: { level: NodeLevelValue; id: string }[] },
) {
  const ids = (level: NodeLevelValue) =>
    input.nodes.filter((node) => node.level === level).map((node) => node.id);
  if (ids(NodeLevel.SEITE).length)
    await deletePages(ctx, actor, { mandantId: input.mandantId, pageIds: ids(NodeLevel.SEITE) });
  if (ids(NodeLevel.HEFTUNG).length) {
    const documents = await ctx.documents.findDocuments(input.mandantId, ids(NodeLevel.HEFTUNG));
    if (documents.length !== ids(NodeLevel.HEFTUNG).length) throw captureError.documentNotFound();
    await deleteDocumentRows(ctx, actor, documents);
  }
  for (const folderId of ids(NodeLevel.MAPPE)) {
    const folder = await ctx.stacks.findFolder(input.mandantId, folderId);
    if (!folder) throw captureError.folderNotFound({ folderId });
    const documents = (await ctx.documents.listDocumentsOfStack(folder.stackId)).filter(
      (document) => document.folderId === folder.id,
    );
    await deleteDocumentRows(ctx, actor, documents);
    await ctx.stacks.deleteEmptyFolders(folder.stackId);
  }
  for (const stackId of ids(NodeLevel.STAPEL))
    await deleteStack(ctx, actor, { mandantId: input.mandantId, stackId });
  return { deleted: input.nodes.length };
}

/** Moves documents into another stack (types must match) and folder. */
export async function moveDocuments(
  ctx: CaptureContext,
  actor: Actor,
  input: {
    mandantId: string;
    documentIds: string[];
    targetStackId: string;
    targetFolderId?: string | undefined;
  },
) {
  const target = await getStackOrThrow(ctx, input.mandantId, input.targetStackId);
  const documents = await ctx.documents.findDocuments(input.mandantId, input.documentIds);
  if (documents.length !== new Set(input.documentIds).size) throw captureError.documentNotFound();
  for (const document of documents) assertCanEdit(document, actor);
  await assertNotInProcess(ctx, input.documentIds);
  const sourceStacks = await Promise.all(
    [...new Set(documents.map((document) => document.stackId))].map((id) =>
      getStackOrThrow(ctx, input.mandantId, id),
    ),
  );
  if (sourceStacks.some((stack) => stack.type !== target.type)) throw captureError.stackTypeMismatch();
  let folderId = input.targetFolderId;
  if (folderId) {
    const folder = await ctx.stacks.findFolder(input.mandantId, folderId);
    if (!folder || folder.stackId !== target.id) throw captureError.folderNotFound({ folderId });
  } else {
    folderId = (
      await ctx.stacks.insertFolder({ mandantId: target.mandantId, stackId: target.id, name: 'Verschoben' })
    ).id;
  }
  await ctx.documents.updateDocuments(input.documentIds, { stackId: target.id, folderId });
  for (const stack of sourceStacks) await ctx.stacks.deleteEmptyFolders(stack.id);
  for (const document of documents) {
    await journal(
      ctx,
      actor,
      document.mandantId,
      target.id,
      'document.moved',
      { fromStackId: document.stackId },
      document.id,
    );
  }
  return { moved: documents.length, folderId };
}

export async function describeNode(
  ctx: CaptureContext,
  input: { mandantId: string; level: NodeLevelValue; id: string },
) {
  switch (input.level) {
    case NodeLevel.STAPEL: {
      const stack = await getStackOrThrow(ctx, input.mandantId, input.id);
      return {
        level: input.level,
        id: stack.id,
        name: stack.name,
        details: { type: stack.type, captureMask: stack.captureMask },
      };
    }
    case NodeLevel.MAPPE: {
      const folder = await ctx.stacks.findFolder(input.mandantId, input.id);
      if (!folder) throw captureError.folderNotFound({ folderId: input.id });
      return { level: input.level, id: folder.id, name: folder.name, details: { stackId: folder.stackId } };
    }
    case NodeLevel.HEFTUNG: {
      const document = await getDocumentOrThrow(ctx, input.mandantId, input.id);
      return {
        level: input.level,
        id: document.id,
        name: document.title,
        details: {
          stackId: document.stackId,
          status: document.status,
          locked: document.locked,
          fibuExported: document.fibuExported,
          dmsExported: document.dmsExported,
          archived: document.archived,
          inquiryOpen: document.inquiryOpen,
        },
      };
    }
    default: {
      const page = await ctx.documents.findPage(input.mandantId, input.id);
      if (!page) throw captureError.pageNotFound({ pageId: input.id });
      return {
        level: input.level,
        id: page.id,
        name: `Seite ${page.position}`,
        details: {
          documentId: page.documentId,
          rotation: page.rotation,
          textSource: page.textSource,
          isBlank: page.isBlank,
        },
      };
    }
  }
}
