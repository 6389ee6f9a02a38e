import {
  downloadEntrySchema,
  errorLogEntrySchema,
  jsonDataBodySchema,
  jsonDataKeySchema,
  resultObjectSchema,
  resultOk,
} from '@belegfluss/shared';
import { z } from 'zod';
import { getAuth, type App } from '../../kernel/http.js';
import { optionalAuthentication } from '../auth/index.js';
import { SYSTEM, shellRouteOptions } from './shell.routes.common.js';
import type { ShellDependencies } from './shell.dependencies.js';
import type { ShellUseCases } from './shell.usecases.js';

/** JSON values the web client keeps per user and key. */
export function registerJsonDataRoutes(app: App, _deps: ShellDependencies, shell: ShellUseCases) {
  const { tags, signedIn } = shellRouteOptions(app);

  app.get(
    `${SYSTEM}/getJsonData`,
    {
      ...signedIn,
      schema: {
        summary: 'A JSON value the client keeps for the caller',
        tags,
        querystring: jsonDataKeySchema,
        response: { 200: resultObjectSchema(z.unknown()) },
      },
    },
    async (request) =>
      resultOk(await shell.repository.getJsonData(getAuth(request).userId, request.query.key)),
  );

  app.post(
    `${SYSTEM}/setJsonData`,
    {
      ...signedIn,
      schema: {
        summary: 'Keep a JSON value for the caller (at most 256 KB)',
        tags,
        body: jsonDataBodySchema,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) => {
      await shell.setJsonData(getAuth(request).userId, request.body.key, request.body.value);
      return resultOk(true);
    },
  );

  app.post(
    `${SYSTEM}/removeJsonData`,
    {
      ...signedIn,
      schema: {
        summary: 'Remove a JSON value of the caller',
        tags,
        body: jsonDataKeySchema,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) =>
      resultOk(await shell.repository.removeJsonData(getAuth(request).userId, request.body.key)),
  );
}

/** The web client's error log: recording an error and exporting the log. */
export function registerErrorLogRoutes(app: App, _deps: ShellDependencies, shell: ShellUseCases) {
  const { tags, admin } = shellRouteOptions(app);

  app.post(
    `${SYSTEM}/WriteErrorLog`,
    {
      preHandler: optionalAuthentication(app),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: 'Record an error the web client met',
        tags,
        body: errorLogEntrySchema,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) => {
      await shell.repository.writeErrorLog({
        userId: request.auth?.userId ?? null,
        message: request.body.message,
        url: request.body.url ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      request.log.warn({ clientError: request.body.message.slice(0, 500) }, 'client error');
      return resultOk(true);
    },
  );

  app.post(
    `${SYSTEM}/exporterrorlog`,
    {
      ...admin,
      schema: {
        summary: 'Export the client error log to the download manager (CSV in a zip)',
        tags,
        response: { 200: resultObjectSchema(downloadEntrySchema) },
      },
    },
    async (request) => resultOk(await shell.exportErrorLog(getAuth(request))),
  );
}
