import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import type { SessionRow } from './auth.repository.common.js';
import { clientAppTable, sessionTable } from './auth.tables.js';

/** Which sessions there are: live ones per user, audience or grant, and the caller's own among ids. */
export function createSessionListRepository({ db }: { db: Db }) {
  return {
    /** Live sessions of the user at one audience, excluding `exceptId`. */
    async listLiveSessionsAt(userId: string, audience: string, exceptId?: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessionTable)
        .where(
          and(
            eq(sessionTable.userId, userId),
            eq(sessionTable.audience, audience),
            isNull(sessionTable.endedAt),
            gt(sessionTable.expiresAt, sql`now()`),
            ...(exceptId ? [ne(sessionTable.id, exceptId)] : []),
          ),
        );
    },

    /** Users other than `userId` signed in to the audience and seen within `freshSeconds`. */
    async countOtherActiveUsersAt(audience: string, userId: string, freshSeconds: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(DISTINCT ${sessionTable.userId})::int` })
        .from(sessionTable)
        .where(
          and(
            eq(sessionTable.audience, audience),
            ne(sessionTable.userId, userId),
            isNull(sessionTable.endedAt),
            gt(sessionTable.expiresAt, sql`now()`),
            gt(sessionTable.lastSeenAt, sql`now() - make_interval(secs => ${freshSeconds})`),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async listLiveSessionsOfUser(userId: string) {
      return db
        .select({ session: sessionTable, clientName: clientAppTable.name })
        .from(sessionTable)
        .leftJoin(clientAppTable, eq(clientAppTable.clientId, sessionTable.clientId))
        .where(
          and(
            eq(sessionTable.userId, userId),
            isNull(sessionTable.endedAt),
            gt(sessionTable.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(sessionTable.lastSeenAt));
    },

    /** Session ids of the user among `ids` (all of them for an administrator's Kanzlei when `anyUser`). */
    async filterOwnSessions(ids: string[], userId: string | null): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: sessionTable.id })
        .from(sessionTable)
        .where(and(inArray(sessionTable.id, ids), ...(userId ? [eq(sessionTable.userId, userId)] : [])));
      return rows.map((row) => row.id);
    },

    async listLiveSessionIdsOfGrant(grantId: string): Promise<string[]> {
      const rows = await db
        .select({ id: sessionTable.id })
        .from(sessionTable)
        .where(and(eq(sessionTable.grantId, grantId), isNull(sessionTable.endedAt)));
      return rows.map((row) => row.id);
    },
  };
}
