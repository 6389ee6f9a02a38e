import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCapturedInvoice, mandantIdOf, userIdOf } from './workflow.testing.js';

let t: TestApp;
let mandantId: string;
const auth: Record<string, string> = {};
const ids: Record<string, string> = {};
let instanceId: string;

const call = (kuerzel: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: auth[kuerzel] as string },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await createTestApp();
  mandantId = await mandantIdOf(t, 10001);
  for (const kuerzel of ['admin', 'erfasser', 'freigeber']) {
    auth[kuerzel] = await t.login(kuerzel);
    ids[kuerzel] = await userIdOf(t, kuerzel);
  }
  const document = await createCapturedInvoice(t, {
    mandantId,
    title: 'Rechnung Büromöbel',
    index: { Kennung: 'BM-9', Belegdatum: '2026-01-15', Betrag: '1190.00', Netto: '1000.00', MwSt: '190.00' },
  });
  const started = await call('erfasser', 'POST', '/api/wf/workflows/sendworkflowmulti', {
    mandantId,
    DocIDs: [document.documentId],
    Split: true,
    Users: [
      { Id: ids.erfasser, Step: 1 },
      { Id: ids.admin, Step: 1 },
      { Id: ids.freigeber, Step: 2 },
    ],
  });
  instanceId = started.json().Result[0].WF_INSTANCEID;
});
afterAll(async () => t.close());

describe('WFIndex: capture mask of the workflow', () => {
  it('serves field definitions and the document’s index data as workflow index entries', async () => {
    const definitions = (
      await call('freigeber', 'GET', `/api/wf/WFIndex/GetFieldDefinitions/${instanceId}`)
    ).json();
    expect(definitions.find((field: { FeldID: string }) => field.FeldID === 'Betrag')).toMatchObject({
      FELDART: 'amount',
      Required: true,
    });
    const data = (await call('freigeber', 'GET', `/api/wf/WFIndex/GetIndexData/${instanceId}`)).json();
    expect(data.find((entry: { FeldID: string }) => entry.FeldID === 'Kennung')).toMatchObject({
      VALUE: 'BM-9',
      sWF_ID: instanceId,
    });
  });

  it('reports a short and a full validation of the index data', async () => {
    const snippet = (
      await call('freigeber', 'GET', `/api/wf/WFIndex/GetValidationSnippet/${instanceId}`)
    ).json();
    expect(snippet).toEqual({
      Valid: true,
      Errors: 0,
      Warnings: 0,
      Summary: 'Indexdaten vollständig und plausibel.',
    });
    const report = (
      await call('freigeber', 'GET', `/api/wf/WFIndex/GetValidationReport/${instanceId}`)
    ).json();
    expect(report).toMatchObject({ Valid: true, Issues: [] });
  });
});

describe('WFIndex: split lines', () => {
  let lineId: string;

  it('needs the right to edit accounts and cost centres and an open task', async () => {
    const withoutRight = await call('freigeber', 'POST', '/api/wf/WFIndex/SaveSplitLine', {
      WF_ID: instanceId,
      BRUTTO: '100,00',
    });
    expect(withoutRight.json().error.code).toBe('workflow.booking_not_allowed');
  });

  it('diverts a numeric amount smaller than the origin, computing net from VAT', async () => {
    const saved = await call('erfasser', 'POST', '/api/wf/WFIndex/SaveSplitLine', {
      WF_ID: instanceId,
      BRUTTO: '238,00',
      MWST: '19',
      GKONTO: '4980',
      BUTEXT: 'Stühle',
      KOST1: '100',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    lineId = saved.json().ID;
    expect(saved.json()).toMatchObject({
      UKNR: -1,
      SPLITNR: 1,
      POS: 1,
      BRUTTO: '238.00',
      NETTO: '200.00',
      MWST: '19.00',
      GKONTO: '4980',
      KUERZEL: 'erfasser',
      SYS_DATUM: ['1900-01-01', '1900-01-01', '1900-01-01', '1900-01-01', '1900-01-01'],
    });
    expect(saved.json().SYS_STRING).toHaveLength(10);
    for (const BRUTTO of ['viel', '952,00', '1190,00']) {
      const refused = await call('erfasser', 'POST', '/api/wf/WFIndex/SaveSplitLine', {
        WF_ID: instanceId,
        BRUTTO,
      });
      expect(refused.json().error, BRUTTO).toMatchObject({
        code: 'workflow.split_amount_invalid',
        message: 'Der abgezweigte Betrag muss numerisch und kleiner als der Ursprungsbetrag sein.',
      });
    }
    const check = (await call('freigeber', 'GET', `/api/wf/WFIndex/CheckSplits/${instanceId}`)).json();
    expect(check).toMatchObject({ Origin: '1190.00', Split: '238.00', Rest: '952.00', Valid: true });
  });

  it('lets only the creator change or delete a split line', async () => {
    const byOther = await call('admin', 'POST', '/api/wf/WFIndex/SaveSplitLine', {
      WF_ID: instanceId,
      ID: lineId,
      BRUTTO: '100,00',
    });
    expect(byOther.json().error).toMatchObject({
      code: 'workflow.split_not_creator',
      message: 'Splitbuchungen können nur von ihrem Ersteller bearbeitet werden.',
    });
    expect(
      (await call('admin', 'DELETE', `/api/wf/WFIndex/DeleteSplitLine/${instanceId}/${lineId}`)).json().error
        .code,
    ).toBe('workflow.split_not_creator');
    const changed = await call('erfasser', 'POST', '/api/wf/WFIndex/SaveSplitLine', {
      WF_ID: instanceId,
      ID: lineId,
      BRUTTO: '119,00',
      MWST: '19',
    });
    expect(changed.json()).toMatchObject({ BRUTTO: '119.00', NETTO: '100.00', SPLITNR: 1 });
  });
});

describe('WFIndex: cost allocation', () => {
  it('computes amounts, percentages and the remaining amount in order', async () => {
    const add = (body: Record<string, unknown>) =>
      call('erfasser', 'POST', '/api/wf/WFIndex/SaveCostAllocation', { WF_ID: instanceId, ...body });
    await add({ KOST_NR: '100', MODE: 'amount', VALUE: '190,00' });
    await add({ KOST_NR: '200', MODE: 'percentOfTotal', VALUE: '50' });
    const lines = (await add({ KOST_NR: '300', MODE: 'RemainingAmount' })).json();
    expect(
      lines.map((line: { KOST_NR: string; BETRAG: string; PROZENT: string }) => [
        line.KOST_NR,
        line.BETRAG,
        line.PROZENT,
      ]),
    ).toEqual([
      ['100', '190.00', '15.97'],
      ['200', '595.00', '50.00'],
      ['300', '405.00', '34.03'],
    ]);
    const tooMuch = await add({ KOST_NR: '400', MODE: 'amount', VALUE: '1,00' });
    expect(tooMuch.json().error).toMatchObject({
      code: 'workflow.cost_allocation_invalid',
      details: { reason: 'exceeds_rest', line: 4 },
    });
    const afterDelete = (
      await call('erfasser', 'DELETE', `/api/wf/WFIndex/DeleteCostAllocation/${instanceId}/${lines[0].ID}`)
    ).json();
    expect(
      afterDelete.map((line: { KOST_NR: string; BETRAG: string }) => [line.KOST_NR, line.BETRAG]),
    ).toEqual([
      ['200', '595.00'],
      ['300', '595.00'],
    ]);
  });

  it('records booking changes in the history', async () => {
    const history = (await call('freigeber', 'GET', `/api/wf/WFIndex/GetHistory/${instanceId}`)).json();
    const texts = history.map((entry: { TEXT: string }) => entry.TEXT);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Splitbuchung angelegt: 238.00 auf 4980',
        'Splitbuchung geändert: 119.00',
        'Kostenaufteilung angelegt: KOST1 300',
        'Kostenaufteilung gelöscht: KOST1 100',
      ]),
    );
  });
});
