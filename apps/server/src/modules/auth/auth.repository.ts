import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import {
  createTenancyRepository,
  userGuardColumns,
  type TokenFacts,
  type UserRow,
} from '../tenancy/index.js';
import { clientAppTable, loginThrottleTable, refreshTokenTable, sessionTable } from './auth.tables.js';

export type SessionRow = typeof sessionTable.$inferSelect;
export type RefreshTokenRow = typeof refreshTokenTable.$inferSelect;

/** Rows of a raw `db.execute`: both drivers (PGlite, node-postgres) answer with `{ rows }`. */
async function queryRows<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/** A raw `auth_session` row (snake_case, as raw SQL returns it) in Drizzle's shape. */
function toSessionRow(row: Record<string, unknown>): SessionRow {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const time = (value: unknown) =>
    value === null || value === undefined
      ? null
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  return {
    id: String(row.id),
    userId: String(row.user_id),
    audience: String(row.audience),
    clientId: text(row.client_id),
    persistent: row.persistent === true,
    userAgent: text(row.user_agent),
    ip: text(row.ip),
    createdAt: time(row.created_at) as string,
    lastSeenAt: time(row.last_seen_at) as string,
    expiresAt: time(row.expires_at) as string,
    endedAt: time(row.ended_at),
    endReason: text(row.end_reason),
    parentSessionId: text(row.parent_session_id),
    grantId: text(row.grant_id),
  };
}

const throttleRow = (loginName: string, clientKey: string) =>
  and(eq(loginThrottleTable.loginName, loginName), eq(loginThrottleTable.clientKey, clientKey));

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** Why a session ended; the guard and the token endpoint answer differently per reason. */
export const SessionEndReason = {
  logout: 'logout',
  revoked: 'revoked',
  instanceTerminated: 'instance_terminated',
  refreshTokenReused: 'refresh_token_reused',
  codeReused: 'code_reused',
  replaced: 'replaced',
  grantRevoked: 'grant_revoked',
  userDeactivated: 'user_deactivated',
} as const;
export type SessionEndReasonValue = (typeof SessionEndReason)[keyof typeof SessionEndReason];

/** A session that `endSessionTrees` ended. */
export type EndedSession = { sessionId: string; userId: string; audience: string };

export function createAuthRepository({ db }: { db: Db }) {
  const tenancy = createTenancyRepository({ db });

  /** Ends the sessions and every module session below them; returns the sessions it ended. */
  async function endSessionTrees(ids: string[], reason: SessionEndReasonValue): Promise<EndedSession[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<{ id: string; user_id: string; audience: string }>(
      db.execute(sql`
      WITH RECURSIVE tree AS (
        SELECT id FROM auth_session WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        UNION
        SELECT child.id FROM auth_session child JOIN tree ON child.parent_session_id = tree.id
      )
      UPDATE auth_session SET ended_at = now(), end_reason = ${reason}
      WHERE id IN (SELECT id FROM tree) AND ended_at IS NULL
      RETURNING id, user_id, audience`),
    );
    return rows.map((row) => ({
      sessionId: String(row.id),
      userId: String(row.user_id),
      audience: row.audience,
    }));
  }

  return {
    endSessionTrees,

    /**
     * Ends every live session of the user (access and refresh tokens stop working at once, the
     * devices learn FORCE_LOGOUT), except the session `except` and its module sessions: after a
     * password or rights change. Returns how many sessions ended.
     */
    async endSessionsOfUser(
      userId: string,
      options: { except?: string | null; reason?: SessionEndReasonValue } = {},
    ): Promise<number> {
      const except = options.except ?? null;
      const reason = options.reason ?? SessionEndReason.revoked;
      const rows = await queryRows<{ id: string }>(
        db.execute(sql`
        UPDATE auth_session SET ended_at = now(), end_reason = ${reason}
        WHERE user_id = ${userId} AND ended_at IS NULL
          AND (${except}::uuid IS NULL
               OR (id <> ${except}::uuid AND parent_session_id IS DISTINCT FROM ${except}::uuid))
        RETURNING id`),
      );
      return rows.length;
    },

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
    }): Promise<{ session: SessionRow; refreshToken: string }> {
      const refreshToken = randomBytes(32).toString('base64url');
      const expiresAt = values.expiresAt.toISOString();
      const rows = await queryRows<Record<string, unknown>>(
        db.execute(sql`
          WITH created AS (
            INSERT INTO auth_session (user_id, audience, client_id, persistent, user_agent, ip, expires_at,
                                      parent_session_id, grant_id)
            VALUES (${values.userId}, ${values.audience}, ${values.clientId}, ${values.persistent},
                    ${values.userAgent}, ${values.ip}, ${expiresAt}, ${values.parentSessionId ?? null},
                    ${values.grantId ?? null})
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

    /** The stored refresh token with its session and user, whatever their state. */
    async findRefreshToken(
      raw: string,
      readerGroup: string,
    ): Promise<{ token: RefreshTokenRow; session: SessionRow; user: UserRow; facts: TokenFacts } | null> {
      const [row] = await db
        .select({ token: refreshTokenTable, session: sessionTable })
        .from(refreshTokenTable)
        .innerJoin(sessionTable, eq(sessionTable.id, refreshTokenTable.sessionId))
        .where(eq(refreshTokenTable.tokenHash, hashToken(raw)));
      if (!row) return null;
      const found = await tenancy.findUserByIdWithTokenFacts(row.session.userId, readerGroup);
      return found ? { ...row, ...found } : null;
    },

    /**
     * Rotation in one statement: marks the token used and issues the next one. Null when another
     * request used the token first.
     */
    async rotateRefreshToken(tokenId: string, sessionId: string, expiresAt: Date): Promise<string | null> {
      const next = randomBytes(32).toString('base64url');
      const rows = await queryRows<{ n: number }>(
        db.execute(sql`
          WITH claimed AS (
            UPDATE auth_refresh_token SET used_at = now()
            WHERE id = ${tokenId} AND used_at IS NULL
            RETURNING session_id
          ), issued AS (
            INSERT INTO auth_refresh_token (session_id, token_hash, expires_at)
            SELECT ${sessionId}::uuid, ${hashToken(next)}, ${expiresAt.toISOString()} FROM claimed
            RETURNING 1
          )
          SELECT count(*)::int AS n FROM issued`),
      );
      return Number(rows[0]?.n ?? 0) === 1 ? next : null;
    },

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

    /** Audiences of module sessions below `parentId` the server terminated and that were not reopened. */
    async listTerminatedChildAudiences(parentId: string): Promise<string[]> {
      const rows = await queryRows<{ audience: string }>(
        db.execute(sql`
        SELECT DISTINCT ended.audience FROM auth_session ended
        WHERE ended.parent_session_id = ${parentId}
          AND ended.end_reason = ${SessionEndReason.instanceTerminated}
          AND NOT EXISTS (
            SELECT 1 FROM auth_session reopened
            WHERE reopened.parent_session_id = ${parentId} AND reopened.audience = ended.audience
              AND reopened.ended_at IS NULL AND reopened.created_at > ended.ended_at)`),
      );
      return rows.map((row) => String(row.audience));
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

    /** Session ids the raw refresh tokens belong to (current or used tokens alike). */
    async sessionIdsOfRefreshTokens(raws: string[]): Promise<string[]> {
      if (raws.length === 0) return [];
      const rows = await db
        .selectDistinct({ id: refreshTokenTable.sessionId })
        .from(refreshTokenTable)
        .where(inArray(refreshTokenTable.tokenHash, raws.map(hashToken)));
      return rows.map((row) => row.id);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** What other modules may do with a user's sessions: end them after a password or rights change. */
