import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountsRepository, createPersonalAccountsRepository } from '../master-data/index.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';
import { createCapturedInvoice } from '../workflow/workflow.testing.js';

/** The capture mask's split calls over HTTP: cost split modes, the stored booking record, the ADATA variant. */
let t: TestApp;
let mandantId: string;
let otherMandantId: string;
let erfasser: ReturnType<typeof createCaller>;

const post = (call: string, body: Record<string, unknown>, target = mandantId) =>
  erfasser.post(`/api/cap/CapIndex/${call}`, { mandantId: target, ...body });

async function invoice(title: string, index: Record<string, string>) {
  return (await createCapturedInvoice(t, { mandantId, title, index })).documentId;
}

beforeAll(async () => {
  t = await createTestApp();
  const mandanten = await demoMandanten(t);
  mandantId = mandanten[10001] as string;
  otherMandantId = mandanten[10002] as string;
  erfasser = createCaller(t, await t.login('erfasser'));
  const accounts = createAccountsRepository(t.deps);
  for (const number of [4930, 4940])
    await accounts.insert({ mandantId, kind: 'SACHKONTO', number, name: `K${number}` });
  await createPersonalAccountsRepository(t.deps).insert(mandantId, {
    kind: 'KREDITOR',
    number: 70001,
    name: 'Papier Schulz GmbH',
  });
});
afterAll(async () => t.close());

describe('CalcSumRest and CalculateSplitEntry without a document', () => {
  it('compute each cost split mode on the total and entries sent', async () => {
    const entries = [{ konto: '4930', betrag: '40,00' }];
    const answer = async (mode: string, value = '0') =>
      (await post('CalculateSplitEntry', { total: '100,00', entries, mode, value })).json();
    expect(await answer('amount', '12,34')).toEqual({ betrag: '12.34', rest: '47.66' });
    expect(await answer('percentOfTotal', '25')).toEqual({ betrag: '25.00', rest: '35.00' });
    expect(await answer('percentOfRemaining', '50')).toEqual({ betrag: '30.00', rest: '30.00' });
    expect(await answer('RemainingAmount')).toEqual({ betrag: '60.00', rest: '0.00' });
    expect((await post('CalcSumRest', { total: '100,00', entries })).json()).toEqual({
      total: '100.00',
      distributed: '40.00',
      rest: '60.00',
    });
  });

  it('refuse no mode, an entry above the rest, a bad percentage and a missing total in German on the field', async () => {
    const refusal = async (body: Record<string, unknown>, call = 'CalculateSplitEntry') => {
      const response = await post(call, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error;
    };
    const entries = [{ konto: '4930', betrag: '40,00' }];
    expect(await refusal({ total: '100', entries, mode: 'notSet' })).toMatchObject({
      code: 'booking.split_mode_not_set',
      fields: [{ path: 'body.mode', message: expect.stringMatching(/Aufteilungsart/) }],
    });
    expect(await refusal({ total: '100', entries, mode: 'percentOfTotal', value: '80' })).toMatchObject({
      code: 'booking.split_exceeds_rest',
      fields: [{ path: 'body.value', message: 'Der Betrag ist höher als der noch offene Restbetrag.' }],
    });
    expect(await refusal({ total: '100', entries, mode: 'percentOfTotal', value: '0' })).toMatchObject({
      code: 'booking.invalid_percent',
    });
    expect(await refusal({ entries }, 'CalcSumRest')).toMatchObject({
      code: 'booking.split_total_missing',
      fields: [{ path: 'body.total' }],
    });
    expect(await refusal({ total: 'abc', entries: [] }, 'CalcSumRest')).toMatchObject({
      code: 'booking.invalid_amount',
    });
  });
});

describe('on a document', () => {
  it('split its stored booking: each mode stores a line with its cost centre until the rest is 0', async () => {
    const documentId = await invoice('Kostenaufteilung', { Betrag: '1190.00', Kreditor: '70001' });
    // Nothing stored yet: the whole gross is open.
    expect((await post('CalcSumRest', { documentId })).json()).toEqual({
      total: '1190.00',
      distributed: '0.00',
      rest: '1190.00',
    });
    const line = (KOST1: string) => ({ GKONTO: '4930', KOST1, BUTEXT: `Kostenstelle ${KOST1}` });
    const steps = [
      { mode: 'percentOfTotal', value: '50', KOST1: '100', betrag: '595.00', rest: '595.00' },
      { mode: 'amount', value: '119,00', KOST1: '200', betrag: '119.00', rest: '476.00' },
      { mode: 'percentOfRemaining', value: '25', KOST1: '300', betrag: '119.00', rest: '357.00' },
      { mode: 'RemainingAmount', value: '0', KOST1: '400', betrag: '357.00', rest: '0.00' },
    ];
    let booking: { lines: { KOST1: string; BRUTTO: string; NETTO: string }[]; complete: boolean } | null =
      null;
    for (const step of steps) {
      const response = await post('CalculateSplitEntry', {
        documentId,
        mode: step.mode,
        value: step.value,
        line: line(step.KOST1),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ betrag: step.betrag, rest: step.rest });
      booking = response.json().booking;
    }
    expect(booking?.complete).toBe(true);
    expect(booking?.lines.map((entry) => [entry.KOST1, entry.BRUTTO, entry.NETTO])).toEqual([
      ['100', '595.00', '500.00'],
      ['200', '119.00', '100.00'],
      ['300', '119.00', '100.00'],
      ['400', '357.00', '300.00'],
    ]);
    expect((await post('CalcSumRest', { documentId })).json()).toEqual({
      total: '1190.00',
      distributed: '1190.00',
      rest: '0.00',
    });
    const stored = await erfasser.get('/api/cap/CapIndex/GetBooking', { mandantId, documentId });
    expect(stored.json().lines).toHaveLength(4);
  });

  it('store nothing when the new line is refused (unknown account, nothing left to split)', async () => {
    const documentId = await invoice('Abgelehnt', { Betrag: '119.00', Kreditor: '70001' });
    const unknown = await post('CalculateSplitEntry', {
      documentId,
      mode: 'RemainingAmount',
      line: { GKONTO: '9999' },
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().error.code).toBe('booking.unknown_account');
    const stored = await erfasser.get('/api/cap/CapIndex/GetBooking', { mandantId, documentId });
    expect(stored.json().saved).toBe(false);
    await post('CalculateSplitEntry', { documentId, mode: 'RemainingAmount', line: { GKONTO: '4930' } });
    const empty = await post('CalculateSplitEntry', {
      documentId,
      mode: 'RemainingAmount',
      line: { GKONTO: '4940' },
    });
    expect(empty.json().error).toMatchObject({ code: 'booking.split_empty' });
    const after = await erfasser.get('/api/cap/CapIndex/GetBooking', { mandantId, documentId });
    expect(after.json().lines).toHaveLength(1);
  });

  it('split the net amount in the ADATA variant and answer VAT and gross at the rate', async () => {
    const documentId = await invoice('ADATA', {
      Betrag: '172.50',
      Netto19: '100.00',
      MwSt19: '19.00',
      Netto7: '50.00',
      MwSt7: '3.50',
      Kreditor: '70001',
    });
    expect((await post('CalcSumRestADATA', { documentId })).json()).toEqual({
      total: '150.00',
      distributed: '0.00',
      rest: '150.00',
    });
    const first = await post('CalculateSplitEntryADATA', {
      documentId,
      mode: 'amount',
      value: '100',
      rate: '19',
      line: { GKONTO: '4930' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ betrag: '100.00', mwst: '19.00', brutto: '119.00', rest: '50.00' });
    const second = await post('CalculateSplitEntryADATA', {
      documentId,
      mode: 'RemainingAmount',
      rate: '7',
      line: { GKONTO: '4940' },
    });
    expect(second.json()).toMatchObject({ betrag: '50.00', mwst: '3.50', brutto: '53.50', rest: '0.00' });
    expect(second.json().booking).toMatchObject({ rest: '0.00', complete: true });
    expect((await post('CalcSumRest', { documentId })).json()).toMatchObject({ rest: '0.00' });
  });

  it('keep to the Mandant: another Mandant cannot read or split the document', async () => {
    const documentId = await invoice('Fremd', { Betrag: '119.00' });
    const response = await post('CalcSumRest', { documentId }, otherMandantId);
    expect(response.statusCode).toBe(404);
    const split = await post(
      'CalculateSplitEntry',
      { documentId, mode: 'RemainingAmount', line: { GKONTO: '4930' } },
      otherMandantId,
    );
    expect(split.statusCode).toBe(404);
  });
});
