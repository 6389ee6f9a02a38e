import {
  checkPasswordPolicy,
  DEFAULT_AUDIENCE,
  errorMessage,
  isAudience,
  ORIGINAL_READER_GROUP,
  parseTokenScope,
  TokenErrorCode,
  type FibuType,
  type Language,
  type TokenError,
  type TokenResponse,
} from '@belegfluss/shared';
import type { Clock } from '../../kernel/clock.js';
import type { Config } from '../../kernel/config.js';
import type { SystemSettings } from '../tenancy/index.js';
import type { TenancyRepository, TokenFacts, UserRow } from '../tenancy/index.js';
import {
  answerForEndedSession,
  blocksNewModuleSession,
  buildRoles,
  isClockGapRefused,
  lockSecondsAfter,
  MODULE_SESSION_FRESH_SECONDS,
} from './auth.models.js';
import { hashToken, SessionEndReason, type AuthRepository, type SessionRow } from './auth.repository.js';
import { getDecoyHash, verifyPassword } from './passwords.js';
import { createSprayGuard, type SprayGuard } from './spray-guard.js';
import { checkNewPassword, encodePasswordPolicy, type PasswordUseCases } from './passwords.usecases.js';
import type { TokenService } from './tokens.js';

export type GrantResult = { ok: true; body: TokenResponse } | { ok: false; status: number; body: TokenError };
export type RequestInfo = {
  userAgent: string | null;
  ip: string | null;
  /** A random key the client keeps per browser and sends with the password grant, if it does. */
  deviceKey?: string | null | undefined;
  language: Language;
};

/** Who the sign-in throttle counts failures for: the address, and the device key when sent. */
export const throttleClientKey = (request: Pick<RequestInfo, 'ip' | 'deviceKey'>) =>
  request.deviceKey ? `${request.ip ?? ''} ${request.deviceKey}` : (request.ip ?? '');

export const fail = (error: string, description: string, status = 400): GrantResult => ({
  ok: false,
  status,
  body: { error, error_description: description },
});

export type AuthUseCaseDeps = {
  clock: Clock;
  config: Pick<Config, 'accessTokenTtlSeconds' | 'refreshTokenTtlDays' | 'sessionTtlHours'>;
  tenancy: TenancyRepository;
  authRepository: AuthRepository;
  tokens: TokenService;
  systemSettings: SystemSettings;
  passwords: PasswordUseCases;
  sprayGuard?: SprayGuard;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The grants of /Token that sign a user in: password (also by refresh token) and refresh_token. */
export function createAuthUseCases(deps: AuthUseCaseDeps) {
  const { clock, config, tenancy, authRepository, tokens, systemSettings, passwords } = deps;
  const sprayGuard = deps.sprayGuard ?? createSprayGuard(clock);

  const sessionExpiry = (persistent: boolean) =>
    new Date(
      clock.now().getTime() +
        (persistent ? config.refreshTokenTtlDays * 86_400_000 : config.sessionTtlHours * 3_600_000),
    );
  const text = (code: string, language: Language) => errorMessage(code, language);

  async function issueTokens(
    user: UserRow,
    session: SessionRow,
    refreshToken: string,
    known?: TokenFacts,
  ): Promise<GrantResult> {
    const facts = known ?? (await tenancy.loadTokenFacts(user.id, ORIGINAL_READER_GROUP));
    const { token, issuedAt, expiresAt } = await tokens.sign(
      {
        sub: user.id,
        name: user.kuerzel,
        full_name: user.fullName,
        aud: session.audience,
        sid: session.id,
        roles: buildRoles({
          rights: facts.rights,
          startModule: user.startModule,
          fibu: ((user.fibu ?? facts.fibu) as FibuType | null | undefined) ?? null,
          isAdmin: user.isAdmin,
        }),
        doc_read_right: facts.isReader,
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

  /** Maintenance, licence: the checks every grant makes once it knows the user. */
  async function refuseForInstallation(user: UserRow, audience: string, language: Language) {
    if (!user.isAdmin && (await systemSettings.isMaintenanceActive())) {
      const maintenance = await systemSettings.getMaintenance();
      return fail(
        TokenErrorCode.softwareMaintenance,
        maintenance?.message || text('auth.software_maintenance', language),
      );
    }
    if (audience === DEFAULT_AUDIENCE) return null;
    const license = await systemSettings.getLicense();
    const moduleLicensed = license.modules === null || license.modules.includes(audience);
    const seatFree =
      license.seatsPerModule === null ||
      (await authRepository.countOtherActiveUsersAt(audience, user.id, MODULE_SESSION_FRESH_SECONDS)) <
        license.seatsPerModule;
    return moduleLicensed && seatFree
      ? null
      : fail(TokenErrorCode.noLicense, text('auth.no_license', language));
  }

  function clientClockRefused(clientTime: string | undefined): boolean {
    return isClockGapRefused(clock.now().getTime(), clientTime ? Number(clientTime) : null);
  }

  async function recordFailure(loginName: string, request: RequestInfo) {
    sprayGuard.recordFailure(request.ip ?? '');
    await authRepository.recordFailedLogin(
      loginName,
      throttleClientKey(request),
      clock.now(),
      lockSecondsAfter,
    );
  }

  return {
    issueTokens,
    refuseForInstallation,
    clientClockRefused,
    sessionExpiry,

    async passwordGrant(
      input: {
        username?: string | undefined;
        password?: string | undefined;
        clientId?: string | undefined;
        scope?: string | undefined;
        clientTime?: string | undefined;
      },
      request: RequestInfo,
    ): Promise<GrantResult> {
      const { language } = request;
      if (!input.username || !input.password) {
        return fail(TokenErrorCode.invalidRequest, 'username and password are required');
      }
      const audience = input.clientId ?? DEFAULT_AUDIENCE;
      if (!isAudience(audience)) return fail(TokenErrorCode.invalidRequest, `unknown client_id ${audience}`);
      if (clientClockRefused(input.clientTime)) {
        return fail(TokenErrorCode.timeSyncError, text('auth.time_sync', language));
      }
      const scope = parseTokenScope(input.scope);
      const loginName = input.username.trim().toLowerCase();
      const clientWait = sprayGuard.clientWaitSeconds(request.ip ?? '');
      if (clientWait > 0) return fail(TokenErrorCode.tooManyTries, String(clientWait));
      const clientKey = throttleClientKey(request);
      const login = await authRepository.findLogin(loginName, clientKey, clock.now(), ORIGINAL_READER_GROUP);
      if (login.lockedSeconds > 0) return fail(TokenErrorCode.tooManyTries, String(login.lockedSeconds));
      const delay = sprayGuard.delayMs();
      if (delay > 0) await sleep(delay);
      const { user } = login;
      let parent: SessionRow | null = null;
      let credentialsOk: boolean;
      if (scope.authByRefreshToken) {
        // The password field carries a refresh token of a live session of this user; it is not used up.
        const found = user
          ? await authRepository.findRefreshToken(input.password, ORIGINAL_READER_GROUP)
          : null;
        const valid =
          found !== null &&
          found.session.userId === user?.id &&
          !found.token.usedAt &&
          !found.session.endedAt &&
          Date.parse(found.token.expiresAt) > clock.now().getTime() &&
          Date.parse(found.session.expiresAt) > clock.now().getTime();
        parent = valid ? found.session : null;
        credentialsOk = valid;
      } else {
        credentialsOk = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), input.password);
      }
      if (!user || !credentialsOk || !user.active) {
        await recordFailure(loginName, request);
        return fail(TokenErrorCode.invalidGrant, text('auth.invalid_credentials', language));
      }
      if (login.hasFailures) await authRepository.clearFailedLogins(loginName, clientKey);

      const refused = await refuseForInstallation(user, audience, language);
      if (refused) return refused;

      if (!scope.authByRefreshToken) {
        const policy = await systemSettings.getPasswordPolicy();
        if (scope.newPassword !== null) {
          const check = checkNewPassword(input.password, scope.newPassword, policy, language, user.kuerzel);
          if (!check.ok) return fail(TokenErrorCode.newPasswordInvalid, check.lines.join('\n'));
          await passwords.setPassword(user.id, scope.newPassword);
        } else {
          const daysLeft = await passwords.daysLeft(user);
          const clientPolicy = encodePasswordPolicy(await passwords.policyFor(user));
          if (daysLeft !== null && daysLeft <= 0) {
            return fail(TokenErrorCode.passwordMaxAgeReached, clientPolicy);
          }
          if (checkPasswordPolicy(input.password, policy, { userName: user.kuerzel }).length > 0) {
            return fail(TokenErrorCode.passwordPolicyNotValid, clientPolicy);
          }
        }
      }

      const parentSessionId = parent?.id ?? null;
      const deviceKeyHash = request.deviceKey ? hashToken(request.deviceKey) : null;
      if (audience !== DEFAULT_AUDIENCE) {
        const existing = await authRepository.listLiveSessionsAt(user.id, audience);
        const lock = {
          parentSessionId,
          deviceKeyHash,
          now: clock.now(),
          freshSeconds: MODULE_SESSION_FRESH_SECONDS,
        };
        if (existing.some((row) => blocksNewModuleSession(row, lock))) {
          return fail(TokenErrorCode.instanceLocked, text('auth.instance_locked', language));
        }
        // The same shell or browser reopens the module, or the other session was abandoned: it makes way.
        await authRepository.endSessionTrees(
          existing.map((row) => row.id),
          SessionEndReason.replaced,
        );
      }
      const persistent = scope.offline || (parent?.persistent ?? false);
      const expiresAt = parent ? new Date(parent.expiresAt) : sessionExpiry(persistent);
      const { session, refreshToken } = await authRepository.createSession({
        userId: user.id,
        audience,
        clientId: audience,
        persistent,
        userAgent: request.userAgent,
        ip: request.ip,
        expiresAt,
        parentSessionId,
        grantId: parent?.grantId ?? null,
        deviceKeyHash,
      });
      return issueTokens(user, session, refreshToken, login.facts);
    },

    async refreshGrant(
      input: { refreshToken?: string | undefined; clientTime?: string | undefined },
      request: Pick<RequestInfo, 'language'>,
    ): Promise<GrantResult> {
      const { language } = request;
      if (!input.refreshToken) return fail(TokenErrorCode.invalidRequest, 'refresh_token is required');
      if (clientClockRefused(input.clientTime)) {
        return fail(TokenErrorCode.timeSyncError, text('auth.time_sync', language));
      }
      const invalid = () => fail(TokenErrorCode.invalidGrant, text('auth.invalid_refresh_token', language));
      const found = await authRepository.findRefreshToken(input.refreshToken, ORIGINAL_READER_GROUP);
      if (!found) return invalid();
      const { token, session, user, facts } = found;
      if (token.usedAt) {
        // A rotated token came back: it leaked. The whole family (session and its modules) ends.
        await authRepository.endSessionTrees([session.id], SessionEndReason.refreshTokenReused);
        return invalid();
      }
      if (session.endedAt) {
        return answerForEndedSession(session.endReason) === 'force_logout'
          ? fail(TokenErrorCode.forceLogout, text('auth.force_logout', language))
          : invalid();
      }
      const now = clock.now().getTime();
      if (Date.parse(token.expiresAt) <= now || Date.parse(session.expiresAt) <= now) return invalid();
      if (!user.active) return invalid();
      const refused = await refuseForInstallation(user, session.audience, language);
      if (refused) return refused;
      const refreshToken = await authRepository.rotateRefreshToken(
        token.id,
        session.id,
        new Date(session.expiresAt),
      );
      if (!refreshToken) {
        await authRepository.endSessionTrees([session.id], SessionEndReason.refreshTokenReused);
        return invalid();
      }
      return issueTokens(user, session, refreshToken, facts);
    },
  };
}

export type AuthUseCases = ReturnType<typeof createAuthUseCases>;
