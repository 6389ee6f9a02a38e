import { ContentSystem, type ExportFile } from '@belegfluss/shared';
import { z } from 'zod';
import { defineJob, PermanentJobError } from '../../kernel/jobs.js';
import { appendAuditEvent } from '../audit/index.js';
import { recordBookingUse } from '../booking/index.js';
import { setFibuExported } from '../capture/index.js';
import { addFinishedDownload } from '../downloads/index.js';
import type { ExportDependencies } from './export.dependencies.js';
import { createExportRepository, type ExportRunRow } from './export.repository.js';
import { loadExportSetup, type ExportSetup } from './export.setup.js';
import { writeExportFiles, type WrittenExport } from './export-files.js';
import { writeDocumentPackages } from './xml/document-package.js';

export const EXPORT_JOB = 'export.run';
const MAX_ATTEMPTS = 3;

const payloadSchema = z.object({ runId: z.uuid(), mandantId: z.uuid() });
type ExportPayload = z.infer<typeof payloadSchema>;

/**
 * Writes the files of an export run, then in one transaction marks its documents exported (each at
 * most once), flags them "FiBu exportiert", records the bookings' use, adds the download entries and
 * the audit entry. Files are content-addressed and written before the transaction: a crash leaves no
 * half file and no marked document, and the job runs again from the start.
 */
export function createExportJob(deps: ExportDependencies) {
  const repository = createExportRepository(deps);
  return defineJob<ExportPayload>({
    kind: EXPORT_JOB,
    payloadSchema,
    maxAttempts: MAX_ATTEMPTS,
    async handler({ payload, reportProgress }) {
      const run = await repository.findRun(payload.mandantId, payload.runId);
      if (!run || run.state !== 'running') return { skipped: run?.state ?? 'missing' };
      const setup = await loadExportSetup(deps, run.mandantId);
      const written = await writeExportFiles(deps, setup, run, (index, total) =>
        reportProgress((index / Math.max(total, 1)) * 70, `Buchungsstapel ${index + 1} von ${total}`),
      );
      if (written.documentIds.length === 0)
        throw new PermanentJobError(
          'export.nothing_to_export',
          'Es sind keine exportierbaren Belege vorhanden.',
        );
      if (setup.profile.images) {
        const packages = await writeDocumentPackages(deps, setup, run, written.documents, (part, parts) =>
          reportProgress(70 + (part / parts) * 25, `Belegbilder ${part + 1} von ${parts}`),
        );
        written.files.push(...packages);
      }
      await reportProgress(95, 'Abschluss');
      await completeRun(deps, setup, run, written);
      await reportProgress(100, 'Fertig');
      return { files: written.files.map((file) => file.fileName), documents: written.documentIds.length };
    },
    async onGivenUp({ payload }) {
      await repository.failRun(
        payload.runId,
        'Der Export ist fehlgeschlagen.',
        deps.clock.now().toISOString(),
      );
    },
  });
}

/** The one transaction that makes an export count. */
async function completeRun(
  deps: ExportDependencies,
  setup: ExportSetup,
  run: ExportRunRow,
  written: WrittenExport,
) {
  const at = deps.clock.now().toISOString();
  await deps.db.transaction(async (tx) => {
    const repository = createExportRepository({ db: tx });
    const taken = await repository.markExported(run.mandantId, run.id, written.documentIds, at);
    if (taken > 0)
      throw new PermanentJobError(
        'export.already_exported',
        'Mindestens ein Beleg wurde bereits in die FiBu exportiert.',
      );
    await setFibuExported(tx, run.mandantId, written.documentIds, true);
    for (const documentId of written.latestPerCreditor)
      await recordBookingUse(deps, run.mandantId, documentId, tx);
    await repository.recordPersonalAccounts(
      run.mandantId,
      setup.profile.system,
      run.id,
      written.sentAccounts,
    );
    if (run.createdBy) {
      for (const file of written.files) await addDownload(tx, run, setup, file);
    }
    await repository.finishRun(run.id, {
      rowCount: written.rowCount,
      documentCount: written.documentIds.length,
      files: written.files,
      at,
    });
    await appendAuditEvent(
      tx,
      {
        mandantId: run.mandantId,
        actorId: run.createdBy,
        action: 'export.completed',
        entityType: 'export_run',
        entityId: run.id,
        data: {
          system: setup.profile.system,
          from: run.periodFrom,
          to: run.periodTo,
          rows: written.rowCount,
          files: written.files.map((file) => ({
            fileName: file.fileName,
            sha256: file.sha256,
            size: file.size,
          })),
          documentIds: written.documentIds,
        },
      },
      deps.clock.now(),
    );
  });
}

function addDownload(
  tx: Parameters<typeof addFinishedDownload>[0],
  run: ExportRunRow,
  setup: ExportSetup,
  file: ExportFile,
) {
  return addFinishedDownload(tx, {
    userId: run.createdBy as string,
    mandantId: run.mandantId,
    mandnr: setup.mandnr,
    name: file.fileName.replace(/\.(csv|zip)$/, ''),
    contentType: file.contentType as 1 | 2,
    contentSystem: ContentSystem.WebCapture,
    file,
  });
}
