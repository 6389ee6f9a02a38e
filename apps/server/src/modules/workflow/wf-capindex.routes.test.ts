import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCapturedInvoice, mandantIdOf, userIdOf } from './workflow.testing.js';

/** SaveCapIndex and submit with capIndex: the workflow writes the mask values through capture. */
let t: TestApp;
let mandantId: string;
const auth: Record<string, string> = {};
const ids: Record<string, string> = {};

const call = (kuerzel: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: auth[kuerzel] as string },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function start(title: string, approver: string) {
  const document = await createCapturedInvoice(t, {
    mandantId,
    title,
    index: { Kennung: `${title}-1`, Belegdatum: '2026-01-15', Betrag: '1190.00', Konto: '70001' },
  });
  const started = await call('erfasser', 'POST', '/api/wf/workflows/sendworkflowmulti', {
    mandantId,
    DocIDs: [document.documentId],
    Users: [{ Id: ids[approver], Step: 1 }],
  });
  expect(started.statusCode, started.body).toBe(200);
  return { documentId: document.documentId, instanceId: started.json().Result[0].WF_INSTANCEID as string };
}

const saveCapIndex = (kuerzel: string, instanceId: string, values: { field: string; value: string }[]) =>
  call(kuerzel, 'POST', `/api/wf/WFIndex/SaveCapIndex/${instanceId}`, { values });

async function captureValues(documentId: string) {
  const response = await call(
    'erfasser',
    'GET',
    `/api/cap/CapIndex/GetIndexData?mandantId=${mandantId}&documentId=${documentId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries(
    response.json().index.map((entry: { field: string; value: string }) => [entry.field, entry.value]),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  mandantId = await mandantIdOf(t, 10001);
  for (const kuerzel of ['admin', 'erfasser', 'freigeber']) {
    auth[kuerzel] = await t.login(kuerzel);
    ids[kuerzel] = await userIdOf(t, kuerzel);
  }
});
afterAll(async () => t.close());

describe('SaveCapIndex: the input mask of the workflow', () => {
  it('stores German input on the captured document, in the index history and the workflow history', async () => {
    const { instanceId, documentId } = await start('Maske', 'admin');
    const saved = await saveCapIndex('admin', instanceId, [
      { field: 'Kennung', value: 'RE-2026-7' },
      { field: 'Belegdatum', value: '16.01.2026' },
      { field: 'Betrag', value: '1.190,00' },
      { field: 'Netto', value: '1000' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const entries = new Map(
      saved
        .json()
        .Result.Entries.map((entry: { FeldID: string; VALUE: string }) => [entry.FeldID, entry.VALUE]),
    );
    expect(entries.get('Kennung')).toBe('RE-2026-7');
    expect(entries.get('Belegdatum')).toBe('2026-01-16');
    expect(await captureValues(documentId)).toMatchObject({
      Kennung: 'RE-2026-7',
      Belegdatum: '2026-01-16',
      Betrag: '1190.00',
      Netto: '1000.00',
    });

    const changes = (await call('admin', 'GET', `/api/wf/WFIndex/GetIndexHistory/${instanceId}`)).json();
    expect(changes.map((change: { Field: string; OldValue: string; NewValue: string }) => change)).toEqual([
      expect.objectContaining({ Field: 'Kennung', OldValue: 'Maske-1', NewValue: 'RE-2026-7' }),
      expect.objectContaining({ Field: 'Belegdatum', OldValue: '2026-01-15', NewValue: '2026-01-16' }),
      expect.objectContaining({ Field: 'Netto', OldValue: '', NewValue: '1000.00', Fullname: 'Anna Admin' }),
    ]);
    const history = (await call('admin', 'GET', `/api/wf/WFIndex/GetHistory/${instanceId}`)).json();
    expect(history.at(-1).TEXT).toBe('Indexdaten geändert: Kennung, Belegdatum, Netto');

    const list = (await call('admin', 'GET', '/api/wf/workflows/list')).json();
    const row = list.items.find((item: { WF_INSTANCEID: string }) => item.WF_INSTANCEID === instanceId);
    expect(row.Belegdatum).toBe('2026-01-16');
  });

  it('refuses unknown fields and values that do not fit, writing nothing', async () => {
    const { instanceId, documentId } = await start('Fehler', 'admin');
    const unknown = await saveCapIndex('admin', instanceId, [{ field: 'Lieblingsfarbe', value: 'blau' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('workflow.index_field_unknown');

    const invalid = await saveCapIndex('admin', instanceId, [
      { field: 'Kennung', value: 'RE-NEU' },
      { field: 'Belegdatum', value: '31.02.2026' },
      { field: 'Betrag', value: 'viel' },
    ]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('workflow.index_value_invalid');
    expect(invalid.json().error.fields.map((field: { path: string }) => field.path)).toEqual([
      'body.values.1.value',
      'body.values.2.value',
    ]);
    expect((await captureValues(documentId)).Kennung).toBe('Fehler-1');
  });

  it('lets only whoever works on the workflow save, and Konto only with the right to edit accounts', async () => {
    const { instanceId } = await start('Konto', 'freigeber');
    const outsider = await saveCapIndex('admin', instanceId, [{ field: 'Kennung', value: 'X' }]);
    expect(outsider.json().error.code).toBe('workflow.not_available');

    const definitions = (
      await call('freigeber', 'GET', `/api/wf/WFIndex/GetFieldDefinitions/${instanceId}`)
    ).json();
    const editable = Object.fromEntries(
      definitions.map((field: { FeldID: string; Editable: boolean }) => [field.FeldID, field.Editable]),
    );
    expect(editable).toMatchObject({ Kennung: true, Konto: false });
    const starterView = (
      await call('erfasser', 'GET', `/api/wf/WFIndex/GetFieldDefinitions/${instanceId}`)
    ).json();
    expect(starterView.every((field: { Editable: boolean }) => !field.Editable)).toBe(true);

    const konto = await saveCapIndex('freigeber', instanceId, [{ field: 'Konto', value: '70002' }]);
    expect(konto.statusCode).toBe(403);
    expect(konto.json().error.code).toBe('workflow.booking_not_allowed');
    expect(
      (await saveCapIndex('freigeber', instanceId, [{ field: 'Kennung', value: 'K-2' }])).statusCode,
    ).toBe(200);
  });

  it('saves the mask with a submit first, and nothing at all when a value does not fit', async () => {
    const { instanceId, documentId } = await start('Stempel', 'admin');
    const refused = await call('admin', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: 'Genehmigt',
      capIndex: [{ field: 'Betrag', value: 'zu viel' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields[0].path).toBe('body.capIndex.0.value');
    const stillOpen = (await call('admin', 'GET', `/api/wf/workflows/workflow/${instanceId}`)).json();
    expect(stillOpen.Can.Submit).toBe(true);

    const approved = await call('admin', 'POST', `/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: documentId,
      bApproveResult: 'Genehmigt',
      capIndex: [{ field: 'Kennung', value: 'ST-9' }],
      stamp: { Signal: 'Genehmigt', PageIndex: 0, X: 300, Y: 400 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().Result.Status).toBe('COMPLETED');
    expect((await captureValues(documentId)).Kennung).toBe('ST-9');
    const texts = (await call('admin', 'GET', `/api/wf/WFIndex/GetHistory/${instanceId}`))
      .json()
      .map((entry: { TEXT: string }) => entry.TEXT);
    expect(texts.slice(1, 3)).toEqual(['Indexdaten geändert: Kennung', 'Genehmigt (Stempel auf Seite 1)']);
  });
});
