import type { AppModule } from '../../kernel/module.js';
import type { JobDefinition } from '../../kernel/jobs.js';
import { registerDownloadRoutes } from './downloads.routes.js';
import { createZipDownloadJob } from './jobs/zip-download.job.js';
import type { DownloadsDependencies } from './downloads.dependencies.js';

export const downloadsModule: AppModule<DownloadsDependencies> = {
  name: 'downloads',
  registerRoutes: registerDownloadRoutes,
  createJobs: (deps) => [createZipDownloadJob(deps) as JobDefinition<unknown>],
};
