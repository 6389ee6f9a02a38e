import {
  INVOICE_CHECK_TOLERANCE_CENTS,
  NodeLevel,
  UnsavedChangesMode,
  centsToDecimal,
  parseAmountToCents,
  type Duplicate,
  type NodeLevelValue,
  type UserPreferences,
} from '@belegfluss/shared';
import type { DocumentRow } from './capture-documents.repository.js';
import { assertCanEdit, getDocumentOrThrow } from './capture-documents.usecases.js';
import { deletePages } from './capture-pages.usecases.js';
import { deleteStack, getStackOrThrow, journal } from './capture-stacks.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { captureError } from './capture.errors.js';
import { isDeletable, normalizeInvoiceNumber } from './capture.models.js';
import { DEFAULT_BLANK_PAGE_THRESHOLD_BYTES } from './capture.settings.js';

async function assertNotInProcess(ctx: CaptureContext, documentIds: string[]) {
  const busy = await ctx.jobRecords.documentsInProcess(documentIds);
  if (busy.length) throw captureError.objectsInProcess({ documentIds: busy });
}

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
      await repos.stacks.addJournal({
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

/** Opens or closes a Rückfrage on a document; closing needs a note (at most 999 characters). */
export async function setInquiry(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; documentId: string; note: string },
  open: boolean,
) {
  const document = await getDocumentOrThrow(ctx, input.mandantId, input.documentId);
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

/** Duplicates of the given documents among all documents of the Mandant: same file or same business key. */
export async function findDuplicates(
  ctx: CaptureContext,
  mandantId: string,
  documentIds: string[],
): Promise<Duplicate[]> {
  const documents = await ctx.documents.findDocuments(mandantId, documentIds);
  const duplicates: Duplicate[] = [];
  for (const document of documents) {
    for (const candidate of await ctx.documents.findDuplicateCandidates(mandantId, document)) {
      duplicates.push({
        documentId: document.id,
        duplicateOfId: candidate.id,
        duplicateOfTitle: candidate.title,
        duplicateOfStackName: candidate.stackName,
        reason: candidate.originalSha256 === document.originalSha256 ? 'same_file' : 'same_business_key',
      });
    }
  }
  return duplicates;
}

export async function checkInvoiceNumber(
  ctx: CaptureContext,
  input: {
    mandantId: string;
    invoiceNumber: string;
    creditor?: string | undefined;
    documentId?: string | undefined;
  },
) {
  const matches = await ctx.documents.findByInvoiceNumber(
    input.mandantId,
    normalizeInvoiceNumber(input.invoiceNumber),
  );
  const others = matches.filter((match) => match.id !== input.documentId);
  const creditor = input.creditor?.trim().toLowerCase();
  const sameCreditor = [];
  for (const match of others) {
    if (!creditor) {
      sameCreditor.push(match);
      continue;
    }
    const values = await ctx.documents.listIndexValues([match.id]);
    const names = values
      .filter((row) => ['Konto', 'Kreditor', 'UStId'].includes(row.field))
      .map((row) => row.value.toLowerCase());
    if (names.includes(creditor)) sameCreditor.push(match);
  }
  return { exists: sameCreditor.length > 0, documents: sameCreditor };
}

/** Gross, net, VAT, the difference between gross and net+VAT, and whether it is within 0.02. */
export async function invoiceCheckValues(ctx: CaptureContext, mandantId: string, documentId: string) {
  const document = await getDocumentOrThrow(ctx, mandantId, documentId);
  const values = await ctx.documents.listIndexValues([document.id]);
  const cents = (field: string) => {
    const value = values.find((row) => row.field === field)?.value;
    return value ? parseAmountToCents(value) : null;
  };
  const gross = cents('Betrag');
  const net = cents('Netto');
  const vat = cents('MwSt');
  const difference = gross !== null && net !== null && vat !== null ? gross - net - vat : null;
  return {
    documentId: document.id,
    gross: gross === null ? null : centsToDecimal(gross),
    net: net === null ? null : centsToDecimal(net),
    vat: vat === null ? null : centsToDecimal(vat),
    difference: difference === null ? null : centsToDecimal(difference),
    tolerance: centsToDecimal(INVOICE_CHECK_TOLERANCE_CENTS),
    withinTolerance: difference === null ? null : Math.abs(difference) <= INVOICE_CHECK_TOLERANCE_CENTS,
  };
}

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
      await repos.stacks.addJournal({
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

const PREFERENCES_KEY = 'capture.preferences';
const defaultPreferences: UserPreferences = {
  unsavedChanges: UnsavedChangesMode.alwaysAsk,
  jobListVisible: true,
  blankPageThresholdBytes: DEFAULT_BLANK_PAGE_THRESHOLD_BYTES,
};

export async function getPreferences(ctx: CaptureContext, userId: string): Promise<UserPreferences> {
  const stored = (await ctx.preferences.getPreference(userId, PREFERENCES_KEY)) as
    Partial<UserPreferences> | undefined;
  return { ...defaultPreferences, ...(stored ?? {}) };
}

export async function setPreferences(ctx: CaptureContext, userId: string, changes: Partial<UserPreferences>) {
  const next = { ...(await getPreferences(ctx, userId)), ...changes };
  await ctx.preferences.setPreference(userId, PREFERENCES_KEY, next);
  return next;
}
