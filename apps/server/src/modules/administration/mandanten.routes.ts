import {
  fibuFieldLengthsSchema,
  fibuQuerySchema,
  mandantCreateSchema,
  mandantInfoSchema,
  mandantQuerySchema,
  mandantSaveSchema,
  mandantSummarySchema,
  type FibuType,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { AdministrationDependencies } from './administration.dependencies.js';
import { getAuth, requireAdmin, type App } from '../../kernel/http.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import { createMandantGuard } from '../tenancy/index.js';
import { createSettingsService } from '../settings/index.js';
import { resolveCaller } from './caller.js';
import { createMandantenRepository } from './mandanten.repository.js';
import { createMandantenUseCases, mandantNotFound } from './mandanten.usecases.js';

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

/** `/api/man/mandanten`: Mandant information and creation, field lengths. */
export function registerMandantenRoutes(app: App, deps: AdministrationDependencies) {
  const guard = createMandantGuard(deps);
  const mandanten = createMandantenRepository(deps);
  const useCases = createMandantenUseCases(deps);
  const settings = createSettingsService(deps);
  const tags = ['mandanten'];
  const pre = { preHandler: app.authenticate };
  const admin = { preHandler: [app.authenticate, requireAdmin] };

  async function accessible(auth: AuthContext) {
    const user = await deps.tenancy.findUserById(auth.userId);
    return user ? deps.tenancy.listAccessibleMandanten(user) : [];
  }

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
    async (request) => useCases.save((await resolveCaller(deps, getAuth(request))).kanzleiId, request.body),
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
    async (request) => useCases.create((await resolveCaller(deps, getAuth(request))).kanzleiId, request.body),
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
}
