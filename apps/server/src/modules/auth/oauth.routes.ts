import { appGrantSchema, authorizeQuerySchema, codeFlowTestSchema, idParamsSchema } from '@belegfluss/shared';
import { z } from 'zod';
import { createErrorFactory, unauthorized } from '../../kernel/errors.js';
import { getAuth, type App } from '../../kernel/http.js';
import type { OAuthUseCases } from './oauth.usecases.js';
import type { AuthDependencies } from './auth.dependencies.js';

const iwaNotConfigured = createErrorFactory('auth.iwa_not_configured');
const azureNotConfigured = createErrorFactory('auth.azure_not_configured');

/** The authorization-code flow for external apps and the user's permanent grants. */
export function registerOAuthRoutes(app: App, deps: AuthDependencies, oauth: OAuthUseCases) {
  const tags = ['auth'];

  app.get(
    '/OAuth/Authorize',
    {
      schema: {
        summary: 'Authorization-code request: consent on the GrantToken page, then back to the app',
        tags,
        querystring: authorizeQuerySchema,
      },
    },
    async (request, reply) => {
      const { access_token: _accessToken, ...query } = request.query;
      const returnUrl = `/OAuth/Authorize?${new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ).toString()}`;
      reply.header('cache-control', 'no-store');
      return reply.redirect(await oauth.authorize(request.query, returnUrl));
    },
  );

  app.get(
    '/IWA/Authorize',
    { schema: { summary: 'Windows integrated sign-in: not configured in this installation', tags } },
    async () => {
      throw iwaNotConfigured();
    },
  );

  app.get(
    '/Azure/Authorize',
    { schema: { summary: 'Azure AD sign-in: not configured in this installation', tags } },
    async () => {
      throw azureNotConfigured();
    },
  );

  app.get(
    '/api/auth/grants',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Permanent accesses the caller granted to external apps',
        tags,
        response: { 200: z.array(appGrantSchema) },
      },
    },
    async (request) => oauth.listGrants(getAuth(request).userId),
  );

  app.delete(
    '/api/auth/grants/:id',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Revoke an app's permanent access; its sessions end",
        tags,
        params: idParamsSchema,
        response: { 200: z.object({ revoked: z.literal(true) }) },
      },
    },
    async (request) => {
      await oauth.revokeGrant(getAuth(request).userId, request.params.id);
      return { revoked: true as const };
    },
  );

  app.get(
    '/api/auth/CodeFlowTest',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Test call an external app makes after the code exchange',
        tags,
        response: { 200: codeFlowTestSchema },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const [user, session] = await Promise.all([
        deps.tenancy.findUserById(auth.userId),
        deps.authRepository.findSession(auth.sessionId),
      ]);
      if (!user) throw unauthorized();
      return { kuerzel: user.kuerzel, fullName: user.fullName, clientId: session?.clientId ?? null };
    },
  );
}
