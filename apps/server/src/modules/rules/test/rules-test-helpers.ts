import type { TestApp } from '../../../test/test-app.js';
import {
  captureClient,
  createStack,
  importDocument,
  waitForStackIdle,
  type CaptureClient,
} from '../../capture/test/capture-test-helpers.js';
import { oddLayoutPdf, type OddInvoice } from './rules-fixtures.js';

export const ruleMan = '/api/cap/RuleMan';

export type IndexValue = { field: string; value: string; source: string; pageId: string | null };

/** Imports an invoice of the odd layout into a fresh stack and runs extraction on it. */
export async function importOddInvoice(
  t: TestApp,
  client: CaptureClient,
  mandantId: string,
  invoice: OddInvoice,
  stackName: string,
) {
  const stack = await createStack(client, mandantId, stackName);
  const documentId = await importDocument(
    t,
    client,
    mandantId,
    stack.id,
    `${invoice.number}.pdf`,
    await oddLayoutPdf(invoice),
  );
  await extractAgain(t, client, mandantId, stack.id, documentId);
  return { stackId: stack.id, documentId };
}

export async function extractAgain(
  t: TestApp,
  client: CaptureClient,
  mandantId: string,
  stackId: string,
  documentId: string,
) {
  const started = await client.post('/api/job/main/startdataextractionjobs', {
    mandantId,
    stackId,
    documentIds: [documentId],
  });
  if (started.statusCode !== 200) throw new Error(`extraction not started: ${started.body}`);
  await t.deps.jobs.waitForJob(started.json().jobId);
  await waitForStackIdle(t, stackId);
}

export async function indexValues(client: CaptureClient, mandantId: string, documentId: string) {
  const response = await client.get('/api/cap/CapIndex/GetIndexData', { mandantId, documentId });
  if (response.statusCode !== 200) throw new Error(response.body);
  const values = response.json().index as IndexValue[];
  return new Map(values.map((value) => [value.field, value]));
}

export async function fieldOrigins(client: CaptureClient, mandantId: string, documentId: string) {
  const response = await client.get(`${ruleMan}/GetFieldOrigins`, { mandantId, documentId });
  if (response.statusCode !== 200) throw new Error(response.body);
  const origins = response.json() as {
    field: string;
    value: string;
    origin: { kind: string; label: string };
  }[];
  return new Map(origins.map((origin) => [origin.field, origin]));
}

export { captureClient };
