import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postToken, signIn, type Tokens } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin'));
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
const works = async (tokens: Tokens) =>
  (await call('GET', '/api/auth/me', bearer(tokens))).statusCode === 200;
const refreshes = async (tokens: Tokens) =>
  (await postToken(t.app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }))
    .statusCode === 200;
const userId = async (kuerzel: string) =>
  ((await call('GET', '/api/man/user/details', admin)).json() as { id: string; kuerzel: string }[]).find(
    (user) => user.kuerzel === kuerzel,
  )!.id;

describe('account changes end the other sessions', () => {
  it('a user changing their password keeps this session and ends the others', async () => {
    const here = await signIn(t.app, 'erfasser');
    const elsewhere = await signIn(t.app, 'erfasser', { scope: 'offline' });
    const changed = await call('POST', '/api/man/user/passwordset', bearer(here), {
      oldPassword: 'Erfasser-2026',
      newPassword: 'Neu-Erfasser-2027!',
    });
    expect(changed.statusCode).toBe(200);
    expect(await works(here)).toBe(true);
    expect(await works(elsewhere)).toBe(false);
    expect(await refreshes(elsewhere)).toBe(false);
  });

  it('an administrator setting a password ends every session of the user', async () => {
    const user = await signIn(t.app, 'freigeber', { scope: 'offline' });
    const set = await call('POST', '/api/man/user/setpassword', admin, {
      id: await userId('freigeber'),
      password: 'Gesetzt-vom-Admin-2027!',
    });
    expect(set.statusCode).toBe(200);
    expect(await works(user)).toBe(false);
    expect(await refreshes(user)).toBe(false);
  });

  it('a demoted administrator loses admin access at once, and a rights change ends the sessions', async () => {
    const id = await userId('mandant');
    const current = (await call('GET', `/api/man/user/get?id=${id}`, admin)).json() as Record<
      string,
      unknown
    >;
    const edit = (changes: Record<string, unknown>) =>
      call('POST', '/api/man/user/edit', admin, {
        ...Object.fromEntries(
          Object.entries(current).filter(([key]) =>
            [
              'id',
              'kuerzel',
              'fullName',
              'email',
              'kind',
              'isAdmin',
              'language',
              'startModule',
              'fibu',
              'active',
              'rights',
              'mandantIds',
              'groupIds',
            ].includes(key),
          ),
        ),
        ...changes,
      });
    expect((await edit({ isAdmin: true })).statusCode).toBe(200);
    const promoted = await signIn(t.app, 'mandant');
    expect((await call('GET', '/api/man/user/details', bearer(promoted))).statusCode).toBe(200);
    expect((await edit({ isAdmin: false })).statusCode).toBe(200);
    expect((await call('GET', '/api/man/user/details', bearer(promoted))).statusCode).not.toBe(200);
    expect(await refreshes(promoted)).toBe(false);

    const unchanged = await signIn(t.app, 'mandant');
    expect((await edit({ fullName: 'Mandant (umbenannt)' })).statusCode).toBe(200);
    expect(await works(unchanged)).toBe(true);
    expect((await edit({ rights: [] })).statusCode).toBe(200);
    expect(await works(unchanged)).toBe(false);
  });
});
