import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { JobState, openJobStates, type Job, type JobStateValue } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { createJobAttemptsRepository } from './job-attempts.repository.js';
import { createJobWorkersRepository } from './job-workers.repository.js';
import { jobTable } from './jobs.tables.js';

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

/** Job records as users and the service see them: create, find, list, cancel, resend, count. */
export function createJobRecordsRepository({ db }: { db: Db }) {
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
  };
}

export function createJobsRepository({ db }: { db: Db }) {
  return {
    ...createJobRecordsRepository({ db }),
    ...createJobAttemptsRepository({ db }),
    ...createJobWorkersRepository({ db }),
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
