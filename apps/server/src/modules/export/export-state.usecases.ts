import {
  EXPORT_CONFIRMATION_THRESHOLD,
  type ExportOptions,
  type ExportRun,
  type ExportState,
} from '@belegfluss/shared';
import { appendAuditEvent } from '../audit/index.js';
import { setFibuExported } from '../capture/index.js';
import type { ExportDependencies } from './export.dependencies.js';
import { exportError } from './export.errors.js';
import { createExportRepository, type ExportRunRow } from './export.repository.js';
import { loadExportSetup } from './export.setup.js';
import type { ExportActor } from './export-start.usecases.js';

const runView = (row: ExportRunRow): ExportRun => ({
  id: row.id,
  system: row.system as ExportRun['system'],
  from: row.periodFrom,
  to: row.periodTo,
  state: row.state as ExportRun['state'],
  documents: row.documentCount,
  rows: row.rowCount,
  files: row.files,
  jobId: row.jobId,
  error: row.error,
  createdByName: row.createdByName,
  createdAt: row.createdAt,
  finishedAt: row.finishedAt,
});

/** The Mandant's latest runs and the export state of the documents asked about. */
export async function exportState(
  deps: ExportDependencies,
  mandantId: string,
  documentIds: string[] = [],
): Promise<ExportState> {
  const repository = createExportRepository(deps);
  const [runs, exported, resets] = await Promise.all([
    repository.listRuns(mandantId),
    repository.exportedAmong(mandantId, documentIds),
    repository.listResets(mandantId),
  ]);
  const byDocument = new Map(exported.map((row) => [row.documentId, row]));
  return {
    runs: runs.map(runView),
    resets,
    documents: documentIds.map((documentId) => {
      const row = byDocument.get(documentId);
      return {
        documentId,
        exported: Boolean(row),
        runId: row?.runId ?? null,
        exportedAt: row?.exportedAt ?? null,
      };
    }),
  };
}

/** The settings the export writes with and what is missing in them. */
export async function exportOptions(deps: ExportDependencies, mandantId: string): Promise<ExportOptions> {
  const setup = await loadExportSetup(deps, mandantId);
  return {
    system: setup.profile.system,
    adviserNumber: String(setup.profile.adviserNumber),
    clientNumber: String(setup.profile.clientNumber),
    fiscalYearStartMonth: setup.fiscalYearStartMonth,
    accountLength: setup.accountLength,
    lockBookings: setup.profile.locked,
    costSystems: setup.costSystems,
    transferDocumentImages: setup.transferDocumentImages,
    confirmationThreshold: EXPORT_CONFIRMATION_THRESHOLD,
    problems: setup.problems,
  };
}

/** The documents a run of the Mandant still holds; unknown runs are refused. */
async function documentsOfRun(
  deps: ExportDependencies,
  input: { mandantId: string; runId?: string | undefined },
) {
  const repository = createExportRepository(deps);
  const run = input.runId ? await repository.findRun(input.mandantId, input.runId) : null;
  if (!run) throw exportError.runNotFound({ runId: input.runId });
  return repository.documentsOfRun(input.mandantId, run.id);
}

/**
 * Takes documents back from "FiBu exportiert" by an explicit action with a reason: the export marks,
 * the capture flag and the booking lock go, the reset is kept and audited; the next export takes them
 * again. Refused when a document is not exported.
 */
export async function resetExport(
  deps: ExportDependencies,
  actor: ExportActor,
  input: {
    mandantId: string;
    documentIds?: string[] | undefined;
    runId?: string | undefined;
    reason: string;
  },
): Promise<{ reset: number }> {
  const documentIds = [...new Set(input.documentIds ?? (await documentsOfRun(deps, input)))];
  if (documentIds.length === 0) throw exportError.notExported({ runId: input.runId });
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const repository = createExportRepository({ db: tx });
    const removed = await repository.reset({
      mandantId: input.mandantId,
      reason: input.reason,
      documentIds,
      userId: actor.userId,
      userName: actor.name,
      at: at.toISOString(),
    });
    if (removed.length !== documentIds.length) throw exportError.notExported({ documentIds });
    await setFibuExported(tx, input.mandantId, documentIds, false);
    await appendAuditEvent(
      tx,
      {
        mandantId: input.mandantId,
        actorId: actor.userId,
        action: 'export.reset',
        entityType: 'export_document',
        entityId: documentIds[0] as string,
        data: { documentIds, runIds: [...new Set(removed.map((row) => row.runId))], reason: input.reason },
      },
      at,
    );
    return { reset: removed.length };
  });
}
