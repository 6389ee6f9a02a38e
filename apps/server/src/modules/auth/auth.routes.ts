import {
  currentUserSchema,
  pickLanguage,
  tokenErrorSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  TokenErrorCode,
  type CurrentUser,
} from '@belegfluss/shared';
import { unauthorized } from '../../kernel/errors.js';
import { getAuth, type App } from '../../kernel/http.js';
import type { AuthUseCases } from './auth.usecases.js';
import type { OAuthUseCases } from './oauth.usecases.js';
import type { AuthDependencies } from './auth.dependencies.js';

/** POST /Token (every grant of spec 000, section 7) and GET /api/auth/me. */
export function registerTokenRoutes(
  app: App,
  deps: AuthDependencies,
  useCases: { auth: AuthUseCases; oauth: OAuthUseCases },
) {
  app.post(
    '/Token',
    {
      config: { rateLimit: { max: deps.config.tokenRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Issue tokens (OAuth2 token endpoint, form-encoded)',
        description:
          'Grants password (scope: offline, AUTH_BY_REFRESH_TOKEN, RENEW_PWD_<new password>, comma-separated), ' +
          'refresh_token and authorization_code (PKCE S256). client_time is the client clock in epoch ms.',
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, 400: tokenErrorSchema, 401: tokenErrorSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.validationError) {
        return reply.status(400).send({
          error: TokenErrorCode.invalidRequest,
          error_description: request.validationError.message,
        });
      }
      const body = request.body;
      const requestInfo = {
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
        deviceKey: body.device_key ?? null,
        language: pickLanguage(request.headers['accept-language']),
      };
      const result =
        body.grant_type === 'password'
          ? await useCases.auth.passwordGrant(
              {
                username: body.username,
                password: body.password,
                clientId: body.client_id,
                scope: body.scope,
                clientTime: body.client_time,
              },
              requestInfo,
            )
          : body.grant_type === 'refresh_token'
            ? await useCases.auth.refreshGrant(
                { refreshToken: body.refresh_token, clientTime: body.client_time },
                requestInfo,
              )
            : await useCases.oauth.codeGrant(
                {
                  code: body.code,
                  redirectUri: body.redirect_uri,
                  clientId: body.client_id,
                  clientSecret: body.client_secret,
                  codeVerifier: body.code_verifier,
                  clientTime: body.client_time,
                },
                requestInfo,
              );
      if (!result.ok) return reply.status(result.status as 400).send(result.body);
      return reply.send(result.body);
    },
  );

  app.get(
    '/api/auth/me',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The signed-in user, rights and Mandanten',
        tags: ['auth'],
        response: { 200: currentUserSchema },
      },
    },
    async (request): Promise<CurrentUser> => {
      const auth = getAuth(request);
      const user = await deps.tenancy.findUserById(auth.userId);
      if (!user) throw unauthorized();
      const mandanten = await deps.tenancy.listAccessibleMandanten(user);
      return {
        userId: user.id,
        kuerzel: user.kuerzel,
        fullName: user.fullName,
        isAdmin: user.isAdmin,
        language: user.language as CurrentUser['language'],
        startModule: user.startModule,
        rights: await deps.tenancy.listRights(user.id, null),
        mandanten: mandanten.map(({ id, mandnr, betriebnr, name, fibu }) => ({
          id,
          mandnr,
          betriebnr,
          name,
          fibu,
        })),
      };
    },
  );
}
