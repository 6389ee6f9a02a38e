import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { groupMemberTable, groupTable, kanzleiTable, mandantTable, userTable } from './tenancy.tables.js';

/** Users, groups and Mandant keys as other modules list and check them (batched by ids). */
export function createTenancyDirectory({ db }: { db: Db }) {
  return {
    async groupIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: groupMemberTable.groupId })
        .from(groupMemberTable)
        .where(eq(groupMemberTable.userId, userId));
      return rows.map((row) => row.id);
    },

    async users(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: userTable.id,
          kuerzel: userTable.kuerzel,
          fullName: userTable.fullName,
          active: userTable.active,
          kanzleiId: userTable.kanzleiId,
        })
        .from(userTable)
        .where(inArray(userTable.id, ids));
    },

    async groups(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: groupTable.id, name: groupTable.name, kanzleiId: groupTable.kanzleiId })
        .from(groupTable)
        .where(inArray(groupTable.id, ids));
    },

    /** The active users of a Kanzlei by name. */
    async activeKanzleiUsers(kanzleiId: string) {
      return db
        .select({
          id: userTable.id,
          kuerzel: userTable.kuerzel,
          fullName: userTable.fullName,
          kind: userTable.kind,
        })
        .from(userTable)
        .where(and(eq(userTable.kanzleiId, kanzleiId), eq(userTable.active, true)))
        .orderBy(asc(userTable.fullName));
    },

    async kanzleiGroups(kanzleiId: string) {
      return db
        .select({ id: groupTable.id, name: groupTable.name })
        .from(groupTable)
        .where(eq(groupTable.kanzleiId, kanzleiId))
        .orderBy(asc(groupTable.name));
    },

    /** MANDNR, BETRIEBNR and the Kanzlei number of these Mandanten. */
    async mandantKeys(mandantIds: string[]) {
      if (mandantIds.length === 0) return [];
      return db
        .select({
          mandantId: mandantTable.id,
          mandnr: mandantTable.mandnr,
          betriebnr: mandantTable.betriebnr,
          kanzleiNr: kanzleiTable.nr,
        })
        .from(mandantTable)
        .innerJoin(kanzleiTable, eq(kanzleiTable.id, mandantTable.kanzleiId))
        .where(inArray(mandantTable.id, mandantIds));
    },
  };
}

export type TenancyDirectory = ReturnType<typeof createTenancyDirectory>;
