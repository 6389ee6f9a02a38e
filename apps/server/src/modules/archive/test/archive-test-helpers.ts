import type { TestApp } from '../../../test/test-app.js';
import { invoicePdf, sampleInvoice, type InvoiceFields } from '../../capture/test/capture-fixtures.js';
import { createStack, importDocument, type CaptureClient } from '../../capture/test/capture-test-helpers.js';

/** Imports an invoice PDF into a stack with extraction (it turns green) and archives it with the archive job. */
export async function captureAndArchive(
  t: TestApp,
  client: CaptureClient,
  mandantId: string,
  fields: Partial<InvoiceFields> = {},
  stackName = `Archiv ${Math.random().toString(36).slice(2, 8)}`,
) {
  const stack = await createStack(client, mandantId, stackName, { autoJobs: ['extraction'] });
  const documentId = await importDocument(
    t,
    client,
    mandantId,
    stack.id,
    `${fields.number ?? 'beleg'}.pdf`,
    await invoicePdf({ ...sampleInvoice, ...fields }),
  );
  const started = await client.post('/api/job/main/startarchivejobs', {
    mandantId,
    stackId: stack.id,
    documentIds: [documentId],
    confirmDuplicates: true,
  });
  if (started.statusCode !== 200) throw new Error(`archive job refused: ${started.body}`);
  const job = await t.deps.jobs.waitForJob(started.json().jobId);
  if (job.state !== 'finished') throw new Error(`archive job ${job.state}: ${JSON.stringify(job)}`);
  const { rows } = await t.deps.database.execute(
    `SELECT id FROM archive_document WHERE source_document_id = $1 AND superseded_by IS NULL`,
    [documentId],
  );
  return { stackId: stack.id, documentId, archiveId: String(rows[0]?.id) };
}

/** The message of a database error (drizzle wraps the driver's error in `cause`). */
export async function databaseRefusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: Error }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'accepted';
}
