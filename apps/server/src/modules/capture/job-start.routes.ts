import {
  openJobStates,
  captureJobSchema,
  sendJobSchema,
  stackQuerySchema,
  startDocumentJobsSchema,
  stackExportRequestSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import { listCaptureJobs, startDocumentJob, startExportJob } from './capture-jobs.usecases.js';
import { getStackOrThrow } from './capture-stacks.usecases.js';
import type { RouteHelpers } from './capture.http.js';
import type { CaptureContext } from './capture.context.js';

const base = '/api/job/main';

const startResult = z.object({ jobId: z.uuid(), documents: z.number() });
const archiveInput = startDocumentJobsSchema.extend({ confirmDuplicates: z.boolean().default(false) });

/** Starting jobs over documents of a stack (spec 002, section 7): `/api/job/main/send…`, `start…`. */
export function registerJobStartRoutes(route: RouteHelpers, ctx: CaptureContext) {
  route.post(`${base}/sendjob`, {
    summary: 'Send one job of a type over documents of a stack',
    input: sendJobSchema.extend({ confirmDuplicates: z.boolean().default(false) }),
    output: startResult,
    handler: async (input, actor) => {
      if (input.jobType === 'export')
        return startExportJob(ctx, { userId: actor.userId, name: actor.name }, input);
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
    summary:
      'Export the bookings of green documents of a stack to the accounting system (blocked while auto jobs run; checked first)',
    input: stackExportRequestSchema,
    output: startResult,
    handler: (input, actor) => startExportJob(ctx, { userId: actor.userId, name: actor.name }, input),
  });
}
