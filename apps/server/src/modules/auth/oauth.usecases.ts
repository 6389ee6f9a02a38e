import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_AUDIENCE,
  errorMessage,
  parseTokenScope,
  TokenErrorCode,
  type AppGrant,
} from '@belegfluss/shared';
import { createErrorFactory } from '../../kernel/errors.js';
import { hashToken, SessionEndReason } from './auth.repository.js';
import {
  fail,
  type AuthUseCaseDeps,
  type AuthUseCases,
  type GrantResult,
  type RequestInfo,
} from './auth.usecases.js';
import type { OAuthRepository } from './oauth.repository.js';

const clientAppUnknown = createErrorFactory('auth.client_app_unknown');
const redirectUriMismatch = createErrorFactory('auth.redirect_uri_mismatch');
const grantNotFound = createErrorFactory('auth.grant_not_found');

/** Authorization codes live this long (RFC 6749 recommends at most ten minutes). */
const CODE_TTL_SECONDS = 120;
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function withQuery(uri: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
}

export type AuthorizeQuery = {
  client_id: string;
  response_type: string;
  redirect_uri: string;
  scope?: string | undefined;
  state?: string | undefined;
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
  access_token?: string | undefined;
};

/**
 * The authorization-code flow for external apps: OAuth/Authorize sends the user to the GrantToken
 * consent page, which posts the request again with the user's access token; the app then exchanges
 * the code at /Token with its secret and the PKCE verifier. Redirect URIs must match a registered one exactly.
 */
export function createOAuthUseCases(deps: AuthUseCaseDeps & { oauth: OAuthRepository; auth: AuthUseCases }) {
  const { clock, tenancy, authRepository, tokens, oauth, auth } = deps;

  async function userFromAccessToken(accessToken: string): Promise<string | null> {
    try {
      const claims = await tokens.verify(accessToken, [DEFAULT_AUDIENCE]);
      const session = await authRepository.findSession(claims.sid);
      const live =
        session &&
        !session.endedAt &&
        session.userId === claims.sub &&
        Date.parse(session.expiresAt) > clock.now().getTime();
      return live ? claims.sub : null;
    } catch {
      return null;
    }
  }

  return {
    /** OAuth/Authorize (GET, or POST with the token): where to send the browser next. Unknown apps and URIs get no redirect. */
    async authorize(query: AuthorizeQuery, returnUrl: string): Promise<string> {
      const app = await oauth.findClientApp(query.client_id);
      if (!app?.active) throw clientAppUnknown({ clientId: query.client_id });
      if (!app.redirectUris.includes(query.redirect_uri)) throw redirectUriMismatch();
      const back = (params: Record<string, string | undefined>) =>
        withQuery(query.redirect_uri, { ...params, state: query.state });
      if (query.response_type !== 'code') return back({ error: 'unsupported_response_type' });
      if (
        query.code_challenge_method !== 'S256' ||
        !query.code_challenge ||
        !CODE_CHALLENGE.test(query.code_challenge)
      ) {
        return back({ error: 'invalid_request', error_description: 'PKCE with S256 is required' });
      }
      const userId = query.access_token ? await userFromAccessToken(query.access_token) : null;
      if (!userId) {
        return `/#/GrantToken?${new URLSearchParams({ returnUrl, clientAppInfo: app.name }).toString()}`;
      }
      const scope = parseTokenScope(query.scope).offline ? 'offline' : '';
      const grantId = await oauth.ensureGrant(userId, app.clientId, scope);
      const code = randomBytes(32).toString('base64url');
      await oauth.createCode({
        code,
        clientId: app.clientId,
        userId,
        grantId,
        redirectUri: query.redirect_uri,
        scope,
        codeChallenge: query.code_challenge,
        expiresAt: new Date(clock.now().getTime() + CODE_TTL_SECONDS * 1000),
      });
      return back({ code });
    },

    /** POST /Token, grant_type=authorization_code. */
    async codeGrant(
      input: {
        code?: string | undefined;
        redirectUri?: string | undefined;
        clientId?: string | undefined;
        clientSecret?: string | undefined;
        codeVerifier?: string | undefined;
        clientTime?: string | undefined;
      },
      request: RequestInfo,
    ): Promise<GrantResult> {
      const { language } = request;
      if (!input.code || !input.redirectUri || !input.clientId) {
        return fail(TokenErrorCode.invalidRequest, 'code, redirect_uri and client_id are required');
      }
      if (auth.clientClockRefused(input.clientTime)) {
        return fail(TokenErrorCode.timeSyncError, errorMessage('auth.time_sync', language));
      }
      const app = await oauth.findClientApp(input.clientId);
      const secretOk =
        app?.active &&
        (app.secretHash === null ||
          (input.clientSecret !== undefined && sameSecret(hashToken(input.clientSecret), app.secretHash)));
      if (!app || !secretOk) return fail('invalid_client', 'unknown client or wrong client secret', 401);
      const invalid = () =>
        fail(TokenErrorCode.invalidGrant, errorMessage('auth.invalid_refresh_token', language));
      const row = await oauth.findCode(input.code);
      if (!row || row.clientId !== app.clientId) return invalid();
      if (row.usedAt) {
        // A code may be used once; its second use ends what the first one started.
        if (row.sessionId) await authRepository.endSessionTrees([row.sessionId], SessionEndReason.codeReused);
        return invalid();
      }
      if (Date.parse(row.expiresAt) <= clock.now().getTime()) return invalid();
      if (row.redirectUri !== input.redirectUri) return invalid();
      if (!input.codeVerifier || !CODE_VERIFIER.test(input.codeVerifier)) return invalid();
      if (!sameSecret(s256(input.codeVerifier), row.codeChallenge)) return invalid();
      if (row.grantId && !(await oauth.isGrantLive(row.grantId))) return invalid();
      if (!(await oauth.claimCode(row.codeHash))) return invalid();
      const user = await tenancy.findUserById(row.userId);
      if (!user?.active) return invalid();
      const refused = await auth.refuseForInstallation(user, DEFAULT_AUDIENCE, language);
      if (refused) return refused;
      const persistent = row.scope === 'offline';
      const expiresAt = auth.sessionExpiry(persistent);
      const { session, refreshToken } = await authRepository.createSession({
        userId: user.id,
        audience: DEFAULT_AUDIENCE,
        clientId: app.clientId,
        persistent,
        userAgent: request.userAgent,
        ip: request.ip,
        expiresAt,
        grantId: row.grantId,
      });
      await oauth.setCodeSession(row.codeHash, session.id);
      if (row.grantId) await oauth.touchGrant(row.grantId);
      return auth.issueTokens(user, session, refreshToken);
    },

    async listGrants(userId: string): Promise<AppGrant[]> {
      const rows = await oauth.listLiveGrants(userId);
      return rows.map(({ grant, clientName }) => ({
        id: grant.id,
        clientId: grant.clientId,
        clientName,
        scope: grant.scope,
        createdAt: grant.createdAt,
        lastUsedAt: grant.lastUsedAt,
      }));
    },

    /** Revokes the grant and ends every session the app holds through it. */
    async revokeGrant(userId: string, grantId: string) {
      if (!(await oauth.revokeGrant(grantId, userId))) throw grantNotFound({ id: grantId });
      await authRepository.endSessionTrees(
        await authRepository.listLiveSessionIdsOfGrant(grantId),
        SessionEndReason.grantRevoked,
      );
    },
  };
}

export type OAuthUseCases = ReturnType<typeof createOAuthUseCases>;
