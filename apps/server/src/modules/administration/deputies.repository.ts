import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../kernel/database.js';
import {
  groupMemberTable,
  groupTable,
  mandantAccessTable,
  rightGrantTable,
  userTable,
} from '../tenancy/tenancy.tables.js';
import { deputyTable } from './administration.tables.js';

export type DeputyRow = typeof deputyTable.$inferSelect & { principalName: string; deputyName: string };
export type DeputyValues = {
  principalUserId: string;
  deputyType: 'USER' | 'GROUP';
  deputyUserId: string | null;
  deputyGroupId: string | null;
  startsAt: string;
  endsAt: string | null;
  description: string;
  active: boolean;
};

/** Deputy entries of one Kanzlei, and the rights and Mandant access needed to compare principal and deputy. */
export function createDeputiesRepository({ db }: { db: Db }) {
  const d = deputyTable;
  const principal = alias(userTable, 'principal');
  const deputyUser = alias(userTable, 'deputy_user');

  const selectRows = () =>
    db
      .select({
        row: d,
        principalName: principal.fullName,
        deputyUserName: deputyUser.fullName,
        deputyGroupName: groupTable.name,
      })
      .from(d)
      .innerJoin(principal, eq(principal.id, d.principalUserId))
      .leftJoin(deputyUser, eq(deputyUser.id, d.deputyUserId))
      .leftJoin(groupTable, eq(groupTable.id, d.deputyGroupId));

  const toRow = (result: Awaited<ReturnType<typeof selectRows>>[number]): DeputyRow => ({
    ...result.row,
    principalName: result.principalName,
    deputyName: result.deputyUserName ?? result.deputyGroupName ?? '',
  });

  return {
    async list(kanzleiId: string, principalUserId: string | null) {
      const rows = await selectRows()
        .where(
          and(
            eq(d.kanzleiId, kanzleiId),
            principalUserId ? eq(d.principalUserId, principalUserId) : undefined,
          ),
        )
        .orderBy(asc(d.startsAt));
      return rows.map(toRow);
    },

    async find(kanzleiId: string, id: string) {
      const [row] = await selectRows().where(and(eq(d.kanzleiId, kanzleiId), eq(d.id, id)));
      return row ? toRow(row) : null;
    },

    async insert(kanzleiId: string, values: DeputyValues, createdBy: string) {
      const [row] = await db
        .insert(d)
        .values({ ...values, kanzleiId, createdBy })
        .returning({ id: d.id });
      return (row as { id: string }).id;
    },

    async update(kanzleiId: string, id: string, values: DeputyValues) {
      await db
        .update(d)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(d.kanzleiId, kanzleiId), eq(d.id, id)));
    },

    async delete(kanzleiId: string, id: string) {
      const rows = await db
        .delete(d)
        .where(and(eq(d.kanzleiId, kanzleiId), eq(d.id, id)))
        .returning({ id: d.id });
      return rows.length;
    },

    /** Entries in force at `at`: switched on, started, not ended. */
    async activeAt(
      at: string,
      filter: { principalUserId?: string; deputyUserId?: string; deputyGroupIds?: string[] },
    ) {
      const deputyMatch = or(
        filter.deputyUserId ? eq(d.deputyUserId, filter.deputyUserId) : undefined,
        filter.deputyGroupIds?.length ? inArray(d.deputyGroupId, filter.deputyGroupIds) : undefined,
      );
      return db
        .select()
        .from(d)
        .where(
          and(
            eq(d.active, true),
            lte(d.startsAt, at),
            or(isNull(d.endsAt), gt(d.endsAt, at)),
            filter.principalUserId ? eq(d.principalUserId, filter.principalUserId) : undefined,
            filter.deputyUserId || filter.deputyGroupIds ? (deputyMatch ?? sql`false`) : undefined,
          ),
        );
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

export type DeputiesRepository = ReturnType<typeof createDeputiesRepository>;
