import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../kernel/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';

type Caller = ReturnType<typeof createCaller>;

let t: TestApp;
let admin: Caller;
let freigeber: Caller;
let mandantId: string;
let users: Record<string, string>;

// 23:30 UTC on 28 February is already 1 March in Germany.
beforeAll(async () => {
  t = await createTestApp({ clock: createFixedClock('2027-02-28T23:30:00Z') });
  admin = createCaller(t, await t.login('admin'));
  freigeber = createCaller(t, await t.login('freigeber'));
  mandantId = (await demoMandanten(t))[10001] as string;
  const list = (await admin.get('/api/man/user/list')).json() as { id: string; name: string }[];
  users = Object.fromEntries(list.map((user) => [user.name, user.id]));
});
afterAll(async () => t.close());

const save = (caller: Caller, documentId: string, entries: Record<string, unknown>[]) =>
  caller.post('/api/man/wiedervorlagen/save', { mandantId, documentId, entries });

describe('/wiedervorlagen', () => {
  it('checks dates against the German calendar day and keeps an unchanged date', async () => {
    const documentId = 'doc-4711';
    const past = await save(admin, documentId, [{ dueDate: '28.02.2027' }]);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('Das Wiedervorlagedatum darf nicht in der Vergangenheit liegen.');
    expect((await save(admin, documentId, [{ dueDate: '' }])).json().error.message).toBe(
      'Bitte geben Sie ein Datum ein.',
    );
    expect((await save(admin, documentId, [{ dueDate: '31.02.2027' }])).json().error.message).toBe(
      'Das Datum ist ungültig.',
    );
    expect((await save(admin, documentId, [{ dueDate: '01.03.2029' }])).json().error.message).toBe(
      'Das Wiedervorlagedatum darf höchstens zwei Jahre in der Zukunft liegen.',
    );
    const saved = await save(admin, documentId, [
      { dueDate: '01.03.2027', note: 'Skonto prüfen' },
      { dueDate: '2027-04-01' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json().map((entry: { dueDate: string; note: string }) => [entry.dueDate, entry.note]),
    ).toEqual([
      ['2027-03-01', 'Skonto prüfen'],
      ['2027-04-01', ''],
    ]);
    const [first] = saved.json();
    const replaced = await save(admin, documentId, [{ ...first, dueDate: '01.03.2027', done: true }]);
    expect(replaced.json()).toHaveLength(1);
    expect(replaced.json()[0]).toMatchObject({ id: first.id, done: true, dueDate: '2027-03-01' });
    const read = await admin.get('/api/man/wiedervorlagen/get', { mandantId, documentId });
    expect(read.json()).toEqual(replaced.json());
  });

  it('limits the note to 999 characters', async () => {
    const tooLong = await save(admin, 'doc-note', [{ dueDate: '20.03.2027', note: 'x'.repeat(1000) }]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({
      code: 'settings.note_too_long',
      message: 'Die Anmerkung darf höchstens 999 Zeichen lang sein.',
      fields: [{ path: 'body.entries.0.note', issue: 'settings.note_too_long' }],
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/man/wiedervorlagen/save',
      headers: { authorization: await t.login('admin'), 'accept-language': 'en' },
      payload: {
        mandantId,
        documentId: 'doc-note',
        entries: [{ dueDate: '20.03.2027', note: 'x'.repeat(1000) }],
      },
    });
    expect(english.json().error.message).toBe('The note may be at most 999 characters long.');
    const longest = await save(admin, 'doc-note', [{ dueDate: '20.03.2027', note: 'x'.repeat(999) }]);
    expect(longest.statusCode).toBe(200);
    expect(longest.json()[0].note).toHaveLength(999);
  });

  it('lets only users who work on documents save, and assigns only users of the Mandant', async () => {
    const created = await admin.post('/api/man/user/add', {
      kuerzel: 'leser',
      fullName: 'Lena Leserin',
      password: 'Leserin-2026',
      mandantIds: [mandantId],
      rights: [{ right: 'UA_CAN_START_UNIVIEW', mandantId: null }],
    });
    expect(created.statusCode).toBe(200);
    const token = await t.app.inject({
      method: 'POST',
      url: '/Token',
      payload: 'grant_type=password&username=leser&password=Leserin-2026',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const reader = createCaller(t, `Bearer ${token.json().access_token}`);
    expect(
      (await reader.get('/api/man/wiedervorlagen/get', { mandantId, documentId: 'doc-x' })).statusCode,
    ).toBe(200);
    expect((await save(reader, 'doc-x', [{ dueDate: '10.03.2027' }])).statusCode).toBe(403);

    const assignable = (await freigeber.get('/api/man/wiedervorlagen/users', { mandantId })).json() as {
      name: string;
    }[];
    expect(assignable.map((user) => user.name)).toEqual(
      expect.arrayContaining(['admin', 'erfasser', 'freigeber', 'mandant', 'leser']),
    );
    expect(assignable.map((user) => user.name)).not.toContain('sba');

    const foreign = await save(freigeber, 'doc-x', [{ dueDate: '10.03.2027', userId: users.sba }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({
      code: 'settings.resubmission_user_no_access',
      message: 'Der gewählte Benutzer hat keinen Zugriff auf diesen Mandanten.',
      fields: [{ path: 'body.entries.0.userId' }],
    });
    const unknown = await save(freigeber, 'doc-x', [
      { dueDate: '10.03.2027', userId: '00000000-0000-4000-8000-000000000000' },
    ]);
    expect(unknown.json().error.code).toBe('settings.resubmission_user_no_access');
    const assigned = await save(freigeber, 'doc-x', [{ dueDate: '10.03.2027', userId: users.erfasser }]);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()[0]).toMatchObject({ userId: users.erfasser, createdBy: users.freigeber });
  });

  it('lists what is due, for the Mandant or for the caller', async () => {
    await save(freigeber, 'doc-due-1', [
      { dueDate: '05.03.2027', note: 'für Frieda', userId: users.freigeber },
      { dueDate: '06.03.2027', note: 'ohne Zuordnung' },
      { dueDate: '07.03.2027', note: 'für Erik', userId: users.erfasser },
    ]);
    await save(admin, 'doc-due-2', [{ dueDate: '05.03.2027', note: 'vom Admin' }]);
    const notes = (response: { json: () => unknown }) =>
      (response.json() as { note: string }[]).map((entry) => entry.note);
    const untilSix = { mandantId, until: '06.03.2027' };
    expect(notes(await freigeber.get('/api/man/wiedervorlagen/due', untilSix))).toEqual([
      'für Frieda',
      'vom Admin',
      'ohne Zuordnung',
    ]);
    expect(notes(await freigeber.get('/api/man/wiedervorlagen/due', { ...untilSix, mine: 'true' }))).toEqual([
      'für Frieda',
      'ohne Zuordnung',
    ]);
    expect(notes(await admin.get('/api/man/wiedervorlagen/due', { ...untilSix, mine: 'true' }))).toEqual([
      'vom Admin',
    ]);
    const erfasser = createCaller(t, await t.login('erfasser'));
    expect(
      notes(
        await erfasser.get('/api/man/wiedervorlagen/due', { mandantId, until: '2027-12-31', mine: 'true' }),
      ),
    ).toEqual(['für Erik', '']);
    const today = await freigeber.get('/api/man/wiedervorlagen/due', { mandantId });
    expect(today.json()).toEqual([]);
    const bad = await freigeber.get('/api/man/wiedervorlagen/due', { mandantId, until: 'morgen' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Das Datum ist ungültig.');
  });
});
