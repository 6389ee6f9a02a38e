import {
  accountAddSchema,
  accountEditSchema,
  accountExistsQuerySchema,
  accountExistsSchema,
  accountFrameInfoSchema,
  accountFrameResultSchema,
  accountFrameSchema,
  accountFrames,
  accountListQuerySchema,
  accountPageSchema,
  accountSchema,
  changedRowsSchema,
  mandantIdsBodySchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { MasterDataDependencies } from './master-data.dependencies.js';
import { getAuth, type App } from '../../kernel/http.js';
import { accountFrameAccounts } from './account-frames.js';
import { createAccountsRepository } from './accounts.repository.js';
import { createAccountsUseCases } from './accounts.usecases.js';
import { administrationRights, createMandantGuard } from '../tenancy/index.js';

/** `/api/man/konten`: ledger accounts, sub-accounts and personal accounts (number and name). */
export function registerKontenRoutes(app: App, deps: MasterDataDependencies) {
  const guard = createMandantGuard(deps);
  const useCases = createAccountsUseCases(deps);
  const accounts = createAccountsRepository(deps);
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

  app.get(
    '/api/man/konten/frames',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Standard charts of accounts to start from',
        tags,
        response: { 200: z.array(accountFrameInfoSchema) },
      },
    },
    async () => accountFrames.map((frame) => ({ frame, accounts: accountFrameAccounts[frame].length })),
  );

  app.post(
    '/api/man/konten/applyframe',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Add the accounts of SKR03 or SKR04 the Mandant does not have yet',
        tags,
        body: accountFrameSchema,
        response: { 200: accountFrameResultSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      const rows = accountFrameAccounts[request.body.frame];
      const { created } = await accounts.upsertMany(request.body.mandantId, rows, request.body.frame, true);
      return { created, skipped: rows.length - created };
    },
  );
}
