import { Rights } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadActor } from './workflow.context.js';
import { createWorkflowStatusPort } from './workflow-status.port.js';
import { createWorkflowContext, createWorkflowUseCases, type WorkflowUseCases } from './workflow.usecases.js';
import { createCapturedInvoice, mandantIdOf, userIdOf } from './workflow.testing.js';

let t: TestApp;
let useCases: WorkflowUseCases;
let mandantId: string;
const ids: Record<string, string> = {};

const actor = async (kuerzel: string) =>
  loadActor(createWorkflowContext(t.deps), {
    userId: ids[kuerzel] as string,
    sessionId: 'test',
    parentSessionId: null,
    kuerzel,
    fullName: kuerzel,
    audience: 'Workflow',
    rights: new Set([Rights.canStartWorkflow]),
    isAdmin: false,
    language: 'de',
  });

beforeAll(async () => {
  t = await createTestApp();
  mandantId = await mandantIdOf(t, 10001);
  for (const kuerzel of ['erfasser', 'freigeber']) ids[kuerzel] = await userIdOf(t, kuerzel);
  useCases = createWorkflowUseCases(createWorkflowContext(t.deps));
});
afterAll(async () => t.close());

async function startWorkflow(documentId: string): Promise<string> {
  const {
    Result: [started],
  } = await useCases.start.sendWorkflowMulti(await actor('erfasser'), {
    mandantId,
    DocIDs: [documentId],
    Users: [{ Id: ids.freigeber as string, Step: 1, Task: 'Genehmigung', InvoiceCapture: false }],
    Groups: [],
    Split: false,
    sAnmerkung: '',
    ConfirmWarnings: false,
  });
  return started?.WF_INSTANCEID as string;
}

describe('workflow status port', () => {
  it('names the documents of running workflows, not those of cancelled ones or others', async () => {
    const running = await createCapturedInvoice(t, { mandantId, title: 'Läuft' });
    const cancelled = await createCapturedInvoice(t, { mandantId, title: 'Abgebrochen' });
    const idle = await createCapturedInvoice(t, { mandantId, title: 'Ohne Workflow' });
    await startWorkflow(running.documentId);
    const cancelledInstance = await startWorkflow(cancelled.documentId);
    await useCases.actions.cancel(await actor('erfasser'), cancelledInstance, 'nicht mehr nötig');

    const port = createWorkflowStatusPort();
    const documentIds = [running.documentId, cancelled.documentId, idle.documentId];
    expect(await port.documentsInRunningWorkflow(t.deps.db, mandantId, documentIds)).toEqual(
      new Set([running.documentId]),
    );
    const otherMandant = '00000000-0000-0000-0000-000000000000';
    expect(await port.documentsInRunningWorkflow(t.deps.db, otherMandant, documentIds)).toEqual(new Set());
    expect(await port.documentsInRunningWorkflow(t.deps.db, mandantId, [])).toEqual(new Set());
  });
});
