import {
  bankAccountAddSchema,
  bankAccountEditSchema,
  bankAccountSchema,
  changedRowsSchema,
  checkIban,
  checkIbanQuerySchema,
  checkIbanSchema,
  mandantIdBodySchema,
  mandantQuerySchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { MasterDataDependencies } from './master-data.dependencies.js';
import { getAuth, type App } from '../../kernel/http.js';
import { createBankAccountsUseCases } from './bank-accounts.usecases.js';
import { administrationRights, createMandantGuard } from '../tenancy/index.js';

/** The bank account calls of `/api/man/mandanten` and `checkIBAN`. */
export function registerBankAccountRoutes(app: App, deps: MasterDataDependencies) {
  const guard = createMandantGuard(deps);
  const useCases = createBankAccountsUseCases(deps);
  const tags = ['mandanten'];
  const pre = { preHandler: app.authenticate };

  app.get(
    '/api/man/mandanten/getbankaccounts',
    {
      ...pre,
      schema: {
        summary: "The Mandant's bank accounts, the default first",
        tags,
        querystring: mandantQuerySchema,
        response: { 200: z.array(bankAccountSchema) },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.list(request.query.mandantId);
    },
  );

  app.post(
    '/api/man/mandanten/addbankaccount',
    {
      ...pre,
      schema: {
        summary: 'Add a bank account (name, IBAN and BIC required and valid)',
        tags,
        body: bankAccountAddSchema,
        response: { 200: bankAccountSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.save(request.body);
    },
  );

  app.post(
    '/api/man/mandanten/editbankaccount',
    {
      ...pre,
      schema: {
        summary: 'Change a bank account',
        tags,
        body: bankAccountEditSchema,
        response: { 200: bankAccountSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.save(request.body);
    },
  );

  app.post(
    '/api/man/mandanten/deletebankaccount',
    {
      ...pre,
      schema: {
        summary: 'Delete a bank account (not the default while others exist)',
        tags,
        body: mandantIdBodySchema,
        response: { 200: changedRowsSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.delete(request.body.mandantId, request.body.id);
    },
  );

  app.post(
    '/api/man/mandanten/setdefaultbankaccount',
    {
      ...pre,
      schema: {
        summary: 'Make a bank account the default',
        tags,
        body: mandantIdBodySchema,
        response: { 200: z.array(bankAccountSchema) },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.setDefault(request.body.mandantId, request.body.id);
    },
  );

  app.get(
    '/api/man/mandanten/checkIBAN',
    {
      ...pre,
      schema: {
        summary: 'Check an IBAN (mod 97, length per country)',
        tags,
        querystring: checkIbanQuerySchema,
        response: { 200: checkIbanSchema },
      },
    },
    async (request) => checkIban(request.query.iban),
  );
}
