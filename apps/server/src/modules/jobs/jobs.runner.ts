import { errorMessage, JobState } from '@belegfluss/shared';
import { isAppError } from '../../kernel/errors.js';
import type { Logger } from '../../kernel/logger.js';
import { JobCanceledError, PermanentJobError, type JobDefinition } from '../../kernel/jobs.js';
import { retryDelaySeconds } from './jobs.models.js';
import type { JobsRepository } from './jobs.repository.js';

function describeFailure(error: unknown): { code: string; text: string; permanent: boolean } {
  if (error instanceof PermanentJobError) return { code: error.code, text: error.message, permanent: true };
  if (isAppError(error)) {
    return { code: error.code, text: errorMessage(error.code, 'de'), permanent: error.statusCode < 500 };
  }
  const text = error instanceof Error ? error.message : String(error);
  return { code: 'platform.internal', text: text.slice(0, 2000), permanent: false };
}

/**
 * Runs one attempt of a job in this worker: claims its record, calls the handler with progress
 * reporting and cancellation, records the outcome and, after a failure, queues the retry or gives
 * the job up.
 */
export function createJobRunner(options: {
  repository: JobsRepository;
  logger: Logger;
  workerId: string;
  sendToQueue: (id: string, kind: string, delaySeconds?: number) => Promise<unknown>;
  retryDelaySeconds?: (attempt: number) => number;
}) {
  const { repository, logger, workerId, sendToQueue } = options;
  const running = new Map<string, AbortController>();

  /** Runs the definition's clean-up for a job that will not run again; its failures are only logged. */
  async function giveUp(
    definition: JobDefinition<unknown> | undefined,
    row: { id: string; payload: unknown; mandantId: string | null },
    state: 'faulty' | 'canceled',
  ) {
    if (!definition?.onGivenUp) return;
    const jobLogger = logger.child({ jobId: row.id, kind: definition.kind });
    try {
      await definition.onGivenUp({
        jobId: row.id,
        payload: definition.payloadSchema.parse(row.payload),
        mandantId: row.mandantId,
        state,
        logger: jobLogger,
      });
    } catch (error) {
      jobLogger.error({ err: error }, 'clean-up of a given-up job failed');
    }
  }

  async function run(definition: JobDefinition<unknown>, id: string) {
    const row = await repository.claim(id, workerId);
    if (!row) return;
    const controller = new AbortController();
    running.set(id, controller);
    const jobLogger = logger.child({ jobId: id, kind: definition.kind, attempt: row.attempts });
    try {
      const payload = definition.payloadSchema.parse(row.payload);
      const result = await definition.handler({
        jobId: id,
        payload,
        mandantId: row.mandantId,
        createdBy: row.createdBy,
        attempt: row.attempts,
        signal: controller.signal,
        logger: jobLogger,
        reportProgress: async (progress, text) => {
          const stillRunning = await repository.reportProgress(
            id,
            workerId,
            Math.max(0, Math.min(100, Math.round(progress))),
            text ?? null,
          );
          if (!stillRunning || controller.signal.aborted) throw new JobCanceledError();
        },
      });
      await repository.finish(id, workerId, result);
      jobLogger.info('job finished');
    } catch (error) {
      if (error instanceof JobCanceledError || controller.signal.aborted) {
        jobLogger.info('job stopped: canceled or shutting down');
        if ((await repository.findById(id))?.state === JobState.canceled)
          await giveUp(definition, row, JobState.canceled);
        return;
      }
      const failure = describeFailure(error);
      const final = failure.permanent || row.attempts >= row.maxAttempts;
      jobLogger.warn({ err: error, final }, 'job attempt failed');
      await repository.fail(id, workerId, failure, final);
      if (final) await giveUp(definition, row, JobState.faulty);
      else
        await sendToQueue(
          id,
          definition.kind,
          (options.retryDelaySeconds ?? retryDelaySeconds)(row.attempts),
        );
    } finally {
      running.delete(id);
    }
  }

  return { running, run, giveUp };
}
