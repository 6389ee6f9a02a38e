import { z } from 'zod';
import { queryFlag } from '../query-flag.js';
import { jobStates } from '../jobs/jobs.schemas.js';
import { autoJobs } from './capture.enums.js';

/** A job as the job list shows it: addressee, server type, created on, creator, state. */
export const captureJobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  serverType: z.string(),
  addressee: z.string(),
  mandantId: z.uuid().nullable(),
  stackId: z.uuid().nullable(),
  state: z.enum(jobStates),
  progress: z.number(),
  progressText: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorText: z.string().nullable(),
  creator: z.string().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  pickedUp: z.boolean(),
  /** Started by an upload (import) or by the stack's auto jobs. */
  auto: z.boolean(),
  result: z.unknown().nullable(),
});
export type CaptureJob = z.infer<typeof captureJobSchema>;

export const jobIdsSchema = z.object({ jobIds: z.array(z.uuid()).min(1).max(500) });
export const pickUpJobsSchema = jobIdsSchema.extend({
  /** The Mandant the user currently works in; jobs of other Mandanten need a switch first. */
  mandantId: z.uuid(),
});

export const jobCtrlSettingsSchema = z.object({
  /** Show the job list panel. */
  showJobList: z.boolean(),
  /** Refresh interval of the job list in seconds. */
  refreshSeconds: z.number().int().min(2).max(600),
  /** Hide finished jobs once picked up. */
  hidePickedUp: z.boolean(),
  /** Start the stack's auto jobs after each upload. */
  startAutoJobs: z.boolean(),
});
export type JobCtrlSettings = z.infer<typeof jobCtrlSettingsSchema>;

export const startDocumentJobsSchema = z.object({
  mandantId: z.uuid(),
  stackId: z.uuid(),
  /** Only these documents; the whole stack when absent. */
  documentIds: z.array(z.uuid()).max(5000).optional(),
});

export const sendJobSchema = startDocumentJobsSchema.extend({
  jobType: z.enum(['analyse', 'ocr', 'extraction', 'archive', 'export']),
});

export const autoJobConfiguredQuerySchema = z.object({
  mandantId: z.uuid(),
  stackId: z.uuid(),
  autoJob: z.enum(autoJobs).optional(),
});

export const captureJobListQuerySchema = z.object({
  mandantId: z.uuid().optional(),
  stackId: z.uuid().optional(),
  includePickedUp: queryFlag.default(false),
});

export const uploadFileResultSchema = z.object({
  fileName: z.string(),
  accepted: z.boolean(),
  detectedType: z.string().nullable(),
  sha256: z.string().nullable(),
  jobId: z.uuid().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** Set when the file went into another stack than the chosen one (an XML e-invoice into "E-Rechnung"). */
  routedTo: z.object({ stackId: z.uuid(), stackName: z.string() }).optional(),
});
export const uploadResultSchema = z.object({
  folderId: z.uuid().nullable(),
  files: z.array(uploadFileResultSchema),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
