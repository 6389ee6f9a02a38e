import { isAudience, SpecialRoles, type Audience, type TokenResponse } from '@belegfluss/shared';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/index.js';

const SESSIONS_KEY = 'belegfluss.sessions';
/** Local storage key of the running authorization-code request (spec 000, section 3). */
export const CODE_FLOW_STATE_KEY = 'CODE_FLOW_STATE';

/** Session info per audience (spec 000, section 3). */
export type SessionInfo = {
  audience: Audience;
  kuerzel: string;
  fullName: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds, client clock. */
  expiresAt: number;
  expiresIn: number;
  deepLinkWfView: boolean;
  deepLinkArcView: boolean;
  /** The admin role: may start user management. */
  canStartBenMan: boolean;
  docReadRight: boolean;
  ownerClientId: string | null;
  /** "Angemeldet bleiben": an offline token. */
  offline: boolean;
  /** Server clock minus client clock, in milliseconds, when the token was issued. */
  timeDiffMs: number;
  roles: string[];
  subject: string;
};

export type TokenClaims = {
  sub: string;
  /** The kuerzel. */
  name: string;
  full_name?: string;
  aud: string;
  exp: number;
  roles: string[];
  doc_read_right: boolean;
};

export function decodeClaims(accessToken: string): TokenClaims {
  const payload = accessToken.split('.')[1] ?? '';
  const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as TokenClaims;
}

const hasRole = (roles: string[], prefix: string) => roles.some((role) => role.startsWith(prefix));

export function sessionFromTokenResponse(
  response: TokenResponse,
  receivedAt: number,
  ownerClientId: string | null = null,
): SessionInfo {
  const claims = decodeClaims(response.access_token);
  const issued = Date.parse(response['.issued']);
  return {
    audience: (isAudience(claims.aud) ? claims.aud : 'web') as Audience,
    kuerzel: claims.name,
    fullName: claims.full_name ?? claims.name,
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: receivedAt + response.expires_in * 1000,
    expiresIn: response.expires_in,
    deepLinkWfView: hasRole(claims.roles, SpecialRoles.deepLinkWorkflowView),
    deepLinkArcView: hasRole(claims.roles, SpecialRoles.deepLinkArchiveView),
    canStartBenMan: hasRole(claims.roles, SpecialRoles.admin),
    docReadRight: claims.doc_read_right,
    ownerClientId,
    offline: response['.persistent'],
    timeDiffMs: Number.isNaN(issued) ? 0 : issued - receivedAt,
    roles: claims.roles,
    subject: claims.sub,
  };
}

/** A token is usable when it is an offline one or has more than 30 seconds left (spec 000, section 5). */
export const TOKEN_MARGIN_MS = 30_000;
export function isTokenValid(session: Pick<SessionInfo, 'offline' | 'expiresAt'>, now = Date.now()): boolean {
  return session.offline || session.expiresAt - now > TOKEN_MARGIN_MS;
}

/** Like isTokenValid, but for sending: an offline token past its expiry must be renewed first. */
export function isTokenFresh(session: Pick<SessionInfo, 'expiresAt'>, now = Date.now()): boolean {
  return session.expiresAt - now > TOKEN_MARGIN_MS;
}

export function readSessions(): Partial<Record<Audience, SessionInfo>> {
  try {
    const raw = localStorage.getItem(SESSIONS_KEY);
    return raw ? (JSON.parse(raw) as Partial<Record<Audience, SessionInfo>>) : {};
  } catch {
    return {};
  }
}

export function writeSession(session: SessionInfo) {
  localStorage.setItem(SESSIONS_KEY, JSON.stringify({ ...readSessions(), [session.audience]: session }));
}

export function removeSession(audience: Audience) {
  const sessions = readSessions();
  delete sessions[audience];
  localStorage.setItem(SESSIONS_KEY, JSON.stringify(sessions));
}

/**
 * Clears local storage but keeps the last session language (spec 000, section 4) and a running
 * authorization-code request, which the start-up restore must not break.
 */
export function clearLocalStorage() {
  const kept = [LANGUAGE_STORAGE_KEY, CODE_FLOW_STATE_KEY].map(
    (key) => [key, localStorage.getItem(key)] as const,
  );
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
}

export const SESSIONS_STORAGE_KEY = SESSIONS_KEY;
