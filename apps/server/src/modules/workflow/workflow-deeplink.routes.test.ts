import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCapturedInvoice, mandantIdOf, userIdOf } from './workflow.testing.js';

let t: TestApp;
let mandantId: string;
const auth: Record<string, string> = {};
const ids: Record<string, string> = {};
let linked: { instanceId: string; documentId: string };
let other: { instanceId: string; documentId: string };

const call = (
  authorization: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function start(title: string) {
  const document = await createCapturedInvoice(t, {
    mandantId,
    title,
    index: { Betrag: '50.00', Kennung: title },
  });
  const response = await call(auth.erfasser as string, 'POST', '/api/wf/workflows/sendworkflowmulti', {
    mandantId,
    DocIDs: [document.documentId],
    Users: [{ Id: ids.freigeber, Step: 1 }],
  });
  return { documentId: document.documentId, instanceId: response.json().Result[0].WF_INSTANCEID as string };
}

beforeAll(async () => {
  t = await createTestApp();
  mandantId = await mandantIdOf(t, 10001);
  for (const kuerzel of ['erfasser', 'freigeber']) {
    auth[kuerzel] = await t.login(kuerzel);
    ids[kuerzel] = await userIdOf(t, kuerzel);
  }
  linked = await start('Verlinkt');
  other = await start('Nicht verlinkt');
});
afterAll(async () => t.close());

async function openExternSession(): Promise<{ token: string; body: Record<string, unknown> }> {
  const created = await call(auth.freigeber as string, 'POST', '/api/wf/WFDocViewer/CreateExternSession', {
    InstanceId: linked.instanceId,
  });
  expect(created.statusCode, created.body).toBe(200);
  const { SESSION_UID, Url } = created.json();
  expect(Url).toBe(`/#/WFDocViewer/EXTERN/${SESSION_UID}`);
  const opened = await t.app.inject({ method: 'POST', url: `/api/wf/WFDocViewer/EXTERN/${SESSION_UID}` });
  expect(opened.statusCode, opened.body).toBe(200);
  expect(opened.headers['cache-control']).toBe('no-store');
  const again = await t.app.inject({ method: 'POST', url: `/api/wf/WFDocViewer/EXTERN/${SESSION_UID}` });
  expect(again.statusCode).toBe(401);
  expect(again.json().error.code).toBe('workflow.deep_link_invalid');
  return { token: `Bearer ${opened.json().access_token}`, body: opened.json() };
}

describe('deep-link sessions (WFDocViewer/EXTERN/{SESSION_UID})', () => {
  it('issues a token recognisable as deep link and limited to its one workflow', async () => {
    const { token, body } = await openExternSession();
    expect(body).toMatchObject({ WF_INSTANCEID: linked.instanceId, mandantId, Name: 'Frieda Freigeber' });
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(claims.sub).toMatch(/^deep_link_user_[0-9a-f]{32}$/);
    expect(claims.aud).toBe('WfDeeplink');
    expect(claims.roles).toEqual(['deep_link_wf_view']);
  });

  it('reaches the linked workflow, its history, index data and notes', async () => {
    const { token } = await openExternSession();
    const detail = await call(token, 'GET', `/api/wf/workflows/workflow/${linked.instanceId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ DeepLink: true, Header: 'Verlinkt – Verlinkt' });
    expect(detail.json().Can).toMatchObject({
      Lock: false,
      Submit: false,
      Redirect: false,
      Inquiry: false,
      Postback: false,
      AddFile: false,
    });
    expect((await call(token, 'GET', `/api/wf/workflows/history/${linked.instanceId}`)).statusCode).toBe(200);
    const index = (await call(token, 'GET', `/api/wf/WFIndex/GetIndexData/${linked.instanceId}`)).json();
    expect(index.find((entry: { FeldID: string }) => entry.FeldID === 'Betrag').VALUE).toBe('50.00');
    const note = await call(token, 'POST', '/api/wf/WFIndex/SaveHistoryEntry', {
      InstanceId: linked.instanceId,
      TEXT: 'Gesehen',
    });
    expect(note.statusCode, note.body).toBe(200);
    const history = (
      await call(auth.erfasser as string, 'GET', `/api/wf/workflows/history/${linked.instanceId}`)
    ).json();
    expect(history.at(-1)).toMatchObject({
      EntryTypeNames: ['UserNote'],
      TEXT: 'Gesehen',
      Fullname: 'Frieda Freigeber',
      UserInfo: 'Externer Zugang',
    });
    expect(history.at(-1).KUERZEL).toMatch(/^deep_link_user_/);
  });

  it('refuses every other workflow and every other endpoint', async () => {
    const { token } = await openExternSession();
    const readsOther = [
      `/api/wf/workflows/workflow/${other.instanceId}`,
      `/api/wf/workflows/history/${other.instanceId}`,
      `/api/wf/WFIndex/GetIndexData/${other.instanceId}`,
      `/api/wf/WFIndex/GetSplitLines/${other.instanceId}`,
    ];
    for (const url of readsOther) {
      const response = await call(token, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('workflow.not_available');
    }
    const noteOnOther = await call(token, 'POST', '/api/wf/WFIndex/SaveHistoryEntry', {
      InstanceId: other.instanceId,
      TEXT: 'x',
    });
    expect(noteOnOther.statusCode).toBe(404);
    const elsewhere: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown][] = [
      ['GET', '/api/wf/workflows/list'],
      ['GET', '/api/wf/workflows/counts'],
      ['POST', '/api/wf/workflows/search', {}],
      ['POST', '/api/wf/workflows/chunks', { InstanceIds: [linked.instanceId] }],
      ['GET', '/api/wf/workflows/sortcondition'],
      ['POST', '/api/wf/workflows/lockout', { InstanceId: linked.instanceId }],
      [
        'POST',
        `/api/wf/workflows/submit/${linked.instanceId}`,
        { sDocUID: linked.documentId, bApproveResult: true },
      ],
      [
        'POST',
        '/api/wf/workflows/redirect',
        { InstanceId: linked.instanceId, Target: { Kind: 'User', Id: ids.erfasser } },
      ],
      [
        'POST',
        '/api/wf/workflows/postback',
        { InstanceId: linked.instanceId, dtPostBackTime: new Date(Date.now() + 86_400_000).toISOString() },
      ],
      ['POST', '/api/wf/WFDocViewer/CreateExternSession', { InstanceId: linked.instanceId }],
      ['GET', '/api/wf/sdk/GetOpenWFRequestsCount'],
      ['GET', `/api/wf/workflows/definitions?mandantId=${mandantId}`],
      ['GET', '/api/job/jobs'],
    ];
    for (const [method, url, payload] of elsewhere) {
      const response = await call(token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses unknown links and tokens of deep-link sessions that ended', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: `/api/wf/WFExtUser/DL/${linked.documentId}` });
    expect(unknown.statusCode).toBe(401);
    const { token } = await openExternSession();
    await t.deps.database.execute(`UPDATE wf_deep_link_session SET ended_at = now()`);
    expect((await call(token, 'GET', `/api/wf/workflows/workflow/${linked.instanceId}`)).statusCode).toBe(
      401,
    );
  });
});
