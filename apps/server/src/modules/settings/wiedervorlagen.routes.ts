import {
  mandantQuerySchema,
  principalSchema,
  resubmissionDueQuerySchema,
  resubmissionQuerySchema,
  resubmissionSaveSchema,
  resubmissionSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { SettingsDependencies } from './settings.dependencies.js';
import { getAuth, type App } from '../../kernel/http.js';
import { createResubmissionUseCases } from './wiedervorlagen.usecases.js';

/** `/api/man/wiedervorlagen`: resubmission dates per document (document ids come from capture). */
export function registerResubmissionRoutes(app: App, deps: SettingsDependencies) {
  const useCases = createResubmissionUseCases(deps);
  const tags = ['wiedervorlagen'];

  app.get(
    '/api/man/wiedervorlagen/get',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Resubmissions of a document',
        tags,
        querystring: resubmissionQuerySchema,
        response: { 200: z.array(resubmissionSchema) },
      },
    },
    async (request) => useCases.list(getAuth(request), request.query.mandantId, request.query.documentId),
  );

  app.post(
    '/api/man/wiedervorlagen/save',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          "Replace a document's resubmissions (date required, not in the past, at most two years ahead; note at most 999 characters; assigned users need access to the Mandant)",
        tags,
        body: resubmissionSaveSchema,
        response: { 200: z.array(resubmissionSchema) },
      },
    },
    async (request) => useCases.save(getAuth(request), request.body),
  );

  app.get(
    '/api/man/wiedervorlagen/due',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Open resubmissions of the Mandant due until a date (default today), optionally only the caller’s',
        tags,
        querystring: resubmissionDueQuerySchema,
        response: { 200: z.array(resubmissionSchema) },
      },
    },
    async (request) =>
      useCases.due(getAuth(request), {
        mandantId: request.query.mandantId,
        until: request.query.until,
        mine: request.query.mine === 'true',
      }),
  );

  app.get(
    '/api/man/wiedervorlagen/users',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Active users who may be assigned a resubmission in the Mandant',
        tags,
        querystring: mandantQuerySchema,
        response: { 200: z.array(principalSchema) },
      },
    },
    async (request) => useCases.assignableUsers(getAuth(request), request.query.mandantId),
  );
}
