// Public port of the export module: the only file other modules and the composition root import.
import type { BookingExportLock } from '../booking/index.js';
import type { ExportDependencies } from './export.dependencies.js';
import { createExportRepository } from './export.repository.js';
import { startExport } from './export-start.usecases.js';
import { DEFAULT_PERIOD_START } from './export.period.js';
import { todayOf } from './export-check.usecases.js';

export { exportModule } from './export.module.js';
export type { ExportDependencies, ExportWorkflowPort } from './export.dependencies.js';
export { checkExtfFile, type RuleFinding } from './extf/extf-rules.js';
export { EXPORT_JOB } from './export.job.js';

/** Booking's lock: a document exported to accounting keeps its booking. */
export function createExportLock(): BookingExportLock {
  return {
    isExported: (db, mandantId, documentId) =>
      createExportRepository({ db }).isExported(mandantId, documentId),
  };
}

/**
 * Capture's `startexportjob` / `sendjob(export)`: the stack's documents in a period (default: all
 * up to today) through the same check and job as `/externfibu/export`.
 */
export function createStackExportStarter(deps: () => ExportDependencies) {
  return {
    start(
      actor: { userId: string; name: string },
      input: {
        mandantId: string;
        stackId: string;
        documentIds?: string[] | undefined;
        from?: string | undefined;
        to?: string | undefined;
        confirmed: boolean;
        exchangeRates: Record<string, string>;
      },
    ) {
      const current = deps();
      return startExport(current, actor, {
        ...input,
        from: input.from ?? DEFAULT_PERIOD_START,
        to: input.to ?? todayOf(current),
      });
    },
  };
}
