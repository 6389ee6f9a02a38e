import {
  appGrantSchema,
  authorizeBodySchema,
  authorizeQuerySchema,
  codeFlowTestSchema,
  idParamsSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import { createErrorFactory, unauthorized } from '../../kernel/errors.js';
import { getAuth, type App } from '../../kernel/http.js';
import type { AuthorizeQuery, OAuthUseCases } from './oauth.usecases.js';
import type { AuthDependencies } from './auth.dependencies.js';

const iwaNotConfigured = createErrorFactory('auth.iwa_not_configured');
const azureNotConfigured = createErrorFactory('auth.azure_not_configured');

/** The authorization-code flow for external apps and the user's permanent grants. */
export function registerOAuthRoutes(app: App, deps: AuthDependencies, oauth: OAuthUseCases) {
  const tags = ['auth'];

  /** The request without the user's token, for the consent page to send again. */
  const returnUrlOf = ({ access_token: _accessToken, ...request }: AuthorizeQuery) =>
    `/OAuth/Authorize?${new URLSearchParams(
      Object.entries(request).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ).toString()}`;

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
      reply.header('cache-control', 'no-store');
      // The query schema has no access_token: a token in the URL is not read, the consent page posts it.
      return reply.redirect(await oauth.authorize(request.query, returnUrlOf(request.query)));
    },
  );

  app.post(
    '/OAuth/Authorize',
    {
      schema: {
        summary: 'The consented authorization-code request, with the access token in the body',
        description:
          'Form or JSON. Answers a redirect to the app, or { location } when the request accepts JSON.',
        tags,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: authorizeBodySchema,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const location = await oauth.authorize(request.body, returnUrlOf(request.body));
      if (request.headers.accept?.includes('application/json')) return reply.send({ location });
      return reply.redirect(location);
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
