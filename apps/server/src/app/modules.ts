import type { AppModule } from '../kernel/module.js';
import type { Dependencies } from './dependencies.js';
import { administrationModule } from '../modules/administration/index.js';
import { authModule } from '../modules/auth/index.js';
import { einvoiceModule } from '../modules/einvoice/index.js';
import { downloadsModule } from '../modules/downloads/index.js';
import { captureModule } from '../modules/capture/index.js';
import { bookingModule } from '../modules/booking/index.js';
import { rulesModule } from '../modules/rules/index.js';
import { exportModule } from '../modules/export/index.js';
import { goodsReceiptModule } from '../modules/goods-receipt/index.js';
import { healthModule } from '../modules/health/index.js';
import { jobsModule } from '../modules/jobs/index.js';
import { masterDataModule } from '../modules/master-data/index.js';
import { messagingModule } from '../modules/messaging/index.js';
import { shellModule } from '../modules/shell/index.js';
import { settingsModule } from '../modules/settings/index.js';
import { webModule } from '../modules/web/index.js';
import { workflowModule } from '../modules/workflow/index.js';
import { archiveModule } from '../modules/archive/index.js';
import { auditModule } from '../modules/audit/index.js';
import { mailModule } from '../modules/mail/index.js';

/** Every module of the server. The web module comes last: it serves the client for all other paths. */
export const modules: AppModule<Dependencies>[] = [
  healthModule,
  authModule,
  jobsModule,
  auditModule,
  einvoiceModule,
  captureModule,
  bookingModule,
  rulesModule,
  goodsReceiptModule,
  shellModule,
  downloadsModule,
  masterDataModule,
  settingsModule,
  administrationModule,
  workflowModule,
  messagingModule,
  archiveModule,
  exportModule,
  mailModule,
  webModule,
];
