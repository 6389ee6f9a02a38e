import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, Db } from './database.js';
import type { Logger } from './logger.js';

/**
 * What every module gets from the composition root. A module adds the ports it needs from other
 * modules in its own `<module>.dependencies.ts`; the composition root passes one object that holds
 * all of them (`app/dependencies.ts`).
 */
export type KernelDependencies = {
  config: Config;
  logger: Logger;
  clock: Clock;
  database: Database;
  db: Db;
};
