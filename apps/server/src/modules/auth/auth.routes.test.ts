import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/Token',
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const me = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/job/jobs', headers: { authorization } });

describe('POST /Token, password grant', () => {
  it('issues an access token with the spec claims and a refresh token', async () => {
    const response = await t.app.inject(
      form({ grant_type: 'password', username: 'erfasser', password: 'Erfasser-2026' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 1800, '.persistent': false });
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ name: 'erfasser', aud: 'web', doc_read_right: true });
    expect(claims.roles).toContain('UA_CAN_START_UNIDES;TRUE');
    expect(claims.roles).toContain('START_MODUL;3');
    expect(claims.roles).toContain('FIBU;0');
    expect(claims.roles).not.toContain('admin');
    expect((await me(`Bearer ${body.access_token}`)).statusCode).toBe(200);
  });

  it('marks offline (Angemeldet bleiben) sessions persistent', async () => {
    const response = await t.app.inject(
      form({ grant_type: 'password', username: 'freigeber', password: 'Freigabe-2026', scope: 'offline' }),
    );
    expect(response.json()['.persistent']).toBe(true);
  });

  it('answers invalid_grant for a wrong password or an unknown user, alike', async () => {
    const wrong = await t.app.inject(form({ grant_type: 'password', username: 'sba', password: 'falsch' }));
    const unknown = await t.app.inject(
      form({ grant_type: 'password', username: 'niemand', password: 'falsch' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('invalid_grant');
  });

  it('locks the account after repeated failures and says how long to wait', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await t.app.inject(form({ grant_type: 'password', username: 'mandant', password: 'falsch' }));
    }
    const locked = await t.app.inject(
      form({ grant_type: 'password', username: 'mandant', password: 'Mandant-2026' }),
    );
    expect(locked.json().error).toBe('TO_MANY_TRIES');
    const seconds = Number(locked.json().error_description);
    expect(seconds).toBeGreaterThan(25);
    expect(seconds).toBeLessThanOrEqual(30);
  });

  it('refuses malformed requests with invalid_request', async () => {
    const missing = await t.app.inject(form({ grant_type: 'password', username: 'admin' }));
    expect(missing.json().error).toBe('invalid_request');
    const badGrant = await t.app.inject(form({ grant_type: 'magic' }));
    expect(badGrant.statusCode).toBe(400);
    expect(badGrant.json().error).toBe('invalid_request');
    const badClient = await t.app.inject(
      form({ grant_type: 'password', username: 'admin', password: 'Admin-2026', client_id: 'evil' }),
    );
    expect(badClient.json().error).toBe('invalid_request');
  });
});

describe('POST /Token, refresh grant', () => {
  it('rotates the refresh token and revokes the family when an old one is replayed', async () => {
    const login = (
      await t.app.inject(form({ grant_type: 'password', username: 'admin', password: 'Admin-2026' }))
    ).json();
    // A module opened from this shell session (login by refresh token) belongs to the family.
    const module = await t.app.inject(
      form({
        grant_type: 'password',
        username: 'admin',
        password: login.refresh_token,
        scope: 'AUTH_BY_REFRESH_TOKEN',
        client_id: 'Workflow',
      }),
    );
    expect(module.statusCode).toBe(200);
    const workflowCall = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/wf/sdk/GetOpenWFRequestsCount',
        headers: { authorization: `Bearer ${module.json().access_token}` },
      });
    expect((await workflowCall()).statusCode).toBe(200);
    const first = await t.app.inject(
      form({ grant_type: 'refresh_token', refresh_token: login.refresh_token }),
    );
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(login.refresh_token);
    expect((await me(`Bearer ${rotated.access_token}`)).statusCode).toBe(200);

    const replay = await t.app.inject(
      form({ grant_type: 'refresh_token', refresh_token: login.refresh_token }),
    );
    expect(replay.json().error).toBe('invalid_grant');
    // The replay ended the session: tokens of the family stop working at once.
    expect((await me(`Bearer ${rotated.access_token}`)).statusCode).toBe(401);
    const next = await t.app.inject(
      form({ grant_type: 'refresh_token', refresh_token: rotated.refresh_token }),
    );
    expect(next.json().error).toBe('invalid_grant');
    // The module session ended with it: its access token and its refresh token are dead.
    expect((await workflowCall()).statusCode).toBe(401);
    const moduleRenewal = await t.app.inject(
      form({ grant_type: 'refresh_token', refresh_token: module.json().refresh_token }),
    );
    expect(moduleRenewal.json().error).toBe('invalid_grant');
  });
});

describe('bearer token checks', () => {
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());

  it('refuses requests without a token, with the spec message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/job/jobs' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'auth.unauthorized',
      message: 'No JWT present or has expired',
    });
  });

  it('refuses alg none', async () => {
    const valid = (await t.login('admin')).slice(7);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claimsOf(valid))).toString('base64url');
    expect((await me(`Bearer ${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    const valid = (await t.login('freigeber')).slice(7);
    const [header, , signature] = valid.split('.');
    const claims = { ...claimsOf(valid), roles: ['admin'] };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('refuses a token signed by another key, a wrong audience and an expired token', async () => {
    const valid = (await t.login('admin')).slice(7);
    const claims = claimsOf(valid);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const sign = (overrides: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...overrides })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'foreign' })
        .sign(privateKey);
    expect((await me(`Bearer ${await sign({})}`)).statusCode).toBe(401);

    const [signedWithOurKey] = await Promise.all([
      t.deps.tokens.sign({ ...claims, aud: 'other-product' }, 60),
    ]);
    expect((await me(`Bearer ${signedWithOurKey.token}`)).statusCode).toBe(401);
    const expired = await t.deps.tokens.sign({ ...claims }, -10);
    expect((await me(`Bearer ${expired.token}`)).statusCode).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('tells who is signed in, with rights and only the Mandanten they may see', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: await t.login('sba') },
    });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({
      kuerzel: 'sba',
      fullName: 'Sebastian Sachbearbeiter',
      isAdmin: false,
      startModule: 2,
    });
    expect(me.rights).toEqual(['IS_SBA', 'UA_CAN_START_UNIVIEW', 'UA_CAN_START_WORKFLOW']);
    expect(me.mandanten.map((mandant: { mandnr: number }) => mandant.mandnr)).toEqual([10002]);
  });
});
