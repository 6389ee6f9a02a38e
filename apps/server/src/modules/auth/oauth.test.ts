import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, claimsOf, postToken, signIn, type Tokens } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoClientApp } from './demo-client-app.js';
import { s256 } from './oauth.usecases.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const REDIRECT = 'http://localhost:8080/claimtokenext';
const verifier = () => randomBytes(32).toString('base64url');

function authorizeUrl(params: Record<string, string>) {
  return `/OAuth/Authorize?${new URLSearchParams({
    client_id: demoClientApp.clientId,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'offline',
    state: `${demoClientApp.clientId}:${demoClientApp.secret}`,
    code_challenge_method: 'S256',
    ...params,
  }).toString()}`;
}

/** The consent page's POST: the authorize request again, the user's token in the form body. */
function postAuthorize(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const query = new URLSearchParams(authorizeUrl({}).slice('/OAuth/Authorize?'.length));
  return t.app.inject({
    method: 'POST',
    url: '/OAuth/Authorize',
    payload: new URLSearchParams({ ...Object.fromEntries(query), ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** Runs the browser part: authorize, consent with the user's token, and returns the code. */
async function obtainCode(user: Tokens, codeVerifier: string, redirectUri = REDIRECT): Promise<string> {
  const response = await postAuthorize({
    code_challenge: s256(codeVerifier),
    redirect_uri: redirectUri,
    access_token: user.access_token,
  });
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string);
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  expect(location.searchParams.get('state')).toBe(`${demoClientApp.clientId}:${demoClientApp.secret}`);
  return location.searchParams.get('code') as string;
}

const exchange = (fields: Record<string, string>) =>
  postToken(t.app, {
    grant_type: 'authorization_code',
    client_id: demoClientApp.clientId,
    client_secret: demoClientApp.secret,
    redirect_uri: REDIRECT,
    ...fields,
  });

describe('OAuth/Authorize', () => {
  it('sends a signed-out browser to the GrantToken consent page with the return URL and app name', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: authorizeUrl({ code_challenge: s256(verifier()) }),
    });
    expect(response.statusCode).toBe(302);
    const location = response.headers.location as string;
    expect(location.startsWith('/#/GrantToken?')).toBe(true);
    const query = new URLSearchParams(location.slice('/#/GrantToken?'.length));
    expect(query.get('clientAppInfo')).toBe('Belegfluss Demo-App');
    expect(query.get('returnUrl')).toMatch(/^\/OAuth\/Authorize\?client_id=belegfluss-demo-app&/);
    expect(query.get('returnUrl')).not.toContain('access_token');
  });

  it('takes the access token only from a POST body, never from the URL', async () => {
    const user = await signIn(t.app, 'erfasser');
    const inUrl = await t.app.inject({
      method: 'GET',
      url: authorizeUrl({ code_challenge: s256(verifier()), access_token: user.access_token }),
    });
    expect(inUrl.statusCode).toBe(302);
    expect(inUrl.headers.location as string).toMatch(/^\/#\/GrantToken\?/);
    expect(inUrl.headers.location as string).not.toContain(user.access_token);

    const asJson = await t.app.inject({
      method: 'POST',
      url: '/OAuth/Authorize',
      payload: {
        ...Object.fromEntries(new URLSearchParams(authorizeUrl({}).slice('/OAuth/Authorize?'.length))),
        code_challenge: s256(verifier()),
        access_token: user.access_token,
      },
      headers: { accept: 'application/json' },
    });
    expect(asJson.statusCode).toBe(200);
    const location = new URL((asJson.json() as { location: string }).location);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const withoutToken = await postAuthorize({ code_challenge: s256(verifier()) });
    expect(withoutToken.statusCode).toBe(400);
  });

  it('refuses redirect URIs that differ from the registered one in any way, without redirecting', async () => {
    const variants = [
      'http://localhost:8080/claimtokenext/',
      'http://localhost:8080/ClaimTokenExt',
      'http://localhost:8080/claimtokenext?x=1',
      'http://localhost:8080/claimtokenext#x',
      'https://localhost:8080/claimtokenext',
      'http://localhost:8081/claimtokenext',
      'http://LOCALHOST:8080/claimtokenext',
      'http://localhost:8080/claimtokenex',
      'http://localhost:8080/%63laimtokenext',
      'http://evil.example/claimtokenext',
    ];
    for (const redirect of variants) {
      const response = await t.app.inject({
        method: 'GET',
        url: authorizeUrl({ redirect_uri: redirect, code_challenge: s256(verifier()) }),
      });
      expect(response.statusCode, redirect).toBe(400);
      expect(response.headers.location, redirect).toBeUndefined();
      expect(response.json().error.code).toBe('auth.redirect_uri_mismatch');
    }
    const unknownApp = await t.app.inject({ method: 'GET', url: authorizeUrl({ client_id: 'fremd' }) });
    expect(unknownApp.json().error.code).toBe('auth.client_app_unknown');
  });

  it('requires PKCE with S256 and answers errors to the app', async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: authorizeUrl({ code_challenge_method: 'plain', code_challenge: 'x'.repeat(43) }),
    });
    const location = new URL(plain.headers.location as string);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    const token = await t.app.inject({
      method: 'GET',
      url: authorizeUrl({ response_type: 'token', code_challenge: s256(verifier()) }),
    });
    expect(new URL(token.headers.location as string).searchParams.get('error')).toBe(
      'unsupported_response_type',
    );
  });
});

describe('authorization_code grant', () => {
  it('exchanges a code once for a permanent session of the app, with PKCE and the client secret', async () => {
    const user = await signIn(t.app, 'erfasser');
    const codeVerifier = verifier();
    const code = await obtainCode(user, codeVerifier);
    const response = await exchange({ code, code_verifier: codeVerifier });
    expect(response.statusCode).toBe(200);
    expect(response.json()['.persistent']).toBe(true);
    const tokens = response.json() as Tokens;
    expect(claimsOf(tokens.access_token)).toMatchObject({ name: 'erfasser', aud: 'web' });

    // External mode: renew, then the test call.
    const renewed = await postToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(renewed.statusCode).toBe(200);
    const test = await t.app.inject({
      method: 'GET',
      url: '/api/auth/CodeFlowTest',
      headers: { authorization: bearer(renewed.json()) },
    });
    expect(test.json()).toEqual({
      kuerzel: 'erfasser',
      fullName: 'Erik Erfasser',
      clientId: 'belegfluss-demo-app',
    });

    // A second use of the code fails and ends what the first one started.
    const replay = await exchange({ code, code_verifier: codeVerifier });
    expect(replay.json().error).toBe('invalid_grant');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/CodeFlowTest',
      headers: { authorization: bearer(renewed.json()) },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong verifier, secret, client or redirect URI', async () => {
    const user = await signIn(t.app, 'erfasser');
    const codeVerifier = verifier();
    const code = await obtainCode(user, codeVerifier);
    expect((await exchange({ code, code_verifier: verifier() })).json().error).toBe('invalid_grant');
    expect(
      (await exchange({ code, code_verifier: codeVerifier, redirect_uri: `${REDIRECT}/` })).json().error,
    ).toBe('invalid_grant');
    const wrongSecret = await exchange({ code, code_verifier: codeVerifier, client_secret: 'falsch' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().error).toBe('invalid_client');
    expect((await exchange({ code: 'erfunden', code_verifier: codeVerifier })).json().error).toBe(
      'invalid_grant',
    );
    // The failed attempts did not use the code up.
    expect((await exchange({ code, code_verifier: codeVerifier })).statusCode).toBe(200);
  });

  it('signs the user in to the shell in internal mode: code, then login by refresh token', async () => {
    const user = await signIn(t.app, 'sba');
    const codeVerifier = verifier();
    const redirect = 'http://localhost:8080/claimtoken';
    const code = await obtainCode(user, codeVerifier, redirect);
    const app = (
      await exchange({ code, code_verifier: codeVerifier, redirect_uri: redirect })
    ).json() as Tokens;
    const shell = await postToken(t.app, {
      grant_type: 'password',
      username: 'sba',
      password: app.refresh_token,
      scope: 'AUTH_BY_REFRESH_TOKEN',
      client_id: 'web',
    });
    expect(shell.statusCode).toBe(200);
    expect(claimsOf(shell.json().access_token)).toMatchObject({ name: 'sba', aud: 'web' });
  });
});

describe('permanent grants', () => {
  it('are listed in the user settings and revoking one ends the app sessions', async () => {
    const user = await signIn(t.app, 'mandant');
    const codeVerifier = verifier();
    const app = (
      await exchange({ code: await obtainCode(user, codeVerifier), code_verifier: codeVerifier })
    ).json();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/grants',
      headers: { authorization: bearer(user) },
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        clientId: 'belegfluss-demo-app',
        clientName: 'Belegfluss Demo-App',
        scope: 'offline',
      }),
    ]);
    const other = await signIn(t.app, 'freigeber');
    const notTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/grants/${list.json()[0].id}`,
      headers: { authorization: bearer(other) },
    });
    expect(notTheirs.statusCode).toBe(404);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/grants/${list.json()[0].id}`,
      headers: { authorization: bearer(user) },
    });
    expect(revoked.json()).toEqual({ revoked: true });
    const renewal = await postToken(t.app, { grant_type: 'refresh_token', refresh_token: app.refresh_token });
    expect(renewal.json().error).toBe('FORCE_LOGOUT');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/grants',
          headers: { authorization: bearer(user) },
        })
      ).json(),
    ).toEqual([]);
  });
});

describe('single sign-on endpoints', () => {
  it('answer IWA and Azure as not configured (501)', async () => {
    const iwa = await t.app.inject({ method: 'GET', url: '/IWA/Authorize' });
    expect(iwa.statusCode).toBe(501);
    expect(iwa.json().error.message).toBe('Die Windows-Anmeldung (IWA) ist nicht eingerichtet.');
    const azure = await t.app.inject({
      method: 'GET',
      url: '/Azure/Authorize',
      headers: { 'accept-language': 'en' },
    });
    expect(azure.statusCode).toBe(501);
    expect(azure.json().error.message).toBe('Sign-in through Azure AD is not set up.');
  });
});
