import type { AppModule } from '../../kernel/module.js';
import type { ExportDependencies } from './export.dependencies.js';
import { createExportJob } from './export.job.js';
import { registerExportRoutes } from './export.routes.js';

/** The booking export to DATEV, ADDISON and ADATA: `/api/man/externfibu/*` and the job `export.run`. */
export const exportModule: AppModule<ExportDependencies> = {
  name: 'export',
  registerRoutes: registerExportRoutes,
  createJobs: (deps) => [createExportJob(deps) as never],
};
