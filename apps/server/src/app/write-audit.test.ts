import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postToken } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  captureClient,
  mandantIdOf,
  type CaptureClient,
} from '../modules/capture/test/capture-test-helpers.js';

let t: TestApp;
let admin: CaptureClient;
let mandantId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
});
afterAll(async () => t.close());

async function entries(action: string) {
  const { rows } = await t.deps.database.execute(
    `SELECT mandant_id, actor_id, entity_id, data FROM audit_log WHERE action = $1 ORDER BY created_at, seq`,
    [action],
  );
  return rows as {
    mandant_id: string | null;
    actor_id: string | null;
    entity_id: string;
    data: Record<string, unknown>;
  }[];
}

describe('every write goes into the audit trail', () => {
  it('records sign-ins and failed sign-ins without the password', async () => {
    await postToken(t.app, { grant_type: 'password', username: 'erfasser', password: 'falsch-falsch' });
    const failed = await entries('auth.sign_in_failed');
    expect(failed.at(-1)?.data).toMatchObject({ body: { username: 'erfasser', password: '***' } });
    expect(JSON.stringify(failed)).not.toContain('falsch-falsch');
    expect((await entries('auth.token_password')).length).toBeGreaterThan(0);
  });

  it('records a write with who made it, its Mandant and what was sent, and an IBAN change with old and new value', async () => {
    const added = await admin.post('/api/man/personenkonten/add', {
      mandantId,
      kind: 'KREDITOR',
      number: '70077',
      name: 'Audit Lieferant',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    expect(added.statusCode).toBe(200);
    const route = (await entries('http.post')).filter(
      (entry) => entry.entity_id === '/api/man/personenkonten/add',
    );
    expect(route.at(-1)).toMatchObject({
      mandant_id: mandantId,
      data: { status: 200, body: { name: 'Audit Lieferant' } },
    });
    expect(route.at(-1)?.actor_id).not.toBeNull();
    await admin.post('/api/man/personenkonten/saveinfo', {
      mandantId,
      id: added.json().id,
      iban: 'DE02120300000000202051',
    });
    expect((await entries('masterdata.iban_changed')).at(-1)).toMatchObject({
      mandant_id: mandantId,
      entity_id: added.json().id,
      data: { before: 'DE89370400440532013000', after: 'DE02120300000000202051', number: 70077 },
    });
  });

  it('files a write under a Mandant only when the caller may work in it (found by the isolation run)', async () => {
    const outsider = captureClient(t, await t.login('mandant'));
    const foreign = await mandantIdOf(t, 10003);
    const set = await outsider.post('/api/man/settings/setthumbmode', {
      mandantId: foreign,
      value: { mode: 'GROSS' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const route = (await entries('http.post')).filter(
      (entry) => entry.entity_id === '/api/man/settings/setthumbmode',
    );
    expect(route.at(-1)).toMatchObject({ mandant_id: null, data: { status: 200 } });
  });

  it('keeps refused writes and reads out of the trail', async () => {
    const before = (await entries('http.post')).length;
    await admin.post('/api/man/personenkonten/add', { mandantId, kind: 'KREDITOR', number: 'x', name: '' });
    await admin.get('/api/man/personenkonten/freefirstnumber', { mandantId, kind: 'KREDITOR' });
    expect((await entries('http.post')).length).toBe(before);
  });
});
