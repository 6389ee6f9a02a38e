import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDependencies } from '../../src/app/create-dependencies.js';
import type { Dependencies } from '../../src/app/dependencies.js';
import { seedDemoData } from '../../src/app/demo-data.js';
import { createServer } from '../../src/app/server.js';
import { loadConfig } from '../../src/kernel/config.js';
import { openPglite, type Database } from '../../src/kernel/database.js';
import type { App } from '../../src/kernel/http.js';
import { createLogger } from '../../src/kernel/logger.js';
import { migrate } from '../../src/kernel/migrate.js';
import { createStorageDriver } from '../../src/modules/storage/index.js';
import { injectHttp, type Http } from './http.js';

export type InProcessApp = { app: App; deps: Dependencies; http: Http; close: () => Promise<void> };

/**
 * The real server with its job worker in this process on a fresh embedded database with the demo
 * data (or on `database` when given, e.g. a test file's private database), driven without a socket.
 */
export async function startInProcessApp(options: { database?: Database } = {}): Promise<InProcessApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-resilience-'));
  const database = options.database ?? (await openPglite(undefined));
  if (!options.database) {
    await migrate(database);
    await seedDemoData(database.db);
  }
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const deps = await createDependencies({
    config,
    logger: createLogger(config),
    database,
    storage: createStorageDriver(config),
    jobPollingIntervalSeconds: 0.5,
    jobRetryDelaySeconds: () => 0,
  });
  const app = await createServer(deps);
  await deps.jobs.start({ work: true });
  return {
    app,
    deps,
    http: injectHttp(app),
    async close() {
      await app.close();
      await deps.jobs.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
