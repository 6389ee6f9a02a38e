import { inArray } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { userTable } from './tenancy.tables.js';

/** Users by id, for modules that show who did something. */
export function createUserDirectory({ db }: { db: Db }) {
  return {
    /** Full names of the users among `ids` that exist, by id (one query). */
    async displayNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: userTable.id, fullName: userTable.fullName })
        .from(userTable)
        .where(inArray(userTable.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.fullName]));
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
