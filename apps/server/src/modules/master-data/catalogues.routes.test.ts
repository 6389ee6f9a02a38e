import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createMasterDataService } from './master-data.service.js';
import { createCaller, demoMandanten } from './testing.js';

let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let mandantId: string;

const filter = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');

beforeAll(async () => {
  t = await createTestApp();
  admin = createCaller(t, await t.login('admin'));
  mandantId = (await demoMandanten(t))[10001] as string;
});
afterAll(async () => t.close());

describe('/kostenstellen', () => {
  it('lists cost centres with a base64-encoded filter', async () => {
    for (const [kind, number, name] of [
      [1, '100', 'Verwaltung'],
      [1, '200', 'Backstube'],
      [2, '100', 'Projekt Hochzeit'],
    ] as const) {
      expect(
        (await admin.post('/api/man/kostenstellen/add', { mandantId, kind, number, name })).statusCode,
      ).toBe(200);
    }
    const all = await admin.get('/api/man/kostenstellen/list', { mandantId });
    expect(all.json().total).toBe(3);
    const kost1 = await admin.get('/api/man/kostenstellen/list', {
      mandantId,
      filter: filter({ kind: 1, search: 'back' }),
    });
    expect(kost1.json().items.map((item: { number: string }) => item.number)).toEqual(['200']);
    const paged = await admin.get('/api/man/kostenstellen/list', {
      mandantId,
      filter: filter({ page: 'NaN', pageSize: 2, sort: 'name', direction: 'desc' }),
    });
    expect(paged.json()).toMatchObject({ page: 0, total: 3 });
    expect(paged.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Verwaltung',
      'Projekt Hochzeit',
    ]);
  });

  it('refuses a filter that is not base64-encoded JSON', async () => {
    for (const bad of ['%%%', Buffer.from('not json').toString('base64'), filter({ kind: 7 })]) {
      const response = await admin.get('/api/man/kostenstellen/list', { mandantId, filter: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Der Filter ist ungültig.');
    }
  });

  it('keeps numbers unique per kind, and overwrites only when asked', async () => {
    const twice = await admin.post('/api/man/kostenstellen/add', {
      mandantId,
      kind: 1,
      number: '100',
      name: 'Büro',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(
      'Die Kostenstelle existiert bereits. Möchten Sie sie überschreiben?',
    );
    const overwritten = await admin.post('/api/man/kostenstellen/add', {
      mandantId,
      kind: 1,
      number: '100',
      name: 'Büro',
      overwrite: true,
    });
    expect(overwritten.json()).toMatchObject({ number: '100', name: 'Büro' });
    const empty = await admin.post('/api/man/kostenstellen/add', {
      mandantId,
      kind: 1,
      number: ' ',
      name: 'X',
    });
    expect(empty.json().error.message).toBe('Bitte geben Sie eine Kostenstellennummer ein.');
    const [backstube] = (
      await admin.get('/api/man/kostenstellen/list', { mandantId, filter: filter({ search: 'Backstube' }) })
    ).json().items;
    const renumbered = await admin.post('/api/man/kostenstellen/edit', {
      mandantId,
      id: backstube.id,
      kind: 1,
      number: '100',
      name: 'Backstube',
    });
    expect(renumbered.statusCode).toBe(409);
    const service = createMasterDataService(t.deps);
    expect((await service.findCostCentre(mandantId, 2, '100'))?.name).toBe('Projekt Hochzeit');
    expect(await service.listCostCentres(mandantId, 1)).toHaveLength(2);
  });
});

describe('/fields: tags (Schlagworte)', () => {
  it('requires a tag and keeps tags unique regardless of case', async () => {
    const empty = await admin.post('/api/man/fields/addkeyword', { mandantId, name: '   ' });
    expect(empty.json().error.message).toBe('Bitte geben Sie ein Schlagwort ein.');
    const tag = await admin.post('/api/man/fields/addkeyword', { mandantId, name: 'Reisekosten' });
    expect(tag.statusCode).toBe(200);
    const twice = await admin.post('/api/man/fields/addkeyword', { mandantId, name: 'REISEKOSTEN' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Das Schlagwort existiert bereits.');
    const other = await admin.post('/api/man/fields/addkeyword', { mandantId, name: 'Bewirtung' });
    const clash = await admin.post('/api/man/fields/updatekeyword', {
      mandantId,
      id: other.json().id,
      name: 'reisekosten',
    });
    expect(clash.statusCode).toBe(409);
    const renamed = await admin.post('/api/man/fields/updatekeyword', {
      mandantId,
      id: other.json().id,
      name: 'Bewirtungen',
    });
    expect(renamed.json().name).toBe('Bewirtungen');
    await admin.post('/api/man/fields/deletekeyword', { mandantId, id: tag.json().id });
    const list = await admin.get('/api/man/fields/keywords', { mandantId });
    expect(list.json().map((entry: { name: string }) => entry.name)).toEqual(['Bewirtungen']);
  });
});

describe('/vorgang: process types', () => {
  it('keeps short names unique and hands out running numbers', async () => {
    const added = await admin.post('/api/man/vorgang/add', {
      mandantId,
      kuerzel: 'ER',
      name: 'Eingangsrechnung',
      prefix: 'ER-',
      nextNumber: 41,
    });
    expect(added.statusCode).toBe(200);
    const twice = await admin.post('/api/man/vorgang/add', { mandantId, kuerzel: 'er', name: 'Doppelt' });
    expect(twice.json().error.message).toBe('Eine Vorgangsart mit diesem Kürzel existiert bereits.');
    const nameless = await admin.post('/api/man/vorgang/add', { mandantId, kuerzel: 'GS', name: '' });
    expect(nameless.json().error.message).toBe('Bitte geben Sie eine Bezeichnung für die Vorgangsart ein.');
    const service = createMasterDataService(t.deps);
    expect(await service.takeVorgangNumber(mandantId, 'ER')).toBe('ER-41');
    expect(await service.takeVorgangNumber(mandantId, 'er')).toBe('ER-42');
    expect(await service.takeVorgangNumber(mandantId, 'XX')).toBeNull();
    const list = await admin.get('/api/man/vorgang/list', { mandantId });
    expect(list.json()[0]).toMatchObject({ kuerzel: 'ER', nextNumber: 43 });
  });
});

describe('/mandanten: bank accounts and checkIBAN', () => {
  it('requires account name, IBAN and BIC, and valid ones', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { accountName: '', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
        'Bitte geben Sie einen Kontonamen ein.',
      ],
      [{ accountName: 'Giro', iban: '', bic: 'COBADEFFXXX' }, 'Bitte geben Sie eine IBAN ein.'],
      [{ accountName: 'Giro', iban: 'DE89370400440532013000', bic: '' }, 'Bitte geben Sie eine BIC ein.'],
      [{ accountName: 'Giro', iban: 'DE89370400440532013009', bic: 'COBADEFFXXX' }, 'Die IBAN ist ungültig.'],
      [{ accountName: 'Giro', iban: 'DE89370400440532013000', bic: 'COBA-DEFF' }, 'Die BIC ist ungültig.'],
    ];
    for (const [input, message] of cases) {
      const response = await admin.post('/api/man/mandanten/addbankaccount', { mandantId, ...input });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('keeps one default account that cannot be deleted until another is chosen', async () => {
    const giro = await admin.post('/api/man/mandanten/addbankaccount', {
      mandantId,
      accountName: 'Girokonto',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
    expect(giro.json()).toMatchObject({ isDefault: true, iban: 'DE89370400440532013000' });
    const savings = await admin.post('/api/man/mandanten/addbankaccount', {
      mandantId,
      accountName: 'Tagesgeld',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
    });
    expect(savings.json().isDefault).toBe(false);
    const sameName = await admin.post('/api/man/mandanten/addbankaccount', {
      mandantId,
      accountName: 'girokonto',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
    });
    expect(sameName.json().error.message).toBe('Der Kontoname ist bereits vergeben.');
    const refused = await admin.post('/api/man/mandanten/deletebankaccount', {
      mandantId,
      id: giro.json().id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Das Standardkonto kann erst gelöscht werden, wenn ein anderes Konto als Standard gewählt wurde.',
    );
    const switched = await admin.post('/api/man/mandanten/setdefaultbankaccount', {
      mandantId,
      id: savings.json().id,
    });
    expect(
      switched
        .json()
        .map((account: { accountName: string; isDefault: boolean }) => [
          account.accountName,
          account.isDefault,
        ]),
    ).toEqual([
      ['Tagesgeld', true],
      ['Girokonto', false],
    ]);
    expect(
      (await admin.post('/api/man/mandanten/deletebankaccount', { mandantId, id: giro.json().id }))
        .statusCode,
    ).toBe(200);
    const service = createMasterDataService(t.deps);
    expect((await service.getDefaultBankAccount(mandantId))?.accountName).toBe('Tagesgeld');
  });

  it('checks an IBAN and reads the German bank code', async () => {
    const valid = await admin.get('/api/man/mandanten/checkIBAN', { iban: 'DE89 3704 0044 0532 0130 00' });
    expect(valid.json()).toMatchObject({ valid: true, bankCode: '37040044', accountNumber: '532013000' });
    expect(
      (await admin.get('/api/man/mandanten/checkIBAN', { iban: 'DE00370400440532013000' })).json().valid,
    ).toBe(false);
  });
});
