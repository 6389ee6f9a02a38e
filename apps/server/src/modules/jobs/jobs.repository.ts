import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { JobState, openJobStates, pendingJobStates, type Job, type JobStateValue } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { jobTable, jobWorkerTable } from './jobs.tables.js';

type JobRow = typeof jobTable.$inferSelect;

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    mandantId: row.mandantId,
    state: row.state as JobStateValue,
    progress: row.progress,
    progressText: row.progressText,
    errorCode: row.errorCode,
    errorText: row.errorText,
    attempts: row.attempts,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    result: row.result ?? null,
  };
}

export function createJobsRepository({ db }: { db: Db }) {
  return {
    async insert(values: {
      kind: string;
      payload: unknown;
      mandantId: string | null;
      createdBy: string | null;
      maxAttempts: number;
    }) {
      const [row] = await db
        .insert(jobTable)
        .values({ ...values, state: JobState.created })
        .returning();
      return row as JobRow;
    },

    /** Records the queue's message id; a job that was only created is waiting from now on. */
    async markQueued(id: string, queueJobId: string) {
      const [row] = await db
        .update(jobTable)
        .set({
          queueJobId,
          state: sql`CASE WHEN ${jobTable.state} = ${JobState.created} THEN ${JobState.waiting} ELSE ${jobTable.state} END`,
        })
        .where(eq(jobTable.id, id))
        .returning();
      return row ?? null;
    },

    async findById(id: string) {
      const [row] = await db.select().from(jobTable).where(eq(jobTable.id, id));
      return row ?? null;
    },

    async findByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(jobTable).where(inArray(jobTable.id, ids));
    },

    async list(filter: { mandantIds: string[]; createdBy: string; state?: JobStateValue; limit: number }) {
      const visible = filter.mandantIds.length
        ? or(eq(jobTable.createdBy, filter.createdBy), inArray(jobTable.mandantId, filter.mandantIds))
        : eq(jobTable.createdBy, filter.createdBy);
      return db
        .select()
        .from(jobTable)
        .where(and(visible, filter.state ? eq(jobTable.state, filter.state) : undefined))
        .orderBy(desc(jobTable.createdAt))
        .limit(filter.limit);
    },

    /** Takes a waiting job for one worker; null when another worker has it or it was canceled. */
    async claim(id: string, workerId: string) {
      const [row] = await db
        .update(jobTable)
        .set({
          state: JobState.inProgress,
          workerId,
          attempts: sql`${jobTable.attempts} + 1`,
          heartbeatAt: sql`now()`,
          startedAt: sql`now()`,
          errorCode: null,
          errorText: null,
        })
        .where(and(eq(jobTable.id, id), inArray(jobTable.state, [...pendingJobStates])))
        .returning();
      return row ?? null;
    },

    /** Returns false when the job is no longer running (canceled meanwhile). */
    async reportProgress(id: string, workerId: string, progress: number, progressText: string | null) {
      const rows = await db
        .update(jobTable)
        .set({ progress, progressText, heartbeatAt: sql`now()` })
        .where(
          and(eq(jobTable.id, id), eq(jobTable.workerId, workerId), eq(jobTable.state, JobState.inProgress)),
        )
        .returning({ id: jobTable.id });
      return rows.length > 0;
    },

    async heartbeat(ids: string[], workerId: string) {
      if (ids.length === 0) return;
      await db
        .update(jobTable)
        .set({ heartbeatAt: sql`now()` })
        .where(
          and(
            inArray(jobTable.id, ids),
            eq(jobTable.workerId, workerId),
            eq(jobTable.state, JobState.inProgress),
          ),
        );
    },

    async finish(id: string, workerId: string, result: unknown) {
      await db
        .update(jobTable)
        .set({ state: JobState.finished, progress: 100, result: result ?? null, finishedAt: sql`now()` })
        .where(
          and(eq(jobTable.id, id), eq(jobTable.workerId, workerId), eq(jobTable.state, JobState.inProgress)),
        );
    },

    /** Marks a failed attempt: back to waiting for another attempt, or faulty for good. */
    async fail(id: string, workerId: string, error: { code: string; text: string }, final: boolean) {
      await db
        .update(jobTable)
        .set({
          state: final ? JobState.faulty : JobState.reinitialised,
          errorCode: error.code,
          errorText: error.text,
          finishedAt: final ? sql`now()` : null,
          workerId: final ? workerId : null,
        })
        .where(
          and(eq(jobTable.id, id), eq(jobTable.workerId, workerId), eq(jobTable.state, JobState.inProgress)),
        );
    },

    async cancel(id: string) {
      const [row] = await db
        .update(jobTable)
        .set({ state: JobState.canceled, finishedAt: sql`now()` })
        .where(and(eq(jobTable.id, id), inArray(jobTable.state, [...openJobStates])))
        .returning();
      return row ?? null;
    },

    async resend(id: string) {
      const [row] = await db
        .update(jobTable)
        .set({
          state: JobState.reinitialised,
          attempts: 0,
          progress: 0,
          progressText: null,
          errorCode: null,
          errorText: null,
          result: null,
          workerId: null,
          queueJobId: null,
          startedAt: null,
          finishedAt: null,
        })
        .where(
          and(
            eq(jobTable.id, id),
            inArray(jobTable.state, [JobState.finished, JobState.faulty, JobState.canceled]),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Running jobs whose worker stopped reporting (crashed process), or every running job when `all`. */
    async findInterrupted(options: { staleSeconds: number; all?: boolean }) {
      return db
        .select()
        .from(jobTable)
        .where(
          and(
            eq(jobTable.state, JobState.inProgress),
            options.all
              ? undefined
              : or(
                  isNull(jobTable.heartbeatAt),
                  lt(jobTable.heartbeatAt, sql`now() - make_interval(secs => ${options.staleSeconds})`),
                ),
          ),
        );
    },

    /** Puts an interrupted job back into the queue state; false when it changed meanwhile. */
    async reinitialise(id: string, expectedWorkerId: string | null) {
      const rows = await db
        .update(jobTable)
        .set({ state: JobState.reinitialised, workerId: null, queueJobId: null })
        .where(
          and(
            eq(jobTable.id, id),
            eq(jobTable.state, JobState.inProgress),
            expectedWorkerId === null ? isNull(jobTable.workerId) : eq(jobTable.workerId, expectedWorkerId),
          ),
        )
        .returning({ id: jobTable.id });
      return rows.length > 0;
    },

    /** Waiting jobs that never reached the queue (the process died between insert and send). */
    async findUnqueued(olderThanSeconds: number) {
      return db
        .select()
        .from(jobTable)
        .where(
          and(
            inArray(jobTable.state, [...pendingJobStates]),
            isNull(jobTable.queueJobId),
            lt(jobTable.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
          ),
        );
    },

    async counts() {
      const rows = await db
        .select({ state: jobTable.state, count: sql<number>`count(*)::int` })
        .from(jobTable)
        .where(inArray(jobTable.state, [...openJobStates]))
        .groupBy(jobTable.state);
      const running = rows.find((row) => row.state === JobState.inProgress)?.count ?? 0;
      const waiting = rows.reduce((sum, row) => sum + (row.state === JobState.inProgress ? 0 : row.count), 0);
      return { waiting, running };
    },

    async upsertWorker(worker: { id: string; host: string; pid: number }) {
      await db
        .insert(jobWorkerTable)
        .values(worker)
        .onConflictDoUpdate({ target: jobWorkerTable.id, set: { heartbeatAt: sql`now()` } });
    },

    async removeWorker(id: string) {
      await db.delete(jobWorkerTable).where(eq(jobWorkerTable.id, id));
    },

    async hasLiveWorker(staleSeconds: number) {
      const rows = await db
        .select({ id: jobWorkerTable.id })
        .from(jobWorkerTable)
        .where(sql`${jobWorkerTable.heartbeatAt} > now() - make_interval(secs => ${staleSeconds})`)
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
