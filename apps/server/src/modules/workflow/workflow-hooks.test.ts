import { Rights } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../kernel/errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadActor } from './workflow.context.js';
import { createWorkflowContext, createWorkflowUseCases, type WorkflowUseCases } from './workflow.usecases.js';
import type { BeforeSubmitInput } from './workflow.ports.js';
import { createCapturedInvoice, mandantIdOf, userIdOf } from './workflow.testing.js';

/**
 * The before-submit hook where the invoice check of the goods-receipt issue attaches: it runs on a
 * submit and on completing a Rückfrage (spec 001, section 5), may refuse or add to the note.
 */
const HINT =
  'Auf eine Differenz zwischen Rechnungssumme und Gesamtbetrag der Bestellung(en) wurde hingewiesen.';

let t: TestApp;
let useCases: WorkflowUseCases;
let mandantId: string;
const ids: Record<string, string> = {};
const seen: Omit<BeforeSubmitInput, 'tx'>[] = [];
let refuse = false;

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
  const ctx = createWorkflowContext(t.deps);
  ctx.ports.beforeSubmit.push(async ({ tx: _tx, ...input }) => {
    seen.push(input);
    if (refuse) throw new AppError('workflow.approval_service_error', 500);
    return { appendNote: HINT };
  });
  useCases = createWorkflowUseCases(ctx);
});
afterAll(async () => t.close());

async function startWithInquiry(title: string) {
  const document = await createCapturedInvoice(t, { mandantId, title, index: { Betrag: '10.00' } });
  const {
    Result: [started],
  } = await useCases.start.sendWorkflowMulti(await actor('erfasser'), {
    mandantId,
    DocIDs: [document.documentId],
    Users: [{ Id: ids.freigeber as string, Step: 1, Task: 'Genehmigung', InvoiceCapture: false }],
    Groups: [],
    Split: false,
    sAnmerkung: '',
    ConfirmWarnings: false,
  });
  const instanceId = started?.WF_INSTANCEID as string;
  await useCases.inquiries.init(await actor('freigeber'), {
    InstanceId: instanceId,
    info: 'Bestellung',
    identity: { Kind: 'User', Id: ids.erfasser as string },
    anmerkung: 'Passt der Betrag zur Bestellung?',
    dtElapsed: new Date(Date.now() + 86_400_000).toISOString(),
  });
  return { instanceId, documentId: document.documentId };
}

describe('before-submit hooks', () => {
  it('run when a Rückfrage is completed; a refusal leaves the request open', async () => {
    const { instanceId } = await startWithInquiry('Rückfrage mit Prüfung');
    refuse = true;
    await expect(
      useCases.inquiries.complete(await actor('erfasser'), {
        InstanceId: instanceId,
        anmerkung: 'Passt so.',
      }),
    ).rejects.toMatchObject({ code: 'workflow.approval_service_error' });
    expect((await useCases.lists.detail(await actor('erfasser'), instanceId)).Status).toBe('INQUIRY');

    refuse = false;
    const answered = await useCases.inquiries.complete(await actor('erfasser'), {
      InstanceId: instanceId,
      anmerkung: 'Passt so.',
    });
    expect(answered.Result.Status).toBe('INQUIRY_COMPLETED');
    expect(seen.at(-1)).toMatchObject({
      trigger: 'inquiryComplete',
      note: 'Passt so.',
      instance: { id: instanceId, wePruefung: false, isPostback: false },
    });
    const history = await useCases.lists.history(await actor('erfasser'), instanceId);
    expect(history.at(-1)?.TEXT).toBe(`Rückfrage beantwortet: Passt so. ${HINT}`);
  });

  it('run on a submit with its approval result and add their text to the note', async () => {
    const { instanceId, documentId } = await startWithInquiry('Genehmigung mit Prüfung');
    await useCases.inquiries.complete(await actor('erfasser'), { InstanceId: instanceId, anmerkung: 'Ja.' });
    await useCases.actions.submit(await actor('freigeber'), instanceId, {
      sDocUID: documentId,
      jobInfo: 'web',
      capIndex: [],
      sAnmerkung: 'Sachlich richtig',
      bApproveResult: 'Genehmigt',
    });
    expect(seen.at(-1)).toMatchObject({ trigger: 'submit', approveResult: 'Genehmigt', jobInfo: 'web' });
    const detail = await useCases.lists.detail(await actor('erfasser'), instanceId);
    expect(detail.Tasks[0]?.Note).toBe(`Sachlich richtig ${HINT}`);
  });
});
