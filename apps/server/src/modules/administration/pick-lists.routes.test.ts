import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';

let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let mandanten: Record<number, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = createCaller(t, await t.login('admin'));
  mandanten = await demoMandanten(t);
});
afterAll(async () => t.close());

const namesIn = async (caller: ReturnType<typeof createCaller>, path: string) =>
  ((await caller.get(path)).json() as { name: string }[]).map((entry) => entry.name);

describe('pick lists of users and groups', () => {
  it("lists only colleagues of the caller's Mandanten to users who are no administrators", async () => {
    const sba = createCaller(t, await t.login('sba'));
    const mandant = createCaller(t, await t.login('mandant'));
    // sba works in 10002 only, the Mandant user in 10001 only: they do not see each other.
    expect(await namesIn(sba, '/api/man/user/list')).toEqual(
      expect.arrayContaining(['sba', 'admin', 'erfasser', 'freigeber']),
    );
    expect(await namesIn(sba, '/api/man/user/list')).not.toContain('mandant');
    expect(await namesIn(mandant, '/api/man/user/list')).not.toContain('sba');
    expect(await namesIn(admin, '/api/man/user/list')).toEqual(
      expect.arrayContaining(['sba', 'mandant', 'admin', 'erfasser', 'freigeber']),
    );
    const list = await sba.get('/api/man/user/list');
    expect(list.json()[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      fullName: expect.any(String),
      active: true,
    });
    expect((await sba.get('/api/man/user/details')).statusCode).toBe(403);
  });

  it("lists only groups of the caller's Mandanten to users who are no administrators", async () => {
    const hotel = await admin.post('/api/man/group/add', {
      name: 'Hotel-Team',
      mandantIds: [mandanten[10003]],
    });
    expect(hotel.statusCode).toBe(200);
    const sba = createCaller(t, await t.login('sba'));
    const erfasser = createCaller(t, await t.login('erfasser'));
    expect(await namesIn(sba, '/api/man/group/list')).toContain('Freigeber');
    expect(await namesIn(sba, '/api/man/group/list')).not.toContain('Hotel-Team');
    expect(await namesIn(erfasser, '/api/man/group/list')).toContain('Hotel-Team');
    expect(await namesIn(admin, '/api/man/group/list')).toContain('Hotel-Team');
    expect((await sba.get('/api/man/group/details')).statusCode).toBe(403);
  });
});
