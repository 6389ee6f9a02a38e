import {
  autoJobConfiguredQuerySchema,
  finalJobStates,
  openJobStates,
  captureJobSchema,
  jobCtrlSettingsSchema,
  mandantQuerySchema,
  pickUpJobsSchema,
  queryFlag,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { CaptureDependencies } from './capture.dependencies.js';
import { type App } from '../../kernel/http.js';
import {
  abortJobs,
  deleteJobs,
  getJobCtrlSettings,
  jobSendingBlocker,
  listCaptureJobs,
  pickUpJobs,
  resendJobs,
  setJobCtrlSettings,
} from './capture-jobs.usecases.js';
import { getStackOrThrow } from './capture-stacks.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { createRouteHelpers } from './capture.http.js';
import { registerJobStartRoutes } from './job-start.routes.js';
import { registerUploadRoutes } from './upload.routes.js';

/** The job service of spec 002, section 7: `/api/job/main/*` (job list, settings, status; starting jobs and the upload in their own files). */
export function registerJobMainRoutes(app: App, deps: CaptureDependencies) {
  const ctx = createCaptureContext(deps);
  const route = createRouteHelpers(app, deps, ['capture: jobs']);
  const base = '/api/job/main';
  registerJobStartRoutes(route, ctx);
  registerUploadRoutes(app, deps, ctx);

  route.get(`${base}/getsendablejobs`, {
    summary: 'Job types the user can send for a stack of the Mandant, with their availability',
    input: mandantQuerySchema.extend({ stackId: z.uuid().optional() }),
    output: z.array(z.object({ jobType: z.string(), serverType: z.string(), available: z.boolean() })),
    handler: async () => [
      { jobType: 'analyse', serverType: 'Analyse', available: true },
      { jobType: 'ocr', serverType: 'OCR', available: ctx.textEngine.canRecognize },
      { jobType: 'extraction', serverType: 'Datenextraktion', available: true },
      { jobType: 'archive', serverType: 'Archivierung', available: true },
      { jobType: 'export', serverType: 'Export', available: false },
    ],
  });
  route.get(`${base}/getJobCtrlSettings`, {
    summary: 'Job list settings of the user',
    input: mandantQuerySchema,
    output: jobCtrlSettingsSchema,
    handler: (_input, actor) => getJobCtrlSettings(ctx, actor.userId),
  });
  route.post(`${base}/setJobCtrlSettings`, {
    summary: 'Store the job list settings of the user',
    input: jobCtrlSettingsSchema.extend({ mandantId: z.uuid() }),
    output: jobCtrlSettingsSchema,
    handler: ({ mandantId: _mandantId, ...settings }, actor) =>
      setJobCtrlSettings(ctx, actor.userId, settings),
  });
  route.get(`${base}/canMandantSendJobs`, {
    summary:
      'Whether jobs can be sent for the Mandant: active, capture licensed, a job worker alive; `reason` names what is missing',
    input: mandantQuerySchema,
    output: z.object({ result: z.boolean(), reason: z.string().nullable() }),
    handler: async (input) => {
      const reason = await jobSendingBlocker(ctx, input.mandantId);
      return { result: reason === null, reason };
    },
  });
  route.get(`${base}/testJobServerConnection`, {
    summary: 'Checks that a job worker is alive; answers "Keine Verbindung zum Job-Server!" otherwise',
    input: mandantQuerySchema,
    output: z.object({ ok: z.literal(true) }),
    handler: async () => {
      await deps.jobs.assertWorkersAvailable();
      return { ok: true as const };
    },
  });
  route.get(`${base}/getworkingautojobs`, {
    summary: 'Auto jobs still waiting or running (of a stack, when given)',
    input: mandantQuerySchema.extend({ stackId: z.uuid().optional() }),
    output: z.array(captureJobSchema),
    handler: async (input, actor) =>
      (
        await listCaptureJobs(ctx, actor, {
          mandantId: input.mandantId,
          stackId: input.stackId,
          includePickedUp: true,
          states: [...openJobStates],
        })
      ).filter((job) => job.auto),
  });
  route.get(`${base}/getcompletedjobsbyuser`, {
    summary: 'Finished, faulty or canceled jobs the user created and has not picked up',
    input: mandantQuerySchema,
    output: z.array(captureJobSchema),
    handler: (input, actor) =>
      listCaptureJobs(ctx, actor, {
        mandantId: input.mandantId,
        includePickedUp: false,
        states: [...finalJobStates],
        createdByOnly: true,
      }),
  });
  route.get(`${base}/getjobs`, {
    summary:
      'The job list: capture jobs of the user and of the Mandant; picked-up jobs as the job list setting says, unless asked',
    input: mandantQuerySchema.extend({
      stackId: z.uuid().optional(),
      includePickedUp: queryFlag.optional(),
    }),
    output: z.array(captureJobSchema),
    handler: async (input, actor) =>
      listCaptureJobs(ctx, actor, {
        ...input,
        includePickedUp: input.includePickedUp ?? !(await getJobCtrlSettings(ctx, actor.userId)).hidePickedUp,
      }),
  });
  route.get(`${base}/isautojobconfigured`, {
    summary: 'Whether the stack has auto jobs (a given one, or any)',
    input: autoJobConfiguredQuerySchema,
    output: z.object({ configured: z.boolean(), autoJobs: z.array(z.string()) }),
    handler: async (input) => {
      const stack = await getStackOrThrow(ctx, input.mandantId, input.stackId);
      const configured = input.autoJob ? stack.autoJobs.includes(input.autoJob) : stack.autoJobs.length > 0;
      return { configured, autoJobs: stack.autoJobs };
    },
  });
  route.post(`${base}/pickUpJobs`, {
    summary: 'Pick up finished jobs of the current Mandant (removes them from the list)',
    input: pickUpJobsSchema,
    output: z.object({ pickedUp: z.number() }),
    handler: (input, actor) => pickUpJobs(ctx, actor, input),
  });
  route.post(`${base}/deleteJobs`, {
    summary: 'Delete finished jobs',
    input: pickUpJobsSchema,
    output: z.object({ deleted: z.number() }),
    handler: (input, actor) => deleteJobs(ctx, actor, input),
  });
  route.post(`${base}/resendJobs`, {
    summary: 'Run finished, faulty or canceled jobs again',
    input: pickUpJobsSchema,
    output: z.object({ resent: z.number() }),
    handler: (input, actor) => resendJobs(ctx, actor, input),
  });
  route.post(`${base}/abortJobs`, {
    summary: 'Cancel waiting or running jobs',
    input: pickUpJobsSchema,
    output: z.object({ aborted: z.number() }),
    handler: (input, actor) => abortJobs(ctx, actor, input),
  });
}
