import {
  rightInfoSchema,
  rightNames,
  startModuleBodySchema,
  startModuleResultSchema,
  userRightsQuerySchema,
  userRightsSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { AdministrationDependencies } from './administration.dependencies.js';
import { forbidden } from '../../kernel/errors.js';
import { getAuth, type App } from '../../kernel/http.js';
import { requireMandantAccess } from '../tenancy/index.js';
import { resolveCaller } from './caller.js';
import { createUsersUseCases } from './users.usecases.js';

/** `/api/man/user`: the caller's own start module and rights, and the rights that exist. */
export function registerOwnUserRoutes(app: App, deps: AdministrationDependencies) {
  const useCases = createUsersUseCases(deps);
  const signedIn = { preHandler: app.authenticate };
  const caller = (request: Parameters<typeof getAuth>[0]) => resolveCaller(deps, getAuth(request));

  app.get(
    '/api/man/user/getstartmodule',
    {
      ...signedIn,
      schema: {
        summary: "The caller's start module (0/4 none, 1 archive, 2 workflow, 3 invoice processing)",
        tags: ['user'],
        response: { 200: startModuleResultSchema },
      },
    },
    async (request) => ({ startModule: (await caller(request)).user.startModule }),
  );

  app.post(
    '/api/man/user/setstartmodule',
    {
      ...signedIn,
      schema: {
        summary: "Change the caller's start module (in the token from the next sign-in)",
        tags: ['user'],
        body: startModuleBodySchema,
        response: { 200: startModuleResultSchema },
      },
    },
    async (request) => {
      await useCases.setStartModule(getAuth(request).userId, request.body.startModule);
      return { startModule: request.body.startModule };
    },
  );

  app.get(
    '/api/man/user/getrights',
    {
      ...signedIn,
      schema: {
        summary:
          'Effective rights of the caller (or, for administrators, of a user), globally or for one Mandant',
        tags: ['user'],
        querystring: userRightsQuerySchema,
        response: { 200: userRightsSchema },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const userId = request.query.userId ?? auth.userId;
      if (userId !== auth.userId && !auth.isAdmin) throw forbidden();
      if (request.query.mandantId) await requireMandantAccess(deps.tenancy, auth, request.query.mandantId);
      return { rights: await deps.tenancy.listRights(userId, request.query.mandantId ?? null) };
    },
  );

  app.get(
    '/api/man/user/rightnames',
    {
      ...signedIn,
      schema: {
        summary: 'The rights that can be granted',
        tags: ['user'],
        response: { 200: z.array(rightInfoSchema) },
      },
    },
    async () =>
      rightNames.map((name) => ({
        name,
        perMandant: !name.startsWith('UA_CAN_START_') && name !== 'IS_SBA',
      })),
  );
}
