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

/** Claims of an access token (spec 000, section 3). */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  name: z.string(),
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
 * accepts tokens of its own audience and the shell's.
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
