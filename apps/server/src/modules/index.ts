import type { AppModule } from '../app/module.js';
import { administrationModule } from './administration/administration.module.js';
import { authModule } from './auth/auth.module.js';
import { einvoiceModule } from './einvoice/einvoice.module.js';
import { downloadsModule } from './downloads/downloads.module.js';
import { captureModule } from './capture/capture.module.js';
import { healthModule } from './health/health.module.js';
import { jobsModule } from './jobs/jobs.module.js';
import { masterDataModule } from './master-data/master-data.module.js';
import { shellModule } from './shell/shell.module.js';
import { settingsModule } from './settings/settings.module.js';
import { webModule } from './web/web.module.js';
import { workflowModule } from './workflow/workflow.module.js';

/** Every module of the server. The web module comes last: it serves the client for all other paths. */
export const modules: AppModule[] = [
  healthModule,
  authModule,
  jobsModule,
  einvoiceModule,
  captureModule,
  shellModule,
  downloadsModule,
  masterDataModule,
  settingsModule,
  administrationModule,
  workflowModule,
  webModule,
];
