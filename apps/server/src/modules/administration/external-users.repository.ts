import type { ExternalUser } from '@belegfluss/shared';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { externalWorkflowUserTable } from './administration.tables.js';

const t = externalWorkflowUserTable;
const toExternalUser = (row: typeof t.$inferSelect): ExternalUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  scope: row.scope as ExternalUser['scope'],
  mandantId: row.mandantId,
  ownerUserId: row.ownerUserId,
});

/** External workflow users: cross-Mandant ones of the Kanzlei and user-dependent ones of one user in one Mandant. */
export function createExternalUsersRepository({ db }: { db: Db }) {
  const visible = (kanzleiId: string, mandantId: string, userId: string) =>
    and(
      eq(t.kanzleiId, kanzleiId),
      or(
        eq(t.scope, 'CROSS_MANDANT'),
        and(eq(t.scope, 'USER'), eq(t.mandantId, mandantId), eq(t.ownerUserId, userId)),
      ),
    );
  return {
    async listVisible(kanzleiId: string, mandantId: string, userId: string) {
      return (
        await db
          .select()
          .from(t)
          .where(visible(kanzleiId, mandantId, userId))
          .orderBy(asc(t.name))
      ).map(toExternalUser);
    },

    async findVisible(kanzleiId: string, mandantId: string, userId: string, id: string) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(visible(kanzleiId, mandantId, userId), eq(t.id, id)));
      return row ? toExternalUser(row) : null;
    },

    /** An external user by id with its Kanzlei, for workflow links (the caller checks Kanzlei and Mandant). */
    async findWithKanzlei(id: string) {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row ? { ...toExternalUser(row), kanzleiId: row.kanzleiId } : null;
    },

    /** Whether the e-mail is already among the external users visible in that place. */
    async emailTaken(kanzleiId: string, mandantId: string, userId: string, email: string, exceptId?: string) {
      const rows = await db
        .select({ id: t.id })
        .from(t)
        .where(
          and(
            visible(kanzleiId, mandantId, userId),
            sql`lower(${t.email}) = lower(${email})`,
            exceptId ? ne(t.id, exceptId) : undefined,
          ),
        );
      return rows.length > 0;
    },

    async insert(values: typeof t.$inferInsert) {
      const [row] = await db.insert(t).values(values).returning();
      return toExternalUser(row as typeof t.$inferSelect);
    },

    async update(
      id: string,
      values: Pick<typeof t.$inferInsert, 'name' | 'email' | 'scope' | 'mandantId' | 'ownerUserId'>,
    ) {
      const [row] = await db
        .update(t)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(t.id, id))
        .returning();
      return row ? toExternalUser(row) : null;
    },

    async delete(id: string) {
      await db.delete(t).where(eq(t.id, id));
    },
  };
}
