import { INVOICE_CHECK_REMARK } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountsRepository, createPersonalAccountsRepository } from '../master-data/index.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';
import { userIdOf } from '../workflow/workflow.testing.js';
import { createDocumentWithText, ORDER_CSV, wawiCaller } from './goods-receipt.testing.js';

/**
 * The goods-receipt flow end to end over HTTP: orders imported, an invoice with its order number in
 * a Wait4Order workflow, auto-link, a price correction, the invoice check ('Rechnungskontrolle') on a
 * Rückfrage answer and on the approval, booking proposals from the orders, and delivery notes.
 */
let t: TestApp;
let mandantId: string;
const callers: Record<string, ReturnType<typeof createCaller>> = {};
let wawi: ReturnType<typeof wawiCaller>;
let wait4Order: string;

async function startWait4Order(title: string, index: Record<string, string>) {
  const invoice = await createDocumentWithText(t, {
    mandantId,
    title,
    index,
    lines: [
      `Rechnung zu Bestellung ${index.Bestellnummer ?? ''}`,
      'MEHL-550 10 Sack 50,00 500,00',
      'HEFE-42 20 kg 20,00 400,00',
    ],
  });
  const started = await callers.erfasser!.post('/api/wf/workflows/sendworkflowmulti', {
    mandantId,
    DocIDs: [invoice.documentId],
    DefinitionId: wait4Order,
  });
  expect(started.statusCode, started.body).toBe(200);
  return { documentId: invoice.documentId, instanceId: started.json().Result[0].WF_INSTANCEID as string };
}

const submit = (instanceId: string, documentId: string, extra: Record<string, unknown> = {}) =>
  callers.freigeber!.post(`/api/wf/workflows/submit/${instanceId}`, {
    sDocUID: documentId,
    bApproveResult: 'Genehmigt',
    sAnmerkung: 'Sachlich richtig',
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp();
  mandantId = (await demoMandanten(t))[10001] as string;
  for (const kuerzel of ['admin', 'erfasser', 'freigeber'])
    callers[kuerzel] = createCaller(t, await t.login(kuerzel));
  wawi = wawiCaller(t, await t.login('erfasser'));
  await createAccountsRepository(t.deps).insert({
    mandantId,
    kind: 'SACHKONTO',
    number: 3400,
    name: 'Wareneingang 19 %',
  });
  await createPersonalAccountsRepository(t.deps).insert(mandantId, {
    kind: 'KREDITOR',
    number: 70001,
    name: 'Mühlenwerke',
  });
  const definition = await callers.admin!.post('/api/wf/workflows/buildapprovewf', {
    mandantId,
    Name: 'Wareneingang prüfen',
    Type: 'Wait4Order',
    Users: [{ Id: await userIdOf(t, 'freigeber'), Step: 1 }],
  });
  expect(definition.statusCode, definition.body).toBe(200);
  wait4Order = definition.json().Id;
  expect((await wawi.importCsv(mandantId, 'bestellung.csv', ORDER_CSV)).json().Imported).toBe(2);
});
afterAll(async () => t.close());

describe('the invoice check (Rechnungskontrolle)', () => {
  let instanceId: string;
  let documentId: string;

  beforeAll(async () => {
    ({ instanceId, documentId } = await startWait4Order('Rechnung Mühlenwerke', {
      Bestellnummer: '4711',
      Kreditor: '70001',
      Betrag: '1071,00',
    }));
    const detail = (await callers.freigeber!.get(`/api/wf/workflows/workflow/${instanceId}`)).json();
    expect(detail.WEPruefung).toBe(true);
    const linked = await wawi.post('AutoDocLink', { mandantId, HeftUID: documentId });
    expect(linked.json()).toMatchObject({ Safe: 2 });
  });

  it('lets an approval through while the linked orders match the Umsatz', async () => {
    const totals = (await wawi.get('gettotalpriceoflinkedwe', { mandantId, HeftUID: documentId })).json();
    expect(totals).toMatchObject({ Brutto: '1071.00', Umsatz: '1071.00', ExceedsTolerance: false });
  });

  it('asks on a Rückfrage answer and on the approval after a price correction made a difference', async () => {
    const rows = (await wawi.post('GetGridViewDocData', { mandantId, HeftUID: documentId })).json().Rows;
    const flour = rows.find(
      (row: { BuWkData: { EXT_ARTIKEL_NR: string } }) => row.BuWkData.EXT_ARTIKEL_NR === 'MEHL-550',
    );
    const corrected = await wawi.post('correctbuwkentry', {
      mandantId,
      BuWkId: flour.BuWkData.ID_BU_WK,
      Type: 'PRICE',
      Grund: 'NEW_PRICE',
      NettoPreis: '48,00',
      Mwst: '19',
    });
    expect(corrected.json().KORREKTUR_BRUTTO_PREIS_GESAMT).toBe('571.20');

    const asked = await callers.freigeber!.post('/api/wf/workflows/rueckfrage', {
      InstanceId: instanceId,
      identity: { Kind: 'User', Id: await userIdOf(t, 'erfasser') },
      anmerkung: 'Preis Mehl?',
      dtElapsed: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = { InstanceId: instanceId, anmerkung: 'Neuer Listenpreis.' };
    const warned = await callers.erfasser!.post('/api/wf/workflows/completerueckfrage', answer);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().error).toMatchObject({
      code: 'goodsreceipt.invoice_check_difference',
      message:
        'Es wurde eine Differenz zwischen der Rechnungssumme und dem Gesamtbetrag der Bestellung(en) festgestellt.',
      details: { invoiceTotal: '1071.00', ordersTotal: '1047.20', difference: '-23.80' },
    });
    const answered = await callers.erfasser!.post('/api/wf/workflows/completerueckfrage', {
      ...answer,
      ConfirmInvoiceCheck: true,
    });
    expect(answered.statusCode, answered.body).toBe(200);

    const cancelled = await submit(instanceId, documentId);
    expect(cancelled.json().error.code).toBe('goodsreceipt.invoice_check_difference');
    expect((await callers.freigeber!.get(`/api/wf/workflows/workflow/${instanceId}`)).json().Status).toBe(
      'INQUIRY_COMPLETED',
    );
    const approved = await submit(instanceId, documentId, { ConfirmInvoiceCheck: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().Result).toMatchObject({ Status: 'COMPLETED', ApproveResult: 'Genehmigt' });
    const history = (await callers.erfasser!.get(`/api/wf/workflows/history/${instanceId}`)).json();
    const texts = history.map((entry: { TEXT: string }) => entry.TEXT);
    expect(texts).toContain(`Rückfrage beantwortet: Neuer Listenpreis. ${INVOICE_CHECK_REMARK}`);
    expect(texts.some((text: string) => text.endsWith(`Sachlich richtig ${INVOICE_CHECK_REMARK}`))).toBe(
      true,
    );

    const processed = (await wawi.post('GetGridViewDocData', { mandantId, HeftUID: documentId })).json().Rows;
    expect(
      processed.every(
        (row: { BuWkData: { PROCESSED_BY_WFSERVER: boolean } }) => row.BuWkData.PROCESSED_BY_WFSERVER,
      ),
    ).toBe(true);
    const unlink = await wawi.post('UnlinkWkFromDoc', {
      mandantId,
      HeftUID: documentId,
      BuWkIds: [processed[0].BuWkData.ID_BU_WK],
    });
    expect(unlink.json().error.code).toBe('goodsreceipt.link_processed');
  });

  it('refuses the approval of an invoice without Umsatz, and checks nothing once the option is off', async () => {
    const started = await startWait4Order('Ohne Betrag', { Bestellnummer: '9999', Kreditor: '70001' });
    const refused = await submit(started.instanceId, started.documentId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'goodsreceipt.no_amount',
      details: { documentId: started.documentId },
    });
    const rejected = await submit(started.instanceId, started.documentId, { bApproveResult: 'Abgelehnt' });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const off = await callers.admin!.post('/api/man/settings/setgoodsreceipt', {
      mandantId,
      value: { receiptWorkflow: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const unchecked = await startWait4Order('Option aus', {
      Bestellnummer: '9998',
      Kreditor: '70001',
      Betrag: '5,00',
    });
    expect((await submit(unchecked.instanceId, unchecked.documentId)).statusCode).toBe(200);
    await callers.admin!.post('/api/man/settings/setgoodsreceipt', {
      mandantId,
      value: { receiptWorkflow: true },
    });
  });
});

describe('booking proposals from orders (Buchungsvorschläge erzeugen)', () => {
  it('creates the split lines from the linked lines, with or without clearing the own lines first', async () => {
    const csv = ORDER_CSV.replaceAll('4711;', '4800;');
    expect((await wawi.importCsv(mandantId, 'bestellung-4800.csv', csv)).json().Imported).toBe(2);
    const { documentId } = await startWait4Order('Vorschläge', {
      Bestellnummer: '4800',
      Kreditor: '70001',
      Betrag: '1071.00',
    });
    await wawi.post('AutoDocLink', { mandantId, HeftUID: documentId });

    const created = await wawi.post('CreateSplitEntriesFromBuWk', { mandantId, HeftUID: documentId });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ Result: true, Created: 1, Linked: 2, SurchargesManual: false });
    const booking = (
      await callers.erfasser!.get('/api/cap/CapIndex/GetBooking', { mandantId, documentId })
    ).json();
    expect(booking).toMatchObject({ saved: true, creditor: '70001', rest: '0.00', complete: true });
    expect(booking.lines).toMatchObject([
      {
        GKONTO: '3400',
        MWST_SATZ: '19.00',
        NETTO: '900.00',
        MWST: '171.00',
        BRUTTO: '1071.00',
        BUTEXT: 'Weizenmehl Type 550 u. a.',
        SOURCE: 'proposal',
        KUERZEL: 'erfasser',
      },
    ]);
    const rows = (await wawi.post('GetGridViewDocData', { mandantId, HeftUID: documentId })).json().Rows;
    expect(rows.map((row: { BuWkData: { UID_SPLIT: string } }) => row.BuWkData.UID_SPLIT)).toEqual([
      booking.lines[0].ID,
      booking.lines[0].ID,
    ]);

    await wawi.post('CreateSplitEntriesFromBuWk', { mandantId, HeftUID: documentId });
    const twice = (
      await callers.erfasser!.get('/api/cap/CapIndex/GetBooking', { mandantId, documentId })
    ).json();
    expect(twice.lines).toHaveLength(2);
    const cleared = await wawi.post('CreateSplitEntriesFromBuWkWithClearUserItems', {
      mandantId,
      HeftUID: documentId,
    });
    expect(cleared.json().Created).toBe(1);
    const once = (
      await callers.erfasser!.get('/api/cap/CapIndex/GetBooking', { mandantId, documentId })
    ).json();
    expect(once.lines).toHaveLength(1);
  });

  it('refuses when no orders are linked', async () => {
    const { documentId } = await startWait4Order('Nichts verknüpft', { Kreditor: '70001', Betrag: '1,00' });
    const refused = await wawi.post('CreateSplitEntriesFromBuWk', { mandantId, HeftUID: documentId });
    expect(refused.json().error.message).toBe('Mit dem Beleg sind keine Bestellpositionen verknüpft.');
  });
});

describe('captured delivery notes', () => {
  it('book the receipt onto the open order lines their items name', async () => {
    const csv = ORDER_CSV.replaceAll('4711;', '4900;');
    await wawi.importCsv(mandantId, 'bestellung-4900.csv', csv);
    const note = await createDocumentWithText(t, {
      mandantId,
      title: 'Lieferschein',
      index: {
        LieferKennung: 'LS-4900',
        Bestellnummer: '4900',
        Lieferdatum: '2026-02-10',
        Kreditor: '70001',
      },
      lines: ['Lieferschein LS-4900', '1 MEHL-550 Weizenmehl 10 Sack', '2 HEFE-42 Frischhefe 15 kg'],
    });
    const response = await wawi.post('ImportDeliveryNote', { mandantId, documentId: note.documentId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Format: 'LIEFERSCHEIN', Received: 2, Imported: 0 });
    await wawi.post('ChangeGridViewAllFilter', {
      mandantId,
      FilterMode: 'ALL_DATA',
      Search: '4900',
      WkType: 'ALL',
    });
    const rows = (
      await wawi.post('GetGridViewAllData', {
        mandantId,
        startRow: 0,
        endRow: 10,
        Sort: [
          { SortField: 'EXT_ARTIKEL_NR', Ascending: true },
          { SortField: 'MENGE', Ascending: false },
        ],
      })
    ).json().Rows;
    expect(
      rows.map((row: { BuWkData: Record<string, unknown> }) => [
        row.BuWkData.EXT_ARTIKEL_NR,
        row.BuWkData.MENGE,
        row.BuWkData.WE_SCHEIN_NR,
        row.BuWkData.ARCHIV,
      ]),
    ).toEqual([
      ['HEFE-42', '15', 'LS-4900', true],
      ['HEFE-42', '5', '', false],
      ['MEHL-550', '10', 'LS-4900', true],
    ]);
    const again = await wawi.post('ImportDeliveryNote', { mandantId, documentId: note.documentId });
    expect(again.json()).toMatchObject({ Received: 0, Imported: 0, Duplicates: 2 });
  });
});
