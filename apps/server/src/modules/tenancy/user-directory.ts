import { inArray } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { userTable } from './tenancy.tables.js';

/** Who users are, for other modules that show a user's name next to what they did. */
export function createUserDirectory({ db }: { db: Db }) {
  return {
    /** Full names by user id; ids of unknown users are missing from the map. */
    async displayNames(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: userTable.id, name: userTable.fullName })
        .from(userTable)
        .where(inArray(userTable.id, [...new Set(userIds)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
