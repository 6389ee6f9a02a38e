import type { EInvoiceDependencies } from './einvoice.dependencies.js';
import type { App } from '../../kernel/http.js';
import type { AppModule } from '../../kernel/module.js';
import { createCaptureMaskFiller } from './einvoice.capture-mask.js';
import { registerEInvoiceRoutes } from './einvoice.routes.js';
import { createEInvoiceService } from './einvoice.service.js';
import { createValidateEInvoiceJob } from './jobs/validate.job.js';

export const einvoiceModule: AppModule<EInvoiceDependencies> = {
  name: 'einvoice',
  registerRoutes(app: App, deps: EInvoiceDependencies) {
    registerEInvoiceRoutes(app, deps, createEInvoiceService(deps));
  },
  createJobs(deps: EInvoiceDependencies) {
    return [createValidateEInvoiceJob(createEInvoiceService(deps), createCaptureMaskFiller(deps))];
  },
};
