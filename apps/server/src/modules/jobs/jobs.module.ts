import { jobIdParamsSchema, jobListQuerySchema, jobSchema } from '@belegfluss/shared';
import { z } from 'zod';
import { forbidden } from '../../kernel/errors.js';
import { getAuth, type App } from '../../kernel/http.js';
import type { AppModule } from '../../kernel/module.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import type { JobsDependencies } from './jobs.dependencies.js';

async function accessibleMandantIds(deps: JobsDependencies, auth: AuthContext): Promise<string[]> {
  const user = await deps.tenancy.findUserById(auth.userId);
  if (!user) return [];
  return (await deps.tenancy.listAccessibleMandanten(user)).map((mandant) => mandant.id);
}

/**
 * These generic calls know no module's rights, so they serve a job to its creator and to
 * administrators (of its Mandant) only; colleagues reach a Mandant's jobs through the module's own
 * job lists, which check the module's right (capture: `/api/job/main`). Access to the Mandant
 * alone would let a user without the capture right read, rerun or cancel capture's imports.
 */
async function getVisibleJob(deps: JobsDependencies, auth: AuthContext, id: string) {
  const job = await deps.jobs.get(id);
  const visible =
    job.createdBy === auth.userId ||
    (auth.isAdmin &&
      (job.mandantId === null || (await accessibleMandantIds(deps, auth)).includes(job.mandantId)));
  if (!visible) throw forbidden();
  return job;
}

function registerJobRoutes(app: App, deps: JobsDependencies) {
  const tags = ['jobs'];
  app.get(
    '/api/job/jobs',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "The caller's jobs (an administrator's list adds every job of their Mandanten)",
        tags,
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobSchema) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      return deps.jobs.list({
        mandantIds: auth.isAdmin ? await accessibleMandantIds(deps, auth) : [],
        createdBy: auth.userId,
        state: request.query.state,
        limit: request.query.limit,
      });
    },
  );

  app.get(
    '/api/job/jobs/:id',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'One job with state and progress',
        tags,
        params: jobIdParamsSchema,
        response: { 200: jobSchema },
      },
    },
    async (request) => getVisibleJob(deps, getAuth(request), request.params.id),
  );

  app.post(
    '/api/job/jobs/:id/resend',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Run a finished, faulty or canceled job again',
        tags,
        params: jobIdParamsSchema,
        response: { 200: jobSchema },
      },
    },
    async (request) => {
      await getVisibleJob(deps, getAuth(request), request.params.id);
      return deps.jobs.resend(request.params.id);
    },
  );

  app.post(
    '/api/job/jobs/:id/abort',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Cancel a waiting or running job',
        tags,
        params: jobIdParamsSchema,
        response: { 200: jobSchema },
      },
    },
    async (request) => {
      await getVisibleJob(deps, getAuth(request), request.params.id);
      return deps.jobs.cancel(request.params.id);
    },
  );
}

export const jobsModule: AppModule<JobsDependencies> = { name: 'jobs', registerRoutes: registerJobRoutes };
