import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { workflowRoutesHarness } from './workflow-routes.harness.js';
import { createCapturedInvoice, mandantIdOf } from './workflow.testing.js';

const harness = workflowRoutesHarness();
const { ids, call, twoStepDefinition, start } = harness;
let t: TestApp;
beforeAll(() => {
  ({ t } = harness.ready());
});

describe('WF Recherche and sort conditions', () => {
  it('finds workflows of the caller’s Mandanten by text, status and amount', async () => {
    await start(await twoStepDefinition('Suche'), 'Rechnung Stadtwerke', {
      Betrag: '450.00',
      Kennung: 'SW-1',
    });
    const byText = (
      await call('freigeber', 'POST', '/api/wf/workflows/search', { Text: 'stadtwerke' })
    ).json();
    expect(byText.items.map((row: { Header: string }) => row.Header)).toEqual(['SW-1 – Rechnung Stadtwerke']);
    const byAmount = (
      await call('freigeber', 'POST', '/api/wf/workflows/search', {
        AmountFrom: '400.00',
        AmountTo: '500.00',
      })
    ).json();
    expect(byAmount.items.map((row: { Umsatz: string }) => row.Umsatz)).toEqual(['450.00']);
    const completed = (
      await call('freigeber', 'POST', '/api/wf/workflows/search', { Status: ['COMPLETED'] })
    ).json();
    expect(completed.items.every((row: { Status: string }) => row.Status === 'COMPLETED')).toBe(true);
    const sba = (await call('sba', 'POST', '/api/wf/workflows/search', { Text: 'stadtwerke' })).json();
    expect(sba.total).toBe(0);
  });

  it('finds workflows by the Kreditor of their document, in any case, only in the caller’s Mandanten', async () => {
    const otherMandantId = await mandantIdOf(t, 10002);
    const otherDefinition = await call('admin', 'POST', '/api/wf/workflows/buildapprovewf', {
      mandantId: otherMandantId,
      Name: 'Kreditorsuche Berger',
      Users: [{ Id: ids.freigeber, Step: 1 }],
    });
    expect(otherDefinition.statusCode, otherDefinition.body).toBe(200);
    await start(await twoStepDefinition('Kreditorsuche'), 'Rechnung März', {
      Kreditor: 'Papierhaus Lindner GmbH',
    });
    const other = await createCapturedInvoice(t, {
      mandantId: otherMandantId,
      title: 'Rechnung Werkstattbedarf',
      index: { Kreditor: 'Papierhaus Lindner GmbH' },
    });
    const sent = await call('erfasser', 'POST', '/api/wf/workflows/sendworkflowmulti', {
      mandantId: otherMandantId,
      DocIDs: [other.documentId],
      DefinitionId: otherDefinition.json().Id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const headersFor = async (kuerzel: string, body: object) =>
      (await call(kuerzel, 'POST', '/api/wf/workflows/search', body))
        .json()
        .items.map((row: { Header: string }) => row.Header)
        .sort();

    expect(await headersFor('erfasser', { Text: 'PAPIERHAUS lindner' })).toEqual([
      'Rechnung März',
      'Rechnung Werkstattbedarf',
    ]);
    expect(await headersFor('mandant', { Text: 'lindner' })).toEqual(['Rechnung März']);
    expect(await headersFor('sba', { Text: 'lindner' })).toEqual(['Rechnung Werkstattbedarf']);
    expect(await headersFor('erfasser', { Text: 'lindner', mandantId: otherMandantId })).toEqual([
      'Rechnung Werkstattbedarf',
    ]);
  });

  it('stores a sort condition per user and sorts the inbox by it', async () => {
    const definitionId = await twoStepDefinition('Sortierung');
    await start(definitionId, 'Klein', { Betrag: '5.00' });
    await start(definitionId, 'Groß', { Betrag: '5000.00' });
    const saved = await call('freigeber', 'PUT', '/api/wf/workflows/sortcondition', {
      SortField: 'UMSATZ',
      Ascending: false,
    });
    expect(saved.json()).toEqual({ SortField: 'UMSATZ', Ascending: false });
    const inbox = (await call('freigeber', 'GET', '/api/wf/workflows/list')).json();
    expect(inbox.SortCondition).toEqual({ SortField: 'UMSATZ', Ascending: false });
    const amounts = inbox.items
      .map((row: { Umsatz: string | null }) => row.Umsatz)
      .filter(Boolean)
      .map(Number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await call('erfasser', 'GET', '/api/wf/workflows/sortcondition')).json()).toEqual({
      SortField: 'CREATION_DATE',
      Ascending: false,
    });
  });

  it('sorts the inbox by the user setting sortCondition of Einstellungen (one store with this route)', async () => {
    expect((await call('freigeber', 'GET', '/api/man/settings/getsortcondition')).json()).toEqual({
      field: 'UMSATZ',
      ascending: false,
    });
    const changed = await call('freigeber', 'POST', '/api/man/settings/setsortcondition', {
      value: { field: 'UMSATZ', ascending: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const inbox = (await call('freigeber', 'GET', '/api/wf/workflows/list')).json();
    expect(inbox.SortCondition).toEqual({ SortField: 'UMSATZ', Ascending: true });
    const amounts = inbox.items
      .map((row: { Umsatz: string | null }) => row.Umsatz)
      .filter(Boolean)
      .map(Number);
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('reads the list query flag Ascending as written: "false"/"0" descending, "true"/"1" ascending', async () => {
    const amountsFor = async (flag: string) => {
      const list = await call(
        'freigeber',
        'GET',
        `/api/wf/workflows/list?SortField=UMSATZ&Ascending=${flag}`,
      );
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().SortCondition).toEqual({
        SortField: 'UMSATZ',
        Ascending: flag === 'true' || flag === '1',
      });
      return list
        .json()
        .items.map((row: { Umsatz: string | null }) => row.Umsatz)
        .filter(Boolean)
        .map(Number);
    };
    for (const flag of ['false', '0']) {
      const amounts = await amountsFor(flag);
      expect(amounts.length).toBeGreaterThan(1);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    }
    for (const flag of ['true', '1']) {
      const amounts = await amountsFor(flag);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    }
    const wrong = await call('freigeber', 'GET', '/api/wf/workflows/list?Ascending=abc');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'platform.invalid_flag',
      fields: [expect.objectContaining({ path: 'querystring.Ascending' })],
    });
  });
});
