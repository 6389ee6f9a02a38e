import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCapturedInvoice, mandantIdOf, userIdOf } from './workflow.testing.js';

/** Acknowledgements (Kenntnisnahme), account-dependent workflows and list chunks. */
let t: TestApp;
let mandantId: string;
const auth: Record<string, string> = {};
const ids: Record<string, string> = {};

const call = (kuerzel: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: auth[kuerzel] as string },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function send(title: string, index: Record<string, string>, recipients: Record<string, unknown>) {
  const document = await createCapturedInvoice(t, { mandantId, title, index: { Betrag: '99.00', ...index } });
  const response = await call('erfasser', 'POST', '/api/wf/workflows/sendworkflowmulti', {
    mandantId,
    DocIDs: [document.documentId],
    ...recipients,
  });
  return { documentId: document.documentId, response };
}

async function definition(body: Record<string, unknown>): Promise<string> {
  const response = await call('admin', 'POST', '/api/wf/workflows/buildapprovewf', { mandantId, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Id;
}

beforeAll(async () => {
  t = await createTestApp();
  mandantId = await mandantIdOf(t, 10001);
  for (const kuerzel of ['admin', 'erfasser', 'freigeber']) {
    auth[kuerzel] = await t.login(kuerzel);
    ids[kuerzel] = await userIdOf(t, kuerzel);
  }
});
afterAll(async () => t.close());

describe('Kenntnisnahme (acknowledgement)', () => {
  it('is submitted without a decision or stamp and completes the workflow with no approval result', async () => {
    const { documentId, response } = await send(
      'Zur Kenntnis',
      {},
      { Users: [{ Id: ids.freigeber, Step: 1, Task: 'Kenntnisnahme' }] },
    );
    const instanceId = response.json().Result[0].WF_INSTANCEID;
    const inbox = (await call('freigeber', 'GET', '/api/wf/workflows/list')).json();
    expect(
      inbox.items.find((item: { WF_INSTANCEID: string }) => item.WF_INSTANCEID === instanceId).MyTask.Kind,
    ).toBe('Kenntnisnahme');

    const stamped = await call('freigeber', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: 'Genehmigt',
      stamp: { Signal: 'Genehmigt', PageIndex: 0, X: 1, Y: 1 },
    });
    expect(stamped.json().error.code).toBe('workflow.stamp_mismatch');

    const perused = await call('freigeber', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      sAnmerkung: 'Gesehen',
    });
    expect(perused.statusCode, perused.body).toBe(200);
    expect(perused.json().Result).toMatchObject({ Status: 'COMPLETED', ApproveResult: 'Keins' });
    const history = (await call('erfasser', 'GET', `/api/wf/workflows/history/${instanceId}`)).json();
    expect(history[1]).toMatchObject({
      EntryTypeNames: ['Perusal', 'UserNote'],
      TEXT: 'Zur Kenntnis genommen: Gesehen',
    });
    expect(history.at(-1).TEXT).toBe('Workflow abgeschlossen (Keins)');
  });
});

describe('account-dependent workflows', () => {
  let accountDependent: string;

  beforeAll(async () => {
    const toFreigeber = await definition({ Name: 'Wareneingang', Users: [{ Id: ids.freigeber, Step: 1 }] });
    const toAdmin = await definition({ Name: 'Investitionen', Users: [{ Id: ids.admin, Step: 1 }] });
    accountDependent = await definition({
      Name: 'Nach Konto',
      Dependency: 'Account',
      AccountRules: [
        { From: '3000', To: '3999', DefinitionId: toFreigeber },
        { From: '400', To: '499', DefinitionId: toAdmin },
      ],
    });
  });

  it('routes each document by its Konto to the definition of that account range', async () => {
    const goods = await send('Ware', { Konto: '3400' }, { DefinitionId: accountDependent });
    const asset = await send('Maschine', { Konto: '480' }, { DefinitionId: accountDependent });
    for (const [started, recipient] of [
      [goods, 'Frieda Freigeber'],
      [asset, 'Anna Admin'],
    ] as const) {
      expect(started.response.statusCode, started.response.body).toBe(200);
      const detail = (
        await call(
          'erfasser',
          'GET',
          `/api/wf/workflows/workflow/${started.response.json().Result[0].WF_INSTANCEID}`,
        )
      ).json();
      expect(detail.DefinitionName).toBe('Nach Konto');
      expect(
        detail.Tasks.map((task: { Recipient: string; State: string }) => [task.Recipient, task.State]),
      ).toEqual([[recipient, 'OPEN']]);
    }
  });

  it('refuses a document whose Konto lies in no range', async () => {
    const { response } = await send('Ohne Regel', { Konto: '9999' }, { DefinitionId: accountDependent });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('workflow.no_definition_for_account');
  });
});

describe('chunks', () => {
  it('answers list rows for the given workflows in the given order, leaving out those of other Mandanten', async () => {
    const first = await send('Erster', {}, { Users: [{ Id: ids.freigeber, Step: 1 }] });
    const second = await send('Zweiter', {}, { Users: [{ Id: ids.freigeber, Step: 1 }] });
    const foreignDocument = await createCapturedInvoice(t, {
      mandantId: await mandantIdOf(t, 10003),
      title: 'Hotel',
    });
    const foreign = await call('erfasser', 'POST', '/api/wf/workflows/sendworkflowmulti', {
      mandantId: await mandantIdOf(t, 10003),
      DocIDs: [foreignDocument.documentId],
      Users: [{ Id: ids.erfasser, Step: 1 }],
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
    const wanted = [
      second.response.json().Result[0].WF_INSTANCEID,
      foreign.json().Result[0].WF_INSTANCEID,
      first.response.json().Result[0].WF_INSTANCEID,
    ];
    const chunk = await call('freigeber', 'POST', '/api/wf/workflows/chunks', { InstanceIds: wanted });
    expect(chunk.statusCode, chunk.body).toBe(200);
    expect(
      chunk
        .json()
        .map((row: { Header: string; CurrentRecipients: string[] }) => [row.Header, row.CurrentRecipients]),
    ).toEqual([
      ['Zweiter', ['Frieda Freigeber']],
      ['Erster', ['Frieda Freigeber']],
    ]);
    expect(chunk.json()[0]).toMatchObject({
      Umsatz: '99.00',
      Status: 'IN_PROGRESS',
      MyTask: { Kind: 'Genehmigung' },
    });
  });
});
