import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../kernel/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { groupMemberTable, groupTable } from '../tenancy/tenancy.tables.js';
import { eq } from 'drizzle-orm';
import {
  createCapturedInvoice,
  invoicePdf,
  mandantIdOf,
  multipartBody,
  userIdOf,
} from './workflow.testing.js';

let t: TestApp;
let mandantId: string;
const clock = createFixedClock(new Date());
const auth: Record<string, string> = {};
const ids: Record<string, string> = {};
const users = ['admin', 'erfasser', 'freigeber', 'sba', 'mandant'];

async function loginAll() {
  for (const kuerzel of users) auth[kuerzel] = await t.login(kuerzel);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  mandantId = await mandantIdOf(t, 10001);
  for (const kuerzel of users) ids[kuerzel] = await userIdOf(t, kuerzel);
  const [buchhaltung] = await t.deps.db.select().from(groupTable).where(eq(groupTable.name, 'Buchhaltung'));
  ids.buchhaltung = (buchhaltung as { id: string }).id;
  await t.deps.db.insert(groupMemberTable).values({ groupId: ids.buchhaltung, userId: ids.admin as string });
  await loginAll();
});
afterAll(async () => t.close());

const call = (kuerzel: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: auth[kuerzel] as string },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000).toISOString();

async function startAdHoc(
  recipients: { Users?: unknown[]; Groups?: unknown[]; Split?: boolean },
  title: string,
) {
  const document = await createCapturedInvoice(t, { mandantId, title, index: { Betrag: '119.00' } });
  const response = await call('erfasser', 'POST', '/api/wf/workflows/sendworkflowmulti', {
    mandantId,
    DocIDs: [document.documentId],
    ...recipients,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...document, instanceId: response.json().Result[0].WF_INSTANCEID as string };
}
const lockout = (kuerzel: string, body: Record<string, unknown>) =>
  call(kuerzel, 'POST', '/api/wf/workflows/lockout', body);
const listIds = async (kuerzel: string, query: string) =>
  (await call(kuerzel, 'GET', `/api/wf/workflows/list?${query}`))
    .json()
    .items.map((row: { WF_INSTANCEID: string }) => row.WF_INSTANCEID);

describe('lock (check-out) results', () => {
  it('answers OK, then ALLREADYLOCKED to another member of the group, and refuses their submit', async () => {
    const { instanceId, documentId } = await startAdHoc(
      { Groups: [{ Id: ids.buchhaltung, Step: 1 }] },
      'Gruppenbeleg',
    );
    const first = await lockout('erfasser', { InstanceId: instanceId });
    expect(first.json()).toMatchObject({
      Result: { LockResult: 0, Flags: ['OK'], LockedBy: 'Erik Erfasser', Status: 'LOCKED' },
      Error: null,
    });
    const second = await lockout('admin', { InstanceId: instanceId });
    expect(second.json().Result).toMatchObject({
      LockResult: 2,
      Flags: ['ALLREADYLOCKED'],
      LockedBy: 'Erik Erfasser',
    });
    expect(second.json().Error.ErrorMsg).toMatch(
      new RegExp(`^Fehler beim Auschecken des Workflows DocId ${documentId}: ALLREADYLOCKED$`),
    );
    const submit = await call('admin', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: true,
    });
    expect(submit.json().error.code).toBe('workflow.locked_by_other');
    const unlocked = await call('erfasser', 'POST', `/api/wf/workflows/unlock/${instanceId}`);
    expect(unlocked.json().Result.Status).toBe('IN_PROGRESS');
    expect((await lockout('admin', { InstanceId: instanceId })).json().Result.LockResult).toBe(0);
  });

  it('answers DATA_MISMATCH when the client’s view is stale', async () => {
    const { instanceId } = await startAdHoc({ Users: [{ Id: ids.freigeber, Step: 1 }] }, 'Veraltete Ansicht');
    const detail = (await call('freigeber', 'GET', `/api/wf/workflows/workflow/${instanceId}`)).json();
    await call('freigeber', 'POST', '/api/wf/WFIndex/SaveHistoryEntry', {
      InstanceId: instanceId,
      TEXT: 'Notiz',
    });
    await lockout('freigeber', { InstanceId: instanceId, expectedVersion: detail.Version });
    const stale = await lockout('freigeber', { InstanceId: instanceId, expectedVersion: detail.Version - 1 });
    expect(stale.json().Result).toMatchObject({ LockResult: 1, Flags: ['DATA_MISMATCH'] });
  });

  it('answers SERVER_NOT_AVAILABLE when the document’s original cannot be read', async () => {
    const { instanceId, sha256 } = await startAdHoc(
      { Users: [{ Id: ids.freigeber, Step: 1 }] },
      'Verlorenes Original',
    );
    await t.deps.storage.delete(sha256);
    const response = await lockout('freigeber', { InstanceId: instanceId });
    expect(response.json().Result).toMatchObject({
      LockResult: 4,
      Flags: ['SERVER_NOT_AVAILABLE'],
      LockedBy: null,
    });
  });

  it('lets another recipient take a lock nobody touched for 30 minutes', async () => {
    const { instanceId } = await startAdHoc(
      { Groups: [{ Id: ids.buchhaltung, Step: 1 }] },
      'Vergessene Sperre',
    );
    await lockout('erfasser', { InstanceId: instanceId });
    clock.advance(31 * 60_000);
    await loginAll();
    expect((await lockout('admin', { InstanceId: instanceId })).json().Result).toMatchObject({
      LockResult: 0,
      LockedBy: 'Anna Admin',
    });
  });

  it('refuses a lock to users without a task', async () => {
    const { instanceId } = await startAdHoc({ Users: [{ Id: ids.freigeber, Step: 1 }] }, 'Fremder Beleg');
    const response = await lockout('mandant', { InstanceId: instanceId });
    expect(response.json().error).toMatchObject({
      code: 'workflow.not_available',
      details: { operation: 'workflow.checkout_failed' },
    });
    const outsider = await lockout('sba', { InstanceId: instanceId });
    expect(outsider.statusCode).toBe(404);
  });
});

describe('Rückfrage (request)', () => {
  let instanceId: string;
  let documentId: string;

  beforeAll(async () => {
    ({ instanceId, documentId } = await startAdHoc(
      {
        Split: true,
        Users: [
          { Id: ids.freigeber, Step: 1 },
          { Id: ids.erfasser, Step: 1 },
          { Id: ids.admin, Step: 2 },
        ],
      },
      'Rechnung mit Frage',
    ));
    await lockout('freigeber', { InstanceId: instanceId });
  });

  const ask = (identity: { Kind: string; Id: string | undefined }, dtElapsed = inHours(48)) =>
    call('freigeber', 'POST', '/api/wf/workflows/rueckfrage', {
      InstanceId: instanceId,
      identity,
      anmerkung: 'Ist die Menge richtig?',
      dtElapsed,
      info: 'Menge',
    });

  it('refuses an expiry in the past, the asker, outsiders and users already invited', async () => {
    expect((await ask({ Kind: 'User', Id: ids.mandant }, inHours(-1))).json().error.code).toBe(
      'workflow.time_in_past',
    );
    expect((await ask({ Kind: 'User', Id: ids.mandant }, inHours(24 * 400))).json().error.code).toBe(
      'workflow.time_too_far',
    );
    const self = await ask({ Kind: 'User', Id: ids.freigeber });
    expect(self.json().error).toMatchObject({
      code: 'workflow.inquiry_recipient_not_allowed',
      message: 'Diese Gruppe bzw. dieser Benutzer darf keine Rückfrage erhalten.',
    });
    expect((await ask({ Kind: 'User', Id: ids.sba })).json().error.code).toBe(
      'workflow.inquiry_recipient_not_allowed',
    );
    const invited = await ask({ Kind: 'User', Id: ids.erfasser });
    expect(invited.json().error).toMatchObject({
      code: 'workflow.already_invited',
      message: 'Der Workflow hat bereits eine Einladung oder Anfrage an diesen Benutzer.',
    });
  });

  it('asks, waits while the request is open, and shows it in the recipient’s Rueckfrage list', async () => {
    const asked = await ask({ Kind: 'User', Id: ids.mandant });
    expect(asked.json().Result.Status).toBe('INQUIRY');
    const submit = await call('freigeber', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: true,
    });
    expect(submit.json().error.code).toBe('workflow.inquiry_open');
    expect(await listIds('mandant', 'filter=Rueckfrage')).toContain(instanceId);
    expect(await listIds('freigeber', 'filter=Rueckfrage&mailbox=Sent')).toContain(instanceId);
    const detail = (await call('mandant', 'GET', `/api/wf/workflows/workflow/${instanceId}`)).json();
    expect(detail.Inquiry).toMatchObject({
      State: 'OPEN',
      From: 'Frieda Freigeber',
      To: 'Martha Mandantin',
      Anmerkung: 'Ist die Menge richtig?',
    });
    expect(detail.Can).toMatchObject({ CompleteInquiry: true, Submit: false });
    expect((await lockout('mandant', { InstanceId: instanceId })).json().Result).toMatchObject({
      LockResult: 0,
      Status: 'INQUIRY',
    });
  });

  it('needs a note to complete, then hands the workflow back', async () => {
    const empty = await call('mandant', 'POST', '/api/wf/workflows/completerueckfrage', {
      InstanceId: instanceId,
      anmerkung: '  ',
    });
    expect(empty.statusCode).toBe(400);
    const byOther = await call('admin', 'POST', '/api/wf/workflows/completerueckfrage', {
      InstanceId: instanceId,
      anmerkung: 'Ich',
    });
    expect(byOther.json().error.code).toBe('workflow.not_participant');
    const done = await call('mandant', 'POST', '/api/wf/workflows/completerueckfrage', {
      InstanceId: instanceId,
      anmerkung: 'Ja, 40 Säcke.',
    });
    expect(done.json().Result.Status).toBe('INQUIRY_COMPLETED');
    expect(await listIds('mandant', 'filter=Rueckfrage')).not.toContain(instanceId);
    const detail = (await call('freigeber', 'GET', `/api/wf/workflows/workflow/${instanceId}`)).json();
    expect(detail.Inquiries[0]).toMatchObject({ State: 'COMPLETED', Answer: 'Ja, 40 Säcke.' });
  });

  it('cancels a request, and says so when there is none', async () => {
    await ask({ Kind: 'User', Id: ids.mandant });
    const cancelled = await call('freigeber', 'POST', '/api/wf/workflows/cancelrueckfrage', {
      InstanceId: instanceId,
    });
    expect(cancelled.json().Result.Status).toBe('INQUIRY_CANCELLED');
    const none = await call('freigeber', 'POST', '/api/wf/workflows/cancelrueckfrage', {
      InstanceId: instanceId,
    });
    expect(none.json().error).toMatchObject({
      code: 'workflow.no_open_inquiry',
      details: { operation: 'workflow.inquiry_cancel_failed' },
    });
  });

  it('goes on after the request: both parallel approvals open step two, and the history holds every step', async () => {
    await call('freigeber', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: true,
    });
    const afterFirst = (await call('erfasser', 'GET', `/api/wf/workflows/workflow/${instanceId}`)).json();
    expect(
      afterFirst.Tasks.filter((task: { State: string }) => task.State === 'OPEN').map(
        (task: { Recipient: string }) => task.Recipient,
      ),
    ).toEqual(['Erik Erfasser']);
    await call('erfasser', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: true,
    });
    const history = (await call('admin', 'GET', `/api/wf/workflows/history/${instanceId}`)).json();
    expect(history.map((entry: { EntryTypeNames: string[] }) => entry.EntryTypeNames.join('|'))).toEqual([
      'WFStarted',
      'SystemNote',
      'UserNote|Custom',
      'SystemNote',
      'UserNote|Custom',
      'UserNote|Custom',
      'Custom',
      'Approved',
      'Approved',
      'SystemNote',
    ]);
    expect(history[2].TEXT).toMatch(
      /^Rückfrage an Martha Mandantin \(bis .*\) – Menge: Ist die Menge richtig\?$/,
    );
    expect(history[4].TEXT).toBe('Rückfrage beantwortet: Ja, 40 Säcke.');
  });
});

describe('postback (Zurückstellen)', () => {
  it('sets the task aside into the postponed list until its time, and back on demand', async () => {
    const { instanceId } = await startAdHoc({ Users: [{ Id: ids.freigeber, Step: 1 }] }, 'Später prüfen');
    const past = await call('freigeber', 'POST', '/api/wf/workflows/postback', {
      InstanceId: instanceId,
      dtPostBackTime: inHours(-2),
    });
    expect(past.json().error).toMatchObject({
      code: 'workflow.time_in_past',
      details: { operation: 'workflow.postback_failed' },
    });
    const postponed = await call('freigeber', 'POST', '/api/wf/workflows/postback', {
      InstanceId: instanceId,
      postbackType: 'Reason',
      dtPostBackTime: inHours(24),
      sReason: 'Ware noch nicht geliefert',
      sPOSTBACK_CUSTOM_STRING: 'Lieferung am Montag',
    });
    expect(postponed.statusCode, postponed.body).toBe(200);
    expect(await listIds('freigeber', 'filter=InvitedWorkflows')).not.toContain(instanceId);
    const list = (
      await call('freigeber', 'GET', '/api/wf/workflows/list?filter=InvitedPostBackWorkflows')
    ).json();
    expect(
      list.items.find((row: { WF_INSTANCEID: string }) => row.WF_INSTANCEID === instanceId),
    ).toMatchObject({
      ISPOSTBACKWF: true,
      MyTask: { PostbackReason: 'Ware noch nicht geliefert' },
    });
    expect(await listIds('erfasser', 'filter=InvitedPostBackWorkflows&mailbox=Sent')).toContain(instanceId);
    const twice = await call('freigeber', 'POST', '/api/wf/workflows/postback', {
      InstanceId: instanceId,
      dtPostBackTime: inHours(30),
    });
    expect(twice.json().error).toMatchObject({
      code: 'workflow.already_posted_back',
      message: 'Der Workflow wurde bereits zurückgestellt.',
    });
    const reset = await call('freigeber', 'DELETE', `/api/wf/workflows/deletepostback/${instanceId}`);
    expect(reset.statusCode).toBe(200);
    expect(await listIds('freigeber', 'filter=InvitedWorkflows')).toContain(instanceId);
    const again = await call('freigeber', 'DELETE', `/api/wf/workflows/deletepostback/${instanceId}`);
    expect(again.json().error).toMatchObject({
      code: 'workflow.not_postponed',
      details: { operation: 'workflow.postback_reset_failed' },
    });
    const history = (await call('freigeber', 'GET', `/api/wf/workflows/history/${instanceId}`)).json();
    expect(history.slice(-2).map((entry: { EntryTypeNames: string[] }) => entry.EntryTypeNames)).toEqual([
      ['Postback'],
      ['Postback', 'SystemNote'],
    ]);
  });

  it('brings the workflow back into the inbox once the postback time has come', async () => {
    const { instanceId } = await startAdHoc({ Users: [{ Id: ids.freigeber, Step: 1 }] }, 'Wiedervorlage');
    await call('freigeber', 'POST', '/api/wf/workflows/postback', {
      InstanceId: instanceId,
      dtPostBackTime: inHours(1),
    });
    expect(await listIds('freigeber', 'filter=InvitedWorkflows')).not.toContain(instanceId);
    clock.advance(2 * 3_600_000);
    await loginAll();
    expect(await listIds('freigeber', 'filter=InvitedWorkflows')).toContain(instanceId);
  });
});

describe('files added to a workflow', () => {
  it('adds files from the web and from a phone, serves them, and removes them again', async () => {
    const { instanceId } = await startAdHoc({ Users: [{ Id: ids.freigeber, Step: 1 }] }, 'Mit Anhang');
    const pdf = Buffer.from(await invoicePdf(['Lieferschein 4711']));
    const web = multipartBody({ InstanceId: instanceId, ColourType: '0' }, [
      { name: 'file', fileName: 'Lieferschein.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/wf/workflows/addfile2workflow',
      payload: web.payload,
      headers: { ...web.headers, authorization: auth.freigeber as string },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [fileId] = added.json().Result.FileIds;
    const mobile = multipartBody({ InstanceId: instanceId }, [
      {
        name: 'file',
        fileName: 'Foto.jpg',
        contentType: 'image/jpeg',
        content: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      },
    ]);
    const fromPhone = await t.app.inject({
      method: 'POST',
      url: '/api/wf/webscan/AddFile2WorkflowMobile',
      payload: mobile.payload,
      headers: { ...mobile.headers, authorization: auth.freigeber as string },
    });
    expect(fromPhone.statusCode, fromPhone.body).toBe(200);
    const detail = (await call('erfasser', 'GET', `/api/wf/workflows/workflow/${instanceId}`)).json();
    expect(
      detail.Files.map((file: { FileName: string; ColourType: number }) => [file.FileName, file.ColourType]),
    ).toEqual([
      ['Lieferschein.pdf', 0],
      ['Foto.jpg', 1],
    ]);
    const download = await call('erfasser', 'GET', `/api/wf/workflows/files/${instanceId}/${fileId}`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="Lieferschein.pdf"');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const empty = multipartBody({ InstanceId: instanceId }, []);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/wf/workflows/addfile2workflow',
      payload: empty.payload,
      headers: { ...empty.headers, authorization: auth.freigeber as string },
    });
    expect(noFile.json().error.code).toBe('workflow.file_missing');
    const outsider = await t.app.inject({
      method: 'POST',
      url: '/api/wf/workflows/addfile2workflow',
      payload: web.payload,
      headers: { ...web.headers, authorization: auth.mandant as string },
    });
    expect(outsider.json().error.code).toBe('workflow.not_participant');

    expect(
      (await call('erfasser', 'DELETE', `/api/wf/workflows/files/${instanceId}/${fileId}`)).json().error.code,
    ).toBe('workflow.not_participant');
    expect(
      (await call('freigeber', 'DELETE', `/api/wf/workflows/files/${instanceId}/${fileId}`)).statusCode,
    ).toBe(204);
    const history = (await call('freigeber', 'GET', `/api/wf/workflows/history/${instanceId}`)).json();
    expect(
      history
        .slice(-3)
        .map((entry: { EntryTypeNames: string[]; TEXT: string }) => [entry.EntryTypeNames[0], entry.TEXT]),
    ).toEqual([
      ['AddFile', 'Datei hinzugefügt: Lieferschein.pdf'],
      ['AddFile', 'Datei hinzugefügt (mobil): Foto.jpg'],
      ['DeleteFile', 'Datei entfernt: Lieferschein.pdf'],
    ]);
  });

  it('stores a file whose name carries NUL, a lone surrogate or folders under a cleaned name', async () => {
    const { instanceId } = await startAdHoc(
      { Users: [{ Id: ids.freigeber, Step: 1 }] },
      'Mit seltsamem Namen',
    );
    const upload = multipartBody({ InstanceId: instanceId }, [
      {
        name: 'file',
        fileName: '../../Liefer\u0000schein\ud800.pdf',
        contentType: 'application/pdf',
        content: Buffer.from(await invoicePdf(['Lieferschein 4712'])),
      },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/wf/workflows/addfile2workflow',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: auth.freigeber as string },
    });
    expect(added.statusCode, added.body).toBe(200);
    const detail = (await call('freigeber', 'GET', `/api/wf/workflows/workflow/${instanceId}`)).json();
    expect(detail.Files.map((file: { FileName: string }) => file.FileName)).toEqual([
      'Lieferschein\ufffd.pdf',
    ]);
  });

  it('serves a file as an attachment typed by its bytes, never with the type the uploader declared', async () => {
    const { instanceId } = await startAdHoc({ Users: [{ Id: ids.freigeber, Step: 1 }] }, 'Mit HTML');
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const upload = multipartBody({ InstanceId: instanceId }, [
      { name: 'file', fileName: 'Rechnung.html', contentType: 'text/html', content: html },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/wf/workflows/addfile2workflow',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: auth.freigeber as string },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [fileId] = added.json().Result.FileIds;
    const download = await call('erfasser', 'GET', `/api/wf/workflows/files/${instanceId}/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Rechnung.html"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(html)).toBe(true);
  });
});
