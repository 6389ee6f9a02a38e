import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Clock } from '../kernel/clock.js';
import { createDependencies } from '../app/create-dependencies.js';
import type { Dependencies } from '../app/dependencies.js';
import type { App } from '../kernel/http.js';
import { createLogger } from '../kernel/logger.js';
import { createServer } from '../app/server.js';
import { loadConfig } from '../kernel/config.js';
import { createMemoryStorageDriver } from '../modules/storage/memory.driver.js';
import type { JobDefinition } from '../kernel/jobs.js';
import type { StorageDriver } from '../modules/storage/storage.types.js';
import { demoUsers } from '../app/demo-data.js';
import { createTestDatabase } from './test-database.js';

export type TestApp = {
  app: App;
  deps: Dependencies;
  /** Signs a demo user in through /Token and returns the Authorization header value. */
  login: (kuerzel: string) => Promise<string>;
  close: () => Promise<void>;
};

/** The real server on a private test database (demo data included), driven with `app.inject`. */
export async function createTestApp(
  options: {
    /** 'work': this process runs jobs; 'send' (default): jobs can be queued but nothing runs them. */
    jobs?: 'work' | 'send';
    /** Extra job definitions, registered before the queue starts. */
    jobDefinitions?: JobDefinition<unknown>[];
    clock?: Clock;
    storage?: StorageDriver;
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'belegfluss-test-')),
    ...options.env,
  });
  const deps = await createDependencies({
    config,
    logger: createLogger(config),
    database,
    storage: options.storage ?? createMemoryStorageDriver(),
    jobPollingIntervalSeconds: 0.5,
    jobRetryDelaySeconds: () => 0,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const app = await createServer(deps);
  for (const definition of options.jobDefinitions ?? []) deps.jobs.register(definition);
  await deps.jobs.start({ work: options.jobs === 'work' });
  return {
    app,
    deps,
    async login(kuerzel) {
      const user = demoUsers.find((candidate) => candidate.kuerzel === kuerzel);
      const response = await app.inject({
        method: 'POST',
        url: '/Token',
        payload: new URLSearchParams({
          grant_type: 'password',
          username: kuerzel,
          password: user?.password ?? '',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (response.statusCode !== 200) throw new Error(`login ${kuerzel} failed: ${response.body}`);
      return `Bearer ${(response.json() as { access_token: string }).access_token}`;
    },
    async close() {
      await app.close();
      await deps.jobs.stop();
      await database.close();
    },
  };
}
