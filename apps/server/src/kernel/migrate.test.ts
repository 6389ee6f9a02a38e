import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/test-database.js';
import type { Database } from './database.js';
import { migrate, readMigrations, type Migration } from './migrate.js';
import * as schema from '../app/all-tables.js';

let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

const fakeMigration = (version: string, sql: string): Migration => ({
  version,
  name: 'test',
  sql,
  checksum: sql,
});

describe('migrate', () => {
  it('applies every migration from zero, then nothing on a second run', async () => {
    database = await createEmptyDatabase();
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    const applied = await migrate(database, migrations);
    expect(applied).toEqual(migrations.map((migration) => `${migration.version}_${migration.name}`));
    expect(await migrate(database, migrations)).toEqual([]);
  });

  it('keeps every Drizzle table definition in step with the migrated schema', async () => {
    database = await createEmptyDatabase();
    await migrate(database);
    const { rows } = await database.execute(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const columns = new Map(
      rows.map((row) => [`${String(row.table_name)}.${String(row.column_name)}`, row.is_nullable]),
    );
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
      is(value, PgTable),
    );
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        expect(columns.has(key), `${key} exists in the database`).toBe(true);
        expect(columns.get(key), `${key} nullability`).toBe(column.notNull ? 'NO' : 'YES');
      }
    }
  });

  it('refuses to start when an applied migration was edited', async () => {
    database = await createEmptyDatabase();
    await migrate(database, [fakeMigration('9001', 'CREATE TABLE edited_check (id int)')]);
    await expect(
      migrate(database, [
        { ...fakeMigration('9001', 'CREATE TABLE edited_check (id int)'), checksum: 'changed' },
      ]),
    ).rejects.toThrow(/was changed after it was applied/);
  });

  it('leaves nothing of a migration that fails halfway', async () => {
    database = await createEmptyDatabase();
    const failing = fakeMigration('9002', 'CREATE TABLE half_done (id int); SELECT 1 / 0;');
    await expect(migrate(database, [failing])).rejects.toThrow(/9002_test failed: division by zero/);
    const { rows } = await database.execute(`SELECT to_regclass('half_done') AS exists`);
    expect(rows[0]?.exists).toBeNull();
    const recorded = await database.execute(
      `SELECT count(*)::int AS n FROM schema_migration WHERE version = '9002'`,
    );
    expect(recorded.rows[0]?.n).toBe(0);
  });
});
