import type { Config } from '../kernel/config.js';
import type { Database } from '../kernel/database.js';
import { createAuthEvents, createAuthRepository } from '../modules/auth/index.js';
import { createTokenService } from '../modules/auth/index.js';
import { modules } from './modules.js';
import { createEInvoiceIntakePort } from '../modules/einvoice/index.js';
import { createJobService } from '../modules/jobs/index.js';
import { createOcrEngine } from '../modules/ocr/index.js';
import { createShellExtensions } from '../modules/shell/index.js';
import { createSystemSettings } from '../modules/tenancy/index.js';
import { detectTools, type ToolStatus } from '../modules/ocr/index.js';
import type { StorageDriver } from '../modules/storage/index.js';
import { createTenancyRepository } from '../modules/tenancy/index.js';
import { systemClock, type Clock } from '../kernel/clock.js';
import type { Dependencies } from './dependencies.js';
import type { Logger } from '../kernel/logger.js';
import { createWorkflowStatusPort } from '../modules/workflow/index.js';
import { createWorkflowDocumentStore } from './workflow-document-store.js';
import { createBookingPorts } from './booking-ports.js';
import { createExtractionRulesPort } from '../modules/rules/index.js';
import { createMessagingService } from '../modules/messaging/index.js';
import { withSessionEndMessages } from './session-end-messages.js';
import {
  bookingRestOpen,
  getDocumentBooking,
  getDocumentBookingProposal,
  recordBookingUse,
  saveDocumentBooking,
} from '../modules/booking/index.js';
import { isDocumentArchived, prepareArchiving } from '../modules/archive/index.js';
import { createArchiveSources } from './archive-sources.js';
import { createStackExportStarter } from '../modules/export/index.js';
import { createCaptureContext, sweepOrphanObjects } from '../modules/capture/index.js';
import { createInvoiceCheckHook, markLinksProcessed } from '../modules/goods-receipt/index.js';
import { createGoodsReceiptDocuments } from './goods-receipt-ports.js';

/**
 * The composition root: wires a migrated database, storage and clock into every service and
 * registers each module's job definitions. Tests call it with their own database and storage.
 */
export async function createDependencies(input: {
  config: Config;
  logger: Logger;
  database: Database;
  storage: StorageDriver;
  clock?: Clock;
  tools?: ToolStatus;
  jobPollingIntervalSeconds?: number;
  jobRetryDelaySeconds?: (attempt: number) => number;
}): Promise<Dependencies> {
  const clock = input.clock ?? systemClock;
  const db = input.database.db;
  const tools = input.tools ?? (await detectTools(input.config.ocr));
  const jobs = createJobService({
    database: input.database,
    logger: input.logger,
    concurrency: input.config.jobConcurrency,
    staleSeconds: input.config.jobHeartbeatTimeoutSeconds,
    ...(input.jobPollingIntervalSeconds ? { pollingIntervalSeconds: input.jobPollingIntervalSeconds } : {}),
    ...(input.jobRetryDelaySeconds ? { retryDelaySeconds: input.jobRetryDelaySeconds } : {}),
  });
  const workflowStatus = createWorkflowStatusPort();
  const tenancy = createTenancyRepository({ db });
  const messaging = createMessagingService({ database: input.database, logger: input.logger, tenancy });
  const deps: Dependencies = {
    config: input.config,
    logger: input.logger,
    clock,
    database: input.database,
    db,
    storage: input.storage,
    tools,
    ocr: createOcrEngine({
      tools,
      ...(input.config.ocrConcurrency ? { concurrency: input.config.ocrConcurrency } : {}),
      timeoutMs: input.config.ocrTimeoutSeconds * 1000,
      defaultLanguages: input.config.ocrLanguages,
    }),
    tenancy,
    messaging,
    appMessages: messaging.publisher,
    tokens: await createTokenService({ db, clock }),
    authRepository: withSessionEndMessages(createAuthRepository({ db }), messaging.publisher),
    authEvents: createAuthEvents(),
    systemSettings: createSystemSettings({ db, clock }),
    shellExtensions: createShellExtensions(),
    workflowDocuments: createWorkflowDocumentStore(() => deps),
    jobs,
    workflowStatus: {
      documentsInRunningWorkflow: (mandantId, documentIds) =>
        workflowStatus.documentsInRunningWorkflow(db, mandantId, documentIds),
      documentsRejectedInWorkflow: (mandantId, documentIds) =>
        workflowStatus.documentsRejectedInWorkflow(db, mandantId, documentIds),
    },
    einvoiceIntake: createEInvoiceIntakePort({ jobs }),
    extractionRules: createExtractionRulesPort(() => deps),
    bookingPorts: createBookingPorts(() => deps),
    bookingStatus: {
      restOpen: (db, mandantId, documentId) => bookingRestOpen(deps, db, mandantId, documentId),
    },
    exportStarter: createStackExportStarter(() => deps),
    approvalCompleted: {
      async approved(tx, { mandantId, documentId }) {
        await recordBookingUse(deps, mandantId, documentId, tx);
        await markLinksProcessed(tx, mandantId, documentId);
      },
    },
    documentBooking: {
      get: (db, mandantId, documentId) => getDocumentBooking(deps, mandantId, documentId, db),
      save: (db, actor, input) => saveDocumentBooking(deps, { ...actor, origin: 'workflow' }, input, db),
      proposal: (db, mandantId, documentId) => getDocumentBookingProposal(deps, mandantId, documentId, db),
    },
    archiveSources: createArchiveSources(() => deps),
    documentArchive: { prepare: (input) => prepareArchiving(deps, input) },
    archivedDocuments: { isArchived: isDocumentArchived },
    goodsReceiptDocuments: createGoodsReceiptDocuments(() => deps),
    beforeSubmit: [],
  };
  deps.beforeSubmit.push(createInvoiceCheckHook(deps));
  for (const module of modules) {
    for (const definition of module.createJobs?.(deps) ?? []) deps.jobs.register(definition);
  }
  // Objects a crashed worker stored but never referenced go once a surviving worker notices the crash.
  jobs.onWorkerLost(async ({ writtenBefore }) => {
    await sweepOrphanObjects(createCaptureContext(deps), writtenBefore);
  });
  return deps;
}
