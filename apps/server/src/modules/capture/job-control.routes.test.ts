import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { jobSendingBlocker } from './capture-jobs.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { invoicePdf, sampleInvoice } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  importDocument,
  mandantIdOf,
  waitForStackIdle,
  type CaptureClient,
} from './test/capture-test-helpers.js';

const main = '/api/job/main';
const settings = {
  showJobList: true,
  refreshSeconds: 5,
  hidePickedUp: true,
  startAutoJobs: true,
};

let t: TestApp;
let admin: CaptureClient;
let mandantId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
});
afterAll(async () => t.close());

const jobsOf = async (stackId: string, query: Record<string, string> = {}) =>
  (await admin.get(`${main}/getjobs`, { mandantId, stackId, ...query })).json() as {
    id: string;
    serverType: string;
    state: string;
  }[];

describe('job control settings', () => {
  it('starts the auto jobs of a stack only when the uploading user wants it ("Auto-Jobs starten")', async () => {
    const stack = await createStack(admin, mandantId, 'Ohne Auto-Jobs', { autoJobs: ['extraction'] });
    await admin.post(`${main}/setJobCtrlSettings`, { mandantId, ...settings, startAutoJobs: false });
    await importDocument(t, admin, mandantId, stack.id, 'a.pdf', await invoicePdf());
    expect((await jobsOf(stack.id)).map((job) => job.serverType)).toEqual(['Import']);

    await admin.post(`${main}/setJobCtrlSettings`, { mandantId, ...settings, startAutoJobs: true });
    await importDocument(
      t,
      admin,
      mandantId,
      stack.id,
      'b.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'B-2' }),
    );
    expect((await jobsOf(stack.id)).map((job) => job.serverType)).toEqual([
      'Datenextraktion',
      'Import',
      'Import',
    ]);
  });

  it('hides picked-up jobs as the setting says, unless the call asks otherwise', async () => {
    const stack = await createStack(admin, mandantId, 'Abgeholt');
    await importDocument(t, admin, mandantId, stack.id, 'a.pdf', await invoicePdf());
    const [job] = await jobsOf(stack.id);
    await admin.post(`${main}/pickUpJobs`, { mandantId, jobIds: [job!.id] });
    expect(await jobsOf(stack.id)).toEqual([]);

    await admin.post(`${main}/setJobCtrlSettings`, { mandantId, ...settings, hidePickedUp: false });
    expect((await jobsOf(stack.id)).map((entry) => [entry.id, entry.state])).toEqual([[job!.id, 'finished']]);
    expect(await jobsOf(stack.id, { includePickedUp: 'false' })).toEqual([]);
    await admin.post(`${main}/setJobCtrlSettings`, { mandantId, ...settings });
    expect((await jobsOf(stack.id, { includePickedUp: 'true' })).length).toBe(1);
  });
});

describe('job selections and availability', () => {
  it('answers unknown job ids with "Der Job wurde nicht gefunden."', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    for (const call of ['pickUpJobs', 'deleteJobs', 'resendJobs', 'abortJobs']) {
      const response = await admin.post(`${main}/${call}`, { mandantId, jobIds: [unknown] });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'jobs.not_found',
        message: 'Der Job wurde nicht gefunden.',
      });
    }
  });

  it('refreshes only the auto jobs still open on a stack', async () => {
    const stack = await createStack(admin, mandantId, 'Auffrischen');
    const documentId = await importDocument(t, admin, mandantId, stack.id, 'a.pdf', await invoicePdf());
    await waitForStackIdle(t, stack.id);
    const auto = await t.deps.jobs.enqueue(
      'capture.extraction',
      { stackId: stack.id, documentIds: [documentId], auto: true },
      { mandantId, createdBy: null },
    );
    const manual = await t.deps.jobs.enqueue(
      'capture.extraction',
      { stackId: stack.id, documentIds: [documentId], auto: false },
      { mandantId, createdBy: null },
    );
    for (const job of [auto, manual]) await t.deps.jobs.cancel(job.id);
    await t.deps.database.execute(`UPDATE job SET state = 'waiting' WHERE id = ANY($1)`, [
      [auto.id, manual.id],
    ]);
    const refreshed = (
      await admin.post(`${main}/refreshworkingautojobs`, { mandantId, stackId: stack.id })
    ).json() as { id: string; auto: boolean }[];
    expect(refreshed.map((job) => [job.id, job.auto])).toEqual([[auto.id, true]]);
    await t.deps.database.execute(`UPDATE job SET state = 'canceled' WHERE id = ANY($1)`, [
      [auto.id, manual.id],
    ]);
  });

  it('says per Mandant whether jobs can be sent: licence for capture, active Mandant, a live worker', async () => {
    expect((await admin.get(`${main}/canMandantSendJobs`, { mandantId })).json()).toEqual({
      result: true,
      reason: null,
    });
    const stack = await createStack(admin, mandantId, 'Lizenz');
    const documentId = await importDocument(t, admin, mandantId, stack.id, 'a.pdf', await invoicePdf());
    await t.deps.systemSettings.setLicense({ modules: ['Workflow'], seatsPerModule: null });
    try {
      expect((await admin.get(`${main}/canMandantSendJobs`, { mandantId })).json()).toEqual({
        result: false,
        reason: 'capture.no_job_licence',
      });
      const refused = await admin.post(`${main}/startdataextractionjobs`, {
        mandantId,
        stackId: stack.id,
        documentIds: [documentId],
      });
      expect(refused.json().error.message).toBe('Für diesen Mandanten besteht keine Job-Server-Lizenz.');
    } finally {
      await t.deps.systemSettings.setLicense({ modules: null, seatsPerModule: null });
    }
    const otherMandant = await mandantIdOf(t, 10002);
    await t.deps.database.execute(`UPDATE mandant SET active = false WHERE id = $1`, [otherMandant]);
    try {
      expect(await jobSendingBlocker(createCaptureContext(t.deps), otherMandant)).toBe(
        'capture.no_job_licence',
      );
      const unreachable = await admin.get(`${main}/canMandantSendJobs`, { mandantId: otherMandant });
      expect(unreachable.json().error.code).toBe('tenancy.mandant_not_found');
    } finally {
      await t.deps.database.execute(`UPDATE mandant SET active = true WHERE id = $1`, [otherMandant]);
    }
  });
});
