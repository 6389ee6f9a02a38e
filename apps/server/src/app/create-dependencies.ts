import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import { createAuthRepository } from '../modules/auth/auth.repository.js';
import { createTokenService } from '../modules/auth/tokens.js';
import { modules } from '../modules/index.js';
import { createJobService } from '../modules/jobs/jobs.service.js';
import { createOcrEngine } from '../modules/ocr/ocr.engine.js';
import { createShellExtensions } from '../modules/shell/shell.extensions.js';
import { createSystemSettings } from '../modules/shell/system-settings.js';
import { detectTools, type ToolStatus } from '../modules/ocr/ocr.tools.js';
import type { StorageDriver } from '../modules/storage/storage.types.js';
import { createTenancyRepository } from '../modules/tenancy/tenancy.repository.js';
import { systemClock, type Clock } from './clock.js';
import type { Dependencies } from './dependencies.js';
import type { Logger } from './logger.js';

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
    systemSettings: createSystemSettings({ db, clock }),
    shellExtensions: createShellExtensions(),
    jobs: createJobService({
      database: input.database,
      logger: input.logger,
      concurrency: input.config.jobConcurrency,
      ...(input.jobPollingIntervalSeconds ? { pollingIntervalSeconds: input.jobPollingIntervalSeconds } : {}),
      ...(input.jobRetryDelaySeconds ? { retryDelaySeconds: input.jobRetryDelaySeconds } : {}),
    }),
  };
  for (const module of modules) {
    for (const definition of module.createJobs?.(deps) ?? []) deps.jobs.register(definition);
  }
  return deps;
}
