import { settingDefinitions, settingKeys, type SettingDefinition } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller, demoMandanten } from './testing.js';

/**
 * A user with every administration right but access to Mandant A only tries every management route
 * that names a Mandant against Mandant B: with B's id, and with A's id but B's records. Every answer
 * must refuse, no answer may carry B's data, and B's data must be unchanged afterwards. The routes
 * come from the OpenAPI document, so a new route without an attack here fails the test.
 */
type Attack = {
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  multipart?: Record<string, string>;
};

let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let isolde: ReturnType<typeof createCaller>;
let isoldeAuthorization: string;
let mandantA: string;
let mandantB: string;
const b = {} as Record<
  'ledger' | 'creditor' | 'costCentre' | 'tag' | 'vorgang' | 'bank' | 'externalUser',
  string
>;
const MARK = 'Geheim-B';

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

function attacks(): Attack[] {
  const settingAttacks: Attack[] = settingKeys.flatMap((key) => {
    const definition = settingDefinitions[key] as SettingDefinition;
    if (definition.scope !== 'mandant') return [];
    return [
      {
        method: 'GET',
        url: `/api/man/${definition.base}/get${definition.call}`,
        query: { mandantId: mandantB },
      },
      {
        method: 'POST',
        url: `/api/man/${definition.base}/set${definition.call}`,
        body: { mandantId: mandantB, value: definition.defaultValue },
      },
    ] satisfies Attack[];
  });
  const creditor = { kind: 'KREDITOR', number: '70555', name: 'Eindringling' };
  const bank = { accountName: 'Fremd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
  return [
    ...settingAttacks,
    { method: 'GET', url: '/api/man/konten/list', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/konten/exists', query: { mandantId: mandantB, number: '4711' } },
    {
      method: 'POST',
      url: '/api/man/konten/add',
      body: { mandantId: mandantB, kind: 'SACHKONTO', number: '4712', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/konten/edit',
      body: { mandantId: mandantB, id: b.ledger, number: '4711', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/konten/edit',
      body: { mandantId: mandantA, id: b.ledger, number: '4711', name: 'X' },
    },
    { method: 'POST', url: '/api/man/konten/delete', body: { mandantId: mandantB, ids: [b.ledger] } },
    {
      method: 'POST',
      url: '/api/man/konten/delete',
      body: { mandantId: mandantA, ids: [b.ledger, b.creditor] },
    },
    { method: 'POST', url: '/api/man/konten/applyframe', body: { mandantId: mandantB, frame: 'SKR03' } },
    { method: 'GET', url: '/api/man/konten/imports', query: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/konten/import', multipart: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/kostenstellen/import', multipart: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/personenkonten/import', multipart: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/konten/export', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/kostenstellen/export', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/personenkonten/export', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/personenkonten/list', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/personenkonten/get', query: { mandantId: mandantB, id: b.creditor } },
    { method: 'GET', url: '/api/man/personenkonten/get', query: { mandantId: mandantA, id: b.creditor } },
    { method: 'GET', url: '/api/man/personenkonten/search', query: { mandantId: mandantB, q: 'Geheim' } },
    { method: 'POST', url: '/api/man/personenkonten/add', body: { mandantId: mandantB, ...creditor } },
    {
      method: 'POST',
      url: '/api/man/personenkonten/edit',
      body: { mandantId: mandantB, id: b.creditor, ...creditor },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/edit',
      body: { mandantId: mandantA, id: b.creditor, number: '70555', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/saveinfo',
      body: { mandantId: mandantB, id: b.creditor, city: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/saveinfo',
      body: { mandantId: mandantA, id: b.creditor, city: 'X' },
    },
    { method: 'POST', url: '/api/man/personenkonten/delete', body: { mandantId: mandantB, id: b.creditor } },
    { method: 'POST', url: '/api/man/personenkonten/delete', body: { mandantId: mandantA, id: b.creditor } },
    {
      method: 'POST',
      url: '/api/man/personenkonten/multidelete',
      body: { mandantId: mandantB, ids: [b.creditor] },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/multidelete',
      body: { mandantId: mandantA, ids: [b.creditor] },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/freefirstnumber',
      query: { mandantId: mandantB, kind: 'KREDITOR' },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/freelastnumber',
      query: { mandantId: mandantB, kind: 'KREDITOR' },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/accountproposals',
      query: { mandantId: mandantB, personalAccountId: b.creditor },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/accountproposals',
      query: { mandantId: mandantA, personalAccountId: b.creditor },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/bookingproposalinfos',
      query: { mandantId: mandantB, personalAccountId: b.creditor },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/bookingproposalinfos',
      query: { mandantId: mandantA, personalAccountId: b.creditor },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/savebookingproposals',
      body: { mandantId: mandantB, personalAccountId: b.creditor, proposals: [] },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/savebookingproposals',
      body: { mandantId: mandantA, personalAccountId: b.creditor, proposals: [] },
    },
    { method: 'GET', url: '/api/man/kostenstellen/list', query: { mandantId: mandantB } },
    {
      method: 'POST',
      url: '/api/man/kostenstellen/add',
      body: { mandantId: mandantB, number: '900', name: 'X', overwrite: true },
    },
    {
      method: 'POST',
      url: '/api/man/kostenstellen/edit',
      body: { mandantId: mandantB, id: b.costCentre, number: '900', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/kostenstellen/edit',
      body: { mandantId: mandantA, id: b.costCentre, number: '900', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/kostenstellen/delete',
      body: { mandantId: mandantB, ids: [b.costCentre] },
    },
    {
      method: 'POST',
      url: '/api/man/kostenstellen/delete',
      body: { mandantId: mandantA, ids: [b.costCentre] },
    },
    { method: 'GET', url: '/api/man/fields/keywords', query: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/fields/addkeyword', body: { mandantId: mandantB, name: 'X' } },
    {
      method: 'POST',
      url: '/api/man/fields/updatekeyword',
      body: { mandantId: mandantB, id: b.tag, name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/fields/updatekeyword',
      body: { mandantId: mandantA, id: b.tag, name: 'X' },
    },
    { method: 'POST', url: '/api/man/fields/deletekeyword', body: { mandantId: mandantB, id: b.tag } },
    { method: 'POST', url: '/api/man/fields/deletekeyword', body: { mandantId: mandantA, id: b.tag } },
    { method: 'GET', url: '/api/man/vorgang/list', query: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/vorgang/add', body: { mandantId: mandantB, kuerzel: 'X', name: 'X' } },
    {
      method: 'POST',
      url: '/api/man/vorgang/edit',
      body: { mandantId: mandantB, id: b.vorgang, kuerzel: 'X', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/vorgang/edit',
      body: { mandantId: mandantA, id: b.vorgang, kuerzel: 'X', name: 'X' },
    },
    { method: 'POST', url: '/api/man/vorgang/delete', body: { mandantId: mandantB, id: b.vorgang } },
    { method: 'POST', url: '/api/man/vorgang/delete', body: { mandantId: mandantA, id: b.vorgang } },
    { method: 'GET', url: '/api/man/mandanten/getbankaccounts', query: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/mandanten/addbankaccount', body: { mandantId: mandantB, ...bank } },
    {
      method: 'POST',
      url: '/api/man/mandanten/editbankaccount',
      body: { mandantId: mandantB, id: b.bank, ...bank },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/editbankaccount',
      body: { mandantId: mandantA, id: b.bank, ...bank },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/deletebankaccount',
      body: { mandantId: mandantB, id: b.bank },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/deletebankaccount',
      body: { mandantId: mandantA, id: b.bank },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/setdefaultbankaccount',
      body: { mandantId: mandantB, id: b.bank },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/setdefaultbankaccount',
      body: { mandantId: mandantA, id: b.bank },
    },
    { method: 'GET', url: '/api/man/mandanten/getactivefields', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/mandanten/getfullmandantinfo', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/mandanten/getfibufieldslensettings', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/mandanten/getexternalworkflowusers', query: { mandantId: mandantB } },
    {
      method: 'POST',
      url: '/api/man/mandanten/addexternalworkflowuser',
      body: { mandantId: mandantB, name: 'X', email: 'x@example.com' },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/editexternalworkflowuser',
      body: { mandantId: mandantB, id: b.externalUser, name: 'X', email: 'x@example.com' },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/editexternalworkflowuser',
      body: { mandantId: mandantA, id: b.externalUser, name: 'X', email: 'x@example.com' },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/deleteexternalworkflowuser',
      body: { mandantId: mandantB, id: b.externalUser },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/deleteexternalworkflowuser',
      body: { mandantId: mandantA, id: b.externalUser },
    },
    { method: 'GET', url: '/api/man/settings/getcapturefieldsettings', query: { mandantId: mandantB } },
    {
      method: 'POST',
      url: '/api/man/system/senddocumentmail',
      multipart: {
        mandantId: mandantB,
        to: 'a@example.com',
        subject: 'S',
        message: 'M',
        pdfFileName: 'a.pdf',
      },
    },
    { method: 'GET', url: '/api/man/system/getadatabetriebe', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/system/getUD_TEXT_AUSWAHL', query: { mandantId: mandantB } },
    {
      method: 'GET',
      url: '/api/man/wiedervorlagen/get',
      query: { mandantId: mandantB, documentId: 'doc-b' },
    },
    {
      method: 'POST',
      url: '/api/man/wiedervorlagen/save',
      body: { mandantId: mandantB, documentId: 'doc-b', entries: [] },
    },
    {
      method: 'GET',
      url: '/api/man/wiedervorlagen/due',
      query: { mandantId: mandantB, until: '2999-12-31' },
    },
    {
      method: 'GET',
      url: '/api/man/adata/accountchanges',
      query: { mandantId: mandantB, since: '2000-01-01T00:00:00Z' },
    },
    { method: 'GET', url: '/api/man/user/getrights', query: { mandantId: mandantB } },
  ];
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
