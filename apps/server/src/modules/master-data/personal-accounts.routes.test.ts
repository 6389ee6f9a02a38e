import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createMasterDataService } from './master-data.service.js';
import { createCaller, demoMandanten } from './testing.js';

let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let mandantId: string;

const creditor = {
  kind: 'KREDITOR',
  number: '70001',
  name: 'Mühlenwerke Nord GmbH',
  shortName: 'Mühlenwerke',
  company: 'Mühlenwerke Nord GmbH',
  street: 'Kornweg 3',
  zip: '20095',
  city: 'Hamburg',
  poBox: '10 20 30',
  countryCode: 'de',
  phone1: '040 123456',
  phone2: '040 654321',
  bankCode1: '37040044',
  bankCode2: '20050550',
  accountNumber1: '532013000',
  accountNumber2: '1234567',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  taxNumber: '22/123/45678',
  vatId: 'DE 136 695 976',
  invoiceNumberPattern: 'MW-####',
  euSupplier: false,
  creditForNegativeAmount: true,
  contraAccount: '3400',
  cost1: '100',
  cost2: 'P7',
  alternativeBookingAccount: '3200',
  section13bCheck: true,
  differentBillingAddress: true,
  billingName: 'Mühlenwerke Nord GmbH Buchhaltung',
  billingStreet: 'Postfach 99',
  billingZip: '20097',
  billingCity: 'Hamburg',
  billingCountryCode: 'DE',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = createCaller(t, await t.login('admin'));
  mandantId = (await demoMandanten(t))[10001] as string;
});
afterAll(async () => t.close());

describe('/personenkonten: creditors and debtors with master data', () => {
  it('stores every creditor master data field, normalised', async () => {
    const response = await admin.post('/api/man/personenkonten/add', { mandantId, ...creditor });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      ...creditor,
      number: 70001,
      countryCode: 'DE',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      vatId: 'DE136695976',
      contraAccount: 3400,
      alternativeBookingAccount: 3200,
    });
    const fetched = await admin.get('/api/man/personenkonten/get', { mandantId, id: saved.id });
    expect(fetched.json()).toEqual(saved);
  });

  it('refuses a wrong IBAN, BIC or VAT ID with the matching message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ iban: 'DE89370400440532013001' }, 'Die IBAN ist ungültig.'],
      [{ bic: 'COBADEF' }, 'Die BIC ist ungültig.'],
      [{ vatId: 'DE136695977' }, 'Die USt-IdNr. ist ungültig.'],
      [{ contraAccount: '34x' }, 'Die Kontonummer muss numerisch sein.'],
      [{ countryCode: 'D1' }, 'Der Ländercode ist ungültig.'],
    ];
    for (const [change, message] of cases) {
      const response = await admin.post('/api/man/personenkonten/add', {
        mandantId,
        ...creditor,
        number: '70009',
        ...change,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('finds the first and last free number and checks the range', async () => {
    await admin.post('/api/man/personenkonten/add', {
      mandantId,
      kind: 'KREDITOR',
      number: '70002',
      name: 'Zweiter',
    });
    const first = await admin.get('/api/man/personenkonten/freefirstnumber', { mandantId, kind: 'KREDITOR' });
    expect(first.json()).toEqual({ number: 70000 });
    const firstFrom = await admin.get('/api/man/personenkonten/freefirstnumber', {
      mandantId,
      kind: 'KREDITOR',
      from: '70001',
      to: '70010',
    });
    expect(firstFrom.json()).toEqual({ number: 70003 });
    const last = await admin.get('/api/man/personenkonten/freelastnumber', { mandantId, kind: 'DEBITOR' });
    expect(last.json()).toEqual({ number: 69999 });
    const full = await admin.get('/api/man/personenkonten/freefirstnumber', {
      mandantId,
      kind: 'KREDITOR',
      from: '70001',
      to: '70002',
    });
    expect(full.json().error.message).toBe('In diesem Nummernbereich ist keine Kontonummer mehr frei.');
    const notBelow = await admin.get('/api/man/personenkonten/freefirstnumber', {
      mandantId,
      kind: 'KREDITOR',
      from: '70010',
      to: '70001',
    });
    expect(notBelow.json().error.message).toBe('Der Wert „Von“ muss kleiner als der Wert „Bis“ sein.');
    const notNumeric = await admin.get('/api/man/personenkonten/freefirstnumber', {
      mandantId,
      kind: 'KREDITOR',
      from: '7O000',
      to: '70010',
    });
    expect(notNumeric.json().error.message).toBe('Von, Bis und Personenkonto müssen numerisch sein.');
  });

  it('treats a page index that is not a number as page 0', async () => {
    const response = await admin.get('/api/man/personenkonten/list', { mandantId, page: 'NaN', pageSize: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: 0, total: 2, items: [{ number: 70001 }] });
    const second = await admin.get('/api/man/personenkonten/list', { mandantId, page: 1, pageSize: 1 });
    expect(second.json()).toMatchObject({ page: 1, items: [{ number: 70002 }] });
  });

  it('lists country codes in the caller language with the EU flag', async () => {
    const german = (await admin.get('/api/man/personenkonten/countrycodes')).json();
    expect(german.find((entry: { code: string }) => entry.code === 'AT')).toEqual({
      code: 'AT',
      name: 'Österreich',
      eu: true,
    });
    expect(german.find((entry: { code: string }) => entry.code === 'CH')).toMatchObject({ eu: false });
    const english = (
      await createCaller(t, await t.login('admin'), 'en').get('/api/man/personenkonten/countrycodes')
    ).json();
    expect(english.find((entry: { code: string }) => entry.code === 'DE').name).toBe('Germany');
  });

  it('searches by name, number, IBAN and VAT ID, and finds the creditor of a document', async () => {
    const byName = await admin.get('/api/man/personenkonten/search', { mandantId, q: 'mühlen' });
    expect(byName.json().map((hit: { number: number }) => hit.number)).toEqual([70001]);
    const byNumber = await admin.get('/api/man/personenkonten/search', { mandantId, q: '70' });
    expect(byNumber.json()).toHaveLength(2);
    const byIban = await admin.get('/api/man/personenkonten/search', { mandantId, q: '0532013' });
    expect(byIban.json()[0].number).toBe(70001);
    const service = createMasterDataService(t.deps);
    expect((await service.findCreditor({ mandantId, vatId: 'de136695976' }))?.number).toBe(70001);
    expect((await service.findCreditor({ mandantId, iban: 'DE89 3704 0044 0532 0130 00' }))?.number).toBe(
      70001,
    );
    expect(await service.findCreditor({ mandantId, vatId: 'DE999999999', iban: null })).toBeNull();
    const otherMandant = (await demoMandanten(t))[10002] as string;
    expect(await service.findCreditor({ mandantId: otherMandant, vatId: 'DE136695976' })).toBeNull();
  });

  it('saves master data, booking proposals and ranks account proposals by use', async () => {
    const [account] = (await admin.get('/api/man/personenkonten/search', { mandantId, q: 'Zweiter' })).json();
    const info = await admin.post('/api/man/personenkonten/saveinfo', {
      mandantId,
      id: account.id,
      city: 'Bremen',
      iban: 'DE02120300000000202051',
    });
    expect(info.json()).toMatchObject({ city: 'Bremen', iban: 'DE02120300000000202051', name: 'Zweiter' });
    await admin.post('/api/man/konten/add', {
      mandantId,
      kind: 'SACHKONTO',
      number: '3400',
      name: 'Wareneingang 19 %',
    });
    const saved = await admin.post('/api/man/personenkonten/savebookingproposals', {
      mandantId,
      personalAccountId: account.id,
      proposals: [
        { accountNumber: '3400', taxCode: '9', bookingText: 'Wareneingang' },
        { accountNumber: '4930', taxCode: '9', cost1: '100' },
      ],
    });
    expect(
      saved
        .json()
        .map((row: { accountNumber: number; accountName: string | null }) => [
          row.accountNumber,
          row.accountName,
        ]),
    ).toEqual([
      [3400, 'Wareneingang 19 %'],
      [4930, null],
    ]);
    const service = createMasterDataService(t.deps);
    await service.recordBookingUsage(mandantId, account.id, {
      accountNumber: 4930,
      taxCode: '9',
      cost1: '100',
      cost2: '',
      bookingText: 'Büro',
    });
    await service.recordBookingUsage(mandantId, account.id, {
      accountNumber: 4930,
      taxCode: '9',
      cost1: '100',
      cost2: '',
      bookingText: 'Büro',
    });
    const proposals = await admin.get('/api/man/personenkonten/accountproposals', {
      mandantId,
      personalAccountId: account.id,
    });
    expect(proposals.json()).toEqual([
      { accountNumber: 4930, accountName: null, usageCount: 2 },
      { accountNumber: 3400, accountName: 'Wareneingang 19 %', usageCount: 0 },
    ]);
    const infos = await admin.get('/api/man/personenkonten/bookingproposalinfos', {
      mandantId,
      personalAccountId: account.id,
    });
    expect(infos.json()[1]).toMatchObject({ accountNumber: 4930, bookingText: 'Büro', usageCount: 2 });
    const bad = await admin.post('/api/man/personenkonten/savebookingproposals', {
      mandantId,
      personalAccountId: account.id,
      proposals: [{ accountNumber: 'x' }],
    });
    expect(bad.json().error.message).toBe('Die Kontonummer muss numerisch sein.');
  });

  it('deletes several personal accounts at once', async () => {
    const list = (await admin.get('/api/man/personenkonten/list', { mandantId })).json();
    const ids = list.items.map((item: { id: string }) => item.id);
    const response = await admin.post('/api/man/personenkonten/multidelete', { mandantId, ids });
    expect(response.json()).toEqual({ deleted: ids.length });
    expect((await admin.get('/api/man/personenkonten/list', { mandantId })).json().total).toBe(0);
  });
});
