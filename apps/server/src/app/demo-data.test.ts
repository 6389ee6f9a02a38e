import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../kernel/database.js';
import { migrate } from '../kernel/migrate.js';
import { createEmptyDatabase } from '../test/test-database.js';
import { seedDemoData } from './demo-data.js';

let database: Database;
beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrate(database);
});
afterAll(async () => database.close());

describe('demo data', () => {
  it('is seeded once when two processes start together on an empty database (found by the crash run)', async () => {
    const seeded = await Promise.all([seedDemoData(database.db), seedDemoData(database.db)]);
    expect(seeded.sort()).toEqual([false, true]);
    const { rows } = await database.execute('SELECT count(*)::int AS n FROM kanzlei');
    expect(rows[0]).toEqual({ n: 1 });
  });
});
