import {
  autoJobConfiguredQuerySchema,
  finalJobStates,
  openJobStates,
  captureJobSchema,
  jobCtrlSettingsSchema,
  mandantQuerySchema,
  pickUpJobsSchema,
  sendJobSchema,
  stackQuerySchema,
  startDocumentJobsSchema,
  uploadResultSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { CaptureDependencies } from './capture.dependencies.js';
import { requestLanguage, type App } from '../../kernel/http.js';
import { receiveUpload, type IncomingFile } from './capture-import.usecases.js';
import {
  abortJobs,
  deleteJobs,
  getJobCtrlSettings,
  jobSendingBlocker,
  listCaptureJobs,
  pickUpJobs,
  resendJobs,
  setJobCtrlSettings,
  startDocumentJob,
  startExportJob,
} from './capture-jobs.usecases.js';
import { getStackOrThrow } from './capture-stacks.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { captureActor, createRouteHelpers } from './capture.http.js';

/** A query flag: "true"/"1" or "false"/"0" (z.coerce.boolean would read "false" as true). */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const startResult = z.object({ jobId: z.uuid(), documents: z.number() });
const archiveInput = startDocumentJobsSchema.extend({ confirmDuplicates: z.boolean().default(false) });

/** The job service of spec 002, section 7: `/api/job/main/*`. */
export function registerJobMainRoutes(app: App, deps: CaptureDependencies) {
  const ctx = createCaptureContext(deps);
  const route = createRouteHelpers(app, deps, ['capture: jobs']);
  const base = '/api/job/main';

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
      includePickedUp: queryBoolean.optional(),
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
  route.post(`${base}/sendjob`, {
    summary: 'Send one job of a type over documents of a stack',
    input: sendJobSchema.extend({ confirmDuplicates: z.boolean().default(false) }),
    output: startResult,
    handler: async (input, actor) => {
      if (input.jobType === 'export') return startExportJob(ctx, input);
      return startDocumentJob(ctx, actor, input.jobType, input);
    },
  });
  route.post(`${base}/refreshworkingautojobs`, {
    summary: 'Re-reads the auto jobs (imports and the jobs stacks start after them) still open on a stack',
    input: stackQuerySchema,
    output: z.array(captureJobSchema),
    handler: async (input, actor) => {
      await getStackOrThrow(ctx, input.mandantId, input.stackId);
      return (
        await listCaptureJobs(ctx, actor, {
          mandantId: input.mandantId,
          stackId: input.stackId,
          includePickedUp: true,
          states: [...openJobStates],
        })
      ).filter((job) => job.auto);
    },
  });
  for (const [call, jobType] of [
    ['startanalysejobs', 'analyse'],
    ['startocrjobs', 'ocr'],
    ['startdataextractionjobs', 'extraction'],
  ] as const) {
    route.post(`${base}/${call}`, {
      summary: `Start the ${jobType} job for documents of a stack`,
      input: startDocumentJobsSchema,
      output: startResult,
      handler: (input, actor) => startDocumentJob(ctx, actor, jobType, input),
    });
  }
  route.post(`${base}/startarchivejobs`, {
    summary:
      'Archive green documents; refused for non-green ones and, unless confirmed, when duplicates exist',
    input: archiveInput,
    output: startResult,
    handler: (input, actor) => startDocumentJob(ctx, actor, 'archive', input),
  });
  route.post(`${base}/startexportjob`, {
    summary: 'Export bookings of green documents (blocked while auto jobs run)',
    input: startDocumentJobsSchema,
    output: startResult,
    handler: (input) => startExportJob(ctx, input),
  });

  for (const url of [`${base}/addfilestostack`, '/api/cap/stack/upload']) {
    app.post(
      url,
      {
        preHandler: app.authenticate,
        schema: {
          summary:
            'Upload files into a stack (multipart, several files): PDF, TIFF, JPEG, PNG, XML e-invoices',
          tags: ['capture: jobs'],
          consumes: ['multipart/form-data'],
          querystring: stackQuerySchema,
          response: { 200: uploadResultSchema },
        },
      },
      async (request) => {
        const actor = await captureActor(deps, request, request.query.mandantId);
        async function* files(): AsyncGenerator<IncomingFile> {
          // One byte over the limit reaches storage, which refuses it: the answer names the file instead of failing the request.
          const parts = request.files({
            throwFileSizeLimit: false,
            limits: { fileSize: deps.config.uploadMaxBytes + 1 },
          });
          for await (const part of parts) yield { fileName: part.filename, stream: part.file };
        }
        return receiveUpload(
          ctx,
          actor,
          {
            mandantId: request.query.mandantId,
            stackId: request.query.stackId,
            language: requestLanguage(request),
          },
          files(),
        );
      },
    );
  }
}
