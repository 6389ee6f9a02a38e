import type { Config } from '../config/config.js';
import type { Database, Db } from '../db/database.js';
import type { AuthRepository } from '../modules/auth/auth.repository.js';
import type { TokenService } from '../modules/auth/tokens.js';
import type { JobService } from '../modules/jobs/jobs.service.js';
import type { OcrEngine } from '../modules/ocr/ocr.engine.js';
import type { ShellExtensions } from '../modules/shell/shell.extensions.js';
import type { SystemSettings } from '../modules/shell/system-settings.js';
import type { ToolStatus } from '../modules/ocr/ocr.tools.js';
import type { StorageDriver } from '../modules/storage/storage.types.js';
import type { TenancyRepository } from '../modules/tenancy/tenancy.repository.js';
import type { Clock } from './clock.js';
import type { Logger } from './logger.js';

/**
 * What modules get from the composition root (`createDependencies` in main.ts, or the test
 * harness). Module-specific repositories are built by each module from `db`.
 */
export type Dependencies = {
  config: Config;
  logger: Logger;
  clock: Clock;
  database: Database;
  db: Db;
  storage: StorageDriver;
  jobs: JobService;
  tools: ToolStatus;
  /** Page text (text layer or OCR) and page images; see ARCHITECTURE.md, "OCR and extraction". */
  ocr: OcrEngine;
  tenancy: TenancyRepository;
  tokens: TokenService;
  authRepository: AuthRepository;
  systemSettings: SystemSettings;
  /** Hooks later modules fill in for the shell (e.g. the open workflow requests count). */
  shellExtensions: ShellExtensions;
};
