import type { AdminUser, Group, RightGrant } from '@belegfluss/shared';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { sessionTable } from '../auth/auth.tables.js';
import { ORIGINAL_READER_GROUP } from '@belegfluss/shared';
import { toIso } from '../../kernel/sql.js';
import {
  groupMemberTable,
  groupTable,
  mandantAccessTable,
  mandantTable,
  rightGrantTable,
  userTable,
} from '../tenancy/tenancy.tables.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type UserValues = {
  kuerzel: string;
  fullName: string;
  email: string;
  kind: string;
  isAdmin: boolean;
  language: string;
  startModule: number;
  fibu: string | null;
  active: boolean;
};
export type Assignments = {
  groupIds?: string[];
  memberIds?: string[];
  rights: RightGrant[];
  mandantIds: string[];
};

/** Users, groups, their rights and Mandant access within one Kanzlei (tenancy tables, extended by 0520). */
export function createUsersRepository({ db }: { db: Db }) {
  const u = userTable;

  async function grantsOf(owner: 'user' | 'group', ids: string[]) {
    if (ids.length === 0) return new Map<string, { rights: RightGrant[]; mandantIds: string[] }>();
    const column = owner === 'user' ? rightGrantTable.userId : rightGrantTable.groupId;
    const accessColumn = owner === 'user' ? mandantAccessTable.userId : mandantAccessTable.groupId;
    const [grants, access] = await Promise.all([
      db.select().from(rightGrantTable).where(inArray(column, ids)),
      db.select().from(mandantAccessTable).where(inArray(accessColumn, ids)),
    ]);
    const result = new Map(ids.map((id) => [id, { rights: [] as RightGrant[], mandantIds: [] as string[] }]));
    for (const grant of grants) {
      result
        .get((owner === 'user' ? grant.userId : grant.groupId) as string)
        ?.rights.push({ right: grant.rightName, mandantId: grant.mandantId });
    }
    for (const row of access)
      result.get((owner === 'user' ? row.userId : row.groupId) as string)?.mandantIds.push(row.mandantId);
    return result;
  }

  async function replaceAssignments(tx: Tx, owner: 'user' | 'group', id: string, assignments: Assignments) {
    const grantColumn = owner === 'user' ? rightGrantTable.userId : rightGrantTable.groupId;
    const accessColumn = owner === 'user' ? mandantAccessTable.userId : mandantAccessTable.groupId;
    await tx.delete(rightGrantTable).where(eq(grantColumn, id));
    await tx.delete(mandantAccessTable).where(eq(accessColumn, id));
    const unique = new Map(
      assignments.rights.map((grant) => [`${grant.right}|${grant.mandantId ?? ''}`, grant]),
    );
    if (unique.size) {
      await tx.insert(rightGrantTable).values(
        [...unique.values()].map((grant) => ({
          ...(owner === 'user' ? { userId: id } : { groupId: id }),
          mandantId: grant.mandantId,
          rightName: grant.right,
        })),
      );
    }
    const mandantIds = [...new Set(assignments.mandantIds)];
    if (mandantIds.length) {
      await tx.insert(mandantAccessTable).values(
        mandantIds.map((mandantId) => ({
          ...(owner === 'user' ? { userId: id } : { groupId: id }),
          mandantId,
        })),
      );
    }
    if (owner === 'user' && assignments.groupIds) {
      await tx.delete(groupMemberTable).where(eq(groupMemberTable.userId, id));
      const groupIds = [...new Set(assignments.groupIds)];
      if (groupIds.length)
        await tx.insert(groupMemberTable).values(groupIds.map((groupId) => ({ groupId, userId: id })));
    }
    if (owner === 'group' && assignments.memberIds) {
      await tx.delete(groupMemberTable).where(eq(groupMemberTable.groupId, id));
      const memberIds = [...new Set(assignments.memberIds)];
      if (memberIds.length)
        await tx.insert(groupMemberTable).values(memberIds.map((userId) => ({ groupId: id, userId })));
    }
  }

  return {
    async listUsers(kanzleiId: string): Promise<AdminUser[]> {
      const users = await db.select().from(u).where(eq(u.kanzleiId, kanzleiId)).orderBy(asc(u.kuerzel));
      const ids = users.map((user) => user.id);
      const [assigned, memberships] = await Promise.all([
        grantsOf('user', ids),
        ids.length
          ? db.select().from(groupMemberTable).where(inArray(groupMemberTable.userId, ids))
          : Promise.resolve([]),
      ]);
      return users.map((user) => ({
        id: user.id,
        kuerzel: user.kuerzel,
        fullName: user.fullName,
        email: user.email ?? '',
        kind: user.kind as AdminUser['kind'],
        isAdmin: user.isAdmin,
        language: user.language as AdminUser['language'],
        startModule: user.startModule,
        fibu: user.fibu as AdminUser['fibu'],
        active: user.active,
        passwordChangedAt: user.passwordChangedAt ? toIso(user.passwordChangedAt) : null,
        createdAt: toIso(user.createdAt),
        groupIds: memberships.filter((row) => row.userId === user.id).map((row) => row.groupId),
        rights: assigned.get(user.id)?.rights ?? [],
        mandantIds: assigned.get(user.id)?.mandantIds ?? [],
      }));
    },

    async findUser(kanzleiId: string, id: string) {
      const [row] = await db
        .select()
        .from(u)
        .where(and(eq(u.kanzleiId, kanzleiId), eq(u.id, id)));
      return row ?? null;
    },

    async kuerzelTaken(kuerzel: string, exceptId?: string) {
      const rows = await db
        .select({ id: u.id })
        .from(u)
        .where(and(sql`lower(${u.kuerzel}) = lower(${kuerzel})`, exceptId ? ne(u.id, exceptId) : undefined));
      return rows.length > 0;
    },

    async createUser(
      kanzleiId: string,
      values: UserValues & { passwordHash: string },
      assignments: Assignments,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(u)
          .values({ ...values, kanzleiId, passwordChangedAt: sql`now()` })
          .returning({ id: u.id });
        const id = (row as { id: string }).id;
        await replaceAssignments(tx, 'user', id, assignments);
        return id;
      });
    },

    async updateUser(id: string, values: UserValues, assignments: Assignments) {
      await db.transaction(async (tx) => {
        await tx
          .update(u)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(u.id, id));
        await replaceAssignments(tx, 'user', id, assignments);
      });
    },

    async setPassword(id: string, passwordHash: string) {
      await db
        .update(u)
        .set({
          passwordHash,
          passwordChangedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(u.id, id));
    },

    /** Deactivating ends the user's sessions, so their tokens stop working at once. */
    async setActive(id: string, active: boolean) {
      await db.transaction(async (tx) => {
        await tx
          .update(u)
          .set({ active, updatedAt: sql`now()` })
          .where(eq(u.id, id));
        if (!active) {
          await tx
            .update(sessionTable)
            .set({ endedAt: sql`now()`, endReason: 'user_deactivated' })
            .where(and(eq(sessionTable.userId, id), isNull(sessionTable.endedAt)));
        }
      });
    },

    async setLanguage(id: string, language: string) {
      await db
        .update(u)
        .set({ language, updatedAt: sql`now()` })
        .where(eq(u.id, id));
    },

    async setStartModule(id: string, startModule: number) {
      await db
        .update(u)
        .set({ startModule, updatedAt: sql`now()` })
        .where(eq(u.id, id));
    },

    async listGroups(kanzleiId: string): Promise<Group[]> {
      const groups = await db
        .select()
        .from(groupTable)
        .where(eq(groupTable.kanzleiId, kanzleiId))
        .orderBy(asc(groupTable.name));
      const ids = groups.map((group) => group.id);
      const [assigned, members] = await Promise.all([
        grantsOf('group', ids),
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
        await replaceAssignments(tx, 'group', groupId, assignments);
        return groupId;
      });
    },

    async deleteGroup(id: string) {
      await db.delete(groupTable).where(eq(groupTable.id, id));
    },

    /** Of the given ids, those that are users, groups or Mandanten of the Kanzlei. */
    async knownIds(
      kanzleiId: string,
      ids: { userIds?: string[]; groupIds?: string[]; mandantIds?: string[] },
    ) {
      const [users, groups, mandanten] = await Promise.all([
        ids.userIds?.length
          ? db
              .select({ id: u.id })
              .from(u)
              .where(and(eq(u.kanzleiId, kanzleiId), inArray(u.id, ids.userIds)))
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

    /** Group ids the user belongs to. */
    async groupIdsOf(userId: string) {
      return (
        await db
          .select({ id: groupMemberTable.groupId })
          .from(groupMemberTable)
          .where(eq(groupMemberTable.userId, userId))
      ).map((row) => row.id);
    },

    async memberIdsOf(groupId: string) {
      return (
        await db
          .select({ id: groupMemberTable.userId })
          .from(groupMemberTable)
          .innerJoin(u, eq(u.id, groupMemberTable.userId))
          .where(and(eq(groupMemberTable.groupId, groupId), eq(u.active, true)))
      ).map((row) => row.id);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
