// Database round trips of one signed-in call: the product's app in this process on an in-memory
// PGlite whose client counts every statement it is handed (the product code stays as it is).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createDependencies } from '../src/app/create-dependencies.js';
import { createServer } from '../src/app/server.js';
import { loadConfig } from '../src/kernel/config.js';
import { wrapPglite } from '../src/kernel/database.js';
import { createLogger } from '../src/kernel/logger.js';
import { migrate } from '../src/kernel/migrate.js';
import { createMemoryStorageDriver } from '../src/modules/storage/index.js';
import { demoUsers, seedDemoData } from '../src/app/demo-data.js';

type Counter = { statements: number };

/**
 * The client with `query` and `exec` counted, and a transaction as its statements plus BEGIN and
 * COMMIT. Methods run on the real client (PGlite keeps its state in private fields).
 */
function countStatements<T extends PGlite | Transaction>(client: T, counter: Counter): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'query' || property === 'exec') {
        return (...args: unknown[]) => {
          counter.statements += 1;
          return value.apply(target, args);
        };
      }
      if (property === 'transaction') {
        return (work: (tx: Transaction) => Promise<unknown>) => {
          counter.statements += 2;
          return value.call(target, (tx: Transaction) => work(countStatements(tx, counter)));
        };
      }
      return value.bind(target);
    },
  });
}

export type CountedApp = {
  app: Awaited<ReturnType<typeof createServer>>;
  database: ReturnType<typeof wrapPglite>;
  counter: Counter;
  /** The Authorization header of a demo user signed in through /Token. */
  login: (kuerzel: string) => Promise<string>;
  close: () => Promise<void>;
};

/** The product's app on an in-memory PGlite with demo data whose statements `counter` counts. */
export async function startCountedApp(): Promise<CountedApp> {
  const counter: Counter = { statements: 0 };
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const database = wrapPglite(countStatements(client, counter));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-queries-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, OCR: 'off' });
  await migrate(database);
  await seedDemoData(database.db);
  const deps = await createDependencies({
    config,
    logger: createLogger(config),
    database,
    storage: createMemoryStorageDriver(),
  });
  const app = await createServer(deps);
  return {
    app,
    database,
    counter,
    async login(kuerzel) {
      const password = demoUsers.find((user) => user.kuerzel === kuerzel)?.password ?? '';
      const token = await app.inject({
        method: 'POST',
        url: '/Token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', username: kuerzel, password }).toString(),
      });
      return `Bearer ${token.json<{ access_token: string }>().access_token}`;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Statements per call that `request` makes (it must answer 200): the mean over `rounds` calls after
 * one warm-up call, which may fill caches.
 */
export async function queriesPerCall(
  counted: CountedApp,
  request: () => Promise<{ statusCode: number; body: string }>,
  rounds = 20,
): Promise<number> {
  await request();
  counted.counter.statements = 0;
  for (let round = 0; round < rounds; round += 1) {
    const response = await request();
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  }
  return counted.counter.statements / rounds;
}

/**
 * Statements per `GET url` for each of `users` (demo kürzel), signed in through /Token: the mean
 * over `rounds` calls after one warm-up call, which may fill caches.
 */
export async function queriesPerRequest(url: string, users: string[], rounds = 20) {
  const counted = await startCountedApp();
  try {
    const counts: Record<string, number> = {};
    for (const kuerzel of users) {
      const headers = { authorization: await counted.login(kuerzel) };
      counts[kuerzel] = await queriesPerCall(
        counted,
        () => counted.app.inject({ method: 'GET', url, headers }),
        rounds,
      );
    }
    return counts;
  } finally {
    await counted.close();
  }
}
