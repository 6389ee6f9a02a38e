import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

/** Runs a raw Drizzle `sql` query and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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
