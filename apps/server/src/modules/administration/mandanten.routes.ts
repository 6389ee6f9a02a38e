import {
  changedRowsSchema,
  externalUserEditSchema,
  externalUserInputSchema,
  externalUserSchema,
  fibuFieldLengthsSchema,
  fibuQuerySchema,
  mandantCreateSchema,
  mandantIdBodySchema,
  mandantInfoSchema,
  mandantQuerySchema,
  mandantSaveSchema,
  mandantSummarySchema,
  Rights,
  validateMandantName,
  type FibuType,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { AdministrationDependencies } from './administration.dependencies.js';
import { createErrorFactory } from '../../kernel/errors.js';
import { getAuth, requireAdmin, type App } from '../../kernel/http.js';
import { assertValid } from '../../kernel/validation.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import { accountFrameAccounts } from '../master-data/index.js';
import { createAccountsRepository } from '../master-data/index.js';
import { createMandantGuard } from '../tenancy/index.js';
import { createSettingsService } from '../settings/index.js';
import { resolveCaller } from './caller.js';
import { createExternalUsersUseCases } from './external-users.usecases.js';
import { createMandantenRepository, type MandantFields } from './mandanten.repository.js';

const mandantExists = createErrorFactory('administration.mandant_exists');
const mandantNotFound = createErrorFactory('tenancy.mandant_not_found');

const toSummary = (row: {
  id: string;
  mandnr: number;
  betriebnr: number;
  name: string;
  fibu: string;
  active: boolean;
}) => ({
  id: row.id,
  mandnr: row.mandnr,
  betriebnr: row.betriebnr,
  name: row.name,
  fibu: row.fibu as FibuType,
  active: row.active,
});

/** `/api/man/mandanten`: Mandant information and creation, field lengths, external workflow users. */
export function registerMandantenRoutes(app: App, deps: AdministrationDependencies) {
  const guard = createMandantGuard(deps);
  const mandanten = createMandantenRepository(deps);
  const accounts = createAccountsRepository(deps);
  const settings = createSettingsService(deps);
  const externalUsers = createExternalUsersUseCases(deps);
  const tags = ['mandanten'];
  const pre = { preHandler: app.authenticate };
  const admin = { preHandler: [app.authenticate, requireAdmin] };

  async function accessible(auth: AuthContext) {
    const user = await deps.tenancy.findUserById(auth.userId);
    return user ? deps.tenancy.listAccessibleMandanten(user) : [];
  }

  const fields = (
    input: z.output<typeof mandantSaveSchema> | z.output<typeof mandantCreateSchema>,
  ): MandantFields => ({
    mandnr: input.mandnr,
    betriebnr: input.betriebnr,
    name: input.name.trim(),
    fibu: input.fibu,
    active: input.active,
    street: input.street.trim(),
    zip: input.zip.trim(),
    city: input.city.trim(),
    countryCode: input.countryCode.trim().toUpperCase(),
    taxNumber: input.taxNumber.trim(),
    vatId: input.vatId.trim().toUpperCase(),
    fiscalYearStartMonth: input.fiscalYearStartMonth,
  });

  app.get(
    '/api/man/mandanten/list',
    {
      ...pre,
      schema: {
        summary: 'Mandanten: all of the Kanzlei for administrators, else those the caller may use',
        tags,
        response: { 200: z.array(mandantSummarySchema) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      if (auth.isAdmin)
        return (await mandanten.listAll((await resolveCaller(deps, auth)).kanzleiId)).map(toSummary);
      return (await accessible(auth)).map(toSummary);
    },
  );

  app.get(
    '/api/man/mandanten/getbyuserfibu',
    {
      ...pre,
      schema: {
        summary: 'Mandanten of the caller on one accounting system',
        tags,
        querystring: fibuQuerySchema,
        response: { 200: z.array(mandantSummarySchema) },
      },
    },
    async (request) =>
      (await accessible(getAuth(request))).filter((row) => row.fibu === request.query.fibu).map(toSummary),
  );

  app.get(
    '/api/man/mandanten/getfullmandantinfo',
    {
      ...pre,
      schema: {
        summary: 'Mandant number, Kanzlei, Betrieb, accounting system and profile',
        tags,
        querystring: mandantQuerySchema,
        response: { 200: mandantInfoSchema },
      },
    },
    async (request) => {
      const mandant = await guard.read(getAuth(request), request.query.mandantId);
      const info = await mandanten.info(mandant.kanzleiId, mandant.id);
      if (!info) throw mandantNotFound();
      return info;
    },
  );

  app.post(
    '/api/man/mandanten/savefullmandantinfo',
    {
      ...admin,
      schema: {
        summary: 'Change a Mandant and its profile',
        tags,
        body: mandantSaveSchema,
        response: { 200: mandantInfoSchema },
      },
    },
    async (request) => {
      const { kanzleiId } = await resolveCaller(deps, getAuth(request));
      assertValid(validateMandantName(request.body));
      if (!(await mandanten.info(kanzleiId, request.body.id))) throw mandantNotFound();
      if (
        await mandanten.numberTaken(kanzleiId, request.body.mandnr, request.body.betriebnr, request.body.id)
      )
        throw mandantExists();
      await mandanten.save(request.body.id, fields(request.body));
      return (await mandanten.info(kanzleiId, request.body.id))!;
    },
  );

  app.post(
    '/api/man/mandanten/create',
    {
      ...admin,
      schema: {
        summary: 'Create a Mandant, optionally starting from SKR03 or SKR04',
        tags,
        body: mandantCreateSchema,
        response: { 200: mandantInfoSchema },
      },
    },
    async (request) => {
      const { kanzleiId } = await resolveCaller(deps, getAuth(request));
      assertValid(validateMandantName(request.body));
      if (await mandanten.numberTaken(kanzleiId, request.body.mandnr, request.body.betriebnr))
        throw mandantExists();
      const id = await mandanten.create(kanzleiId, fields(request.body), request.body.accountFrame);
      if (request.body.accountFrame) {
        await accounts.upsertMany(
          id,
          accountFrameAccounts[request.body.accountFrame],
          request.body.accountFrame,
          true,
        );
      }
      return (await mandanten.info(kanzleiId, id))!;
    },
  );

  app.get(
    '/api/man/mandanten/getfibufieldslensettings',
    {
      ...pre,
      schema: {
        summary: 'Field lengths of the Mandant accounting system',
        tags,
        querystring: mandantQuerySchema,
        response: { 200: fibuFieldLengthsSchema },
      },
    },
    async (request) => {
      const mandant = await guard.read(getAuth(request), request.query.mandantId);
      const { accountLength } = await settings.get('datevOptions', { mandantId: mandant.id });
      return {
        fibu: mandant.fibu as FibuType,
        accountLength,
        personalAccountLength: accountLength + 1,
        documentField1: 36,
        documentField2: 12,
        bookingText: 60,
        costCentre: 36,
        additionalText: 210,
      };
    },
  );

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
