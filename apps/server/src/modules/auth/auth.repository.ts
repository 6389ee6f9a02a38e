import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { userTable } from '../tenancy/tenancy.tables.js';
import { refreshTokenTable, sessionTable } from './auth.tables.js';

export type SessionRow = typeof sessionTable.$inferSelect;

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

export function createAuthRepository({ db }: { db: Db }) {
  async function issueRefreshToken(sessionId: string, expiresAt: Date): Promise<string> {
    const raw = randomBytes(32).toString('base64url');
    await db.insert(refreshTokenTable).values({
      sessionId,
      tokenHash: hashToken(raw),
      expiresAt: expiresAt.toISOString(),
    });
    return raw;
  }

  async function endSession(id: string, reason: string) {
    await db
      .update(sessionTable)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(and(eq(sessionTable.id, id), isNull(sessionTable.endedAt)));
  }

  return {
    issueRefreshToken,
    endSession,

    async createSession(values: {
      userId: string;
      audience: string;
      clientId: string | null;
      persistent: boolean;
      userAgent: string | null;
      ip: string | null;
      expiresAt: Date;
    }): Promise<SessionRow> {
      const [row] = await db
        .insert(sessionTable)
        .values({ ...values, expiresAt: values.expiresAt.toISOString() })
        .returning();
      return row as SessionRow;
    },

    async findActiveSession(id: string): Promise<SessionRow | null> {
      const [row] = await db
        .select()
        .from(sessionTable)
        .where(
          and(eq(sessionTable.id, id), isNull(sessionTable.endedAt), gt(sessionTable.expiresAt, sql`now()`)),
        );
      return row ?? null;
    },

    /**
     * Exchanges a refresh token for a new one. A token that was already used means it leaked: the
     * whole session (the token family) ends, and both the thief and the owner must sign in again.
     */
    async rotateRefreshToken(
      raw: string,
      nextExpiresAt: (session: SessionRow) => Date,
    ): Promise<
      { kind: 'rotated'; session: SessionRow; refreshToken: string } | { kind: 'reused' | 'invalid' }
    > {
      const tokenHash = hashToken(raw);
      const [claimed] = await db
        .update(refreshTokenTable)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokenTable.tokenHash, tokenHash),
            isNull(refreshTokenTable.usedAt),
            gt(refreshTokenTable.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!claimed) {
        const [known] = await db
          .select()
          .from(refreshTokenTable)
          .where(eq(refreshTokenTable.tokenHash, tokenHash));
        if (known?.usedAt) {
          await endSession(known.sessionId, 'refresh_token_reused');
          return { kind: 'reused' };
        }
        return { kind: 'invalid' };
      }
      const [session] = await db
        .select()
        .from(sessionTable)
        .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
        .where(
          and(
            eq(sessionTable.id, claimed.sessionId),
            isNull(sessionTable.endedAt),
            gt(sessionTable.expiresAt, sql`now()`),
            eq(userTable.active, true),
          ),
        );
      if (!session) return { kind: 'invalid' };
      const refreshToken = await issueRefreshToken(
        session.auth_session.id,
        nextExpiresAt(session.auth_session),
      );
      return { kind: 'rotated', session: session.auth_session, refreshToken };
    },

    async touchSession(id: string) {
      await db
        .update(sessionTable)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessionTable.id, id));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
