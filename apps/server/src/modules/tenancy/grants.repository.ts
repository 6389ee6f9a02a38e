import type { RightGrant } from '@belegfluss/shared';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { groupMemberTable, mandantAccessTable, rightGrantTable } from './tenancy.tables.js';

/** Rights, Mandant access and memberships given to a user or a group in one save. */
export type Assignments = {
  groupIds?: string[];
  memberIds?: string[];
  rights: RightGrant[];
  mandantIds: string[];
};

export type GrantOwner = 'user' | 'group';

/**
 * Rights and Mandant access granted to users and groups, and group memberships. Pass a transaction
 * as `db` to replace assignments together with the owner's row.
 */
export function createGrantsRepository({ db }: { db: Db }) {
  const grantColumn = (owner: GrantOwner) =>
    owner === 'user' ? rightGrantTable.userId : rightGrantTable.groupId;
  const accessColumn = (owner: GrantOwner) =>
    owner === 'user' ? mandantAccessTable.userId : mandantAccessTable.groupId;
  const ownerValue = (owner: GrantOwner, id: string) => (owner === 'user' ? { userId: id } : { groupId: id });

  async function replaceRights(owner: GrantOwner, id: string, rights: RightGrant[]) {
    await db.delete(rightGrantTable).where(eq(grantColumn(owner), id));
    const unique = new Map(rights.map((grant) => [`${grant.right}|${grant.mandantId ?? ''}`, grant]));
    if (unique.size === 0) return;
    await db.insert(rightGrantTable).values(
      [...unique.values()].map((grant) => ({
        ...ownerValue(owner, id),
        mandantId: grant.mandantId,
        rightName: grant.right,
      })),
    );
  }

  async function replaceMandantAccess(owner: GrantOwner, id: string, mandantIds: string[]) {
    await db.delete(mandantAccessTable).where(eq(accessColumn(owner), id));
    const unique = [...new Set(mandantIds)];
    if (unique.length === 0) return;
    await db
      .insert(mandantAccessTable)
      .values(unique.map((mandantId) => ({ ...ownerValue(owner, id), mandantId })));
  }

  async function replaceMemberships(owner: GrantOwner, id: string, assignments: Assignments) {
    if (owner === 'user' && assignments.groupIds) {
      await db.delete(groupMemberTable).where(eq(groupMemberTable.userId, id));
      const groupIds = [...new Set(assignments.groupIds)];
      if (groupIds.length)
        await db.insert(groupMemberTable).values(groupIds.map((groupId) => ({ groupId, userId: id })));
    }
    if (owner === 'group' && assignments.memberIds) {
      await db.delete(groupMemberTable).where(eq(groupMemberTable.groupId, id));
      const memberIds = [...new Set(assignments.memberIds)];
      if (memberIds.length)
        await db.insert(groupMemberTable).values(memberIds.map((userId) => ({ groupId: id, userId })));
    }
  }

  return {
    /** Rights and Mandant access granted directly to each of the users or groups. */
    async grantsOf(owner: GrantOwner, ids: string[]) {
      if (ids.length === 0) return new Map<string, { rights: RightGrant[]; mandantIds: string[] }>();
      const [grants, access] = await Promise.all([
        db
          .select()
          .from(rightGrantTable)
          .where(inArray(grantColumn(owner), ids)),
        db
          .select()
          .from(mandantAccessTable)
          .where(inArray(accessColumn(owner), ids)),
      ]);
      const result = new Map(
        ids.map((id) => [id, { rights: [] as RightGrant[], mandantIds: [] as string[] }]),
      );
      for (const grant of grants) {
        result
          .get((owner === 'user' ? grant.userId : grant.groupId) as string)
          ?.rights.push({ right: grant.rightName, mandantId: grant.mandantId });
      }
      for (const row of access)
        result.get((owner === 'user' ? row.userId : row.groupId) as string)?.mandantIds.push(row.mandantId);
      return result;
    },

    /** Makes the owner's rights, Mandant access and (when given) memberships exactly `assignments`. */
    async replaceAssignments(owner: GrantOwner, id: string, assignments: Assignments) {
      await replaceRights(owner, id, assignments.rights);
      await replaceMandantAccess(owner, id, assignments.mandantIds);
      await replaceMemberships(owner, id, assignments);
    },

    /** Rights and Mandant access granted directly to a group. */
    async groupAuthority(groupId: string) {
      const [grants, access] = await Promise.all([
        db.select().from(rightGrantTable).where(eq(rightGrantTable.groupId, groupId)),
        db.select().from(mandantAccessTable).where(eq(mandantAccessTable.groupId, groupId)),
      ]);
      return {
        grants: grants.map((grant) => ({ right: grant.rightName, mandantId: grant.mandantId })),
        mandantIds: access.map((row) => row.mandantId),
      };
    },

    /** Rights of a user, held directly or through groups. */
    async userGrants(userId: string) {
      const groups = db
        .select({ id: groupMemberTable.groupId })
        .from(groupMemberTable)
        .where(eq(groupMemberTable.userId, userId));
      const grants = await db
        .select()
        .from(rightGrantTable)
        .where(or(eq(rightGrantTable.userId, userId), inArray(rightGrantTable.groupId, groups)));
      return grants.map((grant) => ({ right: grant.rightName, mandantId: grant.mandantId }));
    },
  };
}

export type GrantsRepository = ReturnType<typeof createGrantsRepository>;
