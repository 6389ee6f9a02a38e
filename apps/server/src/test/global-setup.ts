import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { openPglite, openPostgres, type Database } from '../kernel/database.js';
import { migrate } from '../kernel/migrate.js';
import { seedDemoData } from '../app/demo-data.js';
import { TEMPLATE_DATABASE, withDatabaseName } from './test-database.js';

async function prepare(database: Database) {
  await migrate(database);
  await seedDemoData(database.db);
  // Install pg-boss's schema once in the template instead of once per test file.
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          db: { executeSql: (text, values) => database.execute(text, values) },
          schema: 'pgboss',
          supervise: false,
          schedule: false,
        })
      : new PgBoss({
          connectionString: database.connectionString as string,
          schema: 'pgboss',
          supervise: false,
          schedule: false,
          max: 2,
        });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/**
 * Builds one migrated, seeded template per run: a PGlite data-directory dump, or with
 * TEST_DATABASE_URL a PostgreSQL template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const database = await openPostgres(withDatabaseName(serverUrl, TEMPLATE_DATABASE), 2);
    await prepare(database);
    await database.close();
    await admin.end();
    return;
  }
  const database = await openPglite(undefined);
  await prepare(database);
  const dumpFile = path.join(os.tmpdir(), `belegfluss-template-${process.pid}.tar.gz`);
  const dump = await database.dumpDataDir();
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', dumpFile);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
