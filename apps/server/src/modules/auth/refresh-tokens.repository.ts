import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { createTenancyRepository, type TokenFacts, type UserRow } from '../tenancy/index.js';
import { hashToken, queryRows, type RefreshTokenRow, type SessionRow } from './auth.repository.common.js';
import { refreshTokenTable, sessionTable } from './auth.tables.js';

/** Refresh tokens: finding one with its session and user, rotation, and the sessions they belong to. */
export function createRefreshTokenRepository({ db }: { db: Db }) {
  const tenancy = createTenancyRepository({ db });

  return {
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
