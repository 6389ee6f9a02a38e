import {
  accountProposalSchema,
  bookingProposalQuerySchema,
  bookingProposalSaveSchema,
  bookingProposalSchema,
  changedRowsSchema,
  countryCodeSchema,
  freeNumberQuerySchema,
  freeNumberSchema,
  mandantIdBodySchema,
  mandantIdsBodySchema,
  personalAccountAddSchema,
  personalAccountEditSchema,
  personalAccountHitSchema,
  personalAccountListQuerySchema,
  personalAccountPageSchema,
  personalAccountSaveInfoSchema,
  personalAccountSchema,
  personalAccountSearchQuerySchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { MasterDataDependencies } from './master-data.dependencies.js';
import { getAuth, requestLanguage, type App } from '../../kernel/http.js';
import { listCountryCodes } from './countries.js';
import { createMandantGuard, type MandantGuard } from '../tenancy/index.js';
import { createPersonalAccountsUseCases } from './personal-accounts.usecases.js';

type PersonalAccountRouteContext = {
  guard: MandantGuard;
  useCases: ReturnType<typeof createPersonalAccountsUseCases>;
  tags: string[];
};

const mandantAccountQuery = z.object({ mandantId: z.uuid(), id: z.uuid() });

/** `/api/man/personenkonten`: debtors and creditors with their master data. */
export function registerPersonenkontenRoutes(app: App, deps: MasterDataDependencies) {
  const guard = createMandantGuard(deps);
  const useCases = createPersonalAccountsUseCases(deps);
  const tags = ['personenkonten'];
  const context: PersonalAccountRouteContext = { guard, useCases, tags };
  registerPersonalAccountReadRoutes(app, context);
  registerPersonalAccountChangeRoutes(app, context);
  registerAccountNumberRoutes(app, context);
  registerBookingProposalRoutes(app, context);
}

/** Listing, reading and searching personal accounts. */
function registerPersonalAccountReadRoutes(app: App, { guard, useCases, tags }: PersonalAccountRouteContext) {
  app.get(
    '/api/man/personenkonten/list',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Personal accounts, paged (a page index that is not a number means page 0)',
        tags,
        querystring: personalAccountListQuerySchema,
        response: { 200: personalAccountPageSchema },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.list(request.query);
    },
  );

  app.get(
    '/api/man/personenkonten/get',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'One personal account with its master data',
        tags,
        querystring: mandantAccountQuery,
        response: { 200: personalAccountSchema },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.get(request.query.mandantId, request.query.id);
    },
  );

  app.get(
    '/api/man/personenkonten/search',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Find debtors or creditors by number, name, city, IBAN or VAT ID',
        tags,
        querystring: personalAccountSearchQuerySchema,
        response: { 200: z.array(personalAccountHitSchema) },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.search(request.query);
    },
  );
}

/** Adding, changing and deleting personal accounts. */
function registerPersonalAccountChangeRoutes(
  app: App,
  { guard, useCases, tags }: PersonalAccountRouteContext,
) {
  app.post(
    '/api/man/personenkonten/add',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Add a debtor or creditor',
        tags,
        body: personalAccountAddSchema,
        response: { 200: personalAccountSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId);
      return useCases.add(request.body);
    },
  );

  app.post(
    '/api/man/personenkonten/edit',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Change a debtor or creditor',
        tags,
        body: personalAccountEditSchema,
        response: { 200: personalAccountSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId);
      return useCases.edit(request.body, getAuth(request).userId);
    },
  );

  app.post(
    '/api/man/personenkonten/saveinfo',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Save the creditor master data of a personal account',
        tags,
        body: personalAccountSaveInfoSchema,
        response: { 200: personalAccountSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId);
      return useCases.saveInfo(request.body, getAuth(request).userId);
    },
  );

  app.post(
    '/api/man/personenkonten/delete',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Delete one personal account',
        tags,
        body: mandantIdBodySchema,
        response: { 200: changedRowsSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId);
      return useCases.delete(request.body.mandantId, [request.body.id]);
    },
  );

  app.post(
    '/api/man/personenkonten/multidelete',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Delete several personal accounts',
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

/** Free account numbers and country codes for the account form. */
function registerAccountNumberRoutes(app: App, { guard, useCases, tags }: PersonalAccountRouteContext) {
  for (const which of ['first', 'last'] as const) {
    app.get(
      `/api/man/personenkonten/free${which}number`,
      {
        preHandler: app.authenticate,
        schema: {
          summary: `The ${which} free number in a range (From below To, numeric)`,
          tags,
          querystring: freeNumberQuerySchema,
          response: { 200: freeNumberSchema },
        },
      },
      async (request) => {
        await guard.read(getAuth(request), request.query.mandantId);
        return useCases.freeNumber(request.query, which);
      },
    );
  }

  app.get(
    '/api/man/personenkonten/countrycodes',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'ISO country codes with names in the caller language',
        tags,
        response: { 200: z.array(countryCodeSchema) },
      },
    },
    async (request) => listCountryCodes(requestLanguage(request)),
  );
}

/** Booking proposals per personal account. */
function registerBookingProposalRoutes(app: App, { guard, useCases, tags }: PersonalAccountRouteContext) {
  const proposalQuery = { querystring: bookingProposalQuerySchema };
  app.get(
    '/api/man/personenkonten/accountproposals',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Contra accounts proposed for a personal account, most used first',
        tags,
        ...proposalQuery,
        response: { 200: z.array(accountProposalSchema) },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.accountProposals(request.query.mandantId, request.query.personalAccountId);
    },
  );

  app.get(
    '/api/man/personenkonten/bookingproposalinfos',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Booking proposals of a personal account',
        tags,
        ...proposalQuery,
        response: { 200: z.array(bookingProposalSchema) },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.bookingProposalInfos(request.query.mandantId, request.query.personalAccountId);
    },
  );

  app.post(
    '/api/man/personenkonten/savebookingproposals',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Replace the booking proposals of a personal account',
        tags,
        body: bookingProposalSaveSchema,
        response: { 200: z.array(bookingProposalSchema) },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId);
      return useCases.saveBookingProposals(request.body);
    },
  );
}
