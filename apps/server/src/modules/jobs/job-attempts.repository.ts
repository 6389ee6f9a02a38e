import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { JobState, pendingJobStates } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { jobTable } from './jobs.tables.js';

/** A worker's view of job records: claiming, progress, heartbeats, outcome, recovery after a crash. */
export function createJobAttemptsRepository({ db }: { db: Db }) {
  return {
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

    /**
     * Waiting jobs whose queue message was fetched (active in pg-boss) but that no worker claimed:
     * after a crash, those of the dead process wait for nobody. A live process may also hold such
     * a message a moment before it claims the job, so a caller may only send these again because
     * a second message never runs a job twice (the claim takes it once).
     */
    async findFetchedUnclaimed() {
      const result = await db.execute(sql`SELECT j.id, j.kind FROM job j
        WHERE j.state IN (${sql.join(
          pendingJobStates.map((state) => sql`${state}`),
          sql`, `,
        )}) AND j.queue_job_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM pgboss.job q
                       WHERE q.name = j.kind AND q.id::text = j.queue_job_id AND q.state = 'active')`);
      return (result as unknown as { rows: { id: string; kind: string }[] }).rows;
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
  };
}
