import {
  changedRowsSchema,
  deputyCheckSchema,
  deputyEditSchema,
  deputyInputSchema,
  deputyListQuerySchema,
  deputySchema,
  idBodySchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { AdministrationDependencies } from './administration.dependencies.js';
import { getAuth, type App } from '../../kernel/http.js';
import { resolveCaller } from './caller.js';
import { createDeputyService } from './deputies.service.js';

/** `/api/man/SV`: deputies (Stellvertretung). Users manage their own entries; administrators anyone's. */
export function registerDeputyRoutes(app: App, deps: AdministrationDependencies) {
  const deputies = createDeputyService(deps);
  const tags = ['SV'];
  const pre = { preHandler: app.authenticate };
  const caller = (request: Parameters<typeof getAuth>[0]) => resolveCaller(deps, getAuth(request));

  app.get(
    '/api/man/SV/list',
    {
      ...pre,
      schema: {
        summary: 'Deputy entries (type, deputy, start, end, description, active, status)',
        tags,
        querystring: deputyListQuerySchema,
        response: { 200: z.array(deputySchema) },
      },
    },
    async (request) => deputies.list(await caller(request), request.query.principalUserId, request.query.all),
  );

  app.post(
    '/api/man/SV/check',
    {
      ...pre,
      schema: {
        summary: 'Compare the rights of principal and deputy before saving',
        tags,
        body: deputyInputSchema,
        response: { 200: deputyCheckSchema },
      },
    },
    async (request) => deputies.check(await caller(request), request.body),
  );

  app.post(
    '/api/man/SV/add',
    {
      ...pre,
      schema: {
        summary: 'Add a deputy entry; differing rights answer 409 until confirmRightsDifference is set',
        tags,
        body: deputyInputSchema,
        response: { 200: deputySchema },
      },
    },
    async (request) => deputies.save(await caller(request), request.body),
  );

  app.post(
    '/api/man/SV/edit',
    {
      ...pre,
      schema: {
        summary: 'Change a deputy entry',
        tags,
        body: deputyEditSchema,
        response: { 200: deputySchema },
      },
    },
    async (request) => deputies.save(await caller(request), request.body),
  );

  app.post(
    '/api/man/SV/delete',
    {
      ...pre,
      schema: {
        summary: 'Delete a deputy entry',
        tags,
        body: idBodySchema,
        response: { 200: changedRowsSchema },
      },
    },
    async (request) => deputies.delete(await caller(request), request.body.id),
  );
}
