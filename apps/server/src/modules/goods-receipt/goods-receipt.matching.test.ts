import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../kernel/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoMandanten } from '../master-data/testing.js';
import { mandantTable } from '../tenancy/tenancy.tables.js';
import { createCapturedInvoice } from '../workflow/workflow.testing.js';
import { createDocumentWithText, wawiCaller } from './goods-receipt.testing.js';

/** Auto-link, manual links, corrections, splits, the panel's state and the column order over HTTP. */
let t: TestApp;
let caller: ReturnType<typeof wawiCaller>;
let mandantId: string;
let betriebnr: number;

type Row = { EXT_WE_ID: string; Selected: boolean; BuWkData: Record<string, unknown> & { ID_BU_WK: string } };

const orderCsv = (
  order: string,
  lines: [position: string, article: string, quantity: string, net: string][],
) =>
  [
    'IDENT1;IDENT2;BESTELL_DATUM;INT_LIEFERANT;EXT_ARTIKEL_NR;EXT_ARTIKEL_BEZ;MENGE;MENGE_ART;NETTO_PREIS;MWST',
    ...lines.map(([position, article, quantity, net]) =>
      [
        order,
        position,
        '02.03.2026',
        '70001',
        article,
        `Artikel ${article}`,
        quantity,
        'Stk',
        net,
        '19',
      ].join(';'),
    ),
  ].join('\n');

async function importOrder(order: string, lines: Parameters<typeof orderCsv>[1]) {
  const response = await caller.importCsv(mandantId, `${order}.csv`, orderCsv(order, lines));
  expect(response.statusCode, response.body).toBe(200);
}

async function linked(documentId: string): Promise<{ Rows: Row[]; Netto: string; Brutto: string }> {
  const response = await caller.post('GetGridViewDocData', { mandantId, HeftUID: documentId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const autoLink = async (documentId: string) => {
  const response = await caller.post('AutoDocLink', { mandantId, HeftUID: documentId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp({ clock: createFixedClock('2026-03-10T09:00:00Z') });
  caller = wawiCaller(t, await t.login('erfasser'));
  mandantId = (await demoMandanten(t))[10001] as string;
  const [mandant] = await t.deps.db.select().from(mandantTable).where(eq(mandantTable.id, mandantId));
  betriebnr = mandant?.betriebnr ?? 0;
});
afterAll(async () => t.close());

describe('AutoDocLink', () => {
  it('links an order by its number safely when the lines add up to the invoice, marking where each is printed', async () => {
    await importOrder('A-100', [
      ['1', 'MEHL-550', '10', '50,00'],
      ['2', 'HEFE-42', '20', '20,00'],
    ]);
    const invoice = await createDocumentWithText(t, {
      mandantId,
      title: 'Rechnung Mühle',
      index: { Bestellnummer: 'A-100', Kreditor: '70001', Betrag: '1.071,00' },
      lines: [
        'Rechnung 2026-17',
        'Pos Artikel Menge Preis',
        '1 MEHL-550 10 Sack 50,00',
        '2 HEFE-42 20 kg 20,00',
      ],
    });
    const result = await autoLink(invoice.documentId);
    expect(result).toMatchObject({ Safe: 2, Unsafe: 0 });
    const doc = await linked(invoice.documentId);
    expect(doc.Brutto).toBe('1071.00');
    expect(doc.Rows.map((row) => row.BuWkData.LINK_STATE)).toEqual(['LINKED_AUTO_SAFE', 'LINKED_AUTO_SAFE']);

    const view = (await caller.post('GetDocViewModel', { mandantId, HeftUID: invoice.documentId })).json();
    expect(view.Pages).toHaveLength(1);
    expect(
      view.Areas.map((area: { Label: string; Box: { y0: number } }) => [area.Label, area.Box.y0]),
    ).toEqual([
      ['MEHL-550', 140],
      ['HEFE-42', 160],
    ]);

    const again = await autoLink(invoice.documentId);
    expect(again).toMatchObject({ Safe: 0, Unsafe: 0, Changes: [] });
  });

  it('links only the lines printed on a partial invoice', async () => {
    await importOrder('A-200', [
      ['1', 'SALZ-1', '5', '2,00'],
      ['2', 'ZUCKER-1', '4', '3,00'],
      ['3', 'MOHN-1', '1', '9,00'],
    ]);
    const invoice = await createDocumentWithText(t, {
      mandantId,
      title: 'Teilrechnung',
      index: { Bestellnummer: 'A-200', Kreditor: '70001', Betrag: '26,18' },
      lines: ['SALZ-1 5 Stk 2,00 10,00', 'ZUCKER-1 4 Stk 3,00 12,00'],
    });
    const result = await autoLink(invoice.documentId);
    expect(result).toMatchObject({ Safe: 2, Unsafe: 0 });
    expect((await linked(invoice.documentId)).Rows.map((row) => row.BuWkData.EXT_ARTIKEL_NR)).toEqual([
      'SALZ-1',
      'ZUCKER-1',
    ]);
  });

  it('links unsafely, with the reasons, when the invoice amount and the order differ and nothing is readable', async () => {
    await importOrder('A-300', [['1', 'NUSS-1', '2', '10,00']]);
    const invoice = await createCapturedInvoice(t, {
      mandantId,
      title: 'Abweichend',
      index: { Bestellnummer: 'A-300', Kreditor: '70009', Betrag: '50,00' },
    });
    const result = await autoLink(invoice.documentId);
    expect(result).toMatchObject({ Safe: 0, Unsafe: 1 });
    const [row] = (await linked(invoice.documentId)).Rows;
    expect(row?.BuWkData).toMatchObject({ LINK_STATE: 'LINKED_AUTO_UNSAFE' });
    expect(String(row?.BuWkData.LINK_HINT).split(',').sort()).toEqual([
      'NOT_ON_DOCUMENT',
      'SUPPLIER_MISMATCH',
    ]);
    const integrity = (await caller.get('checkintegrity', { mandantId, HeftUID: invoice.documentId })).json();
    expect(integrity.Ok).toBe(false);
    expect(integrity.Problems.map((problem: { Code: string }) => problem.Code)).toEqual([
      'goodsreceipt.integrity_unsafe_link',
      'goodsreceipt.invoice_check_difference',
    ]);
  });
});

describe('manual links and corrections', () => {
  let documentId: string;
  let otherDocumentId: string;
  let wkIds: string[];

  beforeAll(async () => {
    await importOrder('M-1', [
      ['1', 'TEIG-1', '10', '1,00'],
      ['2', 'TEIG-2', '10', '2,00'],
    ]);
    documentId = (await createCapturedInvoice(t, { mandantId, title: 'Hand', index: { Betrag: '35,70' } }))
      .documentId;
    otherDocumentId = (
      await createCapturedInvoice(t, { mandantId, title: 'Andere', index: { Betrag: '1,00' } })
    ).documentId;
    await caller.post('ChangeGridViewAllFilter', { mandantId, FilterMode: 'ONLY_UNLINKED', Search: 'TEIG-' });
    const page = (
      await caller.post('GetGridViewAllData', {
        mandantId,
        startRow: 0,
        endRow: 10,
        Sort: [{ SortField: 'EXT_ARTIKEL_NR', Ascending: true }],
      })
    ).json();
    wkIds = page.Rows.map((row: Row) => row.EXT_WE_ID);
    expect(wkIds).toHaveLength(2);
  });

  it('links by hand, refuses a line linked elsewhere, and unlinks into the open lines again', async () => {
    const first = await caller.post('LinkWkToDoc', { mandantId, HeftUID: documentId, WkIds: wkIds });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Changes.map((change: { Action: string }) => change.Action)).toEqual(['ADD', 'ADD']);
    const refused = await caller.post('LinkWkToDoc', {
      mandantId,
      HeftUID: otherDocumentId,
      WkIds: [wkIds[0]],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Die Position ist bereits mit einem anderen Beleg verknüpft.');
    const open = (
      await caller.post('GetGridViewAllData', { mandantId, startRow: 0, endRow: 10, Sort: [] })
    ).json();
    expect(open.Total).toBe(0);

    const rows = (await linked(documentId)).Rows;
    const unlinked = await caller.post('UnlinkWkFromDoc', {
      mandantId,
      HeftUID: documentId,
      BuWkIds: [rows[1]?.BuWkData.ID_BU_WK],
    });
    expect(unlinked.json().Changes[0]).toMatchObject({ Action: 'DELETE', LINK_STATE: 'UNLINKED' });
    const reopened = (
      await caller.post('GetGridViewAllData', { mandantId, startRow: 0, endRow: 10, Sort: [] })
    ).json();
    expect(reopened.Rows.map((row: Row) => row.BuWkData.EXT_ARTIKEL_NR)).toEqual(['TEIG-2']);
    // The total counted before is not reused: unlinking raised the data's revision.
    expect(reopened.Total).toBe(1);
    await caller.post('LinkWkToDoc', { mandantId, HeftUID: documentId, WkIds: [wkIds[1]] });
  });

  it('refuses a correction without reason, quantity or VAT with the spec text, field by field', async () => {
    const [row] = (await linked(documentId)).Rows;
    const response = await caller.post('correctbuwkentry', {
      mandantId,
      BuWkId: row?.BuWkData.ID_BU_WK,
      Type: 'AMOUNT',
      Grund: 'NONE',
      Menge: 'viele',
      Mwst: '120',
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.message).toBe(
      'Eine Korrektur braucht einen Grund, eine gültige Menge und einen gültigen Steuersatz.',
    );
    expect(error.fields.map((field: { path: string }) => field.path)).toEqual([
      'body.Grund',
      'body.Mwst',
      'body.Menge',
    ]);
  });

  it('corrects the price and the quantity of a line with a reason, and resets them', async () => {
    const [row] = (await linked(documentId)).Rows;
    const buWkId = row?.BuWkData.ID_BU_WK;
    const price = await caller.post('correctbuwkentry', {
      mandantId,
      BuWkId: buWkId,
      Type: 'PRICE',
      Grund: 'NEW_PRICE',
      NettoPreis: '1,10',
      Mwst: '19',
    });
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json()).toMatchObject({
      KORREKTUR_NETTO_PREIS: '1.10',
      KORREKTUR_BRUTTO_PREIS: '1.309',
      KORREKTUR_NETTO_PREIS_GESAMT: '11.00',
      KORREKTUR_BRUTTO_PREIS_GESAMT: '13.09',
      PREIS_KORREKTUR_GRUND: 'NEW_PRICE',
      PREIS_KORREKTUR_TYPE: 'PRICE',
      LINK_STATE: 'LINKED_COMPLETE',
    });
    const quantity = await caller.post('correctbuwkentry', {
      mandantId,
      BuWkId: buWkId,
      Type: 'AMOUNT',
      Grund: 'OTHER',
      Text: 'Zwei Stück beschädigt',
      Menge: '8',
      Mwst: '19',
    });
    expect(quantity.json()).toMatchObject({
      KORREKTUR_MENGE: '8',
      KORREKTUR_BRUTTO_PREIS_GESAMT: '10.47',
      MENGE_KORREKTUR_TEXT: 'Zwei Stück beschädigt',
      LINK_STATE: 'LINKED_INCOMPLETE',
    });
    const totals = (await caller.get('gettotalpriceoflinkedwe', { mandantId, HeftUID: documentId })).json();
    expect(totals).toMatchObject({
      Count: 2,
      Brutto: '34.27',
      Umsatz: '35.70',
      Difference: '-1.43',
      ExceedsTolerance: true,
    });

    const reset = await caller.post('resetbuwkcorrectionentries', {
      mandantId,
      BuWkIds: [buWkId],
      Type: 'NONE',
    });
    expect(reset.json()[0]).toMatchObject({
      KORREKTUR_MENGE: null,
      KORREKTUR_NETTO_PREIS: null,
      KORREKTUR_BRUTTO_PREIS_GESAMT: null,
      LINK_STATE: 'LINKED_COMPLETE',
    });
  });
});

describe('splitting a goods-receipt line', () => {
  it('splits off a numeric part smaller than the line and joins it back', async () => {
    await importOrder('S-1', [['1', 'KORB-1', '10', '3,00']]);
    await caller.post('ChangeGridViewAllFilter', { mandantId, FilterMode: 'ALL_DATA', Search: 'KORB-1' });
    const [row] = (
      await caller.post('GetGridViewAllData', { mandantId, startRow: 0, endRow: 10, Sort: [] })
    ).json().Rows as Row[];
    const wkId = row?.EXT_WE_ID as string;
    const notNumeric = await caller.get('splitextweentry', { mandantId, WkId: wkId, Menge: 'drei' });
    expect(notNumeric.json().error.message).toBe('Die Teilmenge muss eine Zahl sein.');
    const tooLarge = await caller.get('splitextweentry', { mandantId, WkId: wkId, Menge: '10' });
    expect(tooLarge.json().error.code).toBe('goodsreceipt.split_quantity_too_large');
    const split = await caller.get('splitextweentry', { mandantId, WkId: wkId, Menge: '4' });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json()).toMatchObject({
      Parent: { MENGE: '6', PARENT_UID: null },
      Split: { MENGE: '4', PARENT_UID: wkId, ORIGIN: 'SPLIT' },
    });
    const reset = await caller.post('resetsplitextweentry', { mandantId, WkId: split.json().Split.WK_ID });
    expect(reset.statusCode, reset.body).toBe(200);
    const joined = (
      await caller.post('GetGridViewAllData', { mandantId, startRow: 0, endRow: 10, Sort: [] })
    ).json();
    expect(joined.Rows.map((entry: Row) => entry.BuWkData.MENGE)).toEqual(['10']);
  });
});

describe('the panel state', () => {
  it('builds the document state from the client flow and moves through the marked areas', async () => {
    await importOrder('P-1', [
      ['1', 'ROLLE-1', '1', '1,00'],
      ['2', 'ROLLE-2', '1', '1,00'],
    ]);
    const invoice = await createDocumentWithText(t, {
      mandantId,
      title: 'Zustand',
      index: { Bestellnummer: 'P-1', Kreditor: '70001', Betrag: '2,38' },
      lines: ['ROLLE-1 1 Stk 1,00', 'ROLLE-2 1 Stk 1,00'],
    });
    const infos = (
      await caller.get('GetDocumentIndexInfos', { mandantId, sHeftUID: invoice.documentId })
    ).json();
    expect(infos).toEqual({
      Infos: [
        { Key: 'Konto', Value: '70001' },
        { Key: 'Datum', Value: '' },
        { Key: 'Umsatz', Value: '2,38' },
      ],
      ReceiptOption: true,
    });
    const earliest = (
      await caller.get('GetSmallestUnlinkedDateTime', { mandantId, lnKreditor: 70001 })
    ).json();
    expect(earliest.Date).toBe('2026-03-02');
    const state = await caller.get('SetNewDocumentAndRebuildState', {
      sHeftUID: invoice.documentId,
      nMandNr: 10001,
      nBetriebNr: betriebnr,
      nKanzlei: 1,
      dtStartDate: earliest.Date,
      dtEndDate: '01.01.1900',
      selectedType: 'ONLY_UNLINKED',
      lnKreditor: 70001,
      sUmsatz: '-2,38',
    });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({
      InvalidView: 31,
      State: {
        SelectedHeftUID: invoice.documentId,
        SelectedGridViewAllFilter: {
          FROM: '2026-03-02',
          TO: '2026-03-10',
          FilterMode: 'ONLY_UNLINKED',
          Kreditor: 70001,
        },
        Amount: '2.38',
      },
    });
    await autoLink(invoice.documentId);
    const rows = (await linked(invoice.documentId)).Rows;

    const two = await caller.post('ChangeWkSelectionGridViewDoc', {
      mandantId,
      BuWkIds: rows.map((row) => row.BuWkData.ID_BU_WK),
    });
    expect(two.json()).toMatchObject({ InvalidView: 0, State: { SelectedBuWkId: null } });
    const forward = await caller.post('ChangeMarkNavigationState', { mandantId, Direction: 'FORWARD' });
    expect(forward.json().State.SelectedBuWkId).toBe(rows[0]?.BuWkData.ID_BU_WK);
    const backward = await caller.post('ChangeMarkNavigationState', { mandantId, Direction: 'BACKWARD' });
    expect(backward.json().State.SelectedBuWkId).toBe(rows[1]?.BuWkData.ID_BU_WK);
    const view = (await caller.post('GetDocViewModel', { mandantId, HeftUID: invoice.documentId })).json();
    expect(view.Areas.map((area: { Selected: boolean }) => area.Selected)).toEqual([false, true]);

    const foreign = await createCapturedInvoice(t, { mandantId, title: 'Fremd' });
    const foreignPage = (
      await caller.post('GetDocViewModel', { mandantId, HeftUID: foreign.documentId })
    ).json().Pages[0].PageUID;
    const refused = await caller.post('SetNewPage', { mandantId, PageUID: foreignPage });
    expect(refused.json().error.code).toBe('goodsreceipt.page_not_found');
    const marked = await caller.post('ChangeSplitArea', {
      mandantId,
      BuWkId: rows[0]?.BuWkData.ID_BU_WK,
      Area: { PageUID: view.Pages[0].PageUID, Box: { x0: 300, y0: 400, x1: 100, y1: 380 } },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const moved = (await linked(invoice.documentId)).Rows[0]?.BuWkData.SPLIT_AREA;
    expect(moved).toMatchObject({ Box: { x0: 100, y0: 380, x1: 300, y1: 400 } });
  });

  it('keeps a per-user column order of the 36 columns and refuses unknown ones', async () => {
    const initial = (await caller.get('getbuwkcolumnorder')).json();
    expect(initial).toHaveLength(36);
    expect(initial[0]).toEqual({ FieldName: 'LINK_STATE', Index: 0, SortDirection: 0, Width: null });
    const saved = await caller.get('savebuwkcolumnorder', {
      Columns: 'EAN,LINK_STATE,MENGE',
      Widths: '120,,80',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const loaded = (await caller.get('getbuwkcolumnorder')).json();
    expect(loaded.slice(0, 4)).toEqual([
      { FieldName: 'EAN', Index: 0, SortDirection: 0, Width: 120 },
      { FieldName: 'LINK_STATE', Index: 1, SortDirection: 0, Width: null },
      { FieldName: 'MENGE', Index: 2, SortDirection: 0, Width: 80 },
      { FieldName: 'ARCHIV', Index: 3, SortDirection: 0, Width: null },
    ]);
    const other = wawiCaller(t, await t.login('admin'));
    expect((await other.get('getbuwkcolumnorder')).json()[0].FieldName).toBe('LINK_STATE');
    const refused = await caller.get('savebuwkcolumnorder', { Columns: 'EAN,EAN' });
    expect(refused.json().error.code).toBe('goodsreceipt.invalid_column_order');
  });
});
