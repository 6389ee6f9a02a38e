import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { createKanzleiDirectory } from '../tenancy/index.js';
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

/** Deputy entries of one Kanzlei, with the names of principal and deputy (from tenancy). */
export function createDeputiesRepository({ db }: { db: Db }) {
  const d = deputyTable;
  const directory = createKanzleiDirectory({ db });

  /** Adds the names of principals and deputies: one more query for users, one for groups. */
  async function withNames(rows: (typeof d.$inferSelect)[]): Promise<DeputyRow[]> {
    const names = await directory.namesOf({
      userIds: rows.flatMap((row) => [row.principalUserId, ...(row.deputyUserId ? [row.deputyUserId] : [])]),
      groupIds: rows.flatMap((row) => (row.deputyGroupId ? [row.deputyGroupId] : [])),
    });
    return rows.map((row) => ({
      ...row,
      principalName: names.users.get(row.principalUserId) ?? '',
      deputyName:
        (row.deputyUserId ? names.users.get(row.deputyUserId) : undefined) ??
        (row.deputyGroupId ? names.groups.get(row.deputyGroupId) : undefined) ??
        '',
    }));
  }

  return {
    async list(kanzleiId: string, principalUserId: string | null) {
      const rows = await db
        .select()
        .from(d)
        .where(
          and(
            eq(d.kanzleiId, kanzleiId),
            principalUserId ? eq(d.principalUserId, principalUserId) : undefined,
          ),
        )
        .orderBy(asc(d.startsAt));
      return withNames(rows);
    },

    async find(kanzleiId: string, id: string) {
      const [row] = await withNames(
        await db
          .select()
          .from(d)
          .where(and(eq(d.kanzleiId, kanzleiId), eq(d.id, id))),
      );
      return row ?? null;
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
  };
}

export type DeputiesRepository = ReturnType<typeof createDeputiesRepository>;
