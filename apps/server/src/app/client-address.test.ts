import { afterAll, describe, expect, it } from 'vitest';
import { bearer, postToken, signIn } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((t) => t.close()));
});

async function open(env: Record<string, string>) {
  const t = await createTestApp({ env });
  opened.push(t);
  return t;
}

const sessionIps = async (t: TestApp, authorization: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { authorization } })).json() as {
      ip: string;
      current: boolean;
    }[]
  )
    .filter((session) => session.current)
    .map((session) => session.ip);

describe('client address (TRUST_PROXY)', () => {
  it('does not let a rotating X-Forwarded-For escape the /Token rate limit', async () => {
    const t = await open({ TOKEN_RATE_LIMIT_PER_MINUTE: '20' });
    let limited = 0;
    for (let index = 0; index < 650; index += 1) {
      const response = await postToken(
        t.app,
        { grant_type: 'refresh_token', refresh_token: 'unknown' },
        { 'x-forwarded-for': `198.51.${Math.floor(index / 250)}.${index % 250}` },
      );
      if (response.statusCode === 429) limited += 1;
    }
    expect(limited).toBe(630);
  });

  it('stores the connecting address as the session IP unless the proxy is trusted', async () => {
    const untrusted = await open({});
    const direct = await signIn(untrusted.app, 'erfasser', {});
    expect(await sessionIps(untrusted, bearer(direct))).toEqual(['127.0.0.1']);
    const spoofed = await postToken(
      untrusted.app,
      { grant_type: 'password', username: 'erfasser', password: 'Erfasser-2026' },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(await sessionIps(untrusted, bearer(spoofed.json()))).toEqual(['127.0.0.1']);

    const behindProxy = await open({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    const forwarded = await postToken(
      behindProxy.app,
      { grant_type: 'password', username: 'erfasser', password: 'Erfasser-2026' },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(await sessionIps(behindProxy, bearer(forwarded.json()))).toEqual(['203.0.113.9']);
  });
});
