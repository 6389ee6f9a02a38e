import type { AppModule } from '../../app/module.js';
import type { JobDefinition } from '../jobs/jobs.definitions.js';
import { registerDownloadRoutes } from './downloads.routes.js';
import { createZipDownloadJob } from './jobs/zip-download.job.js';

export const downloadsModule: AppModule = {
  name: 'downloads',
  registerRoutes: registerDownloadRoutes,
  createJobs: (deps) => [createZipDownloadJob(deps) as JobDefinition<unknown>],
};
