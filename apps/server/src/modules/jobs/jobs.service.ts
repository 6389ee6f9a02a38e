import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type PgBoss from 'pg-boss';
import { JobState, type Job } from '@belegfluss/shared';
import { createErrorFactory } from '../../kernel/errors.js';
import type { Logger } from '../../kernel/logger.js';
import type { Database } from '../../kernel/database.js';
import type { JobDefinition } from '../../kernel/jobs.js';
import { canCancel, canResend, STALE_HEARTBEAT_SECONDS } from './jobs.models.js';
import { createJobsRepository, toJob } from './jobs.repository.js';
import { createQueue } from './jobs.queue.js';
import { createJobRecovery } from './jobs.recovery.js';
import { createJobRunner } from './jobs.runner.js';

const jobNotFound = createErrorFactory('jobs.not_found');
const notRetryable = createErrorFactory('jobs.not_retryable');
const jobServerUnavailable = createErrorFactory('jobs.server_unavailable');

type QueueMessage = { jobId: string };

/** Told that job workers crashed: what they wrote lies before `writtenBefore`. */
export type LostWorkerListener = (lost: { writtenBefore: Date }) => Promise<void>;

function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/** Periodic tasks of a worker (heartbeats, recovery); a failing run is logged and the next one comes. */
function createMaintenanceTimers(logger: Logger) {
  const timers: NodeJS.Timeout[] = [];
  return {
    every(seconds: number, task: () => Promise<void>) {
      const timer = setInterval(() => {
        task().catch((error: unknown) => logger.error({ err: error }, 'job maintenance failed'));
      }, seconds * 1000);
      timer.unref();
      timers.push(timer);
    },
    clear() {
      for (const timer of timers.splice(0)) clearInterval(timer);
    },
  };
}

/**
 * The job queue: a visible job record per job (state, progress, error, attempts) and pg-boss to
 * hand the record's id to a worker. Records are the truth; a queue message whose record is no
 * longer waiting is skipped, so sending twice is harmless and recovery can always re-send.
 */
export function createJobService(options: {
  database: Database;
  logger: Logger;
  concurrency: number;
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: (attempt: number) => number;
  /** Silence after which a running job counts as interrupted (default 60 s). */
  staleSeconds?: number;
}) {
  const { database, logger } = options;
  const staleSeconds = options.staleSeconds ?? STALE_HEARTBEAT_SECONDS;
  const repository = createJobsRepository({ db: database.db });
  const definitions = new Map<string, JobDefinition<unknown>>();
  const limit = createLimiter(options.concurrency);
  const workerId = `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const maintenance = createMaintenanceTimers(logger);
  const bossWorkerIds: string[] = [];
  let boss: PgBoss | null = null;
  let working = false;
  const runner = createJobRunner({
    repository,
    logger,
    workerId,
    sendToQueue,
    ...(options.retryDelaySeconds ? { retryDelaySeconds: options.retryDelaySeconds } : {}),
  });
  const { running, giveUp } = runner;

  function requireBoss(): PgBoss {
    if (!boss) throw jobServerUnavailable();
    return boss;
  }

  async function sendToQueue(id: string, kind: string, delaySeconds = 0) {
    const queueJobId = await requireBoss().send(kind, { jobId: id } satisfies QueueMessage, {
      ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}),
    });
    const row = queueJobId ? await repository.markQueued(id, queueJobId) : null;
    if (working && delaySeconds === 0)
      for (const bossWorkerId of bossWorkerIds) boss?.notifyWorker(bossWorkerId);
    return row;
  }

  const recover = createJobRecovery({
    repository,
    logger,
    running,
    sendToQueue,
    isRegistered: (kind) => definitions.has(kind),
    staleSeconds,
  });
  const lostWorkerListeners: LostWorkerListener[] = [];

  /**
   * After a crash: tells the listeners (in the background) that workers ended without signing off,
   * with the moment before which everything they wrote lies. On the embedded database that is this
   * start (no other process exists); elsewhere half the silence that marks a worker lost, so what
   * live processes write now stays out of it.
   */
  async function reportLostWorkers(all: boolean) {
    const lost = await repository.takeLostWorkers({
      ownId: workerId,
      staleSeconds: STALE_HEARTBEAT_SECONDS,
      all,
    });
    if (lost.length === 0) return;
    // A message the lost process fetched but never claimed would wait for it forever.
    for (const row of await repository.findFetchedUnclaimed()) {
      logger.warn({ jobId: row.id, kind: row.kind }, 'job fetched by a lost worker; queued again');
      await sendToQueue(row.id, row.kind);
    }
    const writtenBefore = all ? new Date() : new Date(Date.now() - (STALE_HEARTBEAT_SECONDS / 2) * 1000);
    logger.warn({ workers: lost.map((worker) => worker.id) }, 'job workers ended without signing off');
    for (const listener of lostWorkerListeners) {
      void listener({ writtenBefore }).catch((error: unknown) =>
        logger.error({ err: error }, 'clean-up after lost job workers failed'),
      );
    }
  }

  return {
    workerId,

    /** Called (in the background) when this worker finds workers that crashed; see `reportLostWorkers`. */
    onWorkerLost(listener: LostWorkerListener) {
      lostWorkerListeners.push(listener);
    },

    register(definition: JobDefinition<unknown>) {
      if (definitions.has(definition.kind)) throw new Error(`Job kind ${definition.kind} registered twice`);
      definitions.set(definition.kind, definition);
    },

    /**
     * Connects to the queue. With `work`, this process also runs jobs: it announces itself as a
     * worker, picks up what a crash interrupted and keeps heartbeats so others can do the same.
     */
    async start({ work }: { work: boolean }) {
      boss = createQueue(database);
      boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
      await boss.start();
      for (const kind of definitions.keys()) {
        await boss.createQueue(kind, { name: kind, retryLimit: 0, expireInHours: 4 });
      }
      if (!work) return;
      working = true;
      await repository.upsertWorker({ id: workerId, host: os.hostname(), pid: process.pid });
      // The embedded database serves one process, so whatever still runs there was cut off by a crash.
      await recover({ all: database.kind === 'pglite' });
      await reportLostWorkers(database.kind === 'pglite');
      for (const definition of definitions.values()) {
        const slots = definition.concurrency ?? options.concurrency;
        for (let slot = 0; slot < slots; slot += 1) {
          let bossWorkerId = '';
          bossWorkerId = await boss.work<QueueMessage>(
            definition.kind,
            { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
            async ([message]) => {
              if (!message) return;
              if (definition.slots === 'own') await runner.run(definition, message.data.jobId);
              else await limit(() => runner.run(definition, message.data.jobId));
              // A slot that just finished a job asks for the next one at once instead of sleeping
              // a polling interval: with a backlog, throughput would otherwise be one job per interval.
              boss?.notifyWorker(bossWorkerId);
            },
          );
          bossWorkerIds.push(bossWorkerId);
        }
      }
      maintenance.every(Math.max(1, Math.floor(staleSeconds / 6)), async () => {
        await repository.upsertWorker({ id: workerId, host: os.hostname(), pid: process.pid });
        await repository.heartbeat([...running.keys()], workerId);
      });
      maintenance.every(staleSeconds / 2, async () => {
        await recover({ all: false });
        await reportLostWorkers(false);
      });
    },

    async stop() {
      maintenance.clear();
      for (const controller of running.values()) controller.abort();
      if (boss) await boss.stop({ graceful: true, timeout: 5000, wait: true });
      if (working) await repository.removeWorker(workerId).catch(() => undefined);
      boss = null;
      working = false;
    },

    async enqueue<Payload>(
      kind: string,
      payload: Payload,
      context: { mandantId: string | null; createdBy: string | null },
    ): Promise<Job> {
      const definition = definitions.get(kind);
      if (!definition) throw new Error(`Unknown job kind ${kind}`);
      requireBoss();
      const row = await repository.insert({
        kind,
        payload: definition.payloadSchema.parse(payload),
        mandantId: context.mandantId,
        createdBy: context.createdBy,
        maxAttempts: definition.maxAttempts ?? 3,
      });
      // The record is `created` until the queue has the message, then `waiting`.
      return toJob((await sendToQueue(row.id, kind)) ?? row);
    },

    async get(id: string): Promise<Job> {
      const row = await repository.findById(id);
      if (!row) throw jobNotFound({ id });
      return toJob(row);
    },

    /** The jobs of `ids` that exist, in one query. */
    async getMany(ids: string[]): Promise<Job[]> {
      return (await repository.findByIds([...new Set(ids)])).map(toJob);
    },

    async cancel(id: string): Promise<Job> {
      const current = await repository.findById(id);
      if (!current) throw jobNotFound({ id });
      if (!canCancel(current.state as Job['state'])) return toJob(current);
      const row = await repository.cancel(id);
      running.get(id)?.abort();
      // A running job cleans up in the worker that runs it, once its handler has stopped.
      if (row && current.state !== JobState.inProgress)
        await giveUp(definitions.get(current.kind), row, JobState.canceled);
      return toJob(row ?? current);
    },

    async resend(id: string): Promise<Job> {
      const current = await repository.findById(id);
      if (!current) throw jobNotFound({ id });
      if (!canResend(current.state as Job['state'])) throw notRetryable({ id, state: current.state });
      const row = await repository.resend(id);
      if (!row) throw notRetryable({ id });
      await sendToQueue(row.id, row.kind);
      return toJob(row);
    },

    async list(filter: Parameters<typeof repository.list>[0]): Promise<Job[]> {
      return (await repository.list(filter)).map(toJob);
    },

    async status() {
      const counts = await repository.counts();
      const workers = working || (await repository.hasLiveWorker(staleSeconds));
      return { ok: boss !== null, ...counts, workers };
    },

    /** For `/main/testJobServerConnection`: throws "Keine Verbindung zum Job-Server!" without live workers. */
    async assertWorkersAvailable() {
      if (!boss || !(working || (await repository.hasLiveWorker(staleSeconds)))) {
        throw jobServerUnavailable();
      }
    },

    /** Waits until the job leaves the waiting and running states; for tests and scripts. */
    async waitForJob(id: string, timeoutMs = 600_000): Promise<Job> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await this.get(id);
        if (
          job.state === JobState.finished ||
          job.state === JobState.faulty ||
          job.state === JobState.canceled
        ) {
          return job;
        }
        if (Date.now() > deadline) throw new Error(`Job ${id} still ${job.state} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
