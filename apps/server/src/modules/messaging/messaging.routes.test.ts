import { LAST_MSG_UID_HEADER, MessageType, type AppMessage } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDependencies } from '../../app/create-dependencies.js';
import { createServer } from '../../app/server.js';
import { bearer, claimsOf, postToken, signIn, type Tokens } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { App } from '../../kernel/http.js';
import { createMemoryStorageDriver } from '../storage/index.js';

let t: TestApp;
let bakeryId: string;
let autohausId: string;
const userIds = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const kuerzel of ['erfasser', 'mandant', 'admin']) {
    const user = await t.deps.tenancy.findUserByLogin(kuerzel);
    userIds.set(kuerzel, user!.id);
  }
  const erfasser = await t.deps.tenancy.findUserByLogin('erfasser');
  const mandanten = await t.deps.tenancy.listAccessibleMandanten(erfasser!);
  bakeryId = mandanten.find((mandant) => mandant.mandnr === 10001)!.id;
  autohausId = mandanten.find((mandant) => mandant.mandnr === 10002)!.id;
});
afterAll(async () => t.close());

async function openModule(shell: Tokens, kuerzel: string, audience: string): Promise<Tokens> {
  const response = await postToken(t.app, {
    grant_type: 'password',
    username: kuerzel,
    password: shell.refresh_token,
    scope: 'AUTH_BY_REFRESH_TOKEN',
    client_id: audience,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as Tokens;
}

/** Waits (on the hub's state, not a clock) until `count` long polls are waiting. */
async function untilWaiting(count: number, hub = t.deps.messaging.hub) {
  while (hub.waiting < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

function listen(tokens: Tokens, query = '', app: App = t.app) {
  return app.inject({
    method: 'GET',
    url: `/api/msg/AppInstance/ListenMessages${query}`,
    headers: { authorization: bearer(tokens) },
  });
}

function send(tokens: Tokens, messageType: number, customData: object = {}, extra: object = {}) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/msg/AppInstance/SendMessage',
    headers: { authorization: bearer(tokens) },
    payload: {
      messageInfo: { instanceType: 'UD', senderUID: 'window-1', messageType },
      customData,
      ...extra,
    },
  });
}

describe('messages between a user’s instances', () => {
  it('delivers a selection from one window to the other instances of the same sign-in', async () => {
    const shell = await signIn(t.app, 'erfasser');
    const unides = await openModule(shell, 'erfasser', 'Unides');
    const workflow = await openModule(shell, 'erfasser', 'Workflow');
    const waiting = t.deps.messaging.hub.waiting;
    const pending = listen(workflow);
    await untilWaiting(waiting + 1);
    const sent = await send(unides, MessageType.documentSelectionChanged, {
      mandantId: bakeryId,
      documentUID: 'doc-4711',
      pageUID: 'page-1',
    });
    expect(sent.statusCode).toBe(200);
    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messageInfo: {
        messageUID: (sent.json() as { messageUID: string }).messageUID,
        instanceType: 'UD',
        senderUID: 'window-1',
        messageType: MessageType.documentSelectionChanged,
      },
      customData: { mandantId: bakeryId, documentUID: 'doc-4711', pageUID: 'page-1' },
      sessionUID: claimsOf(shell.access_token).sid,
    });
  });

  it('never delivers a message to another user', async () => {
    const erfasser = await signIn(t.app, 'erfasser');
    const admin = await signIn(t.app, 'admin');
    const waiting = t.deps.messaging.hub.waiting;
    const pending = listen(erfasser);
    await untilWaiting(waiting + 1);
    expect((await send(admin, MessageType.mandantSelectionChanged, { mandantId: bakeryId })).statusCode).toBe(
      200,
    );
    const own = await send(erfasser, MessageType.mandantSelectionChanged, { mandantId: autohausId });
    const message = (await pending).json() as AppMessage;
    expect(message.messageInfo.messageUID).toBe((own.json() as { messageUID: string }).messageUID);
    expect(message.customData.mandantId).toBe(autohausId);
  });

  it('keeps a window’s message within its sign-in, while server messages reach every sign-in of the user', async () => {
    const laptop = await signIn(t.app, 'erfasser');
    const phone = await signIn(t.app, 'erfasser');
    const waiting = t.deps.messaging.hub.waiting;
    const pending = listen(phone);
    await untilWaiting(waiting + 1);
    await send(laptop, MessageType.documentSelectionChanged, { documentUID: 'only-on-the-laptop' });
    await t.deps.appMessages.publish({
      userId: userIds.get('erfasser')!,
      messageType: MessageType.activeFieldSettingsChanged,
      customData: { mandantId: bakeryId },
    });
    const message = (await pending).json() as AppMessage;
    expect(message.messageInfo).toMatchObject({
      messageType: MessageType.activeFieldSettingsChanged,
      senderUID: 'server',
      instanceType: null,
    });
    expect(message.sessionUID).toBeNull();
  });

  it('delivers nothing about a Mandant the user may not see', async () => {
    const mandant = await signIn(t.app, 'mandant');
    const refused = await send(mandant, MessageType.mandantSelectionChanged, { mandantId: autohausId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: { code: 'tenancy.mandant_not_found' } });

    const waiting = t.deps.messaging.hub.waiting;
    const pending = listen(mandant);
    await untilWaiting(waiting + 1);
    const userId = userIds.get('mandant')!;
    const messageType = MessageType.stackChanged;
    await t.deps.appMessages.publish({ userId, messageType, customData: { mandantId: autohausId } });
    await t.deps.appMessages.publish({ userId, messageType, customData: { mandantId: bakeryId } });
    expect(((await pending).json() as AppMessage).customData.mandantId).toBe(bakeryId);
  });

  it('refuses server-only message types, foreign sign-ins and unknown payload fields', async () => {
    const erfasser = await signIn(t.app, 'erfasser');
    const other = await signIn(t.app, 'erfasser');
    const serverOnly = await send(erfasser, MessageType.sessionTerminated);
    expect(serverOnly.statusCode).toBe(400);
    expect(serverOnly.json()).toMatchObject({ error: { code: 'messaging.type_not_sendable' } });
    const foreign = await send(
      erfasser,
      MessageType.documentSelectionChanged,
      {},
      {
        sessionUID: claimsOf(other.access_token).sid,
      },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: { code: 'messaging.foreign_session' } });
    const unknownField = await send(erfasser, MessageType.documentSelectionChanged, { secret: 'x' });
    expect(unknownField.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/msg/AppInstance/ListenMessages' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 204 when nothing came within the wait', async () => {
    const erfasser = await signIn(t.app, 'erfasser');
    const response = await listen(erfasser, '?waitSeconds=1');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('gives a 204 the position to resume from, so that what is sent between two polls is not missed', async () => {
    const erfasser = await signIn(t.app, 'erfasser');
    const other = await signIn(t.app, 'erfasser');
    await send(other, MessageType.documentSelectionChanged, { documentUID: 'before-the-first-poll' });
    const first = await listen(erfasser, '?waitSeconds=0');
    expect(first.statusCode).toBe(204);
    const position = String(first.headers[LAST_MSG_UID_HEADER]);
    expect(position).toMatch(/^[0-9a-f-]{36}$/);
    const between = await send(erfasser, MessageType.documentSelectionChanged, {
      documentUID: 'between-polls',
    });
    const next = await listen(erfasser, `?lastMsgUID=${position}&waitSeconds=1`);
    expect(next.statusCode).toBe(200);
    expect((next.json() as AppMessage).messageInfo.messageUID).toBe(
      (between.json() as { messageUID: string }).messageUID,
    );
  });

  it('starts a listener at the nil UUID before the first message it may receive', async () => {
    const erfasser = await signIn(t.app, 'erfasser');
    await t.deps.appMessages.publish({
      userId: userIds.get('erfasser')!,
      messageType: MessageType.activeFieldSettingsChanged,
      customData: { mandantId: bakeryId },
    });
    const fromStart = await listen(
      erfasser,
      '?lastMsgUID=00000000-0000-0000-0000-000000000000&waitSeconds=0',
    );
    expect(fromStart.statusCode).toBe(200);
    const fromNow = await listen(erfasser, '?waitSeconds=0');
    expect(fromNow.statusCode).toBe(204);
  });

  it('answers with the same security headers as any other call, refusals included', async () => {
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            /^(content-security-policy|strict-transport-security|x-|cross-origin-|origin-agent|referrer-policy)/.test(
              name,
            ) &&
            name !== 'x-request-id' &&
            name !== LAST_MSG_UID_HEADER,
        ),
      );
    const erfasser = await signIn(t.app, 'erfasser');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { authorization: bearer(erfasser) },
    });
    const expected = securityHeaders(other.headers);
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['x-frame-options']).toBeDefined();
    const answered = await listen(erfasser, '?waitSeconds=1');
    const refused = await t.app.inject({ method: 'GET', url: '/api/msg/AppInstance/ListenMessages' });
    expect(refused.statusCode).toBe(401);
    expect(securityHeaders(answered.headers)).toEqual(expected);
    expect(securityHeaders(refused.headers)).toEqual(expected);
  });
});

describe('resuming after a node stops', () => {
  it('answers a waiting poll when its node closes, and the next node resumes from lastMsgUID', async () => {
    const nodeDeps = await createDependencies({
      config: t.deps.config,
      logger: t.deps.logger,
      database: t.deps.database,
      storage: createMemoryStorageDriver(),
    });
    const node = await createServer(nodeDeps);
    const shell = await signIn(t.app, 'erfasser');
    const first = await send(shell, MessageType.journalSearchQuery, { searchMaskName: 'Eins' });
    const firstUid = (first.json() as { messageUID: string }).messageUID;

    const pending = listen(shell, `?lastMsgUID=${firstUid}`, node);
    await untilWaiting(1, nodeDeps.messaging.hub);
    await node.close();
    expect((await pending).statusCode).toBe(204);

    // Sent while no node listened for this window; the window comes back through another node.
    const zwei = await send(shell, MessageType.journalSearchQuery, { searchMaskName: 'Zwei' });
    expect(zwei.statusCode, zwei.body).toBe(200);
    await send(shell, MessageType.archiveSearchQuery, { searchMaskName: 'Drei' });
    const second = (await listen(shell, `?lastMsgUID=${firstUid}`)).json() as AppMessage;
    expect(second.customData.searchMaskName).toBe('Zwei');
    const third = (await listen(shell, `?lastMsgUID=${second.messageInfo.messageUID}`)).json() as AppMessage;
    expect(third.customData.searchMaskName).toBe('Drei');
    expect(third.messageInfo.messageType).toBe(MessageType.archiveSearchQuery);
  });

  it('keeps the order of messages sent at the same time', async () => {
    const shell = await signIn(t.app, 'erfasser');
    const start = await send(shell, MessageType.maskDirtyChanged, { maskDirty: false });
    let last = (start.json() as { messageUID: string }).messageUID;
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(shell, MessageType.pageSelectionChanged, { pageUID: `page-${index}` }).then(
          (response) => (response.json() as { messageUID: string }).messageUID,
        ),
      ),
    );
    const received: string[] = [];
    for (let index = 0; index < sent.length; index += 1) {
      const message = (await listen(shell, `?lastMsgUID=${last}`)).json() as AppMessage;
      received.push(message.messageInfo.messageUID);
      last = message.messageInfo.messageUID;
    }
    expect(new Set(received)).toEqual(new Set(sent));
    expect(received).toHaveLength(sent.length);
  });
});

describe('messages the server sends where things happen', () => {
  it('tells a window at once when the server terminates its module instance', async () => {
    const shell = await signIn(t.app, 'freigeber');
    const workflow = await openModule(shell, 'freigeber', 'Workflow');
    const waiting = t.deps.messaging.hub.waiting;
    const pending = listen(workflow);
    await untilWaiting(waiting + 1);
    const ended = await t.app.inject({
      method: 'POST',
      url: '/NotifyClientsForInstanceTermination',
      headers: { authorization: bearer(shell) },
      payload: [claimsOf(workflow.access_token).sid],
    });
    expect(ended.json()).toEqual({ ended: 1 });
    const message = (await pending).json() as AppMessage;
    expect(message.messageInfo.messageType).toBe(MessageType.sessionTerminated);
    expect(message.customData).toEqual({ reason: 'instance_terminated', audience: 'Workflow' });
    const next = await listen(workflow, `?lastMsgUID=${message.messageInfo.messageUID}`);
    expect(next.json()).toMatchObject({ error: { code: 'auth.instance_terminated' } });
  });

  it('tells the user’s instances when the capture mask’s fields change', async () => {
    const admin = await signIn(t.app, 'admin');
    const waiting = t.deps.messaging.hub.waiting;
    const pending = listen(admin);
    await untilWaiting(waiting + 1);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/man/settings/setactivefields',
      headers: { authorization: bearer(admin) },
      payload: { mandantId: bakeryId, value: { fields: ['Datum', 'Belegnummer', 'Umsatz'] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const message = (await pending).json() as AppMessage;
    expect(message.messageInfo.messageType).toBe(MessageType.activeFieldSettingsChanged);
    expect(message.customData).toEqual({ settingKeys: ['activeFields'], mandantId: bakeryId });
  });
});
