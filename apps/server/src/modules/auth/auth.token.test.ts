import { eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultPasswordPolicy, type PasswordSettings } from '@belegfluss/shared';
import { createFixedClock } from '../../kernel/clock.js';
import { bearer, claimsOf, postToken, signIn } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { userTable } from '../tenancy/tenancy.tables.js';
import { loginThrottleTable, sessionTable } from './auth.tables.js';
import { hashPassword } from './passwords.js';

const clock = createFixedClock(new Date());
let t: TestApp;
let demoCredentials: { id: string; passwordHash: string | null; passwordChangedAt: string | null }[];
beforeAll(async () => {
  t = await createTestApp({ clock });
  demoCredentials = await t.deps.db
    .select({
      id: userTable.id,
      passwordHash: userTable.passwordHash,
      passwordChangedAt: userTable.passwordChangedAt,
    })
    .from(userTable);
});
afterAll(async () => t.close());
// Every test starts from the demo state: passwords, lockouts, sessions and settings as seeded.
afterEach(async () => {
  await t.deps.systemSettings.setPasswordPolicy(defaultPasswordPolicy);
  await t.deps.systemSettings.endMaintenance();
  await t.deps.systemSettings.setLicense({ modules: null, seatsPerModule: null });
  for (const { id, passwordHash, passwordChangedAt } of demoCredentials) {
    await t.deps.db.update(userTable).set({ passwordHash, passwordChangedAt }).where(eq(userTable.id, id));
  }
  await t.deps.db.delete(loginThrottleTable);
  await t.deps.db
    .update(sessionTable)
    .set({ endedAt: clock.now().toISOString(), endReason: 'logout' })
    .where(isNull(sessionTable.endedAt));
});

const password = (username: string, passwordText: string, extra: Record<string, string> = {}) =>
  postToken(t.app, { grant_type: 'password', username, password: passwordText, ...extra });
const decodePolicy = (description: string) =>
  JSON.parse(Buffer.from(description, 'base64').toString('utf8')) as PasswordSettings & {
    PolicyMaxAgeDaysLeft?: number;
  };
const setPolicy = (overrides: Partial<PasswordSettings>) =>
  t.deps.systemSettings.setPasswordPolicy({ ...defaultPasswordPolicy, ...overrides });

describe('TO_MANY_TRIES', () => {
  it('locks unknown names exactly like known ones, with the wait in seconds', async () => {
    for (const username of ['mandant', 'gibt-es-nicht']) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await password(username, 'falsch')).json().error).toBe('invalid_grant');
      }
      const locked = await password(username, 'egal');
      expect(locked.statusCode).toBe(400);
      expect(locked.json().error).toBe('TO_MANY_TRIES');
      expect(Number(locked.json().error_description)).toBe(30);
    }
    clock.advance(31_000);
    expect((await password('mandant', 'Mandant-2026')).statusCode).toBe(200);
  });
});

describe('SERVER_CLIENT_TIME_SYNC_ERROR', () => {
  it('refuses a client clock 300 to 3000 seconds off, in the request language', async () => {
    const off = String(clock.now().getTime() - 600_000);
    const refused = await password('admin', 'Admin-2026', { client_time: off });
    expect(refused.json()).toEqual({
      error: 'SERVER_CLIENT_TIME_SYNC_ERROR',
      error_description: 'Die Zeitabweichungen zwischen Client und Web-Server ist zu groß!',
    });
    const english = await postToken(
      t.app,
      { grant_type: 'password', username: 'admin', password: 'Admin-2026', client_time: off },
      { 'accept-language': 'en' },
    );
    expect(english.json().error_description).toBe(
      'The time difference between client and web server is too large!',
    );
    const close = String(clock.now().getTime() - 120_000);
    expect((await password('admin', 'Admin-2026', { client_time: close })).statusCode).toBe(200);
    const login = await signIn(t.app, 'admin');
    const renewal = await postToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: login.refresh_token,
      client_time: off,
    });
    expect(renewal.json().error).toBe('SERVER_CLIENT_TIME_SYNC_ERROR');
  });
});

describe('password policy at sign-in', () => {
  it('answers PWD_POLICY_NOT_VALID with the policy as base64 JSON when the password no longer fits', async () => {
    await setPolicy({ PolicyMinLenActive: true, PolicyMinLenValue: 14 });
    const response = await password('sba', 'Sba-Demo-2026');
    expect(response.json().error).toBe('PWD_POLICY_NOT_VALID');
    expect(decodePolicy(response.json().error_description)).toMatchObject({
      PolicyMinLenActive: true,
      PolicyMinLenValue: 14,
      PolicyComplexityActive: true,
      PolicyMaxAgeActive: false,
    });
    // A wrong password still gets the plain answer: the policy is only shown to the right user.
    expect((await password('sba', 'Falsch-2026')).json().error).toBe('invalid_grant');
  });

  it('answers PWD_POLICY_NOT_VALID for a stored password that is too common, under the default policy', async () => {
    await t.deps.db
      .update(userTable)
      .set({ passwordHash: await hashPassword('Sommer2026') })
      .where(eq(userTable.kuerzel, 'freigeber'));
    expect((await password('freigeber', 'Sommer2026')).json().error).toBe('PWD_POLICY_NOT_VALID');
    const renewed = await password('freigeber', 'Sommer2026', { scope: 'RENEW_PWD_Hallo12345' });
    expect(renewed.json()).toEqual({
      error: 'NEW_PWD_INVALID',
      error_description: 'Dieses Passwort wird zu häufig verwendet.',
    });
  });

  it('answers PWD_POLICY_MAX_AGE_REACHED with the days left when the password is too old', async () => {
    await setPolicy({ PolicyMaxAgeActive: true, PolicyMaxAgeValue: 30 });
    await t.deps.db
      .update(userTable)
      .set({ passwordChangedAt: new Date(clock.now().getTime() - 40 * 86_400_000).toISOString() })
      .where(eq(userTable.kuerzel, 'freigeber'));
    const response = await password('freigeber', 'Freigabe-2026');
    expect(response.json().error).toBe('PWD_POLICY_MAX_AGE_REACHED');
    expect(decodePolicy(response.json().error_description).PolicyMaxAgeDaysLeft).toBe(-10);

    const renewed = await password('freigeber', 'Freigabe-2026', { scope: 'RENEW_PWD_Freigabe-2026-neu' });
    expect(renewed.statusCode).toBe(200);
    expect((await password('freigeber', 'Freigabe-2026-neu')).statusCode).toBe(200);
    expect((await password('freigeber', 'Freigabe-2026')).json().error).toBe('invalid_grant');
  });

  it('changes the password with RENEW_PWD_ and answers NEW_PWD_INVALID with the reasons otherwise', async () => {
    await setPolicy({ PolicyMinLenActive: true, PolicyMinLenValue: 12 });
    const tooShort = await password('erfasser', 'Erfasser-2026', { scope: 'offline,RENEW_PWD_kurz' });
    expect(tooShort.json().error).toBe('NEW_PWD_INVALID');
    expect(tooShort.json().error_description.split('\n')).toEqual([
      'Das Passwort muss mind. 12 Zeichen lang sein.',
      'Es müssen Zeichen aus mind. 3 der nachfolgenden Gruppen eingegeben werden:',
      expect.stringContaining('Großbuchstaben'),
      expect.stringContaining('Kleinbuchstaben'),
      expect.stringContaining('Ziffern'),
      expect.stringContaining('Sonderzeichen'),
    ]);
    const same = await password('erfasser', 'Erfasser-2026', { scope: 'RENEW_PWD_Erfasser-2026' });
    expect(same.json()).toEqual({
      error: 'NEW_PWD_INVALID',
      error_description: 'Das neue Passwort muss sich vom alten Passwort unterscheiden!',
    });
    const euro = await postToken(
      t.app,
      {
        grant_type: 'password',
        username: 'erfasser',
        password: 'Erfasser-2026',
        scope: 'RENEW_PWD_Erfasser-2026€x',
      },
      { 'accept-language': 'ru' },
    );
    expect(euro.json().error_description).toBe("Эти символы недопустимы: '€");

    const renewed = await password('erfasser', 'Erfasser-2026', {
      scope: 'offline,RENEW_PWD_Neues,Passwort-1',
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()['.persistent']).toBe(true);
    expect((await password('erfasser', 'Neues,Passwort-1')).statusCode).toBe(200);
  });
});

describe('SOFTWARE_MAINTENANCE', () => {
  it('lets only administrators sign in or renew once the announced maintenance is active', async () => {
    const sba = await signIn(t.app, 'sba');
    await t.deps.systemSettings.announceMaintenance({ message: null, announcedBy: null });
    expect((await password('sba', 'Sba-Demo-2026')).statusCode).toBe(200);
    clock.advance(61_000);
    const refused = await password('sba', 'Sba-Demo-2026');
    expect(refused.json()).toEqual({
      error: 'SOFTWARE_MAINTENANCE',
      error_description: 'Die Software wird gerade gewartet. Bitte melden Sie sich später erneut an.',
    });
    const renewal = await postToken(t.app, { grant_type: 'refresh_token', refresh_token: sba.refresh_token });
    expect(renewal.json().error).toBe('SOFTWARE_MAINTENANCE');
    expect((await password('admin', 'Admin-2026')).statusCode).toBe(200);
    await t.deps.systemSettings.endMaintenance();
    expect((await password('sba', 'Sba-Demo-2026')).statusCode).toBe(200);
  });
});

describe('NO_LICENSE', () => {
  it('refuses modules that are not licensed, while the shell always signs in', async () => {
    await t.deps.systemSettings.setLicense({ modules: ['Workflow'], seatsPerModule: null });
    const refused = await password('admin', 'Admin-2026', { client_id: 'Unides' });
    expect(refused.json()).toEqual({ error: 'NO_LICENSE', error_description: 'Keine Lizenz vorhanden!' });
    expect((await password('admin', 'Admin-2026', { client_id: 'web' })).statusCode).toBe(200);
  });

  it('refuses a module whose seats are taken by other users, also on renewal', async () => {
    const held = await signIn(t.app, 'freigeber', { client_id: 'WfSearch' });
    await t.deps.systemSettings.setLicense({ modules: null, seatsPerModule: 1 });
    const refused = await password('mandant', 'Mandant-2026', { client_id: 'WfSearch' });
    expect(refused.json().error).toBe('NO_LICENSE');
    await t.deps.systemSettings.setLicense({ modules: ['Workflow'], seatsPerModule: null });
    const renewal = await postToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: held.refresh_token,
    });
    expect(renewal.json().error).toBe('NO_LICENSE');
  });
});

describe('module sessions', () => {
  it('answers instance_locked for a second sign-in to the same module', async () => {
    await signIn(t.app, 'sba', { client_id: 'Workflow' });
    const second = await password('sba', 'Sba-Demo-2026', { client_id: 'Workflow' });
    expect(second.json()).toEqual({
      error: 'instance_locked',
      error_description: expect.stringContaining('bereits in einer anderen Sitzung angemeldet'),
    });
    // Another module of the same user is no conflict.
    expect((await password('sba', 'Sba-Demo-2026', { client_id: 'UniView' })).statusCode).toBe(200);
  });

  it('opens a module with the refresh token of a live shell session (AUTH_BY_REFRESH_TOKEN)', async () => {
    const shell = await signIn(t.app, 'admin', { scope: 'offline' });
    const byToken = { grant_type: 'password', username: 'admin', scope: 'AUTH_BY_REFRESH_TOKEN' };
    const module = await postToken(t.app, {
      ...byToken,
      password: shell.refresh_token,
      client_id: 'Verwaltung',
    });
    expect(module.statusCode).toBe(200);
    expect(module.json()['.persistent']).toBe(true);
    expect(claimsOf(module.json().access_token)).toMatchObject({ aud: 'Verwaltung', name: 'admin' });
    // The same device may open the module again: the old module session makes way.
    const again = await postToken(t.app, {
      ...byToken,
      password: shell.refresh_token,
      client_id: 'Verwaltung',
    });
    expect(again.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: bearer(module.json()) },
    });
    expect(old.statusCode).toBe(401);
    // A second device is locked out while the first is active.
    const otherDevice = await signIn(t.app, 'admin');
    const locked = await postToken(t.app, {
      ...byToken,
      password: otherDevice.refresh_token,
      client_id: 'Verwaltung',
    });
    expect(locked.json().error).toBe('instance_locked');
    // The shell's refresh token was not used up.
    const renewed = await postToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: shell.refresh_token,
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('lets a browser closed without Abmelden take its module session over, but no other browser', async () => {
    const browserA = { device_key: 'browser-a-device-key-0001' };
    const browserB = { device_key: 'browser-b-device-key-0002' };
    const openModule = (shell: { refresh_token: string }, device: Record<string, string>) =>
      postToken(t.app, {
        grant_type: 'password',
        username: 'erfasser',
        scope: 'AUTH_BY_REFRESH_TOKEN',
        password: shell.refresh_token,
        client_id: 'Workflow',
        ...device,
      });
    const first = await openModule(await signIn(t.app, 'erfasser', browserA), browserA);
    expect(first.statusCode).toBe(200);
    // The browser is closed without signing out; another browser of the user is still locked out.
    const other = await openModule(await signIn(t.app, 'erfasser', browserB), browserB);
    expect(other.json().error).toBe('instance_locked');
    // The same browser signs in again: a new shell session, the same device key.
    const again = await openModule(await signIn(t.app, 'erfasser', browserA), browserA);
    expect(again.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: bearer(first.json()) },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('refuses a refresh token of someone else or a made-up one with invalid_grant', async () => {
    const other = await signIn(t.app, 'mandant');
    const byToken = {
      grant_type: 'password',
      username: 'admin',
      scope: 'AUTH_BY_REFRESH_TOKEN',
      client_id: 'UniView',
    };
    expect((await postToken(t.app, { ...byToken, password: other.refresh_token })).json().error).toBe(
      'invalid_grant',
    );
    expect((await postToken(t.app, { ...byToken, password: 'erfunden' })).json().error).toBe('invalid_grant');
  });
});

describe('FORCE_LOGOUT and invalid_grant on renewal', () => {
  it('answers FORCE_LOGOUT for a session ended by the user and invalid_grant for unknown tokens', async () => {
    const login = await signIn(t.app, 'erfasser');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/RefreshTokens/Delete?id=${encodeURIComponent(login.refresh_token)}`,
    });
    expect(deleted.json()).toEqual({ ended: 1 });
    const renewal = await postToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: login.refresh_token,
    });
    expect(renewal.json()).toEqual({
      error: 'FORCE_LOGOUT',
      error_description: 'Die Sitzung wurde beendet! Bitte melden Sie sich erneut an!',
    });
    const unknown = await postToken(t.app, { grant_type: 'refresh_token', refresh_token: 'gibt-es-nicht' });
    expect(unknown.json().error).toBe('invalid_grant');
  });
});

describe('token claims', () => {
  it('carry the deep-link and admin roles and one audience per module', async () => {
    const admin = claimsOf((await signIn(t.app, 'admin', { client_id: 'Capture' })).access_token);
    expect(admin.aud).toBe('Capture');
    expect(admin.roles).toEqual(expect.arrayContaining(['deep_link_wf_view', 'deep_link_arc_view', 'admin']));
    const freigeber = claimsOf((await signIn(t.app, 'freigeber')).access_token);
    expect(freigeber.roles).toContain('deep_link_wf_view');
    expect(freigeber.roles).not.toContain('deep_link_arc_view');
    expect(freigeber.doc_read_right).toBe(false);
  });
});
