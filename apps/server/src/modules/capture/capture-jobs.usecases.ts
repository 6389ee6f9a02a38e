import {
  CaptureJobKind,
  MessageType,
  type CaptureJob,
  type JobCtrlSettings,
  type JobStateValue,
} from '@belegfluss/shared';
import { createSettingsService } from '../settings/index.js';
import { canResend, isFinal, type JobRecord } from '../jobs/index.js';
import { findDuplicates } from './capture-checks.usecases.js';
import { getStackOrThrow } from './capture-stacks.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { captureError } from './capture.errors.js';

const serverTypes: Record<string, string> = {
  [CaptureJobKind.import]: 'Import',
  [CaptureJobKind.ocr]: 'OCR',
  [CaptureJobKind.extraction]: 'Datenextraktion',
  [CaptureJobKind.analyse]: 'Analyse',
  [CaptureJobKind.archive]: 'Archivierung',
  [CaptureJobKind.export]: 'Export',
};

const stackIdOf = (job: JobRecord) => (job.payload as { stackId?: string }).stackId;

export function toCaptureJob(row: {
  job: JobRecord;
  creator: string | null;
  stackName: string | null;
}): CaptureJob {
  const payload = row.job.payload as { stackId?: string; fileName?: string; auto?: boolean };
  return {
    id: row.job.id,
    kind: row.job.kind,
    serverType: serverTypes[row.job.kind] ?? row.job.kind,
    addressee: [row.stackName, payload.fileName].filter(Boolean).join(' · '),
    mandantId: row.job.mandantId,
    stackId: payload.stackId ?? null,
    state: row.job.state as JobStateValue,
    progress: row.job.progress,
    progressText: row.job.progressText,
    errorCode: row.job.errorCode,
    errorText: row.job.errorText,
    creator: row.creator,
    createdBy: row.job.createdBy,
    createdAt: row.job.createdAt,
    finishedAt: row.job.finishedAt,
    pickedUp: row.job.pickedUpAt !== null,
    auto: row.job.kind === CaptureJobKind.import || payload.auto === true,
    result: row.job.result ?? null,
  };
}

export async function accessibleMandantIds(ctx: CaptureContext, userId: string): Promise<string[]> {
  const user = await ctx.deps.tenancy.findUserById(userId);
  if (!user) return [];
  return (await ctx.deps.tenancy.listAccessibleMandanten(user)).map((mandant) => mandant.id);
}

export async function listCaptureJobs(
  ctx: CaptureContext,
  actor: Actor,
  filter: {
    mandantId?: string | undefined;
    stackId?: string | undefined;
    includePickedUp: boolean;
    states?: string[];
    createdByOnly?: boolean;
  },
) {
  const jobs = await ctx.jobRecords.list({
    userId: actor.userId,
    mandantIds: await accessibleMandantIds(ctx, actor.userId),
    ...filter,
  });
  const [creators, stackNames] = await Promise.all([
    ctx.users.displayNames(jobs.flatMap((job) => job.createdBy ?? [])),
    ctx.stacks.stackNames(jobs.flatMap((job) => stackIdOf(job) ?? [])),
  ]);
  return jobs.map((job) => {
    const stackId = stackIdOf(job);
    return toCaptureJob({
      job,
      creator: job.createdBy ? (creators.get(job.createdBy) ?? null) : null,
      stackName: stackId ? (stackNames.get(stackId) ?? null) : null,
    });
  });
}

/**
 * Loads a multi-selection of jobs: every job must be visible to the user and all must belong to one
 * Mandant (spec 002, section 4); picking up also needs that Mandant to be the current one.
 */
async function loadSelection(ctx: CaptureContext, actor: Actor, jobIds: string[], currentMandantId: string) {
  const rows = await ctx.jobRecords.find(jobIds);
  const visible = new Set(await accessibleMandantIds(ctx, actor.userId));
  const jobs = rows.filter(
    (row) =>
      row.kind.startsWith('capture.') &&
      (row.createdBy === actor.userId || (row.mandantId && visible.has(row.mandantId))),
  );
  if (jobs.length !== new Set(jobIds).size) {
    const known = new Set(jobs.map((job) => job.id));
    throw captureError.jobNotFound({ jobIds: jobIds.filter((id) => !known.has(id)) });
  }
  const mandanten = new Set(jobs.map((job) => job.mandantId));
  if (mandanten.size > 1) throw captureError.jobsMixedMandanten();
  if (!mandanten.has(currentMandantId)) throw captureError.jobsOtherMandant();
  return jobs;
}

export async function pickUpJobs(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; jobIds: string[] },
) {
  const jobs = await loadSelection(ctx, actor, input.jobIds, input.mandantId);
  const running = jobs.filter((job) => !isFinal(job.state as JobStateValue));
  if (running.length) throw captureError.jobsNotFinished({ jobIds: running.map((job) => job.id) });
  await ctx.jobRecords.markPickedUp(input.jobIds);
  await ctx.deps.appMessages.publish({
    userId: actor.userId,
    messageType: MessageType.jobPickedUp,
    customData: { mandantId: input.mandantId, jobInfo: { state: 'picked_up' } },
  });
  return { pickedUp: jobs.length };
}

export async function deleteJobs(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; jobIds: string[] },
) {
  const jobs = await loadSelection(ctx, actor, input.jobIds, input.mandantId);
  const running = jobs.filter((job) => !isFinal(job.state as JobStateValue));
  if (running.length) throw captureError.jobsNotFinished({ jobIds: running.map((job) => job.id) });
  await ctx.jobRecords.delete(input.jobIds);
  return { deleted: jobs.length };
}

export async function resendJobs(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; jobIds: string[] },
) {
  const jobs = await loadSelection(ctx, actor, input.jobIds, input.mandantId);
  const notDone = jobs.filter((job) => !canResend(job.state as JobStateValue));
  if (notDone.length) throw captureError.jobsNotFinished({ jobIds: notDone.map((job) => job.id) });
  for (const job of jobs) await ctx.deps.jobs.resend(job.id);
  return { resent: jobs.length };
}

export async function abortJobs(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; jobIds: string[] },
) {
  const jobs = await loadSelection(ctx, actor, input.jobIds, input.mandantId);
  let aborted = 0;
  for (const job of jobs) {
    if (isFinal(job.state as JobStateValue)) continue;
    await ctx.deps.jobs.cancel(job.id);
    aborted += 1;
  }
  return { aborted };
}

export const jobTypeKinds = {
  analyse: CaptureJobKind.analyse,
  ocr: CaptureJobKind.ocr,
  extraction: CaptureJobKind.extraction,
  archive: CaptureJobKind.archive,
} as const;

/** Modules whose licence covers capture jobs: Rechnungsverarbeitung (Unides) or Capture. */
const JOB_LICENCE_MODULES = ['Unides', 'Capture'];

/**
 * Why jobs cannot be sent for a Mandant, or null when they can (`canMandantSendJobs`): the Mandant
 * must be active, the installation's licence must cover capture, and a job worker must be alive.
 */
export async function jobSendingBlocker(
  ctx: CaptureContext,
  mandantId: string,
): Promise<'capture.no_job_licence' | 'jobs.server_unavailable' | null> {
  const [mandant, licence] = await Promise.all([
    ctx.deps.tenancy.findMandantById(mandantId),
    ctx.deps.systemSettings.getLicense(),
  ]);
  const licensed =
    licence.modules === null || licence.modules.some((module) => JOB_LICENCE_MODULES.includes(module));
  if (!mandant?.active || !licensed) return 'capture.no_job_licence';
  const status = await ctx.deps.jobs.status();
  return status.ok && status.workers ? null : 'jobs.server_unavailable';
}

async function assertCanSendJobs(ctx: CaptureContext, mandantId: string) {
  const blocker = await jobSendingBlocker(ctx, mandantId);
  if (blocker === 'capture.no_job_licence') throw captureError.noJobLicence({ mandantId });
  if (blocker) await ctx.deps.jobs.assertWorkersAvailable();
}

/** Queues one job of `jobType` over the chosen documents (or the whole stack) after the spec's checks. */
export async function startDocumentJob(
  ctx: CaptureContext,
  actor: Actor,
  jobType: keyof typeof jobTypeKinds,
  input: {
    mandantId: string;
    stackId: string;
    documentIds?: string[] | undefined;
    confirmDuplicates?: boolean | undefined;
  },
) {
  const stack = await getStackOrThrow(ctx, input.mandantId, input.stackId);
  await assertCanSendJobs(ctx, stack.mandantId);
  const all = await ctx.documents.listDocumentsOfStack(stack.id);
  let documents = input.documentIds
    ? all.filter((document) => input.documentIds?.includes(document.id))
    : all;
  if (input.documentIds && documents.length !== new Set(input.documentIds).size)
    throw captureError.documentNotFound();
  const busy = await ctx.jobRecords.documentsInProcess(documents.map((document) => document.id));
  if (busy.length) throw captureError.objectsInProcess({ documentIds: busy });
  if (jobType === 'archive') {
    documents = documents.filter((document) => !document.archived);
    const notGreen = documents.filter((document) => document.status !== 'green');
    if (input.documentIds && notGreen.length)
      throw captureError.notGreen({ documentIds: notGreen.map((document) => document.id) });
    documents = documents.filter((document) => document.status === 'green');
    if (documents.length === 0) throw captureError.notGreen();
    const duplicates = await findDuplicates(
      ctx,
      input.mandantId,
      documents.map((document) => document.id),
    );
    if (duplicates.length && !input.confirmDuplicates) throw captureError.duplicatesFound({ duplicates });
  } else {
    documents = documents.filter((document) => !document.archived && !document.locked);
  }
  if (documents.length === 0) throw captureError.objectsInProcess({ reason: 'no documents' });
  if (jobType === 'ocr' && !ctx.textEngine.canRecognize) throw captureError.ocrUnavailable();
  const job = await ctx.deps.jobs.enqueue(
    jobTypeKinds[jobType],
    {
      stackId: stack.id,
      documentIds: documents.map((document) => document.id),
      auto: false,
      thenExtract: false,
    },
    { mandantId: stack.mandantId, createdBy: actor.userId },
  );
  return { jobId: job.id, documents: documents.length };
}

/**
 * Export of a stack's documents: refused while auto jobs run on the stack and when no green document
 * waits for export; the export module then checks the bookings and starts its job.
 */
export async function startExportJob(
  ctx: CaptureContext,
  actor: { userId: string; name: string },
  input: {
    mandantId: string;
    stackId: string;
    documentIds?: string[] | undefined;
    from?: string | undefined;
    to?: string | undefined;
    confirmed?: boolean | undefined;
    exchangeRates?: Record<string, string> | undefined;
  },
): Promise<{ jobId: string; documents: number }> {
  const stack = await getStackOrThrow(ctx, input.mandantId, input.stackId);
  if ((await ctx.jobRecords.countOpenOnStack(stack.id)) > 0)
    throw captureError.autoJobsRunning({ stackId: stack.id });
  const documents = (await ctx.documents.listDocumentsOfStack(stack.id)).filter(
    (document) =>
      (!input.documentIds || input.documentIds.includes(document.id)) &&
      document.status === 'green' &&
      !document.fibuExported,
  );
  if (documents.length === 0) throw captureError.nothingToExport();
  return ctx.deps.exportStarter.start(actor, {
    mandantId: stack.mandantId,
    stackId: stack.id,
    documentIds: documents.map((document) => document.id),
    from: input.from,
    to: input.to,
    confirmed: input.confirmed ?? false,
    exchangeRates: input.exchangeRates ?? {},
  });
}

const JOB_CTRL_KEY = 'capture.jobctrl';
const defaultJobCtrl: JobCtrlSettings = {
  showJobList: true,
  refreshSeconds: 5,
  hidePickedUp: true,
  startAutoJobs: true,
};

/** The job list settings; "show the job list" is the user's setting `jobsOnStart` (one store with Einstellungen › Jobs). */
export async function getJobCtrlSettings(ctx: CaptureContext, userId: string): Promise<JobCtrlSettings> {
  const [stored, onStart] = await Promise.all([
    ctx.preferences.getPreference(userId, JOB_CTRL_KEY) as Promise<Partial<JobCtrlSettings> | undefined>,
    createSettingsService({ db: ctx.deps.db }).get('jobsOnStart', { userId }),
  ]);
  return { ...defaultJobCtrl, ...(stored ?? {}), showJobList: onStart.showJobList };
}

/** Whether a user's uploads start the auto jobs of their stack (job list setting "Auto-Jobs starten"). */
export async function startsAutoJobs(ctx: CaptureContext, userId: string | null): Promise<boolean> {
  return userId === null
    ? defaultJobCtrl.startAutoJobs
    : (await getJobCtrlSettings(ctx, userId)).startAutoJobs;
}

export async function setJobCtrlSettings(ctx: CaptureContext, userId: string, settings: JobCtrlSettings) {
  const { showJobList, ...own } = settings;
  const service = createSettingsService({ db: ctx.deps.db });
  const onStart = await service.get('jobsOnStart', { userId });
  await service.set('jobsOnStart', { userId }, { ...onStart, showJobList }, userId);
  await ctx.preferences.setPreference(userId, JOB_CTRL_KEY, own);
  return settings;
}
