import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { jobWorkerTable } from './jobs.tables.js';

/** The processes that run jobs, each with its heartbeat. */
export function createJobWorkersRepository({ db }: { db: Db }) {
  return {
    async upsertWorker(worker: { id: string; host: string; pid: number }) {
      await db
        .insert(jobWorkerTable)
        .values(worker)
        .onConflictDoUpdate({ target: jobWorkerTable.id, set: { heartbeatAt: sql`now()` } });
    },

    async removeWorker(id: string) {
      await db.delete(jobWorkerTable).where(eq(jobWorkerTable.id, id));
    },

    /**
     * Removes the rows of workers that ended without signing off (a crash), all but `ownId` when
     * `all`, else those silent for `staleSeconds`; returns them. Removing and returning in one
     * statement lets only one surviving worker act on each lost one.
     */
    async takeLostWorkers(options: { ownId: string; staleSeconds: number; all: boolean }) {
      return db
        .delete(jobWorkerTable)
        .where(
          and(
            ne(jobWorkerTable.id, options.ownId),
            options.all
              ? undefined
              : sql`${jobWorkerTable.heartbeatAt} < now() - make_interval(secs => ${options.staleSeconds})`,
          ),
        )
        .returning({ id: jobWorkerTable.id, heartbeatAt: jobWorkerTable.heartbeatAt });
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
