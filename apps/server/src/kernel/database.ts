import { mkdirSync } from 'node:fs';
import { directoriesToSync, syncDirectorySync } from './durable-fs.js';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * The Drizzle handle every repository takes; a transaction handle has the same type. Queries name
 * their module's tables directly, so the handle carries no schema of all modules.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Row = Record<string, unknown>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw SQL with $1… parameters; text without values may hold several statements. */
  execute: (text: string, values?: unknown[]) => Promise<{ rows: Row[] }>;
  /**
   * Runs `work` on one database session (a pooled connection on PostgreSQL), for session state
   * such as advisory locks.
   */
  withSession: <T>(work: (execute: Database['execute']) => Promise<T>) => Promise<T>;
  /** The connection string for tools that open their own pool (pg-boss on PostgreSQL). */
  connectionString: string | null;
  close: () => Promise<void>;
};

export type PgliteDatabase = Database & {
  /** The whole data directory as a gzipped tarball, to clone a database (test templates). */
  dumpDataDir: () => Promise<Blob>;
};

export function wrapPglite(client: PGlite): PgliteDatabase {
  const execute: Database['execute'] = async (text, values) => {
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Row[] };
    }
    const result = await client.query<Row>(text, values);
    return { rows: result.rows };
  };
  return {
    kind: 'pglite',
    db: drizzlePglite(client) as unknown as Db,
    execute,
    withSession: (work) => work(execute),
    connectionString: null,
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}

/** A new data directory is fsynced into its parent before the database writes into it. */
function createDataDir(dataDir: string) {
  const firstCreated = mkdirSync(dataDir, { recursive: true });
  if (firstCreated === undefined) return;
  for (const dir of directoriesToSync(dataDir, firstCreated)) syncDirectorySync(dir);
}

export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob; sharedBuffers?: string } = {},
): Promise<PgliteDatabase> {
  if (dataDir) createDataDir(dataDir);
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // PostgreSQL's 128MB default doubles the process size; an embedded single-process database needs less.
    postgresqlconf: [`shared_buffers = ${options.sharedBuffers ?? '32MB'}`],
    extensions: { pg_trgm },
  });
  return wrapPglite(client);
}

export async function openPostgres(connectionString: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // Fail at start, with the server's own message, when the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const executeOn =
    (queryable: pg.Pool | pg.PoolClient): Database['execute'] =>
    async (text, values) => {
      const result: pg.QueryResult | pg.QueryResult[] = await queryable.query(text, values);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Row[] };
    };
  return {
    kind: 'postgres',
    db: drizzlePostgres(pool) as unknown as Db,
    execute: executeOn(pool),
    withSession: async (work) => {
      const client = await pool.connect();
      try {
        return await work(executeOn(client));
      } finally {
        client.release();
      }
    },
    connectionString,
    close: () => pool.end(),
  };
}

export function openDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
  databasePoolSize: number;
  pgliteSharedBuffers: string;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  return openPglite(path.join(config.dataDir, 'db'), { sharedBuffers: config.pgliteSharedBuffers });
}
