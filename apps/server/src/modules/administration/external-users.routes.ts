import {
  changedRowsSchema,
  externalUserEditSchema,
  externalUserInputSchema,
  externalUserSchema,
  mandantIdBodySchema,
  mandantQuerySchema,
  Rights,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { AdministrationDependencies } from './administration.dependencies.js';
import { getAuth, type App } from '../../kernel/http.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import { createMandantGuard } from '../tenancy/index.js';
import { createExternalUsersUseCases } from './external-users.usecases.js';

/** `/api/man/mandanten/*externalworkflowuser*`: external workflow users of a Mandant. */
export function registerExternalUserRoutes(app: App, deps: AdministrationDependencies) {
  const guard = createMandantGuard(deps);
  const externalUsers = createExternalUsersUseCases(deps);
  const tags = ['mandanten'];
  const pre = { preHandler: app.authenticate };

  async function externalCaller(auth: AuthContext, mandantId: string) {
    const mandant = await guard.read(auth, mandantId);
    const rights = auth.isAdmin ? [] : await deps.tenancy.listRights(auth.userId, mandant.id);
    return {
      userId: auth.userId,
      kanzleiId: mandant.kanzleiId,
      mayManageCrossMandant: auth.isAdmin || rights.includes(Rights.canStartVerwaltung),
    };
  }

  app.get(
    '/api/man/mandanten/getexternalworkflowusers',
    {
      ...pre,
      schema: {
        summary: 'External workflow users: cross-Mandant ones and the caller’s own for this Mandant',
        tags,
        querystring: mandantQuerySchema,
        response: { 200: z.array(externalUserSchema) },
      },
    },
    async (request) => {
      const caller = await externalCaller(getAuth(request), request.query.mandantId);
      return externalUsers.listForWorkflow({
        kanzleiId: caller.kanzleiId,
        mandantId: request.query.mandantId,
        userId: caller.userId,
      });
    },
  );

  app.post(
    '/api/man/mandanten/addexternalworkflowuser',
    {
      ...pre,
      schema: {
        summary: 'Add an external workflow user (name and e-mail ≤ 255, unique)',
        tags,
        body: externalUserInputSchema,
        response: { 200: externalUserSchema },
      },
    },
    async (request) =>
      externalUsers.save(await externalCaller(getAuth(request), request.body.mandantId), request.body),
  );

  app.post(
    '/api/man/mandanten/editexternalworkflowuser',
    {
      ...pre,
      schema: {
        summary: 'Change an external workflow user',
        tags,
        body: externalUserEditSchema,
        response: { 200: externalUserSchema },
      },
    },
    async (request) =>
      externalUsers.save(await externalCaller(getAuth(request), request.body.mandantId), request.body),
  );

  app.post(
    '/api/man/mandanten/deleteexternalworkflowuser',
    {
      ...pre,
      schema: {
        summary: 'Delete an external workflow user',
        tags,
        body: mandantIdBodySchema,
        response: { 200: changedRowsSchema },
      },
    },
    async (request) =>
      externalUsers.delete(
        await externalCaller(getAuth(request), request.body.mandantId),
        request.body.mandantId,
        request.body.id,
      ),
  );
}
