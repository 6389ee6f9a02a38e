import { Rights, settingDefinitions, settingKeys } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { isolationAttacks, MARK, type Attack, type BRecord } from './mandant-isolation.attacks.js';
import { createCaller, demoMandanten } from './testing.js';

/**
 * A user with every administration right but access to Mandant A only tries every management route
 * that names a Mandant against Mandant B: with B's id, and with A's id but B's records. Every answer
 * must refuse, no answer may carry B's data, and B's data must be unchanged afterwards. The routes
 * come from the OpenAPI document, so a new route without an attack (`mandant-isolation.attacks.ts`)
 * fails the test.
 */
let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let isolde: ReturnType<typeof createCaller>;
let isoldeAuthorization: string;
let mandantA: string;
let mandantB: string;
const b = {} as Record<BRecord, string>;
const attacks = () => isolationAttacks({ mandantA, mandantB, b });

async function snapshotB() {
  const reads = await Promise.all([
    admin.get('/api/man/konten/list', { mandantId: mandantB, pageSize: 1000 }),
    admin.get('/api/man/personenkonten/list', { mandantId: mandantB, pageSize: 1000 }),
    admin.get('/api/man/kostenstellen/list', { mandantId: mandantB }),
    admin.get('/api/man/fields/keywords', { mandantId: mandantB }),
    admin.get('/api/man/vorgang/list', { mandantId: mandantB }),
    admin.get('/api/man/mandanten/getbankaccounts', { mandantId: mandantB }),
    admin.get('/api/man/personenkonten/bookingproposalinfos', {
      mandantId: mandantB,
      personalAccountId: b.creditor as string,
    }),
    admin.get('/api/man/wiedervorlagen/get', { mandantId: mandantB, documentId: 'doc-b' }),
    admin.get('/api/man/mandanten/getexternalworkflowusers', { mandantId: mandantB }),
    ...settingKeys
      .filter((key) => settingDefinitions[key].scope === 'mandant')
      .map((key) =>
        admin.get(`/api/man/${settingDefinitions[key].base}/get${settingDefinitions[key].call}`, {
          mandantId: mandantB,
        }),
      ),
  ]);
  return reads.map((response) => response.body);
}

async function send(attack: Attack) {
  if (attack.multipart) {
    const boundary = '----isolation';
    const fields = Object.entries(attack.multipart).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\n\r\nKonto;Bezeichnung\r\n1;%PDF-\r\n`;
    return t.app.inject({
      method: 'POST',
      url: attack.url,
      headers: {
        authorization: isoldeAuthorization,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `${fields.join('')}${file}--${boundary}--\r\n`,
    });
  }
  return attack.method === 'GET'
    ? isolde.get(attack.url, attack.query ?? {})
    : isolde.post(attack.url, attack.body);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = createCaller(t, await t.login('admin'));
  ({ 10001: mandantA, 10002: mandantB } = (await demoMandanten(t)) as Record<number, string> & {
    10001: string;
    10002: string;
  });
  const created = await admin.post('/api/man/user/add', {
    kuerzel: 'isolde',
    fullName: 'Isolde Isoliert',
    password: 'Isolde-2026',
    mandantIds: [mandantA],
    rights: [
      'UA_CAN_START_VERWWALTUNG',
      'UA_CAN_EDIT_KONTEN_KOSTENSTELLEN_WORKFLOW',
      'UA_CAN_START_WORKFLOW',
      Rights.canStartUnides,
    ].map((right) => ({ right, mandantId: null })),
  });
  expect(created.statusCode).toBe(200);
  const token = await t.app.inject({
    method: 'POST',
    url: '/Token',
    payload: 'grant_type=password&username=isolde&password=Isolde-2026',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  isoldeAuthorization = `Bearer ${token.json().access_token}`;
  isolde = createCaller(t, isoldeAuthorization);

  const id = async (url: string, body: Record<string, unknown>) => {
    const response = await admin.post(url, { mandantId: mandantB, ...body });
    expect(response.statusCode, url).toBe(200);
    return response.json().id as string;
  };
  b.ledger = await id('/api/man/konten/add', { kind: 'SACHKONTO', number: '4711', name: `${MARK} Konto` });
  b.creditor = await id('/api/man/personenkonten/add', {
    kind: 'KREDITOR',
    number: '70555',
    name: `${MARK} Kreditor`,
    iban: 'DE89370400440532013000',
  });
  b.costCentre = await id('/api/man/kostenstellen/add', { number: '900', name: `${MARK} Kostenstelle` });
  b.tag = await id('/api/man/fields/addkeyword', { name: `${MARK} Schlagwort` });
  b.vorgang = await id('/api/man/vorgang/add', { kuerzel: 'GB', name: `${MARK} Vorgang` });
  b.bank = await id('/api/man/mandanten/addbankaccount', {
    accountName: `${MARK} Bank`,
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
  });
  await id('/api/man/mandanten/addbankaccount', {
    accountName: `${MARK} Zweitbank`,
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  });
  b.externalUser = await id('/api/man/mandanten/addexternalworkflowuser', {
    name: `${MARK} Extern`,
    email: 'geheim@b.example',
  });
  await admin.post('/api/man/personenkonten/savebookingproposals', {
    mandantId: mandantB,
    personalAccountId: b.creditor,
    proposals: [{ accountNumber: '4711', bookingText: MARK }],
  });
  await admin.post('/api/man/wiedervorlagen/save', {
    mandantId: mandantB,
    documentId: 'doc-b',
    entries: [{ dueDate: '31.12.2099', note: MARK }],
  });
  await admin.post('/api/man/settings/settextchoices', { mandantId: mandantB, value: { texts: [MARK] } });
  await admin.post('/api/man/settings/setrequiredfields', {
    mandantId: mandantB,
    value: { fields: ['Konto', 'Projekt'] },
  });
});
afterAll(async () => t.close());

describe('Mandant isolation of the management service', () => {
  it('has an attack for every /api/man route that names a Mandant', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string }[];
            requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
          }
        >
      >;
    };
    const covered = new Set(attacks().map((attack) => `${attack.method} ${attack.url}`));
    const missing: string[] = [];
    let detected = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/man/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const content = operation.requestBody?.content ?? {};
        const namesMandant =
          operation.parameters?.some((parameter) => parameter.name === 'mandantId') ||
          Object.values(content).some((media) => media.schema?.properties?.mandantId) ||
          'multipart/form-data' in content;
        const userOwned = path.includes('/user/gethotkeys') || path.includes('/user/sethotkeys');
        const definition = Object.values(settingDefinitions).find(
          (entry) => path.endsWith(`/get${entry.call}`) || path.endsWith(`/set${entry.call}`),
        );
        if (!namesMandant || userOwned || (definition && definition.scope !== 'mandant')) continue;
        detected += 1;
        if (!covered.has(`${method.toUpperCase()} ${path}`)) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(detected).toBeGreaterThan(80);
  });

  it('refuses every attack, leaks nothing of Mandant B and changes nothing', async () => {
    const before = await snapshotB();
    expect(before.join('')).toContain(MARK);
    const failures: string[] = [];
    for (const attack of attacks()) {
      const response = await send(attack);
      if (
        ![403, 404].includes(response.statusCode) ||
        response.body.includes(MARK) ||
        response.body.includes('geheim@b.example')
      ) {
        failures.push(
          `${attack.method} ${attack.url} ${JSON.stringify(attack.query ?? attack.body ?? attack.multipart)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotB()).toEqual(before);
  });

  it('still lets the same user work in Mandant A', async () => {
    expect(
      (
        await isolde.post('/api/man/konten/add', {
          mandantId: mandantA,
          kind: 'SACHKONTO',
          number: '4711',
          name: 'Eigenes Konto',
        })
      ).statusCode,
    ).toBe(200);
    expect((await isolde.get('/api/man/konten/list', { mandantId: mandantA })).json().total).toBe(1);
  });
});
