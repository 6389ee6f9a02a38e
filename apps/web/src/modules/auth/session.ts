import {
  TokenErrorCode,
  tokenErrorSchema,
  tokenResponseSchema,
  type TokenResponse,
} from '@belegfluss/shared';

const STORAGE_KEY = 'belegfluss.session';

export type StoredSession = {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds, in client time. */
  expiresAt: number;
  persistent: boolean;
};

export type SessionClaims = { sub: string; name: string; roles: string[]; doc_read_right: boolean };

export function readSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

export function storeSession(response: TokenResponse) {
  const session: StoredSession = {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: Date.now() + response.expires_in * 1000,
    persistent: response['.persistent'],
  };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  return session;
}

export function clearSession() {
  localStorage.removeItem(STORAGE_KEY);
}

/** A stored token counts only while it has more than 30 seconds left (spec 000, section 5). */
export function getAccessToken(): string | null {
  const session = readSession();
  if (!session || session.expiresAt - Date.now() <= 30_000) return null;
  return session.accessToken;
}

export function decodeClaims(accessToken: string): SessionClaims {
  const payload = accessToken.split('.')[1] ?? '';
  const json = decodeURIComponent(
    atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
      .split('')
      .map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`)
      .join(''),
  );
  return JSON.parse(json) as SessionClaims;
}

export type LoginFailure =
  | { kind: 'service-unavailable' }
  | { kind: 'too-many-tries'; seconds: number }
  | { kind: 'time-sync' }
  | { kind: 'server-text'; text: string }
  | { kind: 'wrong-credentials' };

/** Signs in through /Token; the failure kinds map onto the spec's login error table. */
export async function login(input: {
  username: string;
  password: string;
  remember: boolean;
}): Promise<{ ok: true; session: StoredSession } | { ok: false; failure: LoginFailure }> {
  const form = new URLSearchParams({
    grant_type: 'password',
    username: input.username,
    password: input.password,
    client_id: 'web',
    ...(input.remember ? { scope: 'offline' } : {}),
  });
  let response: Response;
  try {
    response = await fetch('/Token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  } catch {
    return { ok: false, failure: { kind: 'service-unavailable' } };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = tokenResponseSchema.safeParse(data);
    if (parsed.success) return { ok: true, session: storeSession(parsed.data) };
  }
  const error = tokenErrorSchema.safeParse(data);
  if (!error.success)
    return {
      ok: false,
      failure: { kind: response.status >= 500 ? 'service-unavailable' : 'wrong-credentials' },
    };
  switch (error.data.error) {
    case TokenErrorCode.tooManyTries:
      return {
        ok: false,
        failure: { kind: 'too-many-tries', seconds: Number(error.data.error_description) || 30 },
      };
    case TokenErrorCode.timeSyncError:
      return { ok: false, failure: { kind: 'time-sync' } };
    case TokenErrorCode.newPasswordInvalid:
    case TokenErrorCode.softwareMaintenance:
      return { ok: false, failure: { kind: 'server-text', text: error.data.error_description } };
    default:
      return { ok: false, failure: { kind: 'wrong-credentials' } };
  }
}
