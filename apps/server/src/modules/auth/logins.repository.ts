import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { createTenancyRepository, type TokenFacts, type UserRow } from '../tenancy/index.js';
import { loginThrottleTable } from './auth.tables.js';

const throttleRow = (loginName: string, clientKey: string) =>
  and(eq(loginThrottleTable.loginName, loginName), eq(loginThrottleTable.clientKey, clientKey));

/** Signing in: the user of a login name, the failed sign-ins per name and client, and the password. */
export function createLoginRepository({ db }: { db: Db }) {
  const tenancy = createTenancyRepository({ db });

  return {
    setPassword: (userId: string, passwordHash: string, changedAt: Date) =>
      tenancy.setPassword(userId, passwordHash, changedAt),

    /**
     * The user of a login name and the failed sign-ins of the name from this client, in one query:
     * seconds the client must still wait (0 when it may try) and whether failures are recorded at all.
     */
    async findLogin(
      loginName: string,
      clientKey: string,
      now: Date,
      readerGroup: string,
    ): Promise<{ user: UserRow | null; facts: TokenFacts; lockedSeconds: number; hasFailures: boolean }> {
      const [found, [throttle]] = await Promise.all([
        tenancy.findUserByLoginWithTokenFacts(loginName, readerGroup),
        db.select().from(loginThrottleTable).where(throttleRow(loginName, clientKey)),
      ]);
      const lockedUntil = throttle?.lockedUntil;
      return {
        user: found?.user ?? null,
        facts: found?.facts ?? { rights: [], fibu: null, isReader: false },
        lockedSeconds: lockedUntil
          ? Math.max(0, Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000))
          : 0,
        hasFailures: Boolean(throttle),
      };
    },

    /**
     * Counts a failed sign-in for the login name from this client and locks that pair for
     * `lockSecondsAfter(failures)`. Failures older than a day are forgotten (rows of unknown names
     * and passing clients do not pile up).
     */
    async recordFailedLogin(
      loginName: string,
      clientKey: string,
      now: Date,
      lockSecondsAfter: (failures: number) => number,
    ) {
      await db
        .delete(loginThrottleTable)
        .where(sql`${loginThrottleTable.updatedAt} < ${new Date(now.getTime() - 86_400_000).toISOString()}`);
      const [row] = await db
        .insert(loginThrottleTable)
        .values({ loginName, clientKey, failedCount: 1, updatedAt: now.toISOString() })
        .onConflictDoUpdate({
          target: [loginThrottleTable.loginName, loginThrottleTable.clientKey],
          set: { failedCount: sql`${loginThrottleTable.failedCount} + 1`, updatedAt: now.toISOString() },
        })
        .returning();
      const lockSeconds = lockSecondsAfter(row?.failedCount ?? 1);
      if (lockSeconds > 0) {
        await db
          .update(loginThrottleTable)
          .set({ lockedUntil: new Date(now.getTime() + lockSeconds * 1000).toISOString() })
          .where(throttleRow(loginName, clientKey));
      }
    },

    /** A successful sign-in forgets the failures of this client only; other clients stay throttled. */
    async clearFailedLogins(loginName: string, clientKey: string) {
      await db.delete(loginThrottleTable).where(throttleRow(loginName, clientKey));
    },
  };
}
