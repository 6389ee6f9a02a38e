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
import { recordBookingUse } from '../modules/booking/index.js';
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
    ...(input.jobPollingIntervalSeconds ? { pollingIntervalSeconds: input.jobPollingIntervalSeconds } : {}),
    ...(input.jobRetryDelaySeconds ? { retryDelaySeconds: input.jobRetryDelaySeconds } : {}),
  });
  const workflowStatus = createWorkflowStatusPort();
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
    tenancy: createTenancyRepository({ db }),
    tokens: await createTokenService({ db, clock }),
    authRepository: createAuthRepository({ db }),
    authEvents: createAuthEvents(),
    systemSettings: createSystemSettings({ db, clock }),
    shellExtensions: createShellExtensions(),
    workflowDocuments: createWorkflowDocumentStore(() => deps),
    jobs,
    workflowStatus: {
      documentsInRunningWorkflow: (mandantId, documentIds) =>
        workflowStatus.documentsInRunningWorkflow(db, mandantId, documentIds),
    },
    einvoiceIntake: createEInvoiceIntakePort({ jobs }),
    bookingPorts: createBookingPorts(db),
    approvalCompleted: {
      async approved(tx, { mandantId, documentId }) {
        await recordBookingUse(deps, mandantId, documentId, tx);
        await markLinksProcessed(tx, mandantId, documentId);
      },
    },
    goodsReceiptDocuments: createGoodsReceiptDocuments(() => deps),
    beforeSubmit: [],
  };
  deps.beforeSubmit.push(createInvoiceCheckHook(deps));
  for (const module of modules) {
    for (const definition of module.createJobs?.(deps) ?? []) deps.jobs.register(definition);
  }
  return deps;
}
