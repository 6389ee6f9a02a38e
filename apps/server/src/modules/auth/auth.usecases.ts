import {
  ORIGINAL_READER_GROUP,
  TokenErrorCode,
  audiences,
  DEFAULT_AUDIENCE,
  type FibuType,
  type TokenError,
  type TokenResponse,
} from '@belegfluss/shared';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../app/clock.js';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { TenancyRepository, UserRow } from '../tenancy/tenancy.repository.js';
import { userTable } from '../tenancy/tenancy.tables.js';
import { buildRoles, lockSecondsAfter } from './auth.models.js';
import type { AuthRepository, SessionRow } from './auth.repository.js';
import { getDecoyHash, verifyPassword } from './passwords.js';
import type { TokenService } from './tokens.js';

export type GrantResult = { ok: true; body: TokenResponse } | { ok: false; status: number; body: TokenError };

type RequestInfo = { userAgent: string | null; ip: string | null };

const fail = (error: string, description: string, status = 400): GrantResult => ({
  ok: false,
  status,
  body: { error, error_description: description },
});

export function createAuthUseCases(deps: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'accessTokenTtlSeconds' | 'refreshTokenTtlDays'>;
  tenancy: TenancyRepository;
  authRepository: AuthRepository;
  tokens: TokenService;
}) {
  const { db, clock, config, tenancy, authRepository, tokens } = deps;
  const refreshExpiry = () => new Date(clock.now().getTime() + config.refreshTokenTtlDays * 86_400_000);

  async function issueTokens(user: UserRow, session: SessionRow, refreshToken: string): Promise<GrantResult> {
    const rights = await tenancy.listRights(user.id, null);
    const mandanten = await tenancy.listAccessibleMandanten(user);
    const { token, issuedAt, expiresAt } = await tokens.sign(
      {
        sub: user.id,
        name: user.kuerzel,
        aud: session.audience,
        sid: session.id,
        roles: buildRoles({
          rights,
          startModule: user.startModule,
          fibu: (mandanten[0]?.fibu as FibuType | undefined) ?? null,
          isAdmin: user.isAdmin,
        }),
        doc_read_right: await tenancy.isMemberOfGroup(user.id, ORIGINAL_READER_GROUP),
      },
      config.accessTokenTtlSeconds,
    );
    return {
      ok: true,
      body: {
        access_token: token,
        token_type: 'bearer',
        refresh_token: refreshToken,
        expires_in: expiresAt - issuedAt,
        '.issued': new Date(issuedAt * 1000).toUTCString(),
        '.expires': new Date(expiresAt * 1000).toUTCString(),
        '.persistent': session.persistent,
      },
    };
  }

  async function recordFailedLogin(user: UserRow) {
    const failures = user.failedLoginCount + 1;
    const lockSeconds = lockSecondsAfter(failures);
    await db
      .update(userTable)
      .set({
        failedLoginCount: failures,
        lockedUntil:
          lockSeconds > 0 ? new Date(clock.now().getTime() + lockSeconds * 1000).toISOString() : null,
      })
      .where(eq(userTable.id, user.id));
  }

  return {
    async passwordGrant(
      input: {
        username?: string | undefined;
        password?: string | undefined;
        clientId?: string | undefined;
        scope?: string | undefined;
      },
      request: RequestInfo,
    ): Promise<GrantResult> {
      if (!input.username || !input.password) {
        return fail(TokenErrorCode.invalidRequest, 'username and password are required');
      }
      const audience = input.clientId ?? DEFAULT_AUDIENCE;
      if (!(audiences as readonly string[]).includes(audience)) {
        return fail(TokenErrorCode.invalidRequest, `unknown client_id ${audience}`);
      }
      const user = await tenancy.findUserByLogin(input.username);
      if (!user) {
        await verifyPassword(await getDecoyHash(), input.password);
        return fail(TokenErrorCode.invalidGrant, 'The user name or password is incorrect.');
      }
      const lockedFor = user.lockedUntil
        ? Math.ceil((Date.parse(user.lockedUntil) - clock.now().getTime()) / 1000)
        : 0;
      if (lockedFor > 0) return fail(TokenErrorCode.tooManyTries, String(lockedFor));
      if (!(await verifyPassword(user.passwordHash, input.password)) || !user.active) {
        await recordFailedLogin(user);
        return fail(TokenErrorCode.invalidGrant, 'The user name or password is incorrect.');
      }
      await db
        .update(userTable)
        .set({ failedLoginCount: 0, lockedUntil: null, updatedAt: sql`now()` })
        .where(eq(userTable.id, user.id));
      const persistent = (input.scope ?? '')
        .split(',')
        .map((part) => part.trim())
        .includes('offline');
      const session = await authRepository.createSession({
        userId: user.id,
        audience,
        clientId: input.clientId ?? null,
        persistent,
        userAgent: request.userAgent,
        ip: request.ip,
        expiresAt: refreshExpiry(),
      });
      const refreshToken = await authRepository.issueRefreshToken(session.id, refreshExpiry());
      return issueTokens(user, session, refreshToken);
    },

    async refreshGrant(input: { refreshToken?: string | undefined }): Promise<GrantResult> {
      if (!input.refreshToken) return fail(TokenErrorCode.invalidRequest, 'refresh_token is required');
      const rotation = await authRepository.rotateRefreshToken(input.refreshToken, () => refreshExpiry());
      if (rotation.kind !== 'rotated') {
        return fail(
          TokenErrorCode.invalidGrant,
          'The refresh token is invalid, expired or was already used.',
        );
      }
      const user = await tenancy.findUserById(rotation.session.userId);
      if (!user) return fail(TokenErrorCode.invalidGrant, 'The refresh token is invalid.');
      return issueTokens(user, rotation.session, rotation.refreshToken);
    },
  };
}

export type AuthUseCases = ReturnType<typeof createAuthUseCases>;
