import {
  accountAddSchema,
  accountEditSchema,
  accountExistsQuerySchema,
  accountExistsSchema,
  accountListQuerySchema,
  accountPageSchema,
  accountSchema,
  changedRowsSchema,
  mandantIdsBodySchema,
} from '@belegfluss/shared';
import type { MasterDataDependencies } from './master-data.dependencies.js';
import { getAuth, type App } from '../../kernel/http.js';
import { createAccountsUseCases } from './accounts.usecases.js';
import { createMandantGuard } from '../tenancy/index.js';

/** `/api/man/konten`: ledger accounts, sub-accounts and personal accounts (number and name). */
export function registerKontenRoutes(app: App, deps: MasterDataDependencies) {
  const guard = createMandantGuard(deps);
  const useCases = createAccountsUseCases(deps);
  const tags = ['konten'];

  app.get(
    '/api/man/konten/list',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Accounts of one kind, paged',
        tags,
        querystring: accountListQuerySchema,
        response: { 200: accountPageSchema },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.list(request.query);
    },
  );

  app.get(
    '/api/man/konten/exists',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Whether an account number exists',
        tags,
        querystring: accountExistsQuerySchema,
        response: { 200: accountExistsSchema },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.exists(request.query.mandantId, request.query.number);
    },
  );

  app.post(
    '/api/man/konten/add',
    {
      preHandler: app.authenticate,
      schema: { summary: 'Add an account', tags, body: accountAddSchema, response: { 200: accountSchema } },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId);
      return useCases.add(request.body);
    },
  );

  app.post(
    '/api/man/konten/edit',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Change an account',
        tags,
        body: accountEditSchema,
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId);
      return useCases.edit(request.body);
    },
  );

  app.post(
    '/api/man/konten/delete',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Delete accounts',
        tags,
        body: mandantIdsBodySchema,
        response: { 200: changedRowsSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId);
      return useCases.delete(request.body.mandantId, request.body.ids);
    },
  );
}
