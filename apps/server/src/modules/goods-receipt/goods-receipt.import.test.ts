import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoMandanten } from '../master-data/testing.js';
import { ORDER_CSV, wawiCaller } from './goods-receipt.testing.js';

let t: TestApp;
let caller: ReturnType<typeof wawiCaller>;
let mandantId: string;

beforeAll(async () => {
  t = await createTestApp();
  caller = wawiCaller(t, await t.login('erfasser'));
  mandantId = (await demoMandanten(t))[10001] as string;
});
afterAll(async () => t.close());

const grid = async (filter: Record<string, unknown> = { FilterMode: 'ALL_DATA' }) => {
  await caller.post('ChangeGridViewAllFilter', { mandantId, WkType: 'ALL', ...filter });
  const response = await caller.post('GetGridViewAllData', {
    mandantId,
    startRow: 0,
    endRow: 100,
    Sort: [
      { SortField: 'EXT_ARTIKEL_NR', Ascending: true },
      { SortField: 'MENGE', Ascending: false },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Rows: { BuWkData: Record<string, unknown> }[]; Total: number };
};

describe('getting orders and receipts in', () => {
  it('imports an order file in the own columns and refuses its lines a second time as duplicates', async () => {
    const first = await caller.importCsv(mandantId, 'bestellung-4711.csv', ORDER_CSV);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ Format: 'CSV', Lines: 2, Imported: 2, Received: 0, Duplicates: 0 });
    const rows = (await grid({ FilterMode: 'ALL_DATA', Search: '4711' })).Rows.map((row) => row.BuWkData);
    expect(rows).toMatchObject([
      {
        IDENT1: '4711',
        EXT_ARTIKEL_NR: 'HEFE-42',
        MENGE: '20',
        NETTO_PREIS: '20.00',
        BRUTTO_PREIS: '23.80',
        BRUTTO_PREIS_GESAMT: '476.00',
        MANDNR: 10001,
        KANZLEI: 1,
        INT_LIEFERANT: '70001',
        QUELLE: 'bestellung-4711.csv',
        EINLESER: 'erfasser',
        ORIGIN: 'CSV',
        LINK_STATE: 'UNLINKED',
        KONTENVORSCHLAG: '3400',
      },
      {
        EXT_ARTIKEL_NR: 'MEHL-550',
        BESTELL_DATUM: '2026-02-03',
        NETTO_PREIS_GESAMT: '500.00',
        EAN: '4006381333931',
      },
    ]);

    const again = await caller.importCsv(mandantId, 'bestellung-4711.csv', ORDER_CSV);
    expect(again.json()).toMatchObject({ Imported: 0, Duplicates: 2 });
    expect(again.json().Errors[0]).toMatchObject({
      Line: 2,
      Code: 'goodsreceipt.import_duplicate',
      Message: 'Die Position ist bereits vorhanden (gleiche Bestellnummer, Position und Lieferscheinnummer).',
    });
  });

  it('refuses a file with a faulty line as a whole, naming every problem by line in German', async () => {
    const csv = [
      'IDENT1;IDENT2;EXT_ARTIKEL_NR;MENGE;NETTO_PREIS;MWST;BESTELL_DATUM',
      '5000;1;OK-1;1;10,00;19;01.03.2026',
      '5000;2;BAD-2;zehn;10,00;19;31.02.2026',
      ';3;BAD-3;1;;119;',
    ].join('\n');
    const response = await caller.importCsv(mandantId, 'fehler.csv', csv);
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('goodsreceipt.import_invalid');
    expect(error.message).toBe('Die Datei enthält fehlerhafte Zeilen; es wurde nichts importiert.');
    expect(error.fields).toEqual([
      {
        path: 'lines.3.MENGE',
        issue: 'goodsreceipt.invalid_quantity',
        message: expect.stringContaining('Keine gültige Menge'),
      },
      { path: 'lines.3.BESTELL_DATUM', issue: 'goodsreceipt.invalid_date', message: expect.any(String) },
      {
        path: 'lines.4.IDENT1',
        issue: 'goodsreceipt.import_missing_key',
        message: expect.stringContaining('Bestellnummer'),
      },
      { path: 'lines.4.MWST', issue: 'goodsreceipt.invalid_vat', message: expect.any(String) },
      {
        path: 'lines.4.NETTO_PREIS',
        issue: 'goodsreceipt.import_missing_price',
        message: 'Es fehlt der Netto- oder Bruttopreis.',
      },
    ]);
    expect((await grid({ FilterMode: 'ALL_DATA', Search: 'OK-1' })).Total).toBe(0);
  });

  it('refuses a file it cannot read with a German message', async () => {
    const response = await caller.importCsv(mandantId, 'x.csv', 'Spalte A;Spalte B\n1;2');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('goodsreceipt.import_unknown_format');
  });

  it('books a despatch advice (DESADV) onto the open order lines, keeping a shortfall open', async () => {
    const orders = [
      'BGM_ORDER_NO;DTM_ORDER_DATE;LIN_LINE_NO;SU_ACCOUNT;NAD_SU;PIA_SUPPLIER_ARTICLE;IMD_DESCRIPTION;QTY_ORDERED;QTY_UNIT;PRI_NET;TAX_RATE',
      'B-900;2026-03-01;10;70002;Getränke Huber;APF-1;Apfelsaft 1 l;24;Fl;1,20;19',
      'B-900;2026-03-01;20;70002;Getränke Huber;ORA-1;Orangensaft 1 l;12;Fl;1,50;19',
    ].join('\n');
    expect((await caller.importCsv(mandantId, 'orders.csv', orders)).json()).toMatchObject({
      Format: 'ORDERS',
      Imported: 2,
    });
    const desadv = [
      'BGM_DESADV_NO;DTM_DESPATCH_DATE;RFF_ORDER_NO;LIN_LINE_NO;SU_ACCOUNT;PIA_SUPPLIER_ARTICLE;QTY_DESPATCHED;QTY_UNIT',
      'LS-77;2026-03-05;B-900;10;70002;APF-1;24;Fl',
      'LS-77;2026-03-05;B-900;20;70002;ORA-1;10;Fl',
    ].join('\n');
    const received = await caller.importCsv(mandantId, 'desadv.csv', desadv);
    expect(received.json()).toMatchObject({ Format: 'DESADV', Received: 2, Imported: 0 });
    const rows = (await grid({ FilterMode: 'ALL_DATA', Search: 'B-900' })).Rows.map((row) => row.BuWkData);
    expect(rows.map((row) => [row.EXT_ARTIKEL_NR, row.MENGE, row.WE_SCHEIN_NR, row.WE_DATUM])).toEqual([
      ['APF-1', '24', 'LS-77', '2026-03-05'],
      ['ORA-1', '10', 'LS-77', '2026-03-05'],
      ['ORA-1', '2', '', null],
    ]);
    const receipts = await grid({ FilterMode: 'ALL_DATA', Search: 'B-900', WkType: 'RECEIPT' });
    expect(receipts.Total).toBe(2);
  });

  it('takes lines from an ERP as JSON with the spec field names', async () => {
    const response = await caller.post('ImportOrders', {
      mandantId,
      Quelle: 'ERP Warenwirtschaft',
      Lines: [
        {
          IDENT1: 'E-1',
          IDENT2: '1',
          EXT_ARTIKEL_NR: 'ERP-1',
          MENGE: 2.5,
          MENGE_ART: 'kg',
          NETTO_PREIS: 4,
          MWST: 7,
        },
        { IDENT1: 'E-1', IDENT2: '2', EXT_ARTIKEL_NR: 'ERP-2', MENGE: '1', BRUTTO_PREIS: '10,70', MWST: '7' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Format: 'API', Imported: 2 });
    const rows = (await grid({ FilterMode: 'ALL_DATA', Search: 'ERP-' })).Rows.map((row) => row.BuWkData);
    expect(rows.map((row) => [row.NETTO_PREIS, row.BRUTTO_PREIS, row.NETTO_PREIS_GESAMT, row.MWST])).toEqual([
      ['4.00', '4.28', '10.00', '7.00'],
      ['10.00', '10.70', '10.00', '7.00'],
    ]);
  });

  it('lets only users with access to the Mandant import or read', async () => {
    const sba = wawiCaller(t, await t.login('sba'));
    const refused = await sba.post('ImportOrders', {
      mandantId,
      Lines: [{ IDENT1: 'X', MENGE: 1, NETTO_PREIS: 1 }],
    });
    expect(refused.statusCode).toBe(404);
    const listed = await sba.get('ListImports', { mandantId });
    expect(listed.statusCode).toBe(404);
    const imports = await caller.get('ListImports', { mandantId });
    expect(imports.json().length).toBeGreaterThanOrEqual(5);
  });
});
