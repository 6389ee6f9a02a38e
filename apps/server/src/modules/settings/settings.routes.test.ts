import { settingDefinitions, settingKeys } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../kernel/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';
import { createSettingsService } from './settings.service.js';

let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let mandanten: Record<number, string>;
let mandantId: string;

const datev = {
  adviserNumber: '29098',
  clientNumber: '55003',
  identityNumber: '',
  year: '2025',
  accountingNumber: '1',
  accountLength: 4,
  costSystems: 'KOST1',
  lockBookings: false,
};

beforeAll(async () => {
  t = await createTestApp({ clock: createFixedClock('2027-03-01T09:00:00Z') });
  admin = createCaller(t, await t.login('admin'));
  mandanten = await demoMandanten(t);
  mandantId = mandanten[10001] as string;
});
afterAll(async () => t.close());

describe('settings get/set pairs', () => {
  it('answers every setting with its default before anything is stored', async () => {
    for (const key of settingKeys) {
      const definition = settingDefinitions[key];
      const response = await admin.get(`/api/man/${definition.base}/get${definition.call}`, { mandantId });
      expect(response.statusCode, key).toBe(200);
      expect(response.json(), key).toEqual(definition.defaultValue);
    }
  });

  it('stores Mandant settings per Mandant and user settings per user', async () => {
    const set = await admin.post('/api/man/settings/setarchiveaspdf', {
      mandantId,
      value: { enabled: false },
    });
    expect(set.json()).toEqual({ enabled: false });
    expect((await admin.get('/api/man/settings/getarchiveaspdf', { mandantId })).json()).toEqual({
      enabled: false,
    });
    expect(
      (
        await admin.get('/api/man/settings/getarchiveaspdf', { mandantId: mandanten[10002] as string })
      ).json(),
    ).toEqual({ enabled: true });
    await admin.post('/api/man/settings/setthumbmode', { value: { mode: 'GROSS' } });
    expect((await admin.get('/api/man/settings/getthumbmode')).json()).toEqual({ mode: 'GROSS' });
    const clerk = createCaller(t, await t.login('erfasser'));
    expect((await clerk.get('/api/man/settings/getthumbmode')).json()).toEqual({ mode: 'MITTEL' });
    expect(
      (await clerk.post('/api/man/settings/setthumbmode', { value: { mode: 'KLEIN' } })).statusCode,
    ).toBe(200);
    expect((await admin.get('/api/man/settings/getthumbmode')).json()).toEqual({ mode: 'GROSS' });
  });

  it('lets only holders of the administration right change Mandant settings', async () => {
    const clerk = createCaller(t, await t.login('erfasser'));
    expect((await clerk.get('/api/man/settings/getblankpages', { mandantId })).statusCode).toBe(200);
    const refused = await clerk.post('/api/man/settings/setblankpages', {
      mandantId,
      value: { removeBlankPages: true, thresholdBytes: 3000 },
    });
    expect(refused.statusCode).toBe(403);
    const missing = await admin.post('/api/man/settings/setblankpages', {
      value: { removeBlankPages: true, thresholdBytes: 3000 },
    });
    expect(missing.statusCode).toBe(400);
    const outOfRange = await admin.post('/api/man/settings/setblankpages', {
      mandantId,
      value: { removeBlankPages: true, thresholdBytes: 5 },
    });
    expect(outOfRange.json().error.code).toBe('platform.validation_failed');
  });

  it('keeps required fields among the active fields, and the capture mask reads both', async () => {
    const inactive = await admin.post('/api/man/settings/setrequiredfields', {
      mandantId,
      value: { fields: ['Konto', 'Projekt'] },
    });
    expect(inactive.statusCode).toBe(200);
    await admin
      .post('/api/man/settings/setactivefields', {
        mandantId,
        value: { fields: ['Konto', 'Datum', 'Umsatz', 'Belegnummer', 'KOST1'] },
      })
      .then((response) => {
        expect(response.json().error.message).toBe('Ein Pflichtfeld muss auch ein aktives Feld sein.');
      });
    const active = await admin.post('/api/man/settings/setactivefields', {
      mandantId,
      value: { fields: ['Konto', 'Datum', 'Umsatz', 'Belegnummer', 'KOST1', 'Projekt'] },
    });
    expect(active.statusCode).toBe(200);
    const notActive = await admin.post('/api/man/settings/setrequiredfields', {
      mandantId,
      value: { fields: ['Konto', 'Gegenkonto'] },
    });
    expect(notActive.json().error.message).toBe('Ein Pflichtfeld muss auch ein aktives Feld sein.');
    const twice = await admin.post('/api/man/settings/setrequiredfields', {
      mandantId,
      value: { fields: ['Konto', 'Konto'] },
    });
    expect(twice.json().error.message).toBe('Jedes Feld darf nur einmal vorkommen.');
    await admin.post('/api/man/settings/settaborder', {
      value: { fields: ['Umsatz', 'Konto', 'Gegenkonto', 'Datum'] },
    });
    const capture = await admin.get('/api/man/settings/getcapturefieldsettings', { mandantId });
    expect(capture.json()).toEqual({
      required: ['Konto', 'Projekt'],
      active: ['Konto', 'Datum', 'Umsatz', 'Belegnummer', 'KOST1', 'Projekt'],
      tabOrder: ['Umsatz', 'Konto', 'Datum'],
    });
    const service = createSettingsService(t.deps);
    expect((await service.getCaptureFieldSettings(mandantId, null)).required).toEqual(['Konto', 'Projekt']);
    const activeFields = await admin.get('/api/man/mandanten/getactivefields', { mandantId });
    expect(activeFields.json().fields).toContain('Projekt');
  });

  it('refuses duplicated key combinations in hotkeys and quick-booking keys', async () => {
    const hotkeys = await admin.post('/api/man/user/sethotkeys', {
      value: {
        bindings: [
          { action: 'SPEICHERN', keys: 'Ctrl+S' },
          { action: 'ANALYSE_STARTEN', keys: 'strg + s' },
        ],
      },
    });
    expect(hotkeys.statusCode).toBe(400);
    expect(hotkeys.json().error.message).toBe('Tastenkombinationen dürfen nicht doppelt vergeben werden.');
    expect(hotkeys.json().error.fields[0].path).toBe('body.value.bindings.1');
    const invalid = await admin.post('/api/man/user/sethotkeys', {
      value: { bindings: [{ action: 'SPEICHERN', keys: 'Hyper+S' }] },
    });
    expect(invalid.json().error.message).toBe('Die Tastenkombination ist ungültig.');
    const quick = await admin.post('/api/man/settings/setquickbookingkeys', {
      mandantId,
      value: {
        keys: [
          { key: 'F5', account: '4930', taxCode: '9', bookingText: 'Büro' },
          { key: 'f5', account: '4910', taxCode: '9', bookingText: 'Porto' },
        ],
      },
    });
    expect(quick.json().error.message).toBe('Tastenkombinationen dürfen nicht doppelt vergeben werden.');
    const ok = await admin.post('/api/man/user/sethotkeys', {
      value: {
        bindings: [
          { action: 'SPEICHERN', keys: 'Ctrl+S' },
          { action: 'ANALYSE_STARTEN', keys: 'Ctrl+Shift+S' },
        ],
      },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('validates the DATEV settings as the spec says', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ adviserNumber: '1000' }, 'Die Beraternummer muss zwischen 1001 und 9999999 liegen.'],
      [{ adviserNumber: '10000000' }, 'Die Beraternummer muss zwischen 1001 und 9999999 liegen.'],
      [{ adviserNumber: 'B1001' }, 'Berater-, Mandanten- und Identnummer müssen gültige Zahlen sein.'],
      [{ clientNumber: '5500x' }, 'Berater-, Mandanten- und Identnummer müssen gültige Zahlen sein.'],
      [{ clientNumber: '0' }, 'Die Mandantennummer muss zwischen 1 und 99999 liegen.'],
      [{ clientNumber: '100000' }, 'Die Mandantennummer muss zwischen 1 und 99999 liegen.'],
      [{ identityNumber: '12-3' }, 'Berater-, Mandanten- und Identnummer müssen gültige Zahlen sein.'],
      [{ year: '202' }, 'Das Jahr muss zwei- oder vierstellig sein.'],
      [{ accountingNumber: '70' }, 'Die Abrechnungsnummer muss zwischen 1 und 69 liegen.'],
      [{ accountingNumber: '0' }, 'Die Abrechnungsnummer muss zwischen 1 und 69 liegen.'],
    ];
    for (const [change, message] of cases) {
      const response = await admin.post('/api/man/mandanten/setdatevudoptions', {
        mandantId,
        value: { ...datev, ...change },
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const saved = await admin.post('/api/man/mandanten/setdatevudoptions', {
      mandantId,
      value: { ...datev, year: '25', accountingNumber: '69' },
    });
    expect(saved.json()).toMatchObject({ adviserNumber: '29098', year: '25', accountingNumber: '69' });
  });

  it('wants unique additional field names and a value where a text is required', async () => {
    const field = { name: 'Kostentraeger', label: 'Kostenträger', type: 'TEXT', maxLength: 20 };
    const twice = await admin.post('/api/man/settings/setadditionalfields', {
      mandantId,
      value: { fields: [field, { ...field, name: 'KOSTENTRAEGER', label: 'Zweites' }] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatchObject({
      code: 'settings.additional_field_duplicate',
      message: 'Die Namen der Zusatzfelder müssen eindeutig sein.',
    });
    const blanks: [string, unknown][] = [
      ['/api/man/settings/setadditionalfields', { fields: [{ ...field, label: '  ' }] }],
      ['/api/man/settings/settextchoices', { texts: ['Porto', ' '] }],
    ];
    for (const [url, value] of blanks) {
      const response = await admin.post(url, { mandantId, value });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toMatchObject({
        code: 'settings.value_required',
        message: 'Bitte geben Sie einen Wert ein.',
      });
    }
    const saveAs = await admin.post('/api/man/settings/setsaveas', {
      value: { fileNamePattern: ' ' },
    });
    expect(saveAs.json().error.fields[0]).toMatchObject({
      path: 'body.value.fileNamePattern',
      issue: 'settings.value_required',
    });
    const saved = await admin.post('/api/man/settings/setadditionalfields', {
      mandantId,
      value: { fields: [field] },
    });
    expect(saved.json()).toEqual({ fields: [field] });
  });

  it('checks the personal account ranges: numeric, From below To', async () => {
    const ranges = { debitorFrom: '10000', debitorTo: '69999', kreditorFrom: '70000', kreditorTo: '99999' };
    const notBelow = await admin.post('/api/man/settings/setpersonalaccountranges', {
      mandantId,
      value: { ...ranges, kreditorTo: '70000' },
    });
    expect(notBelow.json().error).toMatchObject({
      message: 'Der Wert „Von“ muss kleiner als der Wert „Bis“ sein.',
    });
    expect(notBelow.json().error.fields[0].path).toBe('body.value.kreditorFrom');
    const notNumeric = await admin.post('/api/man/settings/setpersonalaccountranges', {
      mandantId,
      value: { ...ranges, debitorFrom: '1O000' },
    });
    expect(notNumeric.json().error.message).toBe('Von, Bis und Personenkonto müssen numerisch sein.');
  });
});

describe('/system lists', () => {
  it('lists VAT rates, text choices and ADATA Betriebe', async () => {
    const rates = (await admin.get('/api/man/system/getmwstlist')).json();
    expect(rates.find((rate: { rate: string }) => rate.rate === '19.00')).toMatchObject({
      inputTaxCode: '9',
      outputTaxCode: '3',
    });
    expect((await admin.get('/api/man/system/getUD_TEXT_AUSWAHL', { mandantId })).json()).toContain(
      'Bürobedarf',
    );
    const notAdata = await admin.get('/api/man/system/getadatabetriebe', { mandantId });
    expect(notAdata.json().error.message).toBe(
      'Diese Funktion wird von diesem Buchhaltungssystem nicht unterstützt.',
    );
    const hotel = await admin.get('/api/man/system/getadatabetriebe', {
      mandantId: mandanten[10003] as string,
    });
    expect(hotel.json()).toEqual([
      { mandantId: mandanten[10003], mandnr: 10003, betriebnr: 0, name: 'Hotel Alpenblick OHG' },
    ]);
  });
});

describe('/adata calculators', () => {
  it('calculates gross, VAT, cash discount and due date, and names bad input', async () => {
    expect((await admin.get('/api/man/adata/calcgross', { net: '1,15', rate: '19' })).json()).toEqual({
      net: '1.15',
      vat: '0.22',
      gross: '1.37',
    });
    expect((await admin.get('/api/man/adata/calcvat', { gross: '107,00', rate: '7' })).json()).toEqual({
      net: '100.00',
      vat: '7.00',
      gross: '107.00',
    });
    expect(
      (await admin.get('/api/man/adata/calccashdiscount', { amount: '1.190,00', rate: '2' })).json(),
    ).toEqual({
      amount: '1190.00',
      discount: '23.80',
      payable: '1166.20',
    });
    expect(
      (
        await admin.get('/api/man/adata/calcduedate', { date: '31.01.2025', days: '30', discountDays: '10' })
      ).json(),
    ).toEqual({
      dueDate: '2025-03-02',
      discountDate: '2025-02-10',
    });
    const bad = await admin.get('/api/man/adata/calcgross', { net: 'zehn', rate: '19' });
    expect(bad.json().error.message).toBe('Der Betrag ist ungültig.');
    const rate = await admin.get('/api/man/adata/calcvat', { gross: '10', rate: '19,555' });
    expect(rate.json().error.message).toBe(
      'Der Prozentsatz ist ungültig (0 bis 100, höchstens zwei Nachkommastellen).',
    );
  });

  it('lists accounts changed since a time', async () => {
    await admin.post('/api/man/konten/add', {
      mandantId,
      kind: 'SACHKONTO',
      number: '4920',
      name: 'Telefon',
    });
    const changes = await admin.get('/api/man/adata/accountchanges', {
      mandantId,
      since: '2020-01-01T00:00:00Z',
    });
    expect(changes.json().map((change: { number: number }) => change.number)).toContain(4920);
    const future = await admin.get('/api/man/adata/accountchanges', {
      mandantId,
      since: '2999-01-01T00:00:00Z',
    });
    expect(future.json()).toEqual([]);
  });
});
