import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../kernel/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller } from '../master-data/testing.js';
import { createDeputyService } from './deputies.service.js';

let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let users: Record<string, string>;
let groups: Record<string, string>;
const clock = createFixedClock('2027-03-10T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = createCaller(t, await t.login('admin'));
  users = Object.fromEntries(
    (await admin.get('/api/man/user/list'))
      .json()
      .map((user: { id: string; name: string }) => [user.name, user.id]),
  );
  groups = Object.fromEntries(
    (await admin.get('/api/man/group/list'))
      .json()
      .map((group: { id: string; name: string }) => [group.name, group.id]),
  );
});
afterAll(async () => t.close());

describe('/SV: deputies', () => {
  it('checks the period and the deputy', async () => {
    const clerk = createCaller(t, await t.login('erfasser'));
    const base = {
      deputyType: 'USER',
      deputyId: users.freigeber,
      startDate: '10.03.2027',
      startTime: '08:00',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '' }, 'Startdatum und Startzeit sind Pflichtangaben.'],
      [{ startTime: '' }, 'Startdatum und Startzeit sind Pflichtangaben.'],
      [{ startDate: '31.02.2027' }, 'Datum oder Uhrzeit ist ungültig.'],
      [{ endDate: '09.03.2027' }, 'Das Ende muss nach dem Beginn liegen.'],
      [{ deputyId: users.erfasser }, 'Ein Benutzer kann nicht sein eigener Stellvertreter sein.'],
      [{ deputyId: undefined }, 'Bitte wählen Sie einen Stellvertreter aus.'],
    ];
    for (const [change, message] of cases) {
      const response = await clerk.post('/api/man/SV/add', { ...base, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('warns that the deputy has fewer rights and saves only after confirmation', async () => {
    const clerk = createCaller(t, await t.login('erfasser'));
    const entry = {
      deputyType: 'USER',
      deputyId: users.freigeber,
      startDate: '10.03.2027',
      startTime: '08:00',
      endDate: '21.03.2027',
      description: 'Urlaub',
    };
    const check = await clerk.post('/api/man/SV/check', entry);
    expect(check.json().differs).toBe(true);
    expect(check.json().missingRights.map((right: { right: string }) => right.right)).toContain(
      'UA_CAN_START_UNIDES',
    );
    expect(check.json().missingMandanten.map((mandant: { name: string }) => mandant.name)).toEqual([
      'Hotel Alpenblick OHG',
    ]);
    const warned = await clerk.post('/api/man/SV/add', entry);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().error.message).toBe(
      'Die Rechte des Stellvertreters unterscheiden sich von den Rechten des Vertretenen. Der Stellvertreter kann möglicherweise nicht alle Dokumente bearbeiten. Möchten Sie fortfahren?',
    );
    expect(warned.json().error.details.missingMandanten).toHaveLength(1);
    const saved = await clerk.post('/api/man/SV/add', { ...entry, confirmRightsDifference: true });
    expect(saved.json()).toMatchObject({
      principalName: 'Erik Erfasser',
      deputyType: 'USER',
      deputyName: 'Frieda Freigeber',
      startsAt: '2027-03-10T07:00:00.000Z',
      endsAt: '2027-03-21T22:59:00.000Z',
      description: 'Urlaub',
      status: 'ACTIVE',
    });
    const sameRights = await clerk.post('/api/man/SV/check', { ...entry, deputyId: users.admin });
    expect(sameRights.json()).toEqual({ differs: false, missingRights: [], missingMandanten: [] });
  });

  it('lists planned, active and done entries and answers who acts for whom', async () => {
    const clerk = createCaller(t, await t.login('erfasser'));
    await clerk.post('/api/man/SV/add', {
      deputyType: 'GROUP',
      deputyId: groups.Freigeber,
      startDate: '01.04.2027',
      startTime: '00:00',
      confirmRightsDifference: true,
    });
    const list = (await clerk.get('/api/man/SV/list')).json();
    expect(
      list.map((entry: { deputyName: string; status: string }) => [entry.deputyName, entry.status]),
    ).toEqual([
      ['Frieda Freigeber', 'ACTIVE'],
      ['Freigeber', 'PLANNED'],
    ]);
    const service = createDeputyService(t.deps);
    expect((await service.getActiveDeputies(users.erfasser as string)).userIds).toEqual([users.freigeber]);
    expect(await service.getRepresentedPrincipals(users.freigeber as string)).toEqual([users.erfasser]);
    const april = new Date('2027-04-02T10:00:00Z');
    expect((await service.getActiveDeputies(users.erfasser as string, april)).userIds).toEqual([
      users.freigeber,
    ]);
    expect(
      await service.isActiveDeputy(
        users.freigeber as string,
        users.erfasser as string,
        new Date('2027-03-05T10:00:00Z'),
      ),
    ).toBe(false);
    clock.advance(30 * 86_400_000);
    const later = (await createCaller(t, await t.login('erfasser')).get('/api/man/SV/list')).json();
    expect(later.map((entry: { status: string }) => entry.status)).toEqual(['DONE', 'ACTIVE']);
  });

  it('lets users change only their own entries; administrators see everyone', async () => {
    admin = createCaller(t, await t.login('admin'));
    const [own] = (await createCaller(t, await t.login('erfasser')).get('/api/man/SV/list')).json();
    const approver = createCaller(t, await t.login('freigeber'));
    expect((await approver.get('/api/man/SV/list')).json()).toEqual([]);
    expect((await approver.post('/api/man/SV/delete', { id: own.id })).json().error.message).toBe(
      'Der Vertretungseintrag wurde nicht gefunden.',
    );
    const foreign = await approver.post('/api/man/SV/add', {
      principalUserId: users.erfasser,
      deputyType: 'USER',
      deputyId: users.sba,
      startDate: '2027-05-01',
      startTime: '08:00',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await admin.get('/api/man/SV/list', { all: true })).json()).toHaveLength(2);
    const edited = await admin.post('/api/man/SV/edit', {
      id: own.id,
      principalUserId: users.erfasser,
      deputyType: 'USER',
      deputyId: users.freigeber,
      startDate: '10.03.2027',
      startTime: '08:00',
      active: false,
      confirmRightsDifference: true,
    });
    expect(edited.json()).toMatchObject({ status: 'INACTIVE', endsAt: null });
    expect((await admin.post('/api/man/SV/delete', { id: own.id })).json()).toEqual({ deleted: 1 });
  });
});
