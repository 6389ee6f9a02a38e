import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { clientErrorLogTable, userJsonDataTable, userShellSettingTable } from './shell.tables.js';

export function createShellRepository({ db }: { db: Db }) {
  async function upsertSetting(userId: string, values: Partial<typeof userShellSettingTable.$inferInsert>) {
    await db
      .insert(userShellSettingTable)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: userShellSettingTable.userId,
        set: { ...values, updatedAt: sql`now()` },
      });
  }

  return {
    async getUserSetting(userId: string) {
      const [row] = await db
        .select()
        .from(userShellSettingTable)
        .where(eq(userShellSettingTable.userId, userId));
      return row ?? null;
    },
    setUserTheme: (userId: string, theme: string) => upsertSetting(userId, { theme }),
    setLastNotifiedReleaseVersion: (userId: string, version: string) =>
      upsertSetting(userId, { lastNotifiedReleaseVersion: version }),

    async getJsonData(userId: string, key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: userJsonDataTable.value })
        .from(userJsonDataTable)
        .where(and(eq(userJsonDataTable.userId, userId), eq(userJsonDataTable.key, key)));
      return row ? row.value : null;
    },

    async setJsonData(userId: string, key: string, value: unknown) {
      await db
        .insert(userJsonDataTable)
        .values({ userId, key, value })
        .onConflictDoUpdate({
          target: [userJsonDataTable.userId, userJsonDataTable.key],
          set: { value, updatedAt: sql`now()` },
        });
    },

    async removeJsonData(userId: string, key: string): Promise<boolean> {
      const removed = await db
        .delete(userJsonDataTable)
        .where(and(eq(userJsonDataTable.userId, userId), eq(userJsonDataTable.key, key)))
        .returning({ key: userJsonDataTable.key });
      return removed.length > 0;
    },

    async writeErrorLog(entry: {
      userId: string | null;
      message: string;
      url: string | null;
      userAgent: string | null;
    }) {
      await db.insert(clientErrorLogTable).values(entry);
    },

    async listErrorLog(limit: number) {
      return db
        .select({
          createdAt: clientErrorLogTable.createdAt,
          userId: clientErrorLogTable.userId,
          message: clientErrorLogTable.message,
          url: clientErrorLogTable.url,
          userAgent: clientErrorLogTable.userAgent,
        })
        .from(clientErrorLogTable)
        .orderBy(desc(clientErrorLogTable.createdAt))
        .limit(limit);
    },
  };
}

export type ShellRepository = ReturnType<typeof createShellRepository>;
