import {
  SortField,
  indexFieldNames,
  isSearchTermLongEnough,
  normalizeIndexValue,
  parseAmountToCents,
  type AdditionalValue,
  type DocumentDetail,
  type DocumentNode,
  type IndexFieldName,
  type IndexValue,
  type PageSummary,
  type StackTree,
  ValueSource,
  type ValueSourceValue,
} from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { createDocumentRepository, type DocumentRow } from './capture-documents.repository.js';
import type { BookingStatusPort, CaptureDependencies } from './capture.dependencies.js';
import { createCaptureSettingsLookup } from './capture.settings.js';
import { awaitsReview, needsReview, type ReviewRules } from './capture.review.js';
import type { IndexValueRow } from './capture-index-values.repository.js';
import type { PageSummaryRow } from './capture-pages.repository.js';
import type { VersionRow } from './capture-versions.repository.js';
import { getStackOrThrow, journal, toStack } from './capture-stacks.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { captureError } from './capture.errors.js';
import {
  businessKey,
  documentStatus,
  isEditable,
  missingRequiredFields,
  storableAdditionalValues,
} from './capture.models.js';
import { addJournalEntry } from './capture.journal.js';

/** A check-out older than this is taken over by the next user (an abandoned browser tab). */
const CHECKOUT_STALE_MINUTES = 30;

export function toPageSummary(row: PageSummaryRow): PageSummary {
  return {
    id: row.id,
    position: row.position,
    rotation: row.rotation,
    width: row.width,
    height: row.height,
    hasText: row.hasText,
    textSource: row.textSource,
    isBlank: row.isBlank,
    byteSize: row.inkBytes,
  };
}

const flagsOf = (row: DocumentRow) => ({
  locked: row.locked,
  fibuExported: row.fibuExported,
  dmsExported: row.dmsExported,
  archived: row.archived,
});

function toIndexValue(row: IndexValueRow, review: ReviewRules): IndexValue {
  const field = row.field as IndexFieldName;
  return {
    field,
    value: row.value,
    pageId: row.pageId,
    area: row.area ?? null,
    source: row.source as ValueSourceValue,
    valid: normalizeIndexValue(field, row.value).valid,
    confidence: row.confidence,
    needsReview: needsReview(row, review),
  };
}

export async function getDocumentOrThrow(ctx: CaptureContext, mandantId: string, documentId: string) {
  const document = await ctx.documents.findDocument(mandantId, documentId);
  if (!document) throw captureError.documentNotFound({ documentId });
  return document;
}

/** The stack with its folders, documents and page summaries, filtered and sorted as the stack says. */
export async function getStackTree(
  ctx: CaptureContext,
  input: {
    mandantId: string;
    stackId: string;
    status?: string | undefined;
    flag?: string | undefined;
    text?: string | undefined;
  },
): Promise<StackTree> {
  const stack = await getStackOrThrow(ctx, input.mandantId, input.stackId);
  const [folders, allDocuments] = await Promise.all([
    ctx.stacks.listFolders(stack.id),
    ctx.documents.listDocumentsOfStack(stack.id),
  ]);
  let documents = allDocuments;
  if (input.status) documents = documents.filter((document) => document.status === input.status);
  if (input.flag)
    documents = documents.filter(
      (document) => flagsOf(document)[input.flag as keyof ReturnType<typeof flagsOf>],
    );
  if (input.text) {
    if (!isSearchTermLongEnough(input.text)) throw captureError.searchTermTooShort();
    const matching = new Set(await ctx.documents.searchStackText(stack.id, input.text));
    documents = documents.filter((document) => matching.has(document.id));
  }
  const ids = documents.map((document) => document.id);
  const [pages, values, names] = await Promise.all([
    ctx.documents.listPageSummaries(ids),
    ctx.documents.listIndexValues(ids),
    ctx.users.displayNames([...new Set(documents.flatMap((document) => document.checkedOutBy ?? []))]),
  ]);
  const pagesByDocument = groupBy(pages, (page) => page.documentId);
  const value = (documentId: string, field: string) =>
    values.find((entry) => entry.documentId === documentId && entry.field === field)?.value ?? null;
  const nodes: DocumentNode[] = documents.map((document) => {
    const documentPages = pagesByDocument.get(document.id) ?? [];
    return {
      id: document.id,
      folderId: document.folderId,
      position: document.position,
      title: document.title,
      kind: document.kind,
      status: document.status as 'green' | 'flawed',
      flags: flagsOf(document),
      checkedOutBy: document.checkedOutBy ? (names.get(document.checkedOutBy) ?? null) : null,
      inquiryOpen: document.inquiryOpen,
      belegdatum: value(document.id, 'Belegdatum'),
      betrag: value(document.id, 'Betrag'),
      pageCount: documentPages.length,
      pages: documentPages.map(toPageSummary),
      createdAt: document.createdAt,
      updatedAt: document.updatedAt,
    };
  });
  sortDocuments(nodes, stack.sortField, stack.sortAscending);
  const byFolder = groupBy(nodes, (node) => node.folderId);
  return {
    stack: toStack(stack, allDocuments.length),
    folders: folders
      .map((folder) => ({
        id: folder.id,
        name: folder.name,
        position: folder.position,
        documents: byFolder.get(folder.id) ?? [],
      }))
      .filter((folder) => folder.documents.length > 0 || !(input.status || input.flag || input.text)),
  };
}

function sortDocuments(nodes: DocumentNode[], field: string, ascending: boolean) {
  const key = (node: DocumentNode): string | number => {
    if (field === SortField.DATUM) return node.belegdatum ?? '';
    if (field === SortField.UMSATZ) return node.betrag ? (parseAmountToCents(node.betrag) ?? 0) : 0;
    return `${node.createdAt}|${String(node.position).padStart(8, '0')}`;
  };
  nodes.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    const order = ka < kb ? -1 : ka > kb ? 1 : a.position - b.position;
    return ascending ? order : -order;
  });
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

function toVersion(row: VersionRow, names: Map<string, string>) {
  return {
    id: row.id,
    versionNo: row.versionNo,
    operation: row.operation,
    pdfSha256: row.pdfSha256 ?? '',
    pageCount: row.pageCount,
    sourceVersionId: row.sourceVersionId,
    createdBy: row.createdBy ? (names.get(row.createdBy) ?? null) : null,
    createdAt: row.createdAt,
  };
}

/**
 * A document with pages, versions, index data and check-out: the API the workflow module and every
 * viewer use (see ARCHITECTURE.md, "Documents for other modules").
 */
export async function getDocumentDetail(
  ctx: CaptureContext,
  mandantId: string,
  documentId: string,
): Promise<DocumentDetail> {
  const document = await getDocumentOrThrow(ctx, mandantId, documentId);
  const [pages, versions, values, { required, review }, additional] = await Promise.all([
    ctx.documents.listPageSummaries([document.id]),
    ctx.documents.listVersions(document.id),
    ctx.documents.listIndexValues([document.id]),
    ctx.settings.statusRules(mandantId),
    ctx.documents.listAdditionalValues(document.id),
  ]);
  const names = await ctx.users.displayNames([
    ...new Set([
      ...versions.flatMap((version) => version.createdBy ?? []),
      ...(document.checkedOutBy ? [document.checkedOutBy] : []),
    ]),
  ]);
  const current = versions.find((version) => version.id === document.currentVersionId) ?? versions[0];
  if (!current) throw captureError.documentNotFound({ documentId });
  return {
    id: document.id,
    mandantId: document.mandantId,
    stackId: document.stackId,
    folderId: document.folderId,
    title: document.title,
    kind: document.kind,
    status: document.status as 'green' | 'flawed',
    flags: flagsOf(document),
    checkout:
      document.checkedOutBy && document.checkedOutAt
        ? {
            userId: document.checkedOutBy,
            userName: names.get(document.checkedOutBy) ?? '',
            at: document.checkedOutAt,
          }
        : null,
    inquiryOpen: document.inquiryOpen,
    originalSha256: document.originalSha256,
    currentVersion: toVersion(current, names),
    versions: versions.map((version) => toVersion(version, names)),
    pages: pages.map(toPageSummary),
    index: values
      .filter((row) => indexFieldNames.includes(row.field as IndexFieldName))
      .map((row) => toIndexValue(row, review)),
    missingRequiredFields: missingRequiredFields(values, required),
    additional,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

/** Refuses changes to archived or locked documents and to documents another user has checked out. */
export function assertCanEdit(document: DocumentRow, actor: Actor | null) {
  if (document.archived) throw captureError.documentArchived({ documentId: document.id });
  if (!isEditable(document)) throw captureError.documentLocked({ documentId: document.id });
  if (actor && document.checkedOutBy && document.checkedOutBy !== actor.userId) {
    const staleBefore = Date.now() - CHECKOUT_STALE_MINUTES * 60_000;
    if (!document.checkedOutAt || new Date(document.checkedOutAt).getTime() > staleBefore) {
      throw captureError.documentCheckedOut({ documentId: document.id });
    }
  }
}

export async function checkOutDocument(
  ctx: CaptureContext,
  actor: Actor,
  mandantId: string,
  documentId: string,
) {
  const document = await getDocumentOrThrow(ctx, mandantId, documentId);
  if (document.archived) throw captureError.documentArchived({ documentId });
  if (document.locked) throw captureError.documentLocked({ documentId });
  const staleBefore = new Date(Date.now() - CHECKOUT_STALE_MINUTES * 60_000).toISOString();
  const holder = await ctx.documents.checkOut(document.id, actor.userId, staleBefore);
  if (holder?.userId !== actor.userId) {
    const holderName = holder?.userId
      ? (await ctx.users.displayNames([holder.userId])).get(holder.userId)
      : null;
    throw captureError.documentCheckedOut({ documentId, userName: holderName ?? null });
  }
  return { userId: actor.userId, userName: actor.name, at: holder.at ?? new Date().toISOString() };
}

export async function checkInDocument(
  ctx: CaptureContext,
  actor: Actor,
  mandantId: string,
  documentId: string,
) {
  await getDocumentOrThrow(ctx, mandantId, documentId);
  await ctx.documents.checkIn(documentId, actor.userId);
}

/** Recomputes status (green/flawed) and the duplicate business key after index changes. */
export async function refreshDocumentStatus(ctx: CaptureContext, document: DocumentRow) {
  const rules = await ctx.settings.statusRules(document.mandantId);
  return ctx.transaction((repos) =>
    writeStatus(ctx.deps.bookingStatus, repos.tx, repos.documents, document, rules),
  );
}

/**
 * Recomputes a document's status on `db` (e.g. the booking module's transaction after a booking
 * changed); nothing happens for a document the Mandant does not have.
 */
export async function refreshDocumentStatusOn(
  deps: CaptureDependencies,
  db: Db,
  mandantId: string,
  documentId: string,
  /** Whether the booking leaves a rest, when the caller already knows (it just stored the booking). */
  knownRestOpen?: boolean,
) {
  const documents = createDocumentRepository({ db });
  const document = await documents.findDocument(mandantId, documentId);
  if (!document) return null;
  const rules = await createCaptureSettingsLookup({ db }).statusRules(mandantId);
  return writeStatus(deps.bookingStatus, db, documents, document, rules, knownRestOpen);
}

/** What a document's status depends on besides its values: required fields and the review setting. */
type StatusRules = { required: IndexFieldName[]; review: ReviewRules };

async function writeStatus(
  bookingStatus: BookingStatusPort,
  db: Db,
  documents: CaptureContext['documents'],
  document: DocumentRow,
  rules: StatusRules,
  knownRestOpen?: boolean,
) {
  const values = await documents.listIndexValues([document.id]);
  const restOpen = knownRestOpen ?? (await bookingStatus.restOpen(db, document.mandantId, document.id));
  const status = documentStatus(values, rules.required, restOpen, awaitsReview(values, rules.review));
  await documents.updateDocument(document.id, { status, businessKey: businessKey(values) });
  return status;
}

export type IndexInput = {
  field: IndexFieldName;
  value: string;
  pageId?: string | null | undefined;
  area?: { x0: number; y0: number; x1: number; y1: number } | null | undefined;
  source: ValueSourceValue;
  /** The extraction's confidence (0..1); none for values a user or an e-invoice set. */
  confidence?: number | null | undefined;
};

/**
 * Stores capture-mask values (normalised per field kind; empty removes the value) and refreshes the
 * status, all in one transaction: a reader never sees half of a save.
 */
export async function saveIndexValues(
  ctx: CaptureContext,
  actor: Actor | null,
  input: {
    mandantId: string;
    documentId: string;
    values: IndexInput[];
    additional?: AdditionalValue[] | undefined;
    checkIn?: boolean;
  },
) {
  const document = await getDocumentOrThrow(ctx, input.mandantId, input.documentId);
  assertCanEdit(document, actor);
  const pageIds = new Set(input.values.flatMap((entry) => entry.pageId ?? []));
  if (pageIds.size) {
    const pages = await ctx.documents.findPageSummaries(document.mandantId, [...pageIds]);
    if (pages.length !== pageIds.size || pages.some((page) => page.documentId !== document.id))
      throw captureError.pageNotFound({ pageIds: [...pageIds] });
  }
  const rules = await ctx.settings.statusRules(document.mandantId);
  const additional = input.additional
    ? storableAdditionalValues(await ctx.settings.additionalFields(document.mandantId), input.additional)
    : null;
  // A field named twice keeps its last value.
  const latest = new Map(input.values.map((entry) => [entry.field, entry]));
  const normalized = [...latest.values()].map((entry) => ({
    entry,
    value: normalizeIndexValue(entry.field, entry.value).value,
  }));
  await ctx.transaction(async (repos) => {
    await repos.documents.deleteIndexValues(
      document.id,
      normalized.filter(({ value }) => value === '').map(({ entry }) => entry.field),
    );
    await repos.documents.upsertIndexValues(
      normalized
        .filter(({ value }) => value !== '')
        .map(({ entry, value }) => ({
          documentId: document.id,
          mandantId: document.mandantId,
          field: entry.field,
          value,
          pageId: entry.pageId ?? null,
          area: entry.area ?? null,
          source: entry.source,
          confidence: entry.source === ValueSource.extraction ? (entry.confidence ?? null) : null,
          updatedBy: actor?.userId ?? null,
        })),
    );
    if (additional)
      await repos.documents.replaceAdditionalValues(document, additional, actor?.userId ?? null);
    const status = await writeStatus(ctx.deps.bookingStatus, repos.tx, repos.documents, document, rules);
    if (!actor) return;
    await addJournalEntry(repos.tx, ctx.deps.clock.now(), {
      mandantId: document.mandantId,
      stackId: document.stackId,
      documentId: document.id,
      action: 'document.index_saved',
      details: {
        fields: input.values.map((entry) => entry.field),
        values: normalized.map(({ entry, value }) => ({ field: entry.field, value })),
        ...(additional ? { additional } : {}),
        status,
      },
      actorId: actor.userId,
      actorName: actor.name,
    });
    if (input.checkIn) await repos.documents.checkIn(document.id, actor.userId);
  });
  return getDocumentDetail(ctx, input.mandantId, input.documentId);
}

export async function setDocumentFlag(
  ctx: CaptureContext,
  actor: Actor,
  input: {
    mandantId: string;
    documentIds: string[];
    flag: 'locked' | 'dmsExported' | 'fibuExported';
    value: boolean;
  },
) {
  const documents = await ctx.documents.findDocuments(input.mandantId, input.documentIds);
  if (documents.length !== input.documentIds.length) throw captureError.documentNotFound();
  const archived = documents.filter((document) => document.archived);
  if (archived.length)
    throw captureError.documentArchived({ documentIds: archived.map((document) => document.id) });
  await ctx.documents.updateDocuments(input.documentIds, { [input.flag]: input.value });
  for (const document of documents) {
    await journal(
      ctx,
      actor,
      document.mandantId,
      document.stackId,
      'document.state',
      { flag: input.flag, value: input.value },
      document.id,
    );
  }
  return { updated: documents.length };
}

/** Refuses documents that a capture job still works on. */
export async function assertNotInProcess(ctx: CaptureContext, documentIds: string[]) {
  const busy = await ctx.jobRecords.documentsInProcess(documentIds);
  if (busy.length) throw captureError.objectsInProcess({ documentIds: busy });
}
