import type { AppModule } from '../kernel/module.js';
import type { Dependencies } from './dependencies.js';
import { administrationModule } from '../modules/administration/index.js';
import { authModule } from '../modules/auth/index.js';
import { einvoiceModule } from '../modules/einvoice/index.js';
import { downloadsModule } from '../modules/downloads/index.js';
import { captureModule } from '../modules/capture/index.js';
import { bookingModule } from '../modules/booking/index.js';
import { goodsReceiptModule } from '../modules/goods-receipt/index.js';
import { healthModule } from '../modules/health/index.js';
import { jobsModule } from '../modules/jobs/index.js';
import { masterDataModule } from '../modules/master-data/index.js';
import { shellModule } from '../modules/shell/index.js';
import { settingsModule } from '../modules/settings/index.js';
import { webModule } from '../modules/web/index.js';
import { workflowModule } from '../modules/workflow/index.js';

/** Every module of the server. The web module comes last: it serves the client for all other paths. */
export const modules: AppModule<Dependencies>[] = [
  healthModule,
  authModule,
  jobsModule,
  einvoiceModule,
  captureModule,
  bookingModule,
  goodsReceiptModule,
  shellModule,
  downloadsModule,
  masterDataModule,
  settingsModule,
  administrationModule,
  workflowModule,
  webModule,
];
