import type { ArchiveHistoryEntry } from '@belegfluss/shared';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../kernel/database.js';
import { appendAuditEvent, appendAuditEvents } from '../audit/index.js';
import { createSettingsService } from '../settings/index.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { archiveError } from './archive.errors.js';
import {
  type ArchiveManifest,
  contentHashOf,
  correctedValues,
  documentTypeOf,
  localDay,
  retentionClassOf,
  retentionUntil,
  searchColumnsOf,
} from './archive.models.js';
import { toPdfA } from './archive.pdfa.js';
import type { ArchiveSnapshot } from './archive.ports.js';
import {
  type ArchiveRevision,
  createArchiveRepository,
  type NewArchiveDocument,
} from './archive.repository.js';

export type ArchiveCommit = (tx: Db) => Promise<void>;

/** Title, index values and page text: what the German full-text index of a revision covers. */
function searchTextOf(title: string, values: { field: string; value: string }[], pages: { text: string }[]) {
  return [title, ...values.map((entry) => entry.value), ...pages.map((page) => page.text)].join('\n');
}

async function actorName(deps: ArchiveDependencies, actorId: string | null) {
  if (!actorId) return null;
  return (await deps.tenancy.findUserById(actorId))?.fullName ?? null;
}

/** The current version as PDF/A-2b when the Mandant wants PDF and the file allows it, else as it is. */
async function archivedPdf(
  deps: ArchiveDependencies,
  snapshot: ArchiveSnapshot,
  archivedAt: Date,
  asPdfA: boolean,
) {
  if (!snapshot.pdfSha256) return { pdfSha256: null, pdfFormat: 'none' as const };
  if (!asPdfA) return { pdfSha256: snapshot.pdfSha256, pdfFormat: 'pdf' as const };
  const converted = await toPdfA(await deps.storage.getBuffer(snapshot.pdfSha256), {
    title: snapshot.title,
    archivedAt,
  });
  if (!converted.bytes) {
    deps.logger.info({ documentId: snapshot.documentId, reason: converted.reason }, 'archived without PDF/A');
    return { pdfSha256: snapshot.pdfSha256, pdfFormat: 'pdf' as const };
  }
  const stored = await deps.storage.put(converted.bytes);
  return { pdfSha256: stored.sha256, pdfFormat: converted.format };
}

function manifestOf(
  row: Omit<NewArchiveDocument, 'searchText' | 'contentHash'>,
  pages: ArchiveSnapshot['pages'],
) {
  const manifest: ArchiveManifest = {
    mandantId: row.mandantId,
    sourceDocumentId: row.sourceDocumentId,
    revision: row.revision,
    previousId: row.previousId ?? null,
    title: row.title,
    documentType: row.documentType,
    documentKind: row.documentKind,
    originalSha256: row.originalSha256,
    originalContentType: row.originalContentType,
    pdfSha256: row.pdfSha256 ?? null,
    pdfFormat: row.pdfFormat,
    pages: pages.map((page) => ({ width: page.width, height: page.height, text: page.text })),
    indexValues: row.indexValues,
    booking: row.booking ?? null,
    history: row.history,
    einvoice: row.einvoice ?? null,
    correctionReason: row.correctionReason ?? null,
    archivedAt: row.archivedAt,
    archivedBy: row.archivedBy ?? null,
  };
  return manifest;
}

/** Recomputes the content hash of a stored revision from what the archive holds. */
export async function verifyRevision(db: Db, revision: ArchiveRevision) {
  const pages = await createArchiveRepository({ db }).listPages(revision.sourceDocumentId);
  const computed = contentHashOf(
    manifestOf({ ...revision, archivedAt: new Date(revision.archivedAt).toISOString() }, pages),
  );
  return { ok: computed === revision.contentHash, contentHash: revision.contentHash, computedHash: computed };
}

/** What archiving one document writes, read and computed outside any transaction. */
type PreparedArchive = {
  row: NewArchiveDocument & { id: string; pdfFormat: string };
  pages: ArchiveSnapshot['pages'];
  retention: { retentionClass: string; retentionUntil: string | null };
  /** Delivery-note numbers an archived invoice names: their open retention ends today. */
  releaseKeys: { field: string; value: string }[];
};

/** What every document of a batch shares: the Mandant's PDF/A setting and who archives. */
type BatchContext = { mandantId: string; actorId: string | null; actorName: string | null; asPdfA: boolean };

/**
 * Reads a green captured document through the ports, writes its PDF/A to storage and computes the
 * revision with its content hash.
 */
async function prepareArchive(
  deps: ArchiveDependencies,
  input: BatchContext & { documentId: string },
): Promise<PreparedArchive> {
  const snapshot = await deps.archiveSources.snapshot(deps.db, input.mandantId, input.documentId);
  if (!snapshot) throw archiveError.documentNotFound({ documentId: input.documentId });
  if (snapshot.status !== 'green') throw archiveError.notGreen({ documentId: input.documentId });
  const now = deps.clock.now();
  const documentType = documentTypeOf(snapshot);
  const retentionClass = retentionClassOf(documentType);
  const columns = searchColumnsOf(snapshot.indexValues, snapshot.booking);
  const row = {
    id: randomUUID(),
    mandantId: input.mandantId,
    sourceDocumentId: input.documentId,
    revision: 1,
    previousId: null,
    title: snapshot.title,
    documentType,
    documentKind: snapshot.kind,
    originalSha256: snapshot.originalSha256,
    originalContentType: snapshot.originalContentType,
    ...(await archivedPdf(deps, snapshot, now, input.asPdfA)),
    pageCount: snapshot.pages.length,
    ...columns,
    indexValues: snapshot.indexValues,
    booking: snapshot.booking,
    history: snapshot.history,
    einvoice: snapshot.einvoice,
    correctionReason: null,
    archivedAt: now.toISOString(),
    archivedBy: input.actorId,
    archivedByName: input.actorName,
  };
  const contentHash = contentHashOf(manifestOf(row, snapshot.pages));
  const releaseKeys =
    documentType === 'Lieferschein'
      ? []
      : row.indexValues.filter(
          (entry) => (entry.field === 'LieferKennung' || entry.field === 'Bestellnummer') && entry.value,
        );
  return {
    row: { ...row, contentHash, searchText: searchTextOf(row.title, row.indexValues, snapshot.pages) },
    pages: snapshot.pages,
    retention: {
      retentionClass,
      retentionUntil: retentionUntil(retentionClass, columns.documentDate ?? localDay(now)),
    },
    releaseKeys,
  };
}

/**
 * Writes prepared documents of one Mandant in the caller's transaction: their revisions, pages and
 * retention rows each in one statement, and their audit entries in one append to the chain.
 */
async function commitArchives(deps: ArchiveDependencies, tx: Db, prepared: PreparedArchive[]) {
  const [first] = prepared;
  if (!first) return;
  const now = deps.clock.now();
  const repo = createArchiveRepository({ db: tx });
  await repo.insertRevisions(prepared.map((item) => item.row));
  await repo.insertPagesOf(
    prepared.map(({ row, pages }) => ({
      sourceDocumentId: row.sourceDocumentId,
      mandantId: row.mandantId,
      pages,
    })),
  );
  await repo.insertRetentions(
    prepared.map(({ row, retention }) => ({
      sourceDocumentId: row.sourceDocumentId,
      mandantId: row.mandantId,
      ...retention,
    })),
  );
  await repo.releaseDeliveryNotes(
    first.row.mandantId,
    prepared.flatMap((item) => item.releaseKeys),
    localDay(now),
  );
  await appendAuditEvents(
    tx,
    prepared.map(({ row }) => ({
      mandantId: row.mandantId,
      actorId: row.archivedBy ?? null,
      action: 'archive.archived',
      entityType: 'archive_document',
      entityId: row.id,
      data: {
        sourceDocumentId: row.sourceDocumentId,
        revision: 1,
        contentHash: row.contentHash,
        pdfFormat: row.pdfFormat,
      },
    })),
    now,
  );
}

/**
 * Prepares several documents, a few at a time (their reads and PDF/A conversions overlap); those
 * already in the archive are left out (the job may run again).
 */
async function prepareArchives(
  deps: ArchiveDependencies,
  input: { mandantId: string; documentIds: string[]; actorId: string | null },
) {
  const [archived, setting, name] = await Promise.all([
    createArchiveRepository({ db: deps.db }).archivedSources(input.mandantId, input.documentIds),
    createSettingsService({ db: deps.db }).get('archiveAsPdf', { mandantId: input.mandantId }),
    actorName(deps, input.actorId),
  ]);
  const batch: BatchContext = { ...input, actorName: name, asPdfA: setting.enabled };
  const ids = [...new Set(input.documentIds)].filter((id) => !archived.has(id));
  const prepared: PreparedArchive[] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next;
      next += 1;
      prepared[index] = await prepareArchive(deps, { ...batch, documentId: ids[index] as string });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PREPARE_CONCURRENCY, ids.length) }, worker));
  return prepared;
}

const PREPARE_CONCURRENCY = 4;

/**
 * Prepares the archiving of green captured documents of one Mandant outside any transaction and
 * returns what commits them inside the caller's transaction (the one that marks them archived).
 * Documents already in the archive commit nothing.
 */
export async function prepareArchiving(
  deps: ArchiveDependencies,
  input: { mandantId: string; documentIds: string[]; actorId: string | null },
): Promise<ArchiveCommit> {
  const prepared = await prepareArchives(deps, input);
  return (tx) => commitArchives(deps, tx, prepared);
}

/** Archives documents of one Mandant at once: prepared, then committed in one transaction. */
export async function archiveDocuments(
  deps: ArchiveDependencies,
  input: { mandantId: string; documentIds: string[]; actorId: string | null },
) {
  const commit = await prepareArchiving(deps, input);
  await deps.db.transaction((tx) => commit(tx));
}

/** Archives one document at once (prepare + commit in its own transaction). */
export function archiveDocument(
  deps: ArchiveDependencies,
  input: { mandantId: string; documentId: string; actorId: string | null },
) {
  return archiveDocuments(deps, { ...input, documentIds: [input.documentId] });
}

/**
 * A correction: a new revision with corrected index values that points to the one it corrects; the
 * old revision stays unchanged apart from being marked as superseded.
 */
export async function createRevision(
  deps: ArchiveDependencies,
  actor: { userId: string; fullName: string },
  previous: ArchiveRevision,
  input: { reason: string; values: { field: string; value: string }[] },
) {
  if (previous.supersededBy) throw archiveError.notCurrentRevision({ documentId: previous.id });
  const corrected = correctedValues(previous.indexValues, input.values);
  if (!corrected.ok) throw archiveError.correctionInvalid({ field: corrected.field });
  if (!corrected.changed) throw archiveError.correctionUnchanged();
  const now = deps.clock.now();
  const pages = await createArchiveRepository({ db: deps.db }).listPages(previous.sourceDocumentId);
  const entry: ArchiveHistoryEntry = {
    at: now.toISOString(),
    actor: actor.fullName,
    source: 'archive',
    action: 'archive.corrected',
    details: { revision: previous.revision + 1, reason: input.reason },
  };
  const { id: _previousId, supersededBy: _superseded, contentHash: _hash, ...kept } = previous;
  const row = {
    ...kept,
    id: randomUUID(),
    revision: previous.revision + 1,
    previousId: previous.id,
    ...searchColumnsOf(corrected.values, previous.booking),
    indexValues: corrected.values,
    history: [...previous.history, entry],
    correctionReason: input.reason,
    archivedAt: now.toISOString(),
    archivedBy: actor.userId,
    archivedByName: actor.fullName,
  };
  const contentHash = contentHashOf(manifestOf(row, pages));
  await deps.db.transaction(async (tx) => {
    const repo = createArchiveRepository({ db: tx });
    await repo.markSuperseded(previous.id, row.id);
    await repo.insertRevision({
      ...row,
      contentHash,
      searchText: searchTextOf(row.title, row.indexValues, pages),
    });
    await appendAuditEvent(
      tx,
      {
        mandantId: previous.mandantId,
        actorId: actor.userId,
        action: 'archive.corrected',
        entityType: 'archive_document',
        entityId: row.id,
        data: { previousId: previous.id, revision: row.revision, reason: input.reason, contentHash },
      },
      now,
    );
  });
  return row.id;
}
