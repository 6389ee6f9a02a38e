import type { Dependencies } from '../../app/dependencies.js';
import type { AppModule } from '../../kernel/module.js';
import type { JobDefinition } from '../../kernel/jobs.js';
import { registerDownloadRoutes } from './downloads.routes.js';
import { createZipDownloadJob } from './jobs/zip-download.job.js';

export const downloadsModule: AppModule<Dependencies> = {
  name: 'downloads',
  registerRoutes: registerDownloadRoutes,
  createJobs: (deps) => [createZipDownloadJob(deps) as JobDefinition<unknown>],
};
