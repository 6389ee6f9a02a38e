import {
  accountChangeSchema,
  accountChangesQuerySchema,
  cashDiscountQuerySchema,
  cashDiscountResultSchema,
  dueDateQuerySchema,
  dueDateResultSchema,
  grossQuerySchema,
  grossResultSchema,
  vatQuerySchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { MasterDataDependencies } from './master-data.dependencies.js';
import { createErrorFactory } from '../../kernel/errors.js';
import { getAuth, type App } from '../../kernel/http.js';
import { assertValid } from '../../kernel/validation.js';
import { createAccountsRepository } from './accounts.repository.js';
import { createMandantGuard } from '../tenancy/index.js';
import { createPersonalAccountsRepository } from './personal-accounts.repository.js';
import { toIso } from '../../kernel/sql.js';
import { calculateCashDiscount, calculateDueDate, calculateGross, calculateVat } from './adata.models.js';

const dateInvalid = createErrorFactory('settings.date_invalid');

function resultOrThrow<T extends object>(result: T | { issues: { path: string; code: string }[] }): T {
  if ('issues' in result) assertValid(result.issues, 'querystring');
  return result as T;
}

/** `/api/man/adata`: the ADATA calculators (exact decimals) and account changes since a time. */
export function registerAdataRoutes(app: App, deps: MasterDataDependencies) {
  const guard = createMandantGuard(deps);
  const accounts = createAccountsRepository(deps);
  const personal = createPersonalAccountsRepository(deps);
  const tags = ['adata'];
  const pre = { preHandler: app.authenticate };

  app.get(
    '/api/man/adata/calcgross',
    {
      ...pre,
      schema: {
        summary: 'Gross and VAT from a net amount and a rate',
        tags,
        querystring: grossQuerySchema,
        response: { 200: grossResultSchema },
      },
    },
    async (request) => resultOrThrow(calculateGross(request.query.net, request.query.rate)),
  );

  app.get(
    '/api/man/adata/calcvat',
    {
      ...pre,
      schema: {
        summary: 'VAT and net contained in a gross amount',
        tags,
        querystring: vatQuerySchema,
        response: { 200: grossResultSchema },
      },
    },
    async (request) => resultOrThrow(calculateVat(request.query.gross, request.query.rate)),
  );

  app.get(
    '/api/man/adata/calccashdiscount',
    {
      ...pre,
      schema: {
        summary: 'Cash discount and amount payable',
        tags,
        querystring: cashDiscountQuerySchema,
        response: { 200: cashDiscountResultSchema },
      },
    },
    async (request) => resultOrThrow(calculateCashDiscount(request.query.amount, request.query.rate)),
  );

  app.get(
    '/api/man/adata/calcduedate',
    {
      ...pre,
      schema: {
        summary: 'Due date and cash discount date from the invoice date',
        tags,
        querystring: dueDateQuerySchema,
        response: { 200: dueDateResultSchema },
      },
    },
    async (request) =>
      resultOrThrow(calculateDueDate(request.query.date, request.query.days, request.query.discountDays)),
  );

  app.get(
    '/api/man/adata/accountchanges',
    {
      ...pre,
      schema: {
        summary: 'Accounts added or changed since a point in time',
        tags,
        querystring: accountChangesQuerySchema,
        response: { 200: z.array(accountChangeSchema) },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      const since = new Date(request.query.since);
      if (Number.isNaN(since.getTime())) throw dateInvalid();
      const [ledger, people] = await Promise.all([
        accounts.changedSince(request.query.mandantId, since.toISOString()),
        personal.changedSince(request.query.mandantId, since.toISOString()),
      ]);
      return [...ledger, ...people]
        .map((row) => ({
          kind: row.kind,
          number: row.number,
          name: row.name,
          updatedAt: toIso(row.updatedAt),
        }))
        .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
    },
  );
}
