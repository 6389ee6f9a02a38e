import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller } from '../master-data/testing.js';
import { createCapturedInvoice, mandantIdOf, userIdOf } from './workflow.testing.js';

/** The workflow engine with the real administration and master data modules behind its ports. */
let t: TestApp;
let mandantId: string;
let instanceId: string;
const callers: Record<string, ReturnType<typeof createCaller>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  mandantId = await mandantIdOf(t, 10001);
  for (const kuerzel of ['admin', 'erfasser', 'freigeber']) {
    callers[kuerzel] = createCaller(t, await t.login(kuerzel));
    ids[kuerzel] = await userIdOf(t, kuerzel);
  }
  const document = await createCapturedInvoice(t, {
    mandantId,
    title: 'Verdrahtung',
    index: { Betrag: '80.00', Kennung: 'RE-WIRE-1' },
  });
  const started = await callers.erfasser!.post('/api/wf/workflows/sendworkflowmulti', {
    mandantId,
    DocIDs: [document.documentId],
    Users: [{ Id: ids.freigeber, Step: 1 }],
  });
  expect(started.statusCode, started.body).toBe(200);
  instanceId = started.json().Result[0].WF_INSTANCEID;
});
afterAll(async () => t.close());

const inboxIds = async (kuerzel: string) =>
  (await callers[kuerzel]!.get('/api/wf/workflows/list'))
    .json()
    .items.map((row: { WF_INSTANCEID: string }) => row.WF_INSTANCEID);

describe('workflow ports wired to administration and master data', () => {
  it('shows the principal’s workflow to an active deputy named under /SV, and no longer once it ends', async () => {
    expect(await inboxIds('erfasser')).not.toContain(instanceId);
    const added = await callers.freigeber!.post('/api/man/SV/add', {
      deputyType: 'USER',
      deputyId: ids.erfasser,
      startDate: '01.01.2020',
      startTime: '00:00',
      confirmRightsDifference: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await inboxIds('erfasser')).toContain(instanceId);

    const ended = await callers.freigeber!.post('/api/man/SV/edit', {
      id: added.json().id,
      deputyType: 'USER',
      deputyId: ids.erfasser,
      startDate: '01.01.2020',
      startTime: '00:00',
      endDate: '02.01.2020',
      endTime: '00:00',
      confirmRightsDifference: true,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await inboxIds('erfasser')).not.toContain(instanceId);
  });

  it('sends a deep link to an external workflow user of the administration, and refuses unknown ones', async () => {
    const external = await callers.admin!.post('/api/man/mandanten/addexternalworkflowuser', {
      mandantId,
      name: 'Steuerbüro Extern',
      email: 'extern@example.org',
      scope: 'CROSS_MANDANT',
    });
    expect(external.statusCode, external.body).toBe(200);
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const link = await callers.freigeber!.post('/api/wf/workflows/deeplink', {
      InstanceId: instanceId,
      ExternalUserId: external.json().id,
      ExpiresAt: expiresAt,
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ Name: 'Steuerbüro Extern', Email: 'extern@example.org' });
    expect(link.json().Url).toContain(link.json().PID);

    const unknown = await callers.freigeber!.post('/api/wf/workflows/deeplink', {
      InstanceId: instanceId,
      ExternalUserId: ids.erfasser,
      ExpiresAt: expiresAt,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('workflow.external_user_not_found');
  });

  it('looks up ledger accounts and cost centres of the workflow’s Mandant from the master data', async () => {
    for (const [number, name] of [
      ['4930', 'Bürobedarf'],
      ['4940', 'Zeitschriften, Bücher'],
    ]) {
      const added = await callers.admin!.post('/api/man/konten/add', {
        mandantId,
        kind: 'SACHKONTO',
        number,
        name,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const centre = await callers.admin!.post('/api/man/kostenstellen/add', {
      mandantId,
      kind: 1,
      number: '100',
      name: 'Verwaltung',
    });
    expect(centre.statusCode, centre.body).toBe(200);

    const accounts = await callers.freigeber!.get(`/api/wf/workflows/konten/${instanceId}`, {
      search: '493',
      limit: 10,
    });
    expect(accounts.statusCode, accounts.body).toBe(200);
    expect(accounts.json()).toEqual([{ Number: '4930', Name: 'Bürobedarf', Kind: 'SACHKONTO' }]);

    const centres = await callers.freigeber!.get(`/api/wf/workflows/kostenstellen/${instanceId}`, {
      search: 'verw',
      limit: 10,
    });
    expect(centres.statusCode, centres.body).toBe(200);
    expect(centres.json()).toEqual([{ Number: '100', Name: 'Verwaltung', Kind: 'KOST1' }]);
  });
});
