import { createPublicKey } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Audience } from '@belegfluss/shared';
import { bearer, claimsOf, signIn } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signingKeyTable } from './auth.tables.js';

let t: TestApp;
let mandantId: string;
const tokens = new Map<Audience, string>();

beforeAll(async () => {
  t = await createTestApp();
  // One sign-in per audience: module audiences are device-locked, so each gets its own session.
  for (const audience of ['web', 'Capture', 'Unides', 'Workflow', 'WfSearch', 'Verwaltung'] as const) {
    tokens.set(audience, bearer(await signIn(t.app, 'admin', { client_id: audience })));
  }
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: tokens.get('web') as string },
  });
  mandantId = (me.json() as { mandanten: { id: string; mandnr: number }[] }).mandanten.find(
    (mandant) => mandant.mandnr === 10001,
  )?.id as string;
});
afterAll(async () => t.close());

const call = (url: string, audience: Audience) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: tokens.get(audience) as string } });
const statusAt = async (url: string, audience: Audience) => (await call(url, audience)).statusCode;

const CAPTURE = () => `/api/cap/stack/list?mandantId=${mandantId}`;
const JOBS = '/api/job/jobs';
const WORKFLOW = '/api/wf/sdk/GetOpenWFRequestsCount';
const MANAGEMENT = '/api/man/mandanten/list';

describe('one audience per module', () => {
  it('refuses a Capture token on the workflow service and a Workflow token on the capture service', async () => {
    expect(await statusAt(WORKFLOW, 'Capture')).toBe(401);
    expect(await statusAt(WORKFLOW, 'Unides')).toBe(401);
    expect(await statusAt(CAPTURE(), 'Workflow')).toBe(401);
    expect(await statusAt(JOBS, 'WfSearch')).toBe(401);
    const refused = await call(WORKFLOW, 'Capture');
    expect(refused.json().error.code).toBe('auth.unauthorized');
  });

  it("lets each service take its own modules' tokens and the shell's", async () => {
    expect(await statusAt(CAPTURE(), 'Unides')).toBe(200);
    expect(await statusAt(CAPTURE(), 'Capture')).toBe(200);
    expect(await statusAt(JOBS, 'Unides')).toBe(200);
    expect(await statusAt(WORKFLOW, 'Workflow')).toBe(200);
    expect(await statusAt(WORKFLOW, 'WfSearch')).toBe(200);
    for (const url of [CAPTURE(), JOBS, WORKFLOW, MANAGEMENT]) expect(await statusAt(url, 'web')).toBe(200);
  });

  it('keeps the management service to Verwaltung and the shell', async () => {
    expect(await statusAt(MANAGEMENT, 'Verwaltung')).toBe(200);
    expect(await statusAt(MANAGEMENT, 'Unides')).toBe(401);
    expect(await statusAt(CAPTURE(), 'Verwaltung')).toBe(401);
  });

  it('lets every session ask the auth service about itself', async () => {
    for (const audience of tokens.keys()) expect(await statusAt('/api/auth/me', audience)).toBe(200);
  });
});

describe('signature checks', () => {
  async function ourKey() {
    const [row] = await t.deps.db.select().from(signingKeyTable);
    if (!row) throw new Error('no signing key');
    return { kid: row.kid, privateJwk: row.privateJwk as JWK, publicJwk: row.publicJwk as JWK };
  }
  const webClaims = () => claimsOf((tokens.get('web') as string).slice(7));

  it('refuses HS256 tokens whose secret is our public key (algorithm confusion)', async () => {
    const { kid, publicJwk } = await ourKey();
    const pem = createPublicKey({ key: publicJwk as never, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString();
    const secrets = [new TextEncoder().encode(pem), Buffer.from(publicJwk.x as string, 'base64url')];
    for (const secret of secrets) {
      const forged = await new SignJWT(webClaims()).setProtectedHeader({ alg: 'HS256', kid }).sign(secret);
      expect(await statusWith(forged)).toBe(401);
    }
  });

  it('refuses a token without a key id, even when our key signed it', async () => {
    const { kid, privateJwk } = await ourKey();
    const privateKey = await importJWK(privateJwk, 'EdDSA');
    const withKid = await new SignJWT(webClaims()).setProtectedHeader({ alg: 'EdDSA', kid }).sign(privateKey);
    expect(await statusWith(withKid)).toBe(200);
    const withoutKid = await new SignJWT(webClaims()).setProtectedHeader({ alg: 'EdDSA' }).sign(privateKey);
    expect(await statusWith(withoutKid)).toBe(401);
  });

  it('refuses a token of another issuer signed with our key', async () => {
    const { kid, privateJwk } = await ourKey();
    const privateKey = await importJWK(privateJwk, 'EdDSA');
    const foreign = await new SignJWT({ ...webClaims(), iss: 'another-product' })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .sign(privateKey);
    expect(await statusWith(foreign)).toBe(401);
  });

  async function statusWith(token: string) {
    return (
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  }
});

describe('the caller as the guard sees it', () => {
  it('carries the kuerzel and the full name apart, so journals record the full name', async () => {
    expect(claimsOf((tokens.get('web') as string).slice(7))).toMatchObject({
      name: 'admin',
      full_name: 'Anna Admin',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cap/stack/create',
      headers: { authorization: tokens.get('Unides') as string },
      payload: { mandantId, name: 'Stapel für die Namensprüfung' },
    });
    expect(created.statusCode).toBe(200);
    const journal = await call(
      `/api/cap/stack/journal?mandantId=${mandantId}&stackId=${created.json().id}`,
      'Unides',
    );
    expect(journal.json()).toEqual([
      expect.objectContaining({ action: 'stack.created', actor: 'Anna Admin' }),
    ]);
  });
});
