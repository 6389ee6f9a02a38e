import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Database } from './database.js';
import { serverPath } from './paths.js';

export type Migration = { version: string; name: string; sql: string; checksum: string };

/** Any constant shared by all processes of this product; keeps concurrent starts from migrating twice. */
const MIGRATION_LOCK = 727_001;
const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export function readMigrations(directory = serverPath('migrations')): Migration[] {
  return readdirSync(directory)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => {
      const [, version, name] = MIGRATION_FILE.exec(file) as RegExpExecArray;
      const sql = readFileSync(`${directory}/${file}`, 'utf8');
      return {
        version: version as string,
        name: name as string,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

/**
 * Applies the numbered SQL files that have not run yet, each in its own transaction, and refuses
 * to start when an applied file was edited afterwards.
 */
export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  return database.withSession(async (execute) => {
    await execute('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await execute(`
        CREATE TABLE IF NOT EXISTS schema_migration (
          version text PRIMARY KEY,
          name text NOT NULL,
          checksum text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`);
      const { rows } = await execute('SELECT version, checksum FROM schema_migration');
      const applied = new Map(rows.map((row) => [String(row.version), String(row.checksum)]));
      const newlyApplied: string[] = [];
      for (const migration of migrations) {
        const checksum = applied.get(migration.version);
        if (checksum !== undefined) {
          if (checksum !== migration.checksum) {
            throw new Error(
              `Migration ${migration.version}_${migration.name} was changed after it was applied. ` +
                'Add a new migration instead of editing an applied one.',
            );
          }
          continue;
        }
        // One simple-protocol script runs as one implicit transaction: a failing file leaves nothing behind.
        const record =
          `INSERT INTO schema_migration (version, name, checksum) VALUES ` +
          `('${migration.version}', '${migration.name}', '${migration.checksum}')`;
        try {
          await execute(`${migration.sql}\n;\n${record};`);
        } catch (error) {
          throw new Error(
            `Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`,
            {
              cause: error,
            },
          );
        }
        newlyApplied.push(`${migration.version}_${migration.name}`);
      }
      return newlyApplied;
    } finally {
      await execute('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}
