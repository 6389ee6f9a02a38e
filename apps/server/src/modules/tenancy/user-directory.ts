import { inArray } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { userTable } from './tenancy.tables.js';

/** Names of users for lists of other modules: one query per list, whatever its length. */
export function createUserDirectory({ db }: { db: Db }) {
  async function findNames(userIds: string[]) {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return [];
    return db
      .select({ id: userTable.id, kuerzel: userTable.kuerzel, fullName: userTable.fullName })
      .from(userTable)
      .where(inArray(userTable.id, ids));
  }

  return {
    /** Full names by user id; ids of no user are missing from the map. */
    async displayNames(userIds: string[]): Promise<Map<string, string>> {
      return new Map((await findNames(userIds)).map((user) => [user.id, user.fullName]));
    },

    /** Login names (Kürzel) by user id; ids of no user are missing from the map. */
    async loginNames(userIds: string[]): Promise<Map<string, string>> {
      return new Map((await findNames(userIds)).map((user) => [user.id, user.kuerzel]));
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
