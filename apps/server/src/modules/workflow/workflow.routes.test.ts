import { beforeAll, describe, expect, it } from 'vitest';
import { createAuditRepository } from '../audit/audit.repository.js';
import type { TestApp } from '../../test/test-app.js';
import { workflowRoutesHarness } from './workflow-routes.harness.js';

const harness = workflowRoutesHarness();
const { ids, call, twoStepDefinition, start } = harness;
let t: TestApp;
let mandantId: string;
beforeAll(() => {
  ({ t, mandantId } = harness.ready());
});
describe('approval workflow definitions (buildapprovewf)', () => {
  it('creates a two-step definition and refuses a second one of the same name', async () => {
    await twoStepDefinition('Zweistufig');
    const again = await call('admin', 'POST', '/api/wf/workflows/buildapprovewf', {
      mandantId,
      Name: 'zweistufig',
      Users: [{ Id: ids.freigeber, Step: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'workflow.definition_name_exists',
      message: 'Der Name des Genehmigungsworkflows existiert bereits.',
    });
    const listed = await call('erfasser', 'GET', `/api/wf/workflows/definitions?mandantId=${mandantId}`);
    expect(listed.json().map((definition: { Name: string }) => definition.Name)).toContain('Zweistufig');
  });

  it('needs a group for group-dependent workflows', async () => {
    const response = await call('admin', 'POST', '/api/wf/workflows/buildapprovewf', {
      mandantId,
      Name: 'Gruppenabhängig ohne Gruppe',
      Dependency: 'Group',
      Users: [{ Id: ids.freigeber, Step: 1 }],
    });
    expect(response.json().error.code).toBe('workflow.group_required');
  });

  it('warns of conflicts when parallel branches use invoice capture several times, and saves after confirmation', async () => {
    const body = {
      mandantId,
      Name: 'Parallel mit Erfassung',
      Split: true,
      Users: [
        { Id: ids.freigeber, Step: 1, InvoiceCapture: true },
        { Id: ids.erfasser, Step: 1, InvoiceCapture: true },
      ],
    };
    const warned = await call('admin', 'POST', '/api/wf/workflows/buildapprovewf', body);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().error.code).toBe('workflow.parallel_capture_conflict');
    const confirmed = await call('admin', 'POST', '/api/wf/workflows/buildapprovewf', {
      ...body,
      ConfirmWarnings: true,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('refuses mixing group-dependent and other workflows in an account-dependent one', async () => {
    const groups = (
      await call('admin', 'GET', `/api/wf/workflows/participants?mandantId=${mandantId}`)
    ).json();
    const freigeberGroup = groups.find(
      (participant: { Kind: string; Name: string }) =>
        participant.Kind === 'Group' && participant.Name === 'Freigeber',
    );
    const grouped = await call('admin', 'POST', '/api/wf/workflows/buildapprovewf', {
      mandantId,
      Name: 'Nach Gruppe',
      Dependency: 'Group',
      Groups: [{ Id: freigeberGroup.Id, Step: 1 }],
    });
    const plain = await twoStepDefinition('Einfach für Konten');
    const mixed = await call('admin', 'POST', '/api/wf/workflows/buildapprovewf', {
      mandantId,
      Name: 'Kontenabhängig gemischt',
      Dependency: 'Account',
      AccountRules: [
        { From: '4000', To: '4999', DefinitionId: grouped.json().Id },
        { From: '6000', To: '6999', DefinitionId: plain },
      ],
    });
    expect(mixed.json().error.code).toBe('workflow.mixed_group_dependency');
  });

  it('lets only administrators build shared definitions; any workflow user builds their own (Custom)', async () => {
    const shared = await call('freigeber', 'POST', '/api/wf/workflows/buildapprovewf', {
      mandantId,
      Name: 'Nicht erlaubt',
      Users: [{ Id: ids.admin, Step: 1 }],
    });
    expect(shared.statusCode).toBe(403);
    const own = await call('freigeber', 'POST', '/api/wf/workflows/buildapprovewf', {
      mandantId,
      Name: 'Meiner',
      Type: 'Custom',
      Users: [{ Id: ids.admin, Step: 1 }],
    });
    expect(own.statusCode).toBe(200);
    const othersView = (
      await call('erfasser', 'GET', `/api/wf/workflows/definitions?mandantId=${mandantId}`)
    ).json();
    expect(othersView.map((definition: { Name: string }) => definition.Name)).not.toContain('Meiner');
  });

  it('refuses recipients without access to the Mandant', async () => {
    const response = await call('admin', 'POST', '/api/wf/workflows/buildapprovewf', {
      mandantId,
      Name: 'Mit SBA',
      Users: [{ Id: ids.sba, Step: 1 }],
    });
    expect(response.json().error.code).toBe('workflow.recipient_not_allowed');
  });
});

describe('a two-step approval from start to finish', () => {
  let instanceId: string;
  let documentId: string;

  it('starts from a captured document and refuses a second workflow on it', async () => {
    const definitionId = await twoStepDefinition('Freigabe Bäckerei');
    ({ instanceId, documentId } = await start(definitionId, 'Rechnung Mehlhandel', {
      Kennung: 'RE-2026-17',
      Betrag: '1190.00',
      Belegdatum: '2026-02-03',
      Konto: '3200',
    }));
    const again = await call('erfasser', 'POST', '/api/wf/workflows/sendworkflowmulti', {
      mandantId,
      DocIDs: [documentId],
      DefinitionId: definitionId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('workflow.document_in_process');
  });

  it('shows it in the first approver’s inbox and in the clerk’s sent box, with counts', async () => {
    const inbox = (
      await call('freigeber', 'GET', '/api/wf/workflows/list?filter=InvitedWorkflows&mailbox=Inbox')
    ).json();
    const item = inbox.items.find((row: { WF_INSTANCEID: string }) => row.WF_INSTANCEID === instanceId);
    expect(item).toMatchObject({
      DocID: documentId,
      Kuerzel: 'erfasser',
      Header: 'RE-2026-17 – Rechnung Mehlhandel',
      MandNr: 10001,
      Kanzlei: 1,
      BetriebNr: 0,
      ISPOSTBACKWF: false,
      WEPruefung: false,
      Status: 'IN_PROGRESS',
      Umsatz: '1190.00',
      Belegdatum: '2026-02-03',
      CurrentRecipients: ['Frieda Freigeber'],
      MyTask: { Kind: 'Genehmigung', OnBehalfOf: null },
    });
    const adminInbox = (await call('admin', 'GET', '/api/wf/workflows/list')).json();
    expect(adminInbox.items.some((row: { WF_INSTANCEID: string }) => row.WF_INSTANCEID === instanceId)).toBe(
      false,
    );
    const sent = (
      await call('erfasser', 'GET', '/api/wf/workflows/list?filter=InvitedWorkflows&mailbox=Sent')
    ).json();
    expect(sent.items.map((row: { WF_INSTANCEID: string }) => row.WF_INSTANCEID)).toContain(instanceId);
    const counts = (await call('freigeber', 'GET', '/api/wf/workflows/counts')).json();
    expect(counts.InvitedWorkflows).toBeGreaterThanOrEqual(1);
    const open = (await call('freigeber', 'GET', '/api/wf/sdk/GetOpenWFRequestsCount')).json();
    expect(open).toEqual({ Result: counts.InvitedWorkflows + counts.Rueckfrage, Error: null });
  });

  it('refuses a submit without a decision, with a mismatching stamp, or for another document', async () => {
    const noDecision = await call('freigeber', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
    });
    expect(noDecision.json().error).toMatchObject({
      code: 'workflow.result_required',
      details: { operation: 'workflow.approve_failed' },
    });
    const stampMismatch = await call('freigeber', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: 'Genehmigt',
      stamp: { Signal: 'Abgelehnt', PageIndex: 0, X: 100, Y: 100 },
    });
    expect(stampMismatch.json().error.code).toBe('workflow.stamp_mismatch');
    const otherDocument = await call('freigeber', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: ids.admin,
      bApproveResult: true,
    });
    expect(otherDocument.json().error.code).toBe('workflow.document_mismatch');
  });

  it('refuses a submit by someone who holds no task', async () => {
    const response = await call('admin', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: true,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('workflow.not_available');
  });

  it('approves step one with a stamp and opens step two', async () => {
    const response = await call('freigeber', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: true,
      sAnmerkung: 'Sachlich richtig',
      stamp: { Signal: 'Genehmigt', PageIndex: 0, X: 400, Y: 80 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Result: { Status: 'IN_PROGRESS', ApproveResult: 'Keins' },
      Error: null,
    });
    const detail = (await call('admin', 'GET', `/api/wf/workflows/workflow/${instanceId}`)).json();
    expect(
      detail.Tasks.map((task: { StepNo: number; State: string; Result: string }) => [
        task.StepNo,
        task.State,
        task.Result,
      ]),
    ).toEqual([
      [1, 'DONE', 'Genehmigt'],
      [2, 'OPEN', 'Keins'],
    ]);
    expect(detail.Stamps).toMatchObject([{ Signal: 'Genehmigt', Kuerzel: 'freigeber', PageIndex: 0 }]);
    expect(detail.Can).toMatchObject({ Lock: true, Submit: true, Redirect: true });
  });

  it('completes approved after step two', async () => {
    const response = await call('admin', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: 'Genehmigt',
      stamp: { Signal: 'Genehmigt', PageIndex: 0, X: 400, Y: 140 },
    });
    expect(response.json().Result).toMatchObject({ Status: 'COMPLETED', ApproveResult: 'Genehmigt' });
    const late = await call('admin', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: true,
    });
    expect(late.json().error.code).toBe('workflow.finished');
  });

  it('records every step in the history and, with the same entries, in the audit trail', async () => {
    const history = (await call('erfasser', 'GET', `/api/wf/workflows/history/${instanceId}`)).json();
    expect(
      history.map((entry: { EntryTypeNames: string[]; KUERZEL: string }) => [
        entry.EntryTypeNames,
        entry.KUERZEL,
      ]),
    ).toEqual([
      [['UserNote', 'WFStarted'], 'erfasser'],
      [['Approved', 'UserNote'], 'freigeber'],
      [['SystemNote'], 'freigeber'],
      [['Approved'], 'admin'],
      [['SystemNote'], 'admin'],
    ]);
    expect(history[0].TEXT).toBe('Workflow gestartet (Freigabe Bäckerei) an Frieda Freigeber: Bitte prüfen');
    expect(history[1].TEXT).toBe('Genehmigt (Stempel auf Seite 1): Sachlich richtig');
    expect(history[4].TEXT).toBe('Workflow abgeschlossen (Genehmigt)');
    const audit = createAuditRepository({ db: t.deps.db });
    const entries = await audit.listForEntity('workflow', instanceId);
    expect(entries.map((entry) => entry.action)).toEqual([
      'workflow.started',
      'workflow.submitted',
      'workflow.step_opened',
      'workflow.submitted',
      'workflow.completed',
    ]);
    expect(await audit.verifyChain(mandantId)).toMatchObject({ ok: true });
  });

  it('lets the starter pick the finished workflow up, which takes it off the sent box', async () => {
    const running = await start(await twoStepDefinition('Noch offen'), 'Offene Rechnung');
    const response = await call('erfasser', 'POST', '/api/wf/workflows/pickUpWorkflows', {
      InstanceIds: [instanceId, running.instanceId],
    });
    expect(response.json().Result.PickedUp).toEqual([instanceId]);
    expect(response.json().Error.Code).toBe('workflow.not_available');
    const sent = (await call('erfasser', 'GET', '/api/wf/workflows/list?mailbox=Sent')).json();
    expect(sent.items.map((row: { WF_INSTANCEID: string }) => row.WF_INSTANCEID)).not.toContain(instanceId);
    const history = (await call('erfasser', 'GET', `/api/wf/workflows/history/${instanceId}`)).json();
    expect(history.at(-1).EntryTypeNames).toEqual(['WFFetched']);
  });
});

describe('rejection and redirection', () => {
  it('ends the workflow at once when an approver rejects', async () => {
    const { instanceId, documentId } = await start(
      await twoStepDefinition('Ablehnung'),
      'Zweifelhafte Rechnung',
    );
    const response = await call('freigeber', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: false,
      sAnmerkung: 'Leistung nicht erbracht',
      stamp: { Signal: 'Abgelehnt', PageIndex: 0, X: 10, Y: 10 },
    });
    expect(response.json().Result).toMatchObject({ Status: 'COMPLETED', ApproveResult: 'Abgelehnt' });
    const detail = (await call('erfasser', 'GET', `/api/wf/workflows/workflow/${instanceId}`)).json();
    expect(detail.Tasks.map((task: { State: string }) => task.State)).toEqual(['DONE', 'CANCELLED']);
  });

  it('forwards only with the redirect right, never to oneself or to someone already invited', async () => {
    const { instanceId } = await start(await twoStepDefinition('Weiterleiten'), 'Weiterzuleitende Rechnung');
    const withoutRight = await call('freigeber', 'POST', '/api/wf/workflows/redirect', {
      InstanceId: instanceId,
      Target: { Kind: 'User', Id: ids.erfasser },
    });
    expect(withoutRight.statusCode).toBe(403);
    expect(withoutRight.json().error).toMatchObject({
      code: 'workflow.redirect_not_allowed',
      details: { operation: 'workflow.redirect_failed' },
    });

    const definitionId = (
      await call('admin', 'POST', '/api/wf/workflows/buildapprovewf', {
        mandantId,
        Name: 'Erfasser zuerst',
        Users: [
          { Id: ids.erfasser, Step: 1 },
          { Id: ids.freigeber, Step: 2 },
        ],
      })
    ).json().Id;
    const second = await start(definitionId, 'Zweite Rechnung');
    const toSelf = await call('erfasser', 'POST', '/api/wf/workflows/redirect', {
      InstanceId: second.instanceId,
      Target: { Kind: 'User', Id: ids.erfasser },
    });
    expect(toSelf.json().error.code).toBe('workflow.redirect_to_self');
    const toOutsider = await call('erfasser', 'POST', '/api/wf/workflows/redirect', {
      InstanceId: second.instanceId,
      Target: { Kind: 'User', Id: ids.sba },
    });
    expect(toOutsider.json().error.code).toBe('workflow.recipient_not_allowed');
    const forwarded = await call('erfasser', 'POST', '/api/wf/workflows/redirect', {
      InstanceId: second.instanceId,
      Target: { Kind: 'User', Id: ids.admin },
      sAnmerkung: 'Bitte du',
    });
    expect(forwarded.json().Result.Status).toBe('REDIRECTED');
    const adminInbox = (await call('admin', 'GET', '/api/wf/workflows/list')).json();
    expect(adminInbox.items.map((row: { WF_INSTANCEID: string }) => row.WF_INSTANCEID)).toContain(
      second.instanceId,
    );
    const invitedTwice = await call('admin', 'POST', '/api/wf/workflows/redirect', {
      InstanceId: second.instanceId,
      Target: { Kind: 'User', Id: ids.admin },
    });
    expect(invitedTwice.json().error.code).toBe('workflow.redirect_to_self');
    const history = (await call('admin', 'GET', `/api/wf/workflows/history/${second.instanceId}`)).json();
    expect(history.at(-1)).toMatchObject({
      EntryTypeNames: ['Redirect', 'UserNote'],
      TEXT: 'Weitergeleitet an Anna Admin: Bitte du',
    });
  });

  it('lets the starter withdraw a running workflow', async () => {
    const { instanceId } = await start(await twoStepDefinition('Zurückziehen'), 'Falsch gesendet');
    const byOther = await call('freigeber', 'POST', `/api/wf/workflows/cancel/${instanceId}`, {});
    expect(byOther.json().error.code).toBe('workflow.not_participant');
    const cancelled = await call('erfasser', 'POST', `/api/wf/workflows/cancel/${instanceId}`, {
      sAnmerkung: 'Doppelt',
    });
    expect(cancelled.json().Result.Status).toBe('CANCELLED');
    const again = await call('erfasser', 'POST', `/api/wf/workflows/cancel/${instanceId}`, {});
    expect(again.json().error).toMatchObject({
      code: 'workflow.already_cancelled',
      message: 'Der Workflow wurde bereits abgebrochen.',
    });
  });
});
