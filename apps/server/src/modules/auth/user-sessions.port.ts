import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { sessionTable } from './auth.tables.js';

/**
 * What user administration may do with a user's sign-ins. Pass a transaction as `db` to end them
 * together with the change that causes it.
 */
export function createUserSessionsPort({ db }: { db: Db }) {
  return {
    /** Ends every open session of the user, so their tokens stop working at once. */
    async endAllSessionsOfUser(userId: string, reason: 'user_deactivated') {
      await db
        .update(sessionTable)
        .set({ endedAt: sql`now()`, endReason: reason })
        .where(and(eq(sessionTable.userId, userId), isNull(sessionTable.endedAt)));
    },
  };
}

export type UserSessionsPort = ReturnType<typeof createUserSessionsPort>;
