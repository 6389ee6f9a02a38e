import type { ExportStartResult } from '@belegfluss/shared';
import type { ExportDependencies } from './export.dependencies.js';
import { exportError } from './export.errors.js';
import { EXPORT_JOB } from './export.job.js';
import { createExportRepository } from './export.repository.js';
import { checkExport, type CheckInput } from './export-check.usecases.js';

export type ExportActor = { userId: string; name: string };

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
};

/**
 * Starts the export job after the pre-export check: refused when nothing qualifies, when the check
 * found errors, when many documents need a confirmation not given, or while another export of the
 * Mandant runs (one running run per Mandant, held by a unique index).
 */
export async function startExport(
  deps: ExportDependencies,
  actor: ExportActor,
  input: CheckInput & { confirmed: boolean },
): Promise<ExportStartResult> {
  const check = await checkExport(deps, input);
  if (check.autoJobsRunning) throw exportError.autoJobsRunning({ stackId: input.stackId });
  if (check.setup.problems.length > 0) throw exportError.notConfigured({ problems: check.setup.problems });
  if (check.documents === 0) throw exportError.nothingToExport({ issues: check.issues });
  if (!check.exportable) throw exportError.checkFailed({ issues: check.issues });
  if (check.needsConfirmation && !input.confirmed)
    throw exportError.confirmationRequired({
      documents: check.documents,
      threshold: check.confirmationThreshold,
    });
  const repository = createExportRepository(deps);
  const run = await repository
    .createRun({
      mandantId: input.mandantId,
      system: check.system,
      periodFrom: input.from,
      periodTo: input.to,
      documentIds: check.documentIds,
      exchangeRates: input.exchangeRates,
      createdBy: actor.userId,
      createdByName: actor.name,
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? exportError.alreadyRunning({ mandantId: input.mandantId }) : error;
    });
  try {
    const job = await deps.jobs.enqueue(
      EXPORT_JOB,
      { runId: run.id, mandantId: input.mandantId },
      { mandantId: input.mandantId, createdBy: actor.userId },
    );
    await repository.setJob(run.id, job.id);
    return { jobId: job.id, runId: run.id, documents: check.documents };
  } catch (error) {
    await repository.failRun(
      run.id,
      'Der Auftrag konnte nicht gestartet werden.',
      deps.clock.now().toISOString(),
    );
    throw error;
  }
}
