import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { userGuardColumns } from '../tenancy/index.js';
import { hashToken, queryRows, toSessionRow, type SessionRow } from './auth.repository.common.js';
import { sessionTable } from './auth.tables.js';

/** One session: opening it (with its first refresh token), reading it and marking it as seen. */
export function createSessionRepository({ db }: { db: Db }) {
  return {
    /** Opens a session and issues its first refresh token, in one statement. */
    async createSession(values: {
      userId: string;
      audience: string;
      clientId: string | null;
      persistent: boolean;
      userAgent: string | null;
      ip: string | null;
      expiresAt: Date;
      parentSessionId?: string | null;
      grantId?: string | null;
      deviceKeyHash?: string | null;
    }): Promise<{ session: SessionRow; refreshToken: string }> {
      const refreshToken = randomBytes(32).toString('base64url');
      const expiresAt = values.expiresAt.toISOString();
      const rows = await queryRows<Record<string, unknown>>(
        db.execute(sql`
          WITH created AS (
            INSERT INTO auth_session (user_id, audience, client_id, persistent, user_agent, ip, expires_at,
                                      parent_session_id, grant_id, device_key_hash)
            VALUES (${values.userId}, ${values.audience}, ${values.clientId}, ${values.persistent},
                    ${values.userAgent}, ${values.ip}, ${expiresAt}, ${values.parentSessionId ?? null},
                    ${values.grantId ?? null}, ${values.deviceKeyHash ?? null})
            RETURNING *
          ), token AS (
            INSERT INTO auth_refresh_token (session_id, token_hash, expires_at)
            SELECT id, ${hashToken(refreshToken)}, ${expiresAt} FROM created
          )
          SELECT * FROM created`),
      );
      return { session: toSessionRow(rows[0] as Record<string, unknown>), refreshToken };
    },

    async findSession(id: string): Promise<SessionRow | null> {
      const [row] = await db.select().from(sessionTable).where(eq(sessionTable.id, id));
      return row ?? null;
    },

    /** A session with its user's names and live admin flag, for the request guard (one query). */
    async findSessionWithUser(id: string): Promise<{
      session: SessionRow;
      kuerzel: string;
      fullName: string;
      isAdmin: boolean;
      active: boolean;
    } | null> {
      const [row] = await db
        .select({ session: sessionTable, ...userGuardColumns(sessionTable.userId) })
        .from(sessionTable)
        .where(eq(sessionTable.id, id));
      return row?.kuerzel != null && row.fullName != null
        ? {
            session: row.session,
            kuerzel: row.kuerzel,
            fullName: row.fullName,
            isAdmin: row.isAdmin === true,
            active: row.active === true,
          }
        : null;
    },

    /** Marks the session, its parent and its children as seen now (the client's ping). */
    async touchSessionFamily(session: Pick<SessionRow, 'id' | 'parentSessionId'>) {
      const root = session.parentSessionId ?? session.id;
      await db
        .update(sessionTable)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            isNull(sessionTable.endedAt),
            sql`(${sessionTable.id} = ${root} OR ${sessionTable.parentSessionId} = ${root})`,
          ),
        );
    },

    async touchSession(id: string) {
      await db
        .update(sessionTable)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessionTable.id, id));
    },
  };
}
