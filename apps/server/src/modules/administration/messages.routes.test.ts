import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';

/** The answers for users, groups and external users that do not exist (or not here). */
let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let mandantId: string;
const unknownId = '00000000-0000-4000-8000-00000000cafe';

beforeAll(async () => {
  t = await createTestApp();
  admin = createCaller(t, await t.login('admin'));
  mandantId = (await demoMandanten(t))[10001] as string;
});
afterAll(async () => t.close());

type Call = [method: 'GET' | 'POST', url: string, input: Record<string, unknown>];

async function expectNotFound(caller: typeof admin, calls: Call[], code: string, message: string) {
  for (const [method, url, input] of calls) {
    const response =
      method === 'GET'
        ? await caller.get(url, input as Record<string, string>)
        : await caller.post(url, input);
    expect(response.statusCode, url).toBe(404);
    expect(response.json().error, url).toMatchObject({ code, message });
  }
}

const deputyPeriod = { startDate: '01.03.2030', startTime: '08:00' };

describe('administration records that are not there', () => {
  it('names a missing user', async () => {
    await expectNotFound(
      admin,
      [
        ['GET', '/api/man/user/get', { id: unknownId }],
        ['POST', '/api/man/user/edit', { id: unknownId, kuerzel: 'niemand', fullName: 'Niemand' }],
        ['POST', '/api/man/user/setactive', { id: unknownId, active: false }],
        ['POST', '/api/man/user/setpassword', { id: unknownId, password: 'Neu-Passwort-2026' }],
        ['POST', '/api/man/SV/add', { deputyType: 'USER', deputyId: unknownId, ...deputyPeriod }],
        [
          'POST',
          '/api/man/SV/add',
          { principalUserId: unknownId, deputyType: 'GROUP', deputyId: unknownId, ...deputyPeriod },
        ],
      ],
      'administration.user_not_found',
      'Der Benutzer wurde nicht gefunden.',
    );
  });

  it('names a missing group', async () => {
    await expectNotFound(
      admin,
      [
        ['POST', '/api/man/group/edit', { id: unknownId, name: 'Einkauf' }],
        ['POST', '/api/man/group/delete', { id: unknownId }],
        ['POST', '/api/man/SV/add', { deputyType: 'GROUP', deputyId: unknownId, ...deputyPeriod }],
      ],
      'administration.group_not_found',
      'Die Gruppe wurde nicht gefunden.',
    );
  });

  it("names a missing external user, and another user's own entry is missing for everyone else", async () => {
    const external = { mandantId, name: 'Steuerbüro Extern', email: 'extern@example.com' };
    await expectNotFound(
      admin,
      [
        ['POST', '/api/man/mandanten/editexternalworkflowuser', { ...external, id: unknownId }],
        ['POST', '/api/man/mandanten/deleteexternalworkflowuser', { mandantId, id: unknownId }],
      ],
      'administration.external_user_not_found',
      'Der externe Benutzer wurde nicht gefunden.',
    );
    const erfasser = createCaller(t, await t.login('erfasser'));
    const own = await erfasser.post('/api/man/mandanten/addexternalworkflowuser', {
      ...external,
      scope: 'USER',
    });
    expect(own.statusCode).toBe(200);
    const freigeber = createCaller(t, await t.login('freigeber'));
    await expectNotFound(
      freigeber,
      [['POST', '/api/man/mandanten/deleteexternalworkflowuser', { mandantId, id: own.json().id }]],
      'administration.external_user_not_found',
      'Der externe Benutzer wurde nicht gefunden.',
    );
  });
});
