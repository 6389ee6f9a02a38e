import type { DeletionRow } from '@belegfluss/shared';
import type { AuthContext } from '../../kernel/auth-context.js';
import { forbidden } from '../../kernel/errors.js';
import { appendAuditEvent, recordAudit } from '../audit/index.js';
import { requireMandantAccess } from '../tenancy/index.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { archiveError } from './archive.errors.js';
import { isDeletable, localDay } from './archive.models.js';
import { createArchiveRepository } from './archive.repository.js';
import { createRetentionRepository } from './archive-retention.repository.js';

/** Retention decisions belong to administrators of the Mandant. */
async function requireRetentionAdmin(deps: ArchiveDependencies, auth: AuthContext, mandantId: string) {
  if (!auth.isAdmin) throw forbidden();
  await requireMandantAccess(deps.tenancy, auth, mandantId);
}

export async function listDueDocuments(deps: ArchiveDependencies, auth: AuthContext, mandantId: string) {
  await requireRetentionAdmin(deps, auth, mandantId);
  const today = localDay(deps.clock.now());
  const [due, hold] = await Promise.all([
    createRetentionRepository({ db: deps.db }).listDue(mandantId, today),
    createArchiveRepository({ db: deps.db }).mandantHold(mandantId),
  ]);
  return hold ? [] : due.map((row) => ({ ...row, retentionUntil: row.retentionUntil as string }));
}

/**
 * Deletes archived documents whose retention period has ended and that no legal hold keeps: all their
 * revisions, pages and capture data, in one transaction per document with its audit entry and its
 * line in the deletion report. The database refuses the deletion of anything not yet expired.
 */
export async function deleteExpiredDocuments(
  deps: ArchiveDependencies,
  auth: AuthContext,
  input: { mandantId: string; sourceDocumentIds: string[] },
): Promise<DeletionRow[]> {
  await requireRetentionAdmin(deps, auth, input.mandantId);
  const now = deps.clock.now();
  const today = localDay(now);
  const archive = createArchiveRepository({ db: deps.db });
  const hold = await archive.mandantHold(input.mandantId);
  const report: DeletionRow[] = [];
  for (const sourceDocumentId of input.sourceDocumentIds) {
    const retention = await archive.findRetention(sourceDocumentId);
    const revisions = await createRetentionRepository({ db: deps.db }).revisionsOf(
      input.mandantId,
      sourceDocumentId,
    );
    const newest = revisions[0];
    if (!retention || !newest) throw archiveError.documentNotFound({ documentId: sourceDocumentId });
    if (!isDeletable(retention, hold !== null, today))
      throw archiveError.retentionNotExpired({ sourceDocumentId });
    const row: DeletionRow = {
      sourceDocumentId,
      title: newest.title,
      documentType: newest.documentType,
      retentionClass: retention.retentionClass,
      retentionUntil: retention.retentionUntil as string,
      revisions: revisions.length,
      contentHash: newest.contentHash,
      archivedAt: new Date(revisions.at(-1)?.archivedAt ?? newest.archivedAt).toISOString(),
      deletedAt: now.toISOString(),
      deletedBy: auth.fullName,
    };
    const objects = await deps.db.transaction(async (tx) => {
      const repository = createRetentionRepository({ db: tx });
      await repository.deleteDocument(
        sourceDocumentId,
        revisions.map((revision) => revision.id),
      );
      const captured = await deps.archiveSources.purgeCaptured(tx, input.mandantId, sourceDocumentId);
      await repository.insertDeletion({
        ...row,
        mandantId: input.mandantId,
        deletedBy: auth.userId,
        deletedByName: auth.fullName,
      });
      await appendAuditEvent(
        tx,
        {
          mandantId: input.mandantId,
          actorId: auth.userId,
          action: 'archive.deleted',
          entityType: 'archive_source',
          entityId: sourceDocumentId,
          data: { ...row },
        },
        now,
      );
      const archived = revisions.flatMap((revision) =>
        revision.pdfFormat === 'pdfa-2b' && revision.pdfSha256 ? [revision.pdfSha256] : [],
      );
      return [...captured, ...archived];
    });
    const inUse = await createRetentionRepository({ db: deps.db }).objectsInUse(objects);
    await deps.archiveSources.releaseObjects(objects.filter((sha256) => !inUse.has(sha256)));
    report.push(row);
  }
  return report;
}

export async function deletionReport(deps: ArchiveDependencies, auth: AuthContext, mandantId: string) {
  await requireRetentionAdmin(deps, auth, mandantId);
  const rows = await createRetentionRepository({ db: deps.db }).listDeletions(mandantId);
  return rows.map((row): DeletionRow => ({
    sourceDocumentId: row.sourceDocumentId,
    title: row.title,
    documentType: row.documentType,
    retentionClass: row.retentionClass,
    retentionUntil: row.retentionUntil,
    revisions: row.revisions,
    contentHash: row.contentHash,
    archivedAt: new Date(row.archivedAt).toISOString(),
    deletedAt: new Date(row.deletedAt).toISOString(),
    deletedBy: row.deletedByName,
  }));
}

/** A legal hold on one document (tax audit, litigation): it is then kept beyond its retention period. */
export async function setLegalHold(
  deps: ArchiveDependencies,
  auth: AuthContext,
  input: { sourceDocumentId: string; hold: boolean; reason: string },
) {
  const retention = await createArchiveRepository({ db: deps.db }).findRetention(input.sourceDocumentId);
  if (!retention) throw archiveError.documentNotFound({ documentId: input.sourceDocumentId });
  await requireRetentionAdmin(deps, auth, retention.mandantId);
  if (input.hold && !input.reason) throw archiveError.reasonRequired();
  await deps.db.transaction(async (tx) => {
    await createRetentionRepository({ db: tx }).setLegalHold(
      input.sourceDocumentId,
      input.hold,
      input.hold ? input.reason : null,
    );
    await appendAuditEvent(
      tx,
      {
        mandantId: retention.mandantId,
        actorId: auth.userId,
        action: input.hold ? 'archive.legal_hold_set' : 'archive.legal_hold_released',
        entityType: 'archive_source',
        entityId: input.sourceDocumentId,
        data: { reason: input.reason },
      },
      deps.clock.now(),
    );
  });
}

/** A legal hold over every document of a Mandant. */
export async function setMandantHold(
  deps: ArchiveDependencies,
  auth: AuthContext,
  input: { mandantId: string; hold: boolean; reason: string },
) {
  await requireRetentionAdmin(deps, auth, input.mandantId);
  if (input.hold && !input.reason) throw archiveError.reasonRequired();
  const now = deps.clock.now();
  await createRetentionRepository({ db: deps.db }).setMandantHold(
    input.mandantId,
    input.hold ? { reason: input.reason, setBy: auth.userId, setAt: now.toISOString() } : null,
  );
  await recordAudit(
    deps.db,
    {
      mandantId: input.mandantId,
      actorId: auth.userId,
      action: input.hold ? 'archive.mandant_hold_set' : 'archive.mandant_hold_released',
      entityType: 'mandant',
      entityId: input.mandantId,
      data: { reason: input.reason },
    },
    now,
  );
}
