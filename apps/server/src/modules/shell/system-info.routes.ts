import { resultObjectSchema, resultOk, systemDataSchema, trimVersion } from '@belegfluss/shared';
import { z } from 'zod';
import { getAuth, type App } from '../../kernel/http.js';
import { APP_VERSION } from '../../kernel/version.js';
import { INITIAL, SYSTEM, shellRouteOptions } from './shell.routes.common.js';
import type { ShellDependencies } from './shell.dependencies.js';
import type { ShellUseCases } from './shell.usecases.js';

/** System data, Kanzlei and job-server questions, the product version (spec 000, section 7). */
export function registerSystemInfoRoutes(app: App, deps: ShellDependencies, shell: ShellUseCases) {
  const { tags, signedIn } = shellRouteOptions(app);

  app.get(
    `${SYSTEM}/getsystemdata`,
    {
      ...signedIn,
      schema: {
        summary: 'System data (InaktivityTimeout, version, policy)',
        tags,
        response: { 200: resultObjectSchema(systemDataSchema) },
      },
    },
    async () => resultOk(await shell.systemData()),
  );

  app.get(
    `${SYSTEM}/getuknrinuse`,
    {
      ...signedIn,
      schema: {
        summary: 'Whether several Kanzleien (Kanzlei numbers) are in use',
        tags,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async () => resultOk((await deps.tenancy.countKanzleien()) > 1),
  );

  app.get(
    `${SYSTEM}/isjobserverrunning`,
    {
      ...signedIn,
      schema: {
        summary: 'Whether a job worker is alive',
        tags,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async () => resultOk(await shell.isJobServerRunning()),
  );

  app.get(
    `${SYSTEM}/hasUserKanzleiRights`,
    {
      ...signedIn,
      schema: {
        summary: 'Whether a user (default: the caller) has Kanzlei rights',
        tags,
        querystring: z.object({ userId: z.uuid().optional() }),
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const userId = auth.isAdmin && request.query.userId ? request.query.userId : auth.userId;
      return resultOk(await shell.hasKanzleiRights(userId));
    },
  );

  app.get(
    `${INITIAL}/version`,
    {
      schema: {
        summary: 'The product version, at most 5 characters',
        tags,
        response: { 200: resultObjectSchema(z.string()) },
      },
    },
    async () => resultOk(trimVersion(APP_VERSION)),
  );
}
