import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { capUserPrefTable } from './capture.tables.js';

/** Per-user capture settings (job list, viewer, preferences), stored as JSON by key. */
export function createPreferenceRepository({ db }: { db: Db }) {
  return {
    async getPreference(userId: string, key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: capUserPrefTable.value })
        .from(capUserPrefTable)
        .where(and(eq(capUserPrefTable.userId, userId), eq(capUserPrefTable.key, key)));
      return row?.value;
    },

    async setPreference(userId: string, key: string, value: unknown) {
      await db
        .insert(capUserPrefTable)
        .values({ userId, key, value })
        .onConflictDoUpdate({
          target: [capUserPrefTable.userId, capUserPrefTable.key],
          set: { value, updatedAt: sql`now()` },
        });
    },
  };
}

export type PreferenceRepository = ReturnType<typeof createPreferenceRepository>;
