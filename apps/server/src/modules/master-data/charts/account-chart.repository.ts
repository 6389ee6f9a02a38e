import type { AccountFrame } from '@belegfluss/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../kernel/database.js';
import { accountChartTable } from '../master-data.tables.js';

/** The chart a Mandant has chosen; null until one is chosen. */
export function createAccountChartRepository({ db }: { db: Db }) {
  const t = accountChartTable;
  return {
    async find(mandantId: string): Promise<AccountFrame | null> {
      const [row] = await db.select({ frame: t.frame }).from(t).where(eq(t.mandantId, mandantId));
      return (row?.frame as AccountFrame | undefined) ?? null;
    },

    async save(mandantId: string, frame: AccountFrame) {
      await db
        .insert(t)
        .values({ mandantId, frame })
        .onConflictDoUpdate({ target: t.mandantId, set: { frame, updatedAt: sql`now()` } });
    },
  };
}
