import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/kernel/database.js';
import { assertBuilt, login, percentile, report, startServer } from './bench-utils.js';

/**
 * Workflow figures on the built server with the embedded database:
 * - workflow.inbox_10k_p95_ms: the approver's inbox (first page, default sort) with 10,000 open workflows;
 * - workflow.approve_p95_ms: one approval (submit with history entry and audit entry, completing the workflow).
 * The 10,000 workflows are written straight into the data directory before the server starts.
 */
const OPEN_WORKFLOWS = 10_000;
const INBOX_RUNS = 200;
const APPROVE_RUNS = 200;

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-workflow-'));
const env = { DATA_DIR: dataDir };

async function seedOpenWorkflows() {
  const database = await openPglite(path.join(dataDir, 'db'));
  const one = async (sql: string, values: unknown[] = []) =>
    (await database.execute(sql, values)).rows[0] ?? {};
  const { id: mandantId } = await one(`SELECT id FROM mandant WHERE mandnr = 10001`);
  const { id: erfasser } = await one(`SELECT id FROM app_user WHERE kuerzel = 'erfasser'`);
  const { id: freigeber } = await one(`SELECT id FROM app_user WHERE kuerzel = 'freigeber'`);
  const { id: stackId } = await one(
    `INSERT INTO cap_stack (mandant_id, name, type) VALUES ($1, 'Bench', 'standard') RETURNING id`,
    [mandantId],
  );
  const { id: folderId } = await one(
    `INSERT INTO cap_folder (mandant_id, stack_id, name) VALUES ($1, $2, 'Mappe') RETURNING id`,
    [mandantId, stackId],
  );
  await database.execute(
    `INSERT INTO cap_document (mandant_id, stack_id, folder_id, position, title, kind, status, original_sha256, original_content_type)
     SELECT $1, $2, $3, g, 'Rechnung ' || g, 'pdf', 'green', repeat('0', 64), 'application/pdf' FROM generate_series(1, ${OPEN_WORKFLOWS}) g`,
    [mandantId, stackId, folderId],
  );
  await database.execute(
    `INSERT INTO wf_instance (mandant_id, document_id, kind, header, status, started_by, starter_kuerzel, started_at, beleg_datum, umsatz_cents)
     SELECT mandant_id, id, 'None', title, 'IN_PROGRESS', $1, 'erfasser', now() - (position || ' minutes')::interval,
            date '2026-01-01' + (position % 300), (position * 7919) % 1000000
     FROM cap_document WHERE stack_id = $2`,
    [erfasser, stackId],
  );
  await database.execute(
    `INSERT INTO wf_task (instance_id, mandant_id, step_no, role, kind, recipient_kind, recipient_user_id, recipient_name, state, opened_at)
     SELECT id, mandant_id, 1, 'step', 'Genehmigung', 'User', $1, 'Frieda Freigeber', 'OPEN', now() FROM wf_instance`,
    [freigeber],
  );
  await database.execute(
    `INSERT INTO wf_history (instance_id, mandant_id, document_id, entry_type, user_id, kuerzel, fullname, text)
     SELECT id, mandant_id, document_id, 256, $1, 'erfasser', 'Erik Erfasser', 'Workflow gestartet an Frieda Freigeber' FROM wf_instance`,
    [erfasser],
  );
  await database.execute('ANALYZE');
  const instances = (
    await database.execute(
      `SELECT id, document_id FROM wf_instance ORDER BY started_at LIMIT ${APPROVE_RUNS}`,
    )
  ).rows;
  await database.close();
  return instances.map((row) => ({ instanceId: String(row.id), documentId: String(row.document_id) }));
}

try {
  await (await startServer(env)).stop();
  const toApprove = await seedOpenWorkflows();
  const server = await startServer(env);
  try {
    const token = await login(server.baseUrl, 'freigeber', 'Freigabe-2026');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const timed = async (request: () => Promise<Response>) => {
      const started = performance.now();
      const response = await request();
      const body = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${body}`);
      return { ms: performance.now() - started, body };
    };

    const inbox = () =>
      fetch(`${server.baseUrl}/api/wf/workflows/list?filter=InvitedWorkflows&mailbox=Inbox`, { headers });
    const first = JSON.parse((await timed(inbox)).body) as { total: number };
    if (first.total < OPEN_WORKFLOWS)
      throw new Error(`inbox holds ${first.total} workflows, expected ${OPEN_WORKFLOWS}`);
    for (let run = 0; run < 10; run += 1) await timed(inbox);
    const inboxTimes: number[] = [];
    for (let run = 0; run < INBOX_RUNS; run += 1) inboxTimes.push((await timed(inbox)).ms);
    report('workflow.inbox_10k_p95_ms', percentile(inboxTimes, 95), 'ms');

    const approveTimes: number[] = [];
    for (const { instanceId, documentId } of toApprove) {
      const submit = () =>
        fetch(`${server.baseUrl}/api/wf/workflows/submit/${instanceId}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            sDocUID: documentId,
            bApproveResult: 'Genehmigt',
            sAnmerkung: 'Freigegeben',
          }),
        });
      approveTimes.push((await timed(submit)).ms);
    }
    report('workflow.approve_p95_ms', percentile(approveTimes.slice(10), 95), 'ms');
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
