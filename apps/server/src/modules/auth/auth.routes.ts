import {
  currentUserSchema,
  tokenErrorSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  TokenErrorCode,
  type CurrentUser,
} from '@belegfluss/shared';
import type { Dependencies } from '../../app/dependencies.js';
import { unauthorized } from '../../app/errors.js';
import { getAuth, type App } from '../../app/http.js';
import { createAuthUseCases } from './auth.usecases.js';

export function registerAuthRoutes(app: App, deps: Dependencies) {
  const auth = createAuthUseCases(deps);

  app.post(
    '/Token',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: 'Issue tokens (OAuth2 token endpoint, form-encoded)',
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, 400: tokenErrorSchema, 401: tokenErrorSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return reply.status(400).send({
          error: TokenErrorCode.invalidRequest,
          error_description: request.validationError.message,
        });
      }
      const body = request.body;
      const requestInfo = { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
      const result =
        body.grant_type === 'password'
          ? await auth.passwordGrant(
              {
                username: body.username,
                password: body.password,
                clientId: body.client_id,
                scope: body.scope,
              },
              requestInfo,
            )
          : body.grant_type === 'refresh_token'
            ? await auth.refreshGrant({ refreshToken: body.refresh_token })
            : {
                ok: false as const,
                status: 400,
                body: { error: TokenErrorCode.unsupportedGrantType, error_description: body.grant_type },
              };
      reply.header('cache-control', 'no-store');
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
