import { z } from 'zod';

/** Job states of spec 002, section 4. */
export const JobState = {
  created: 'created',
  waiting: 'waiting',
  inProgress: 'in_progress',
  finished: 'finished',
  reinitialised: 'reinitialised',
  faulty: 'faulty',
  canceled: 'canceled',
} as const;
export type JobStateValue = (typeof JobState)[keyof typeof JobState];
export const jobStates = Object.values(JobState) as [JobStateValue, ...JobStateValue[]];

/** States of a job that waits to run: created (not yet queued), waiting, or reinitialised for another attempt. */
export const pendingJobStates: readonly JobStateValue[] = [
  JobState.created,
  JobState.waiting,
  JobState.reinitialised,
];

/** States of a job that is not done yet: pending or in progress ("open" jobs keep their objects busy). */
export const openJobStates: readonly JobStateValue[] = [...pendingJobStates, JobState.inProgress];

/** States in which a job no longer runs: it may be picked up, deleted or resent. */
export const finalJobStates: readonly JobStateValue[] = [
  JobState.finished,
  JobState.faulty,
  JobState.canceled,
];

export const jobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  mandantId: z.uuid().nullable(),
  state: z.enum(jobStates),
  progress: z.number().min(0).max(100),
  progressText: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorText: z.string().nullable(),
  attempts: z.number().int(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  result: z.unknown().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid() });

export const jobListQuerySchema = z.object({
  state: z.enum(jobStates).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
