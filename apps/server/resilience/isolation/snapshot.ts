import type { Database } from '../../src/kernel/database.js';

export type Snapshot = Map<string, string[]>;

/** Columns that record who looked, not what is stored: reads may move them. */
const volatileColumns = new Set(['last_seen_at', 'last_used_at', 'updated_at_read']);

async function tablesWithColumn(database: Database, column: string): Promise<string[]> {
  const { rows } = await database.execute(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = $1 ORDER BY table_name`,
    [column],
  );
  return rows.map((row) => String((row as { table_name: string }).table_name));
}

async function rowsOf(database: Database, table: string, column: string, value: string): Promise<string[]> {
  const { rows } = await database.execute(
    `SELECT row_to_json(t)::text AS row FROM "${table}" t WHERE "${column}"::text = $1`,
    [value],
  );
  return rows
    .map((row) => {
      const parsed = JSON.parse(String((row as { row: string }).row)) as Record<string, unknown>;
      for (const name of volatileColumns) delete parsed[name];
      return JSON.stringify(parsed);
    })
    .sort();
}

/**
 * Every stored row of a Mandant (each table with a `mandant_id`, found in the catalogue, so a new
 * module's tables count the day they exist) and of its user (each table with a `user_id` or
 * `principal_user_id`, and the user row), to compare before and after the attacks.
 */
export async function snapshotOf(database: Database, target: { mandantId: string; userId: string }) {
  const snapshot: Snapshot = new Map();
  for (const table of await tablesWithColumn(database, 'mandant_id')) {
    snapshot.set(`${table}.mandant_id`, await rowsOf(database, table, 'mandant_id', target.mandantId));
  }
  for (const column of ['user_id', 'principal_user_id']) {
    for (const table of await tablesWithColumn(database, column)) {
      snapshot.set(`${table}.${column}`, await rowsOf(database, table, column, target.userId));
    }
  }
  snapshot.set('mandant.id', await rowsOf(database, 'mandant', 'id', target.mandantId));
  snapshot.set('app_user.id', await rowsOf(database, 'app_user', 'id', target.userId));
  return snapshot;
}

/** Deep-link sessions the run itself opens again for its deep-link intruder. */
const harnessTables = /^wf_deep_link(_session)?\./;

/**
 * The tables whose rows differ, with a short account of how. Rows a member of the Mandant added
 * as itself (its own audit entries, its own archive links) are its right, not an outsider's change.
 */
export function compareSnapshots(
  before: Snapshot,
  after: Snapshot,
  intruder: { memberId?: string } = {},
): string[] {
  const changes: string[] = [];
  const own = (row: string) =>
    Boolean(intruder.memberId) &&
    (row.includes(`"actor_id":"${intruder.memberId}"`) || row.includes(`"user_id":"${intruder.memberId}"`));
  for (const [key, rows] of after) {
    if (harnessTables.test(key)) continue;
    const earlier = before.get(key) ?? [];
    const added = rows.filter((row) => !earlier.includes(row) && !own(row));
    const removed = earlier.filter((row) => !rows.includes(row));
    if (added.length || removed.length) {
      changes.push(
        `${key}: +${added.length} −${removed.length} ${[...removed.slice(0, 1).map((row) => `− ${row.slice(0, 300)}`), ...added.slice(0, 1).map((row) => `+ ${row.slice(0, 300)}`)].join(' ')}`,
      );
    }
  }
  return changes;
}
