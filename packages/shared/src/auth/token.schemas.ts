import { z } from 'zod';

/** Form fields of POST /Token (spec 000, section 7). */
export const tokenRequestSchema = z.object({
  grant_type: z.enum(['password', 'refresh_token', 'authorization_code']),
  client_id: z.string().max(200).optional(),
  username: z.string().max(200).optional(),
  password: z.string().max(1000).optional(),
  refresh_token: z.string().max(500).optional(),
  code: z.string().max(500).optional(),
  redirect_uri: z.string().max(2000).optional(),
  client_secret: z.string().max(500).optional(),
  code_verifier: z.string().max(200).optional(),
  scope: z.string().max(2000).optional(),
  /** A random key the browser keeps (password grant): sign-in failures are throttled per address and device. */
  device_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/)
    .optional(),
  /** The client's clock (epoch milliseconds) for the clock-gap check (SERVER_CLIENT_TIME_SYNC_ERROR). */
  client_time: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  refresh_token: z.string(),
  expires_in: z.number(),
  '.issued': z.string(),
  '.expires': z.string(),
  '.persistent': z.boolean(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Login errors come as `error` + `error_description`, as the spec's login table expects. */
export const tokenErrorSchema = z.object({
  error: z.string(),
  error_description: z.string(),
});
export type TokenError = z.infer<typeof tokenErrorSchema>;

export const TokenErrorCode = {
  invalidGrant: 'invalid_grant',
  invalidRequest: 'invalid_request',
  unsupportedGrantType: 'unsupported_grant_type',
  tooManyTries: 'TO_MANY_TRIES',
  passwordMaxAgeReached: 'PWD_POLICY_MAX_AGE_REACHED',
  passwordPolicyNotValid: 'PWD_POLICY_NOT_VALID',
  newPasswordInvalid: 'NEW_PWD_INVALID',
  softwareMaintenance: 'SOFTWARE_MAINTENANCE',
  timeSyncError: 'SERVER_CLIENT_TIME_SYNC_ERROR',
  forceLogout: 'FORCE_LOGOUT',
  noLicense: 'NO_LICENSE',
  instanceLocked: 'instance_locked',
} as const;

/**
 * Markers inside the comma-separated `scope` of /Token (spec 000, section 7): `offline` asks for a
 * permanent session ("Angemeldet bleiben"), `RENEW_PWD_<new password>` changes the password while
 * signing in, `AUTH_BY_REFRESH_TOKEN` says the password field holds a refresh token of a live session.
 */
export const TokenScope = {
  offline: 'offline',
  renewPasswordPrefix: 'RENEW_PWD_',
  authByRefreshToken: 'AUTH_BY_REFRESH_TOKEN',
} as const;

export type ParsedTokenScope = { offline: boolean; authByRefreshToken: boolean; newPassword: string | null };

/**
 * Reads the scope string. `RENEW_PWD_` takes everything after it up to the end, so a new password
 * may itself contain commas; clients put it last.
 */
export function parseTokenScope(scope: string | undefined | null): ParsedTokenScope {
  const text = scope ?? '';
  const prefix = TokenScope.renewPasswordPrefix;
  const comma = text.indexOf(`,${prefix}`);
  const renewAt = text.startsWith(prefix) ? 0 : comma < 0 ? -1 : comma + 1;
  const listPart = renewAt < 0 ? text : text.slice(0, renewAt);
  const parts = listPart
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    offline: parts.includes(TokenScope.offline),
    authByRefreshToken: parts.includes(TokenScope.authByRefreshToken),
    newPassword: renewAt < 0 ? null : text.slice(renewAt + prefix.length),
  };
}

export function buildTokenScope(input: {
  offline?: boolean;
  authByRefreshToken?: boolean;
  newPassword?: string | null;
}): string {
  const parts: string[] = [];
  if (input.offline) parts.push(TokenScope.offline);
  if (input.authByRefreshToken) parts.push(TokenScope.authByRefreshToken);
  if (input.newPassword) parts.push(`${TokenScope.renewPasswordPrefix}${input.newPassword}`);
  return parts.join(',');
}

/** Role names without the `;TRUE` suffix (spec 000, section 6). */
export const SpecialRoles = {
  deepLinkWorkflowView: 'deep_link_wf_view',
  deepLinkArchiveView: 'deep_link_arc_view',
  admin: 'admin',
} as const;

/**
 * Claims of an access token (spec 000, section 3). `name` is the kuerzel (short user id); the
 * full name the session info shows separately comes as `full_name`.
 */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  name: z.string(),
  full_name: z.string().optional(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number().optional(),
  sid: z.string(),
  roles: z.array(z.string()),
  doc_read_right: z.boolean(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/**
 * Token audiences: the shell ('web') and one per application area of the spec. A module's API
 * accepts tokens of its own audience and the shell's (`audiencesForPath`).
 */
export const audiences = [
  'web',
  'Capture',
  'Verwaltung',
  'Workflow',
  'WfSearch',
  'Unides',
  'UniView',
] as const;
export type Audience = (typeof audiences)[number];
export const DEFAULT_AUDIENCE: Audience = 'web';

export function isAudience(value: unknown): value is Audience {
  return typeof value === 'string' && (audiences as readonly string[]).includes(value);
}

/** The audience of each module route `MainFrame/<name>`; routes not listed use the shell's ('web'). */
export const routeAudiences: Record<string, Audience> = {
  Unides: 'Unides',
  Workflows: 'Workflow',
  WorkflowRecherche: 'WfSearch',
  Archiv: 'UniView',
  Verwaltung: 'Verwaltung',
  Unicapture: 'Capture',
};

/** Deep-link and external users (spec 000, section 6). */
export function isDeepLinkUser(subject: string, audience: string): boolean {
  return subject.includes('deep_link_user_') || audience.toLowerCase().includes('deeplink');
}

export const currentUserSchema = z.object({
  userId: z.uuid(),
  kuerzel: z.string(),
  fullName: z.string(),
  isAdmin: z.boolean(),
  language: z.enum(['de', 'en', 'ru']),
  startModule: z.number().int(),
  rights: z.array(z.string()),
  mandanten: z.array(
    z.object({
      id: z.uuid(),
      mandnr: z.number().int(),
      betriebnr: z.number().int(),
      name: z.string(),
      fibu: z.string(),
    }),
  ),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
