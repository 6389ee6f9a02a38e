import {
  buildTokenScope,
  TokenErrorCode,
  tokenErrorSchema,
  tokenResponseSchema,
  type Audience,
  type TokenResponse,
} from '@belegfluss/shared';
import { i18n } from '../../i18n/index.js';

export type TokenResult =
  | { ok: true; response: TokenResponse; receivedAt: number }
  | { ok: false; status: number; error: string | null; description: string };

/** POST /Token with the client's clock for the server's clock-gap check. */
export async function requestToken(fields: Record<string, string>): Promise<TokenResult> {
  const form = new URLSearchParams({ ...fields, client_time: String(Date.now()) });
  let response: Response;
  try {
    response = await fetch('/Token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': i18n.language },
      body: form.toString(),
    });
  } catch {
    return { ok: false, status: 0, error: null, description: '' };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = tokenResponseSchema.safeParse(data);
    if (parsed.success) return { ok: true, response: parsed.data, receivedAt: Date.now() };
  }
  const error = tokenErrorSchema.safeParse(data);
  return error.success
    ? {
        ok: false,
        status: response.status,
        error: error.data.error,
        description: error.data.error_description,
      }
    : { ok: false, status: response.status, error: null, description: '' };
}

const DEVICE_KEY = 'belegfluss.device-key';

/** A random key kept per browser: the server throttles failed sign-ins per address and device. */
function deviceKey(): string | null {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const created = crypto.randomUUID().replace(/-/g, '');
    localStorage.setItem(DEVICE_KEY, created);
    return created;
  } catch {
    return null;
  }
}

function withDeviceKey(): Record<string, string> {
  const key = deviceKey();
  return key ? { device_key: key } : {};
}

export function passwordLogin(input: {
  username: string;
  password: string;
  remember: boolean;
  newPassword?: string | null;
  audience?: Audience;
}) {
  return requestToken({
    grant_type: 'password',
    client_id: input.audience ?? 'web',
    username: input.username,
    password: input.password,
    scope: buildTokenScope({ offline: input.remember, newPassword: input.newPassword ?? null }),
    ...withDeviceKey(),
  });
}

export function refreshLogin(refreshToken: string) {
  return requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** Login by refresh token: the token replaces the password, with the AUTH_BY_REFRESH_TOKEN marker. */
export function loginByRefreshToken(kuerzel: string, refreshToken: string, audience: Audience) {
  return requestToken({
    grant_type: 'password',
    client_id: audience,
    username: kuerzel,
    password: refreshToken,
    scope: buildTokenScope({ authByRefreshToken: true }),
    ...withDeviceKey(),
  });
}

export function exchangeCode(input: {
  code: string;
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  codeVerifier: string;
}) {
  return requestToken({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: input.clientId,
    client_secret: input.clientSecret,
    code_verifier: input.codeVerifier,
  });
}

export type LoginFailure =
  | { kind: 'service-unavailable' }
  | { kind: 'too-many-tries'; seconds: number }
  | { kind: 'time-sync' }
  | { kind: 'renew-password'; reason: 'expired' | 'not-valid'; policy: string }
  | { kind: 'server-text'; text: string }
  | { kind: 'wrong-credentials' };

/** The login error table of spec 000, section 8. */
export function classifyLoginError(result: {
  status: number;
  error: string | null;
  description: string;
}): LoginFailure {
  if (result.status === 0) return { kind: 'service-unavailable' };
  switch (result.error) {
    case TokenErrorCode.timeSyncError:
      return { kind: 'time-sync' };
    case TokenErrorCode.tooManyTries:
      return { kind: 'too-many-tries', seconds: Math.max(1, Number(result.description) || 30) };
    case TokenErrorCode.passwordMaxAgeReached:
      return { kind: 'renew-password', reason: 'expired', policy: result.description };
    case TokenErrorCode.passwordPolicyNotValid:
      return { kind: 'renew-password', reason: 'not-valid', policy: result.description };
    case TokenErrorCode.newPasswordInvalid:
    case TokenErrorCode.softwareMaintenance:
      return { kind: 'server-text', text: result.description };
    default:
      return { kind: 'wrong-credentials' };
  }
}
