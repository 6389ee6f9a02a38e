import { z } from 'zod';
import { audiences } from './token.schemas.js';

/** A token or session reference: a raw refresh token, or the `tokenId` the session list shows. */
export const tokenReferenceSchema = z.string().min(1).max(500);
/** Body of RefreshTokens/DeleteAllByTokens and NotifyClientsForInstanceTermination: a list of tokens. */
export const tokenListSchema = z.array(tokenReferenceSchema).min(1).max(100);
export const tokenIdQuerySchema = z.object({ id: tokenReferenceSchema });

export const tokenActionResultSchema = z.object({ ended: z.number().int() });

/** One active sign-in of the user: the shell (`web`) or a module, on one device. */
export const deviceSessionSchema = z.object({
  tokenId: z.uuid(),
  parentTokenId: z.uuid().nullable(),
  audience: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  persistent: z.boolean(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The caller's own shell session or one of its module sessions. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** A permanent access an external application holds for the user. */
export const appGrantSchema = z.object({
  id: z.uuid(),
  clientId: z.string(),
  clientName: z.string(),
  scope: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AppGrant = z.infer<typeof appGrantSchema>;
export const idParamsSchema = z.object({ id: z.uuid() });

/**
 * What a client polls for (every 10 s): an announced or active maintenance, module sessions of
 * this device the server ended, and the server clock.
 */
export const clientStatusSchema = z.object({
  serverTime: z.string(),
  maintenance: z
    .object({
      activatesAt: z.string(),
      active: z.boolean(),
      message: z.string().nullable(),
    })
    .nullable(),
  terminatedAudiences: z.array(z.enum(audiences)),
});
export type ClientStatus = z.infer<typeof clientStatusSchema>;

/** GET OAuth/Authorize: the authorization-code request (RFC 6749 + PKCE S256). */
export const authorizeQuerySchema = z.object({
  client_id: z.string().min(1).max(200),
  response_type: z.string().max(50),
  redirect_uri: z.string().min(1).max(2000),
  scope: z.string().max(200).optional(),
  state: z.string().max(1000).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
});

/**
 * POST OAuth/Authorize (form or JSON): the GrantToken page sends the request again after the user
 * agreed, with the user's access token in the body, never in a URL (URLs end up in logs and history).
 */
export const authorizeBodySchema = authorizeQuerySchema.extend({
  access_token: z.string().min(1).max(4000),
});

/** The answer to a POST OAuth/Authorize that asked for JSON: where the browser goes next. */
export const authorizeRedirectSchema = z.object({ location: z.string() });

/** The test endpoint an external app calls after the code exchange. */
export const codeFlowTestSchema = z.object({
  kuerzel: z.string(),
  fullName: z.string(),
  clientId: z.string().nullable(),
});

export const passwordChangeSchema = z.object({
  oldPassword: z.string().min(1).max(1000),
  newPassword: z.string().min(1).max(1000),
});
