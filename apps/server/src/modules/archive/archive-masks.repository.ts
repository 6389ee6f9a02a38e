import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { archiveSearchMaskTable as m } from './archive.tables.js';

export type MaskRow = typeof m.$inferSelect;
export type MaskValues = Pick<
  typeof m.$inferInsert,
  'name' | 'entries' | 'resultFields' | 'showRevision' | 'showSystemFields'
>;

/** Search masks: a user's own and those published in the Kanzlei. */
export function createMaskRepository({ db }: { db: Db }) {
  return {
    async listVisible(kanzleiId: string, userId: string) {
      return db
        .select()
        .from(m)
        .where(and(eq(m.kanzleiId, kanzleiId), or(eq(m.ownerId, userId), eq(m.published, true))))
        .orderBy(asc(m.name));
    },

    async find(id: string) {
      const [row] = await db.select().from(m).where(eq(m.id, id));
      return row ?? null;
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
