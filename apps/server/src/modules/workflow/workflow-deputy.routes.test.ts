import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAuditRepository } from '../audit/audit.repository.js';
import { createCaller } from '../master-data/testing.js';
import { createCapturedInvoice, mandantIdOf, userIdOf } from './workflow.testing.js';

/**
 * Stellvertretung with the real deputy module behind the port: Frieda Freigeber is absent and names
 * Sebastian (sba) her deputy under /SV; he sees her approval, takes over her lock and completes it.
 */
let t: TestApp;
let mandantId: string;
let instanceId: string;
let documentId: string;
const callers: Record<string, ReturnType<typeof createCaller>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  mandantId = await mandantIdOf(t, 10002);
  for (const kuerzel of ['erfasser', 'freigeber', 'sba']) {
    callers[kuerzel] = createCaller(t, await t.login(kuerzel));
    ids[kuerzel] = await userIdOf(t, kuerzel);
  }
  const document = await createCapturedInvoice(t, {
    mandantId,
    title: 'Reifenwechsel',
    index: { Betrag: '480.00', Kennung: 'AH-77' },
  });
  documentId = document.documentId;
  const started = await callers.erfasser!.post('/api/wf/workflows/sendworkflowmulti', {
    mandantId,
    DocIDs: [documentId],
    Users: [{ Id: ids.freigeber, Step: 1 }],
  });
  expect(started.statusCode, started.body).toBe(200);
  instanceId = started.json().Result[0].WF_INSTANCEID;
  const deputy = await callers.freigeber!.post('/api/man/SV/add', {
    deputyType: 'USER',
    deputyId: ids.sba,
    startDate: '01.01.2020',
    startTime: '00:00',
    description: 'Urlaub',
    confirmRightsDifference: true,
  });
  expect(deputy.statusCode, deputy.body).toBe(200);
});
afterAll(async () => t.close());

const lockout = (kuerzel: string, body: Record<string, unknown>) =>
  callers[kuerzel]!.post('/api/wf/workflows/lockout', { InstanceId: instanceId, ...body });

describe('a deputy working an absent user’s approval', () => {
  it('sees the absent user’s workflow in the inbox, marked as deputy work', async () => {
    const inbox = (await callers.sba!.get('/api/wf/workflows/list')).json();
    const row = inbox.items.find((item: { WF_INSTANCEID: string }) => item.WF_INSTANCEID === instanceId);
    expect(row.MyTask).toMatchObject({ Kind: 'Genehmigung', OnBehalfOf: 'Frieda Freigeber' });
  });

  it('answers LOCKED_BUT_CAN_WORK_AS_DEPUTY while the absent user holds the lock, and hands it over on request', async () => {
    expect((await lockout('freigeber', {})).json().Result.LockResult).toBe(0);

    const refused = await lockout('sba', {});
    expect(refused.statusCode).toBe(200);
    expect(refused.json().Result).toMatchObject({
      LockResult: 2 | 8,
      Flags: ['ALLREADYLOCKED', 'LOCKED_BUT_CAN_WORK_AS_DEPUTY'],
      LockedBy: 'Frieda Freigeber',
    });
    expect(refused.json().Error.ErrorMsg).toBe(
      `Fehler beim Auschecken des Workflows DocId ${documentId}: ALLREADYLOCKED, LOCKED_BUT_CAN_WORK_AS_DEPUTY`,
    );
    const submitWhileLocked = await callers.sba!.post(`/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: 'Genehmigt',
    });
    expect(submitWhileLocked.json().error.code).toBe('workflow.locked_by_other');

    const takenOver = await lockout('sba', { takeOverAsDeputy: true });
    expect(takenOver.json()).toMatchObject({
      Result: { LockResult: 0, Flags: ['OK'], LockedBy: 'Sebastian Sachbearbeiter', Status: 'LOCKED' },
      Error: null,
    });
    const backToFrieda = await lockout('freigeber', {});
    expect(backToFrieda.json().Result).toMatchObject({ LockResult: 2, LockedBy: 'Sebastian Sachbearbeiter' });
  });

  it('completes the approval; the monitor, history and audit trail record it as done on her behalf', async () => {
    const approved = await callers.sba!.post(`/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: 'Genehmigt',
      sAnmerkung: 'In Vertretung geprüft',
      stamp: { Signal: 'Genehmigt', PageIndex: 0, X: 420, Y: 700 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().Result).toMatchObject({ Status: 'COMPLETED', ApproveResult: 'Genehmigt' });

    const detail = (await callers.erfasser!.get(`/api/wf/workflows/workflow/${instanceId}`)).json();
    expect(detail.Tasks[0]).toMatchObject({
      Recipient: 'Frieda Freigeber',
      State: 'DONE',
      Result: 'Genehmigt',
      CompletedBy: 'Sebastian Sachbearbeiter',
    });
    expect(detail.Stamps[0]).toMatchObject({ Signal: 'Genehmigt', Kuerzel: 'sba' });

    const history = (await callers.erfasser!.get(`/api/wf/workflows/history/${instanceId}`)).json();
    const texts = history.map((entry: { TEXT: string }) => entry.TEXT);
    expect(texts).toContain('Workflow ausgecheckt (als Stellvertretung für Frieda Freigeber)');
    const approval = history.find((entry: { EntryTypeNames: string[] }) =>
      entry.EntryTypeNames.includes('Approved'),
    );
    expect(approval).toMatchObject({
      Fullname: 'Sebastian Sachbearbeiter',
      KUERZEL: 'sba',
      TEXT: 'Genehmigt (Stempel auf Seite 1) (als Stellvertretung für Frieda Freigeber): In Vertretung geprüft',
      UserInfo: 'Stellvertretung für Frieda Freigeber',
    });

    const audit = await createAuditRepository({ db: t.deps.db }).listForEntity('workflow', instanceId);
    const submitted = audit.find((entry) => entry.action === 'workflow.submitted');
    expect(submitted?.actorId).toBe(ids.sba);
    expect(submitted?.data).toMatchObject({ onBehalfOf: ids.freigeber, result: 'Genehmigt' });
  });
});
