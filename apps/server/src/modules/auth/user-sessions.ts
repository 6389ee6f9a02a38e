import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import type { SessionEndReasonValue } from './auth.repository.js';
import { sessionTable } from './auth.tables.js';

/**
 * Sessions of a user as a whole, for modules that administer users: ending them signs the user
 * out everywhere (their access tokens stop working at the next request, refresh tokens too).
 */
export function createUserSessions({ db }: { db: Db }) {
  return {
    /**
     * Ends every live session of the user (shell and module sessions) for `reason`. `keepDevice`, a
     * shell session id, keeps that session and its module sessions (the caller's own device). Pass
     * `tx` to end them inside the caller's transaction. Returns how many sessions it ended.
     */
    async endSessionsOfUser(
      userId: string,
      options: { reason: SessionEndReasonValue; keepDevice?: string; tx?: Db },
    ): Promise<number> {
      const ended = await (options.tx ?? db)
        .update(sessionTable)
        .set({ endedAt: sql`now()`, endReason: options.reason })
        .where(
          and(
            eq(sessionTable.userId, userId),
            isNull(sessionTable.endedAt),
            ...(options.keepDevice
              ? [
                  ne(sessionTable.id, options.keepDevice),
                  or(
                    isNull(sessionTable.parentSessionId),
                    ne(sessionTable.parentSessionId, options.keepDevice),
                  ),
                ]
              : []),
          ),
        )
        .returning({ id: sessionTable.id });
      return ended.length;
    },
  };
}

export type UserSessions = ReturnType<typeof createUserSessions>;
