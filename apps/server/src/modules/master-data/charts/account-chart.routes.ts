import {
  accountChartChoiceSchema,
  accountChartQuerySchema,
  accountChartSchema,
  accountCompletionQuerySchema,
  accountFrameInfoSchema,
  accountFrameResultSchema,
  accountFrameSchema,
  accountFrames,
  bookingAccountSchema,
  taxKeyDecisionSchema,
  taxKeyQuerySchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { MasterDataDependencies } from '../master-data.dependencies.js';
import { getAuth, type App } from '../../../kernel/http.js';
import { administrationRights, createMandantGuard } from '../../tenancy/index.js';
import { createAccountChartUseCases } from './account-chart.usecases.js';
import { createBookingAccounts } from './booking-accounts.js';
import { chartOf } from './charts.js';

/** `/api/man/konten/*` for the chart of accounts: the standard charts, the Mandant's choice, taking it over. */
export function registerAccountChartRoutes(app: App, deps: MasterDataDependencies) {
  const guard = createMandantGuard(deps);
  const useCases = createAccountChartUseCases(deps);
  const tags = ['konten'];

  app.get(
    '/api/man/konten/frames',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Standard charts of accounts',
        tags,
        response: { 200: z.array(accountFrameInfoSchema) },
      },
    },
    async () => accountFrames.map((frame) => ({ frame, accounts: chartOf(frame).accounts.length })),
  );

  app.get(
    '/api/man/konten/chart',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "The Mandant's chart of accounts (null until chosen)",
        tags,
        querystring: accountChartQuerySchema,
        response: { 200: accountChartSchema },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.chosen(request.query.mandantId);
    },
  );

  app.post(
    '/api/man/konten/chart',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Choose the Mandant's chart of accounts (SKR03 or SKR04)",
        tags,
        body: accountChartChoiceSchema,
        response: { 200: accountChartSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.choose(request.body.mandantId, request.body.frame);
    },
  );

  app.post(
    '/api/man/konten/applyframe',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Add the accounts of the chosen chart (or of the one named, which becomes the chosen chart) the Mandant does not have yet',
        tags,
        body: accountFrameSchema,
        response: { 200: accountFrameResultSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.apply(request.body.mandantId, request.body.frame);
    },
  );

  registerBookingAccountRoutes(app, deps);
}

/** Completion and tax keys for booking lines, read-only. */
function registerBookingAccountRoutes(app: App, deps: MasterDataDependencies) {
  const guard = createMandantGuard(deps);
  const bookingAccounts = createBookingAccounts(deps);
  const tags = ['konten'];

  app.get(
    '/api/man/konten/complete',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Ledger accounts whose number or name starts with the text typed, with their tax function',
        tags,
        querystring: accountCompletionQuerySchema,
        response: { 200: z.array(bookingAccountSchema) },
      },
    },
    async (request) => {
      const { mandantId, term, limit } = request.query;
      await guard.read(getAuth(request), mandantId);
      return bookingAccounts.find(mandantId, term, limit);
    },
  );

  app.get(
    '/api/man/konten/taxkey',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The DATEV tax key (BU-Schlüssel) a booking line on an account needs',
        tags,
        querystring: taxKeyQuerySchema,
        response: { 200: taxKeyDecisionSchema },
      },
    },
    async (request) => {
      const { mandantId, account, vatCase, rate } = request.query;
      await guard.read(getAuth(request), mandantId);
      return bookingAccounts.taxKey(mandantId, { accountNumber: account, vatCase, rate });
    },
  );
}
