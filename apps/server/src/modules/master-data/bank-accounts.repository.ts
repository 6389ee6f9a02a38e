import type { BankAccount } from '@belegfluss/shared';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { mandantBankAccountTable } from './master-data.tables.js';

const t = mandantBankAccountTable;
const toBankAccount = (row: typeof t.$inferSelect): BankAccount => ({
  id: row.id,
  mandantId: row.mandantId,
  accountName: row.accountName,
  iban: row.iban,
  bic: row.bic,
  isDefault: row.isDefault,
});

/** The Mandant's own bank accounts; at most one is the default (a partial unique index holds that). */
export function createBankAccountsRepository({ db }: { db: Db }) {
  return {
    async list(mandantId: string) {
      return (
        await db
          .select()
          .from(t)
          .where(eq(t.mandantId, mandantId))
          .orderBy(desc(t.isDefault), asc(t.accountName))
      ).map(toBankAccount);
    },

    async find(mandantId: string, id: string) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.mandantId, mandantId), eq(t.id, id)));
      return row ? toBankAccount(row) : null;
    },

    async findByName(mandantId: string, accountName: string, exceptId?: string) {
      const [row] = await db
        .select()
        .from(t)
        .where(
          and(
            eq(t.mandantId, mandantId),
            sql`lower(${t.accountName}) = lower(${accountName})`,
            exceptId ? ne(t.id, exceptId) : undefined,
          ),
        );
      return row ? toBankAccount(row) : null;
    },

    /** Writes an account; when it becomes the default, the previous default gives the flag up in the same transaction. */
    async save(
      mandantId: string,
      id: string | null,
      values: { accountName: string; iban: string; bic: string; isDefault: boolean },
    ) {
      return db.transaction(async (tx) => {
        const [existingDefault] = await tx
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.mandantId, mandantId), eq(t.isDefault, true)));
        const isDefault = values.isDefault || !existingDefault || existingDefault.id === id;
        if (isDefault && existingDefault && existingDefault.id !== id) {
          await tx.update(t).set({ isDefault: false }).where(eq(t.id, existingDefault.id));
        }
        const [row] = id
          ? await tx
              .update(t)
              .set({ ...values, isDefault, updatedAt: sql`now()` })
              .where(and(eq(t.mandantId, mandantId), eq(t.id, id)))
              .returning()
          : await tx
              .insert(t)
              .values({ ...values, isDefault, mandantId })
              .returning();
        return row ? toBankAccount(row) : null;
      });
    },

    async setDefault(mandantId: string, id: string) {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.mandantId, mandantId), eq(t.id, id)));
        if (!target) return false;
        await tx
          .update(t)
          .set({ isDefault: false })
          .where(and(eq(t.mandantId, mandantId), eq(t.isDefault, true)));
        await tx
          .update(t)
          .set({ isDefault: true, updatedAt: sql`now()` })
          .where(eq(t.id, id));
        return true;
      });
    },

    async delete(mandantId: string, id: string) {
      const rows = await db
        .delete(t)
        .where(and(eq(t.mandantId, mandantId), eq(t.id, id)))
        .returning({ id: t.id });
      return rows.length;
    },
  };
}

export type BankAccountsRepository = ReturnType<typeof createBankAccountsRepository>;
