import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { userTable } from '../tenancy/tenancy.tables.js';
import { archiveSearchMaskTable as m } from './archive.tables.js';

export type MaskRow = typeof m.$inferSelect & { ownerName: string };
export type MaskValues = Pick<
  typeof m.$inferInsert,
  'name' | 'entries' | 'resultFields' | 'showRevision' | 'showSystemFields'
>;

/** Search masks: a user's own and those published in the Kanzlei. */
export function createMaskRepository({ db }: { db: Db }) {
  const columns = { mask: m, ownerName: userTable.fullName };
  const toRow = (row: { mask: typeof m.$inferSelect; ownerName: string }): MaskRow => ({
    ...row.mask,
    ownerName: row.ownerName,
  });
  return {
    async listVisible(kanzleiId: string, userId: string) {
      const rows = await db
        .select(columns)
        .from(m)
        .innerJoin(userTable, eq(userTable.id, m.ownerId))
        .where(and(eq(m.kanzleiId, kanzleiId), or(eq(m.ownerId, userId), eq(m.published, true))))
        .orderBy(asc(m.name));
      return rows.map(toRow);
    },

    async find(id: string) {
      const [row] = await db
        .select(columns)
        .from(m)
        .innerJoin(userTable, eq(userTable.id, m.ownerId))
        .where(eq(m.id, id));
      return row ? toRow(row) : null;
    },

    async nameTaken(ownerId: string, name: string, exceptId?: string) {
      const [row] = await db
        .select({ id: m.id })
        .from(m)
        .where(
          and(
            eq(m.ownerId, ownerId),
            sql`lower(${m.name}) = lower(${name})`,
            exceptId ? sql`${m.id} <> ${exceptId}` : undefined,
          ),
        );
      return row !== undefined;
    },

    async insert(kanzleiId: string, ownerId: string, values: MaskValues) {
      const [row] = await db
        .insert(m)
        .values({ ...values, kanzleiId, ownerId })
        .returning({ id: m.id });
      return (row as { id: string }).id;
    },

    async update(id: string, values: Partial<MaskValues> & { published?: boolean }) {
      await db
        .update(m)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(m.id, id));
    },

    async delete(id: string) {
      await db.delete(m).where(eq(m.id, id));
    },
  };
}
