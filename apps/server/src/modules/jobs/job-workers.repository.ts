import { eq, sql } from 'drizzle-orm';
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
