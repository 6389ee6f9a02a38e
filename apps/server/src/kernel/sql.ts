import { randomUUID } from 'node:crypto';
import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from './database.js';

/** Runs a raw Drizzle `sql` query and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A column as `"table"."column"` in any query. Drizzle leaves the table out of selected `sql`
 * fragments when the query reads one table, and in a subquery an unqualified name binds to the
 * subquery's own table first (`right_grant.id` instead of `app_user.id`).
 */
export function qualifiedColumn(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A timestamp as PostgreSQL writes it ("2025-03-01 10:00:00.12+00") in ISO 8601 form. */
export function toIso(timestamp: string | Date): string {
  if (timestamp instanceof Date) return timestamp.toISOString();
  const text = timestamp.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? timestamp : date.toISOString();
}

/** A LIKE pattern that finds `text` anywhere, with the wildcard characters in it escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The PostgreSQL error code of a failed query (drivers nest it differently), e.g. 23505 for unique violations. */
export function databaseErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = '23505';

/**
 * Rows as JSON for `jsonb_to_recordset`, each with a new id: ids made here cost far less than
 * `gen_random_uuid()` per row in the embedded database (an update keeps the existing id).
 */
export function withIds(rows: readonly object[]): string {
  return JSON.stringify(rows.map((row) => ({ ...row, id: randomUUID() })));
}

/** How many of `numbers` the table already holds for the Mandant (to report created and updated rows). */
export async function countExisting(
  db: Db,
  table: 'ledger_account' | 'personal_account',
  mandantId: string,
  numbers: number[],
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)}
      WHERE mandant_id = ${mandantId}
        AND number IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`,
  );
  return row?.count ?? 0;
}

/**
 * The number ranges of accounts starting with the digits `prefix` (at most nine digits in all): one
 * per possible length, e.g. "701" → [701, 701], [7010, 7019], [70100, 70199], …
 */
export function numberPrefixRanges(prefix: string): [number, number][] {
  const base = Number(prefix);
  const ranges: [number, number][] = [];
  for (let extra = 0; prefix.length + extra <= 9; extra += 1) {
    const factor = 10 ** extra;
    ranges.push([base * factor, (base + 1) * factor - 1]);
  }
  return ranges;
}
