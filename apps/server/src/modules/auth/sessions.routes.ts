import {
  clientStatusSchema,
  deviceSessionSchema,
  tokenActionResultSchema,
  tokenIdQuerySchema,
  tokenListSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import { getAuth, type App } from '../../kernel/http.js';
import { optionalAuthentication } from './auth.guard.js';
import type { SessionUseCases } from './sessions.usecases.js';

/**
 * Token and session calls of spec 000, section 7, plus the device-session list and what clients
 * poll (ping every 120 s, status every 10 s).
 */
export function registerSessionRoutes(app: App, sessions: SessionUseCases) {
  const tags = ['auth'];
  // Raw refresh tokens are their own authority, so a bearer token is optional here.
  const optionalAuth = optionalAuthentication(app);

  app.delete(
    '/api/auth/RefreshTokens/Delete',
    {
      preHandler: optionalAuth,
      schema: {
        summary: 'End the session of one token (raw refresh token or tokenId of the session list)',
        tags,
        querystring: tokenIdQuerySchema,
        response: { 200: tokenActionResultSchema },
      },
    },
    async (request) => sessions.revoke([request.query.id], request.auth),
  );

  app.post(
    '/api/auth/RefreshTokens/DeleteAllByTokens',
    {
      preHandler: optionalAuth,
      schema: {
        summary: 'End the sessions of a list of tokens (used at logout with every audience token)',
        tags,
        body: tokenListSchema,
        response: { 200: tokenActionResultSchema },
      },
    },
    async (request) => sessions.revoke(request.body, request.auth),
  );

  app.post(
    '/NotifyClientsForInstanceTermination',
    {
      preHandler: optionalAuth,
      schema: {
        summary: 'Terminate module instances; their clients learn it through /api/auth/status',
        tags,
        body: tokenListSchema,
        response: { 200: tokenActionResultSchema },
      },
    },
    async (request) => sessions.terminate(request.body, request.auth),
  );

  app.get(
    '/api/auth/sessions',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Active sessions of the caller, per device and module',
        tags,
        response: { 200: z.array(deviceSessionSchema) },
      },
    },
    async (request) => sessions.list(getAuth(request)),
  );

  app.post(
    '/api/auth/ping',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Keep-alive of this device (every 120 s)',
        tags,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await sessions.ping(getAuth(request));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/status',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Maintenance announcements and terminated module instances (polled every 10 s)',
        tags,
        response: { 200: clientStatusSchema },
      },
    },
    async (request) => sessions.status(getAuth(request)),
  );
}
