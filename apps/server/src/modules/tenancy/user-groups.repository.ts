import { ORIGINAL_READER_GROUP, type Group } from '@belegfluss/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { createGrantsRepository, type Assignments } from './grants.repository.js';
import { groupMemberTable, groupTable, userTable } from './tenancy.tables.js';

/** User groups of a Kanzlei with their members, rights and Mandant access. */
export function createUserGroupsRepository({ db }: { db: Db }) {
  const grants = createGrantsRepository({ db });

  return {
    async listGroups(kanzleiId: string): Promise<Group[]> {
      const groups = await db
        .select()
        .from(groupTable)
        .where(eq(groupTable.kanzleiId, kanzleiId))
        .orderBy(asc(groupTable.name));
      const ids = groups.map((group) => group.id);
      const [assigned, members] = await Promise.all([
        grants.grantsOf('group', ids),
        ids.length
          ? db.select().from(groupMemberTable).where(inArray(groupMemberTable.groupId, ids))
          : Promise.resolve([]),
      ]);
      return groups.map((group) => ({
        id: group.id,
        name: group.name,
        description: group.description,
        memberIds: members.filter((row) => row.groupId === group.id).map((row) => row.userId),
        rights: assigned.get(group.id)?.rights ?? [],
        mandantIds: assigned.get(group.id)?.mandantIds ?? [],
        protected: group.name === ORIGINAL_READER_GROUP,
      }));
    },

    async findGroup(kanzleiId: string, id: string) {
      const [row] = await db
        .select()
        .from(groupTable)
        .where(and(eq(groupTable.kanzleiId, kanzleiId), eq(groupTable.id, id)));
      return row ?? null;
    },

    async groupNameTaken(kanzleiId: string, name: string, exceptId?: string) {
      const rows = await db
        .select({ id: groupTable.id })
        .from(groupTable)
        .where(
          and(
            eq(groupTable.kanzleiId, kanzleiId),
            sql`lower(${groupTable.name}) = lower(${name})`,
            exceptId ? ne(groupTable.id, exceptId) : undefined,
          ),
        );
      return rows.length > 0;
    },

    async saveGroup(
      kanzleiId: string,
      id: string | null,
      values: { name: string; description: string },
      assignments: Assignments,
    ) {
      return db.transaction(async (tx) => {
        let groupId = id;
        if (groupId) await tx.update(groupTable).set(values).where(eq(groupTable.id, groupId));
        else {
          const [row] = await tx
            .insert(groupTable)
            .values({ ...values, kanzleiId })
            .returning({ id: groupTable.id });
          groupId = (row as { id: string }).id;
        }
        await createGrantsRepository({ db: tx }).replaceAssignments('group', groupId, assignments);
        return groupId;
      });
    },

    async deleteGroup(id: string) {
      await db.delete(groupTable).where(eq(groupTable.id, id));
    },

    /** Group ids the user belongs to. */
    async groupIdsOf(userId: string) {
      return (
        await db
          .select({ id: groupMemberTable.groupId })
          .from(groupMemberTable)
          .where(eq(groupMemberTable.userId, userId))
      ).map((row) => row.id);
    },

    /** Active members of the group. */
    async memberIdsOf(groupId: string) {
      return (
        await db
          .select({ id: groupMemberTable.userId })
          .from(groupMemberTable)
          .innerJoin(userTable, eq(userTable.id, groupMemberTable.userId))
          .where(and(eq(groupMemberTable.groupId, groupId), eq(userTable.active, true)))
      ).map((row) => row.id);
    },
  };
}

export type UserGroupsRepository = ReturnType<typeof createUserGroupsRepository>;
