import type { ArchiveDocument } from '@belegfluss/shared';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuthContext } from '../../kernel/auth-context.js';
import { appendAuditEvent } from '../audit/index.js';
import { isOriginalReader, requireArchiveReader } from './archive.access.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { archiveError } from './archive.errors.js';
import { archiveStatusOf, isDeletable, localDay } from './archive.models.js';
import { type ArchiveRevision, createArchiveRepository } from './archive.repository.js';
import { verifyRevision } from './archive-archiving.usecases.js';
import { centsToDecimal } from '@belegfluss/shared';

/** An archived revision the caller may read, or `archive.document_not_found` (also for other Mandanten). */
export async function readableRevision(deps: ArchiveDependencies, auth: AuthContext, id: string) {
  const revision = await createArchiveRepository({ db: deps.db }).findRevision(id);
  if (!revision) throw archiveError.documentNotFound({ documentId: id });
  try {
    await requireArchiveReader(deps, auth, revision.mandantId);
  } catch {
    throw archiveError.documentNotFound({ documentId: id });
  }
  return revision;
}

/** The row fields shared by result lists and the viewer. */
export function rowOf(
  revision: ArchiveRevision,
  extra: { mandantName: string; status: ArchiveDocument['status'] },
) {
  const values: Record<string, string> = Object.fromEntries(
    revision.indexValues.map((entry) => [entry.field, entry.value]),
  );
  if (revision.accounts.length) values.Sachkonto = revision.accounts.join(', ');
  if (revision.costCentres.length) values.Kostenstelle = revision.costCentres.join(', ');
  values.Titel = revision.title;
  values.Dokumenttyp = revision.documentType;
  values.Status = extra.status;
  values.ArchiviertAm = new Date(revision.archivedAt).toISOString();
  values.ArchiviertVon = revision.archivedByName ?? '';
  values.Revision = String(revision.revision);
  values.Pruefsumme = revision.contentHash;
  values.Mandant = extra.mandantName;
  return {
    id: revision.id,
    sourceDocumentId: revision.sourceDocumentId,
    mandantId: revision.mandantId,
    mandantName: extra.mandantName,
    revision: revision.revision,
    title: revision.title,
    documentType: revision.documentType as ArchiveDocument['documentType'],
    documentDate: revision.documentDate,
    grossAmount: revision.grossCents === null ? null : centsToDecimal(revision.grossCents),
    creditor: revision.creditor,
    invoiceNumber: revision.invoiceNumber,
    archivedAt: new Date(revision.archivedAt).toISOString(),
    archivedBy: revision.archivedByName,
    status: extra.status,
    values,
  };
}

/** Everything the archive viewer shows of a revision. */
export async function getArchivedDocument(
  deps: ArchiveDependencies,
  auth: AuthContext,
  id: string,
): Promise<ArchiveDocument> {
  const revision = await readableRevision(deps, auth, id);
  const repository = createArchiveRepository({ db: deps.db });
  const [mandant, revisions, retention, hold, originalReader] = await Promise.all([
    deps.tenancy.findMandantById(revision.mandantId),
    repository.listRevisions(revision.sourceDocumentId),
    repository.findRetention(revision.sourceDocumentId),
    repository.mandantHold(revision.mandantId),
    isOriginalReader(deps, auth),
  ]);
  const today = localDay(deps.clock.now());
  const retentionView = {
    retentionClass: (retention?.retentionClass ??
      'booking_document') as ArchiveDocument['retention']['retentionClass'],
    retentionUntil: retention?.retentionUntil ?? null,
    legalHold: retention?.legalHold ?? false,
    legalHoldReason: retention?.legalHoldReason ?? null,
    mandantHold: hold !== null,
    deletable: retention ? isDeletable(retention, hold !== null, today) : false,
  };
  const status = archiveStatusOf({
    supersededBy: revision.supersededBy,
    legalHold: retentionView.legalHold,
    mandantHold: retentionView.mandantHold,
    retentionUntil: retentionView.retentionUntil,
    today,
  });
  return {
    ...rowOf(revision, { mandantName: mandant?.name ?? '', status }),
    previousId: revision.previousId,
    supersededBy: revision.supersededBy,
    correctionReason: revision.correctionReason,
    documentKind: revision.documentKind,
    pageCount: revision.pageCount,
    pdfFormat: revision.pdfFormat as ArchiveDocument['pdfFormat'],
    contentHash: revision.contentHash,
    indexValues: revision.indexValues,
    booking: revision.booking,
    history: revision.history,
    einvoice: revision.einvoice,
    revisions: revisions.map((entry) => ({
      id: entry.id,
      revision: entry.revision,
      archivedAt: new Date(entry.archivedAt).toISOString(),
      correctionReason: entry.correctionReason,
    })),
    retention: retentionView,
    canDownloadOriginal: originalReader,
    originalContentType: revision.originalContentType,
  };
}

/** A page of the archived PDF as PNG. */
export async function renderArchivedPage(
  deps: ArchiveDependencies,
  auth: AuthContext,
  input: { documentId: string; pageNo: number; dpi: number },
) {
  const revision = await readableRevision(deps, auth, input.documentId);
  if (!revision.pdfSha256 || input.pageNo > revision.pageCount) {
    throw archiveError.documentNotFound({ documentId: input.documentId, pageNo: input.pageNo });
  }
  const pdf = await deps.storage.getBuffer(revision.pdfSha256);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-archive-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await deps.ocr.renderPage(file, input.pageNo - 1, { dpi: input.dpi });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function archivedPageText(
  deps: ArchiveDependencies,
  auth: AuthContext,
  input: { documentId: string; pageNo: number },
) {
  const revision = await readableRevision(deps, auth, input.documentId);
  const pages = await createArchiveRepository({ db: deps.db }).listPages(revision.sourceDocumentId);
  const page = pages.find((candidate) => candidate.pageNo === input.pageNo);
  if (!page) throw archiveError.documentNotFound({ documentId: input.documentId, pageNo: input.pageNo });
  return { pageNo: page.pageNo, text: page.text };
}

/** The archived PDF (PDF/A where it could be made) for every reader. */
export async function archivedPdf(deps: ArchiveDependencies, auth: AuthContext, documentId: string) {
  const revision = await readableRevision(deps, auth, documentId);
  if (!revision.pdfSha256) throw archiveError.documentNotFound({ documentId });
  return { revision, body: await deps.storage.getStream(revision.pdfSha256) };
}

/** The original file, for Original-Leser only; every download is recorded in the audit trail. */
export async function archivedOriginal(deps: ArchiveDependencies, auth: AuthContext, documentId: string) {
  const revision = await readableRevision(deps, auth, documentId);
  if (!(await isOriginalReader(deps, auth))) throw archiveError.originalReaderOnly({ documentId });
  await deps.db.transaction((tx) =>
    appendAuditEvent(
      tx,
      {
        mandantId: revision.mandantId,
        actorId: auth.userId,
        action: 'archive.original_downloaded',
        entityType: 'archive_document',
        entityId: revision.id,
        data: { sha256: revision.originalSha256 },
      },
      deps.clock.now(),
    ),
  );
  return { revision, body: await deps.storage.getStream(revision.originalSha256) };
}

export async function verifyArchivedDocument(
  deps: ArchiveDependencies,
  auth: AuthContext,
  documentId: string,
) {
  return verifyRevision(deps.db, await readableRevision(deps, auth, documentId));
}
