import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../kernel/database.js';

export const TEMPLATE_DATABASE = 'belegfluss_test_template';

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A migrated database holding the demo data, private to the calling test file: a PGlite loaded
 * from the run's template dump, or with TEST_DATABASE_URL a fresh clone of the template database
 * on the PostgreSQL server (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = readFileSync(inject('pgliteTemplate'));
    return openPglite(undefined, { loadDataDir: new Blob([dump]) });
  }
  return createServerDatabase(serverUrl, `TEMPLATE ${TEMPLATE_DATABASE}`);
}

async function runOnServer(serverUrl: string, statement: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(statement, values);
  } finally {
    await admin.end();
  }
}

/**
 * `pool.end()` resolves before its connections have said goodbye; dropping the database WITH
 * (FORCE) at that moment terminates them, and a connection that learns of it while closing has
 * no error listener any more (an uncaught error in the test run). So wait until they are gone.
 */
async function waitForDisconnect(serverUrl: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = await runOnServer(
      serverUrl,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (result.rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A new database on the test server, dropped again when closed. */
async function createServerDatabase(serverUrl: string, createOptions: string): Promise<Database> {
  const name = `belegfluss_test_${randomUUID().replace(/-/g, '')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name} ${createOptions}`);
  const database = await openPostgres(withDatabaseName(serverUrl, name), 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      await waitForDisconnect(serverUrl, name);
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** An empty database with nothing migrated: in-memory PGlite, or a new database on the test server. */
export async function createEmptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(undefined);
  return createServerDatabase(serverUrl, '');
}
