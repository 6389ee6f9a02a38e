import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../kernel/clock.js';
import { bearer, claimsOf, postToken, signIn, type Tokens } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const clock = createFixedClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const get = (url: string, tokens: Pick<Tokens, 'access_token'>) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: bearer(tokens) } });
const post = (url: string, payload: unknown, tokens?: Pick<Tokens, 'access_token'>) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: tokens ? { authorization: bearer(tokens) } : {},
  });

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

describe('device sessions', () => {
  it('lists the caller’s sessions per device and module and marks the current device', async () => {
    const laptop = await signIn(t.app, 'erfasser');
    await openModule(laptop, 'erfasser', 'Unides');
    const phone = await signIn(t.app, 'erfasser');
    const response = await get('/api/auth/sessions', laptop);
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as {
      audience: string;
      current: boolean;
      parentTokenId: string | null;
    }[];
    expect(sessions).toHaveLength(3);
    expect(
      sessions
        .filter((session) => session.current)
        .map((session) => session.audience)
        .sort(),
    ).toEqual(['Unides', 'web']);
    const fromPhone = (await get('/api/auth/sessions', phone)).json() as typeof sessions;
    expect(fromPhone.filter((session) => session.current).map((session) => session.audience)).toEqual([
      'web',
    ]);
  });

  it('ends another device from the list, which that device learns as FORCE_LOGOUT', async () => {
    const laptop = await signIn(t.app, 'mandant');
    const phone = await signIn(t.app, 'mandant');
    const sessions = (await get('/api/auth/sessions', laptop)).json() as {
      tokenId: string;
      current: boolean;
    }[];
    const phoneSession = sessions.find((session) => !session.current);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/RefreshTokens/Delete?id=${phoneSession?.tokenId}`,
      headers: { authorization: bearer(laptop) },
    });
    expect(ended.json()).toEqual({ ended: 1 });
    const refused = await get('/api/auth/me', phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatchObject({
      code: 'auth.force_logout',
      message: 'Die Sitzung wurde beendet! Bitte melden Sie sich erneut an!',
    });
    expect((await get('/api/auth/me', laptop)).statusCode).toBe(200);
  });

  it("does not let a user end someone else's session by its id, but an administrator may", async () => {
    const victim = await signIn(t.app, 'sba');
    const victimSession = ((await get('/api/auth/sessions', victim)).json() as { tokenId: string }[])[0];
    const intruder = await signIn(t.app, 'freigeber');
    const tried = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/RefreshTokens/Delete?id=${victimSession?.tokenId}`,
      headers: { authorization: bearer(intruder) },
    });
    expect(tried.json()).toEqual({ ended: 0 });
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/RefreshTokens/Delete?id=${victimSession?.tokenId}`,
    });
    expect(anonymous.json()).toEqual({ ended: 0 });
    expect((await get('/api/auth/me', victim)).statusCode).toBe(200);
    const admin = await signIn(t.app, 'admin');
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/RefreshTokens/Delete?id=${victimSession?.tokenId}`,
      headers: { authorization: bearer(admin) },
    });
    expect(byAdmin.json()).toEqual({ ended: 1 });
  });

  it('signs out with every audience token at once, even with an expired access token', async () => {
    const shell = await signIn(t.app, 'freigeber');
    const workflow = await openModule(shell, 'freigeber', 'Workflow');
    clock.advance(31 * 60_000);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/RefreshTokens/DeleteAllByTokens',
      payload: [shell.refresh_token, workflow.refresh_token],
      headers: { authorization: bearer(shell) },
    });
    expect(logout.json()).toEqual({ ended: 2 });
    const renewal = await postToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: workflow.refresh_token,
    });
    expect(renewal.json().error).toBe('FORCE_LOGOUT');
  });

  it('ends the module sessions of a device together with its shell session', async () => {
    const shell = await signIn(t.app, 'admin');
    const archive = await openModule(shell, 'admin', 'UniView');
    await post('/api/auth/RefreshTokens/DeleteAllByTokens', [shell.refresh_token]);
    expect((await get('/api/auth/me', archive)).json().error.code).toBe('auth.force_logout');
  });
});

describe('instance termination', () => {
  it('terminates a module instance; its client sees it in the status and its token is refused', async () => {
    const shell = await signIn(t.app, 'erfasser');
    const capture = await openModule(shell, 'erfasser', 'Capture');
    const heard: { sessionId: string; userId: string; audience: string }[][] = [];
    t.deps.authEvents.onInstancesTerminated(async (instances) => {
      heard.push(instances);
    });
    t.deps.authEvents.onInstancesTerminated(async () => {
      throw new Error('a listener that fails does not stop the call');
    });
    expect((await get('/api/auth/status', shell)).json().terminatedAudiences).toEqual([]);
    const terminated = await post('/NotifyClientsForInstanceTermination', [capture.refresh_token]);
    expect(terminated.json()).toEqual({ ended: 1 });
    // Modules keeping inquiries open per session hear which instance ended.
    expect(heard).toEqual([
      [
        {
          sessionId: claimsOf(capture.access_token).sid,
          userId: claimsOf(shell.access_token).sub,
          audience: 'Capture',
        },
      ],
    ]);
    expect((await get('/api/auth/status', shell)).json().terminatedAudiences).toEqual(['Capture']);
    const refused = await get('/api/auth/me', capture);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('auth.instance_terminated');
    expect((await get('/api/auth/me', shell)).statusCode).toBe(200);
    // Reopening the module clears the notice.
    await openModule(shell, 'erfasser', 'Capture');
    expect((await get('/api/auth/status', shell)).json().terminatedAudiences).toEqual([]);
  });
});

describe('ping and status', () => {
  it('keeps the device seen and reports an announced maintenance with its start', async () => {
    const admin = await signIn(t.app, 'admin');
    const user = await signIn(t.app, 'mandant');
    const before = ((await get('/api/auth/sessions', user)).json() as { lastSeenAt: string }[])[0]
      ?.lastSeenAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await post('/api/auth/ping', undefined, user)).json()).toEqual({ ok: true });
    const after = ((await get('/api/auth/sessions', user)).json() as { lastSeenAt: string }[])[0]?.lastSeenAt;
    expect(Date.parse(after as string)).toBeGreaterThan(Date.parse(before as string));

    expect(
      (await post('/api/man/system/announcemaintenance', { message: 'Update auf 5.1.7' }, user)).statusCode,
    ).toBe(403);
    const announced = await post(
      '/api/man/system/announcemaintenance',
      { message: 'Update auf 5.1.7' },
      admin,
    );
    expect(announced.statusCode).toBe(200);
    const status = (await get('/api/auth/status', user)).json();
    expect(status.maintenance).toMatchObject({ active: false, message: 'Update auf 5.1.7' });
    expect(Date.parse(status.maintenance.activatesAt) - Date.parse(status.serverTime)).toBe(60_000);

    clock.advance(60_000);
    const blocked = await get('/api/auth/status', user);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error).toMatchObject({
      code: 'auth.software_maintenance',
      details: { description: 'Update auf 5.1.7' },
    });
    expect((await get('/api/auth/status', admin)).json().maintenance.active).toBe(true);
    await post('/api/man/system/endmaintenance', undefined, admin);
    expect((await get('/api/auth/status', user)).json().maintenance).toBeNull();
  });
});
