import type { Principal } from '@belegfluss/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import {
  groupMemberTable,
  groupTable,
  mandantAccessTable,
  mandantTable,
  userTable,
} from './tenancy.tables.js';

const none = Promise.resolve([] as { id: string; name: string }[]);

/** Look-ups across the users, groups and Mandanten of a Kanzlei for other modules' screens. */
export function createKanzleiDirectory({ db }: { db: Db }) {
  return {
    /** Of the given ids, those that are users, groups or Mandanten of the Kanzlei. */
    async knownIds(
      kanzleiId: string,
      ids: { userIds?: string[]; groupIds?: string[]; mandantIds?: string[] },
    ) {
      const [users, groups, mandanten] = await Promise.all([
        ids.userIds?.length
          ? db
              .select({ id: userTable.id })
              .from(userTable)
              .where(and(eq(userTable.kanzleiId, kanzleiId), inArray(userTable.id, ids.userIds)))
          : Promise.resolve([]),
        ids.groupIds?.length
          ? db
              .select({ id: groupTable.id })
              .from(groupTable)
              .where(and(eq(groupTable.kanzleiId, kanzleiId), inArray(groupTable.id, ids.groupIds)))
          : Promise.resolve([]),
        ids.mandantIds?.length
          ? db
              .select({ id: mandantTable.id })
              .from(mandantTable)
              .where(and(eq(mandantTable.kanzleiId, kanzleiId), inArray(mandantTable.id, ids.mandantIds)))
          : Promise.resolve([]),
      ]);
      return {
        users: new Set(users.map((row) => row.id)),
        groups: new Set(groups.map((row) => row.id)),
        mandanten: new Set(mandanten.map((row) => row.id)),
      };
    },

    /** Full names of the users and names of the groups, by id (two queries at most). */
    async namesOf(ids: { userIds: string[]; groupIds: string[] }) {
      const userIds = [...new Set(ids.userIds)];
      const groupIds = [...new Set(ids.groupIds)];
      const [users, groups] = await Promise.all([
        userIds.length
          ? db
              .select({ id: userTable.id, name: userTable.fullName })
              .from(userTable)
              .where(inArray(userTable.id, userIds))
          : none,
        groupIds.length
          ? db
              .select({ id: groupTable.id, name: groupTable.name })
              .from(groupTable)
              .where(inArray(groupTable.id, groupIds))
          : none,
      ]);
      return {
        users: new Map(users.map((row) => [row.id, row.name])),
        groups: new Map(groups.map((row) => [row.id, row.name])),
      };
    },

    /**
     * Active users of the Mandant's Kanzlei who may work in it: its administrators and everyone
     * granted access (directly or through a group). With `onlyIds`, just those of the given ids.
     */
    async usersWithMandantAccess(mandantId: string, onlyIds?: readonly string[]): Promise<Principal[]> {
      if (onlyIds && onlyIds.length === 0) return [];
      const u = userTable;
      return db
        .select({ id: u.id, name: u.kuerzel, fullName: u.fullName, active: u.active })
        .from(u)
        .where(
          and(
            eq(u.active, true),
            onlyIds ? inArray(u.id, [...onlyIds]) : undefined,
            eq(
              u.kanzleiId,
              sql`(SELECT ${mandantTable.kanzleiId} FROM ${mandantTable} WHERE ${mandantTable.id} = ${mandantId})`,
            ),
            or(
              eq(u.isAdmin, true),
              sql`EXISTS (SELECT 1 FROM ${mandantAccessTable} a
                WHERE a.mandant_id = ${mandantId}
                  AND (a.user_id = ${u.id} OR a.group_id IN (
                    SELECT ${groupMemberTable.groupId} FROM ${groupMemberTable} WHERE ${groupMemberTable.userId} = ${u.id})))`,
            ),
          ),
        )
        .orderBy(asc(u.fullName));
    },
  };
}

export type KanzleiDirectory = ReturnType<typeof createKanzleiDirectory>;
