import type { Dependencies } from '../../app/dependencies.js';
import type { App } from '../../kernel/http.js';
import type { AppModule } from '../../kernel/module.js';
import { createCaptureMaskFiller } from './einvoice.capture-mask.js';
import { registerEInvoiceRoutes } from './einvoice.routes.js';
import { createEInvoiceService } from './einvoice.service.js';
import { createValidateEInvoiceJob } from './jobs/validate.job.js';

export const einvoiceModule: AppModule<Dependencies> = {
  name: 'einvoice',
  registerRoutes(app: App, deps: Dependencies) {
    registerEInvoiceRoutes(app, deps, createEInvoiceService(deps));
  },
  createJobs(deps: Dependencies) {
    return [createValidateEInvoiceJob(createEInvoiceService(deps), createCaptureMaskFiller(deps))];
  },
};
