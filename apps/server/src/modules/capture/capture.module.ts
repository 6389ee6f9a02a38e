import type { CaptureDependencies } from './capture.dependencies.js';
import type { AppModule } from '../../kernel/module.js';
import { createCaptureContext } from './capture.context.js';
import { createMasterDataService } from '../master-data/index.js';
import { createExtractionEngine } from './capture.extraction-adapter.js';
import { registerAttachmentRoutes } from './attachment.routes.js';
import { registerDocumentRoutes } from './document.routes.js';
import { registerIndexRoutes } from './index.routes.js';
import { registerJobMainRoutes } from './job-main.routes.js';
import { createDocumentJobs } from './jobs/document-jobs.js';
import { createImportJob } from './jobs/import.job.js';
import { registerStackRoutes } from './stack.routes.js';
import { registerViewerImageRoutes } from './viewer-images.routes.js';
import { registerViewerRoutes } from './viewer.routes.js';

/** Capture (Rechnungsverarbeitung): stacks, documents, pages, upload, jobs and the document viewer. */
export const captureModule: AppModule<CaptureDependencies> = {
  name: 'capture',
  registerRoutes(app, deps) {
    registerStackRoutes(app, deps);
    registerDocumentRoutes(app, deps);
    registerJobMainRoutes(app, deps);
    registerViewerRoutes(app, deps);
    registerViewerImageRoutes(app, deps);
    registerIndexRoutes(app, deps);
    registerAttachmentRoutes(app, deps);
  },
  createJobs(deps) {
    const ctx = createCaptureContext(deps);
    const masterData = createMasterDataService({ db: deps.db });
    const extraction = createExtractionEngine({
      async findCreditor(query) {
        const creditor = await masterData.findCreditor(query);
        return creditor?.active ? { creditorId: String(creditor.number) } : null;
      },
      rules: deps.extractionRules,
    });
    return [createImportJob(ctx), ...createDocumentJobs(ctx, extraction)] as ReturnType<
      NonNullable<AppModule<CaptureDependencies>['createJobs']>
    >;
  },
};
