import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postToken, signIn } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';

let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let mandanten: Record<number, string>;

async function loginAs(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/Token',
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = createCaller(t, await t.login('admin'));
  mandanten = await demoMandanten(t);
});
afterAll(async () => t.close());

describe('/user: administration of users', () => {
  it('creates a user with rights, groups and Mandant access who can then sign in', async () => {
    const groups = (await admin.get('/api/man/group/details')).json();
    const reader = groups.find((group: { name: string }) => group.name === 'Original-Leser');
    const created = await admin.post('/api/man/user/add', {
      kuerzel: 'bbuchhalter',
      fullName: 'Berta Buchhalter',
      email: 'berta@kanzlei.example',
      password: 'Start-2026',
      startModule: 2,
      fibu: 'DATEV',
      groupIds: [reader.id],
      mandantIds: [mandanten[10001]],
      rights: [
        { right: 'UA_CAN_START_WORKFLOW', mandantId: null },
        { right: 'UA_CAN_REDIRECT_WORKFLOW', mandantId: mandanten[10001] },
      ],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      kuerzel: 'bbuchhalter',
      startModule: 2,
      fibu: 'DATEV',
      groupIds: [reader.id],
      mandantIds: [mandanten[10001]],
    });
    const token = await loginAs('bbuchhalter', 'Start-2026');
    expect(token.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(token.json().access_token.split('.')[1], 'base64url').toString());
    expect(claims.roles).toEqual(
      expect.arrayContaining(['UA_CAN_START_WORKFLOW;TRUE', 'START_MODUL;2', 'FIBU;0']),
    );
    expect(claims.doc_read_right).toBe(true);
    const berta = createCaller(t, `Bearer ${token.json().access_token}`);
    expect(
      (await berta.get('/api/man/user/getrights', { mandantId: mandanten[10001] as string })).json().rights,
    ).toEqual(['UA_CAN_REDIRECT_WORKFLOW', 'UA_CAN_START_WORKFLOW']);
    expect((await berta.get('/api/man/user/getrights')).json().rights).toEqual(['UA_CAN_START_WORKFLOW']);
    expect((await berta.get('/api/man/user/details')).statusCode).toBe(403);
  });

  it('answers the spec messages for invalid users', async () => {
    const valid = { kuerzel: 'neu', fullName: 'Neu', password: 'Start-2026' };
    const cases: [Record<string, unknown>, string][] = [
      [{ kuerzel: '' }, 'Bitte geben Sie einen Benutzernamen (Kürzel) und den vollständigen Namen ein.'],
      [
        { kuerzel: 'mit leerzeichen' },
        'Der Benutzername darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten.',
      ],
      [{ kuerzel: 'ADMIN' }, 'Der Benutzername ist bereits vergeben.'],
      [{ password: '' }, 'Bitte vergeben Sie ein Passwort.'],
      [{ password: 'einfach' }, 'Das neue Passwort entspricht nicht den Passwortrichtlinien.'],
      [{ password: "Ab'-1234" }, 'Das neue Passwort entspricht nicht den Passwortrichtlinien.'],
      [{ password: 'Passwort123!' }, 'Dieses Passwort wird zu häufig verwendet.'],
      [
        { kuerzel: 'buchhalterin', password: 'Buchhalterin1!' },
        'Das Passwort darf nicht der Benutzername sein.',
      ],
      [{ rights: [{ right: 'DARF_ALLES', mandantId: null }] }, 'Das Recht ist unbekannt.'],
      [{ mandantIds: ['00000000-0000-4000-8000-000000000000'] }, 'Der Mandant ist unbekannt.'],
    ];
    for (const [change, message] of cases) {
      const response = await admin.post('/api/man/user/add', { ...valid, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(response.json().error.message).toEqual(message);
    }
  });

  it('sets a password as Argon2id and deactivates users, ending their sessions', async () => {
    const users = (await admin.get('/api/man/user/details')).json();
    const clerk = users.find((user: { kuerzel: string }) => user.kuerzel === 'erfasser');
    const session = await t.login('erfasser');
    expect(
      (await admin.post('/api/man/user/setpassword', { id: clerk.id, password: 'kurz' })).statusCode,
    ).toBe(400);
    expect(
      (await admin.post('/api/man/user/setpassword', { id: clerk.id, password: 'Neues-Passwort-1' }))
        .statusCode,
    ).toBe(200);
    expect((await loginAs('erfasser', 'Erfasser-2026')).statusCode).toBe(400);
    expect((await loginAs('erfasser', 'Neues-Passwort-1')).statusCode).toBe(200);
    const stored = await t.deps.tenancy.findUserById(clerk.id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const deactivated = await admin.post('/api/man/user/setactive', { id: clerk.id, active: false });
    expect(deactivated.json().active).toBe(false);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: session },
    });
    expect(refused.statusCode).toBe(401);
    expect((await loginAs('erfasser', 'Neues-Passwort-1')).statusCode).toBe(400);
    const self = users.find((user: { kuerzel: string }) => user.kuerzel === 'admin');
    const selfOff = await admin.post('/api/man/user/setactive', { id: self.id, active: false });
    expect(selfOff.json().error.message).toBe(
      'Sie können sich nicht selbst deaktivieren oder die Administratorrechte entziehen.',
    );
  });

  it('lets every user set their own start module', async () => {
    const approver = createCaller(t, await t.login('freigeber'));
    expect((await approver.post('/api/man/user/setstartmodule', { startModule: 1 })).statusCode).toBe(200);
    expect((await approver.get('/api/man/user/getstartmodule')).json()).toEqual({ startModule: 1 });
    expect((await approver.post('/api/man/user/setstartmodule', { startModule: 7 })).statusCode).toBe(400);
    const names = (await approver.get('/api/man/user/rightnames')).json();
    expect(names.map((entry: { name: string }) => entry.name)).toContain('WORKFLOW_SHOW_HISTORIE_FIRST');
  });
});

describe('/group', () => {
  it('keeps group names unique and the group Original-Leser in place', async () => {
    const created = await admin.post('/api/man/group/add', {
      name: 'Lohnbuchhaltung',
      rights: [{ right: 'UA_CAN_START_WORKFLOW', mandantId: null }],
      mandantIds: [mandanten[10002]],
    });
    expect(created.json()).toMatchObject({ name: 'Lohnbuchhaltung', protected: false });
    expect((await admin.post('/api/man/group/add', { name: 'lohnbuchhaltung' })).json().error.message).toBe(
      'Eine Gruppe mit diesem Namen existiert bereits.',
    );
    expect((await admin.post('/api/man/group/add', { name: ' ' })).json().error.message).toBe(
      'Bitte geben Sie einen Gruppennamen ein.',
    );
    const reader = (await admin.get('/api/man/group/details'))
      .json()
      .find((group: { name: string }) => group.name === 'Original-Leser');
    expect(reader.protected).toBe(true);
    const rename = await admin.post('/api/man/group/edit', { id: reader.id, name: 'Leser' });
    expect(rename.json().error.message).toBe(
      'Die Gruppe Original-Leser kann nicht umbenannt oder gelöscht werden.',
    );
    expect((await admin.post('/api/man/group/delete', { id: reader.id })).statusCode).toBe(409);
    const members = await admin.post('/api/man/group/edit', {
      id: reader.id,
      name: 'Original-Leser',
      memberIds: reader.memberIds.slice(0, 1),
    });
    expect(members.json().memberIds).toHaveLength(1);
    expect((await admin.post('/api/man/group/delete', { id: created.json().id })).json()).toEqual({
      deleted: 1,
    });
  });
});

describe("group changes end the affected members' sessions", () => {
  const renew = (tokens: { refresh_token: string }) =>
    postToken(t.app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
  const userId = async (kuerzel: string) => String((await t.deps.tenancy.findUserByLogin(kuerzel))?.id);

  it("ends a member's sessions when the group loses a right, and nobody else's", async () => {
    const group = await admin.post('/api/man/group/add', {
      name: 'Archivleser',
      memberIds: [await userId('freigeber')],
      rights: [{ right: 'UA_CAN_START_UNIVIEW', mandantId: null }],
    });
    expect(group.statusCode).toBe(200);
    const member = await signIn(t.app, 'freigeber');
    const outsider = await signIn(t.app, 'sba');
    const renamed = await admin.post('/api/man/group/edit', {
      ...(group.json() as object),
      name: 'Archiv-Leser',
    });
    expect(renamed.statusCode).toBe(200);
    const stillValid = await renew(member);
    expect(stillValid.statusCode).toBe(200);

    const demoted = await admin.post('/api/man/group/edit', { ...(renamed.json() as object), rights: [] });
    expect(demoted.statusCode).toBe(200);
    expect((await renew(stillValid.json())).statusCode).toBe(400);
    expect((await renew(outsider)).statusCode).toBe(200);
  });

  it('ends the sessions of members who leave and of all members when the group is deleted', async () => {
    const [freigeber, sba] = [await userId('freigeber'), await userId('sba')];
    const group = await admin.post('/api/man/group/add', { name: 'Vertretung', memberIds: [freigeber, sba] });
    const leaving = await signIn(t.app, 'sba');
    const staying = await signIn(t.app, 'freigeber');
    await admin.post('/api/man/group/edit', { ...(group.json() as object), memberIds: [freigeber] });
    expect((await renew(leaving)).statusCode).toBe(400);
    const renewed = await renew(staying);
    expect(renewed.statusCode).toBe(200);
    await admin.post('/api/man/group/delete', { id: group.json().id });
    expect((await renew(renewed.json())).statusCode).toBe(400);
  });
});
