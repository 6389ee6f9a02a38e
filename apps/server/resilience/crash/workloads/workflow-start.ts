import type { Database } from '../../../src/kernel/database.js';
import { expectOk } from '../../lib/caller.js';
import type { Workload, WorkloadCheck, WorkloadSession } from './workload.js';

type Start = { documentId: string; confirmed: boolean };

const rowsOf = async <T>(database: Database, text: string, values: unknown[] = []) =>
  (await database.execute(text, values)).rows as T[];

/**
 * Approval workflows on every second imported document (each start writes the workflow, its tasks,
 * its history and an audit entry in one transaction). A confirmed start must exist exactly once,
 * an unconfirmed one at most once, and no workflow may lack its tasks or history.
 */
export function workflowStartWorkload(importJobs: () => (string | null)[]) {
  const starts: Start[] = [];
  const seenJobs = new Set<string>();

  async function documentOf(session: WorkloadSession, jobId: string): Promise<string | null> {
    const job = await expectOk<{ state: string; result: { documentId?: string } | null }>(
      session.caller.get(`/api/job/jobs/${jobId}`),
      'import job',
    );
    if (job.state !== 'finished') return null;
    seenJobs.add(jobId);
    return job.result?.documentId ?? null;
  }

  const workload: Workload = {
    name: 'workflow',
    finished: () => true,
    async drive(session, until) {
      const candidates = importJobs().filter(
        (jobId): jobId is string => jobId !== null && !seenJobs.has(jobId),
      );
      for (const [index, jobId] of candidates.entries()) {
        if (Date.now() >= until) return;
        try {
          const documentId = await documentOf(session, jobId);
          if (!documentId || index % 2 === 1) continue;
          const start: Start = { documentId, confirmed: false };
          starts.push(start);
          await expectOk(
            session.caller.post('/api/wf/workflows/sendworkflowmulti', {
              mandantId: session.mandantId,
              DocIDs: [documentId],
              Users: [{ Id: session.userIds.freigeber, Step: 1 }],
              sAnmerkung: 'Absturztest',
            }),
            'workflow start',
          );
          start.confirmed = true;
        } catch {
          return;
        }
      }
    },
    async verify(database): Promise<WorkloadCheck> {
      const problems: string[] = [];
      const instances = await rowsOf<{ document_id: string; n: number; tasks: number; history: number }>(
        database,
        `SELECT i.document_id, count(*)::int AS n,
                min((SELECT count(*) FROM wf_task t WHERE t.instance_id = i.id))::int AS tasks,
                min((SELECT count(*) FROM wf_history h WHERE h.instance_id = i.id))::int AS history
           FROM wf_instance i GROUP BY i.document_id`,
      );
      const byDocument = new Map(instances.map((row) => [row.document_id, row]));
      let lost = 0;
      for (const start of starts) {
        const row = byDocument.get(start.documentId);
        if (start.confirmed && !row) {
          lost += 1;
          problems.push(`workflow of ${start.documentId}: confirmed, but not there`);
        }
      }
      for (const row of instances) {
        if (row.n > 1) problems.push(`document ${row.document_id}: ${row.n} workflows`);
        if (row.tasks < 1 || row.history < 1)
          problems.push(
            `workflow of ${row.document_id} half-written: ${row.tasks} tasks, ${row.history} history entries`,
          );
      }
      return {
        problems,
        figures: {
          workflows: instances.length,
          confirmedStarts: starts.filter((start) => start.confirmed).length,
          lost,
        },
      };
    },
  };
  return workload;
}
