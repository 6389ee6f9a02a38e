import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signInFrom = (remoteAddress: string, username: string, password: string, extra = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/Token',
    remoteAddress,
    payload: new URLSearchParams({ grant_type: 'password', username, password, ...extra }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('sign-in throttling per account and client', () => {
  it('lets the owner sign in from client B at once after 50 failed attempts from client A', async () => {
    const answers: string[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      answers.push((await signInFrom('203.0.113.10', 'admin', `falsch-${attempt}`)).json().error);
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('invalid_grant'));
    expect(answers.at(-1)).toBe('TO_MANY_TRIES');
    expect((await signInFrom('203.0.113.10', 'admin', 'Admin-2026')).json().error).toBe('TO_MANY_TRIES');

    const owner = await signInFrom('198.51.100.20', 'admin', 'Admin-2026');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toBeTruthy();
  });

  it('counts a device key as a client of its own behind one address', async () => {
    const attacker = { device_key: 'attacker-device-key-0001' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signInFrom('192.0.2.30', 'freigeber', 'falsch', attacker);
    }
    expect((await signInFrom('192.0.2.30', 'freigeber', 'Freigabe-2026', attacker)).json().error).toBe(
      'TO_MANY_TRIES',
    );
    const owner = await signInFrom('192.0.2.30', 'freigeber', 'Freigabe-2026', {
      device_key: 'owner-device-key-000001',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('makes a client spraying many accounts wait, whatever device keys it sends', async () => {
    const answers: string[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await signInFrom('192.0.2.99', `user-${attempt}`, 'Sommer2026!', {
        device_key: `rotating-device-key-${String(attempt).padStart(4, '0')}`,
      });
      answers.push(response.json().error);
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill('invalid_grant'));
    expect(answers[30]).toBe('TO_MANY_TRIES');
    expect((await signInFrom('192.0.2.100', 'erfasser', 'Erfasser-2026')).statusCode).toBe(200);
  });
});
