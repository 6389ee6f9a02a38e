import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountsRepository, createPersonalAccountsRepository } from '../master-data/index.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';
import { createCapturedInvoice, userIdOf } from '../workflow/workflow.testing.js';

/** The booking record over HTTP: defaults, saving ten lines, refusals that store nothing, proposals, Mandant walls. */
let t: TestApp;
let mandantId: string;
let otherMandantId: string;
let erfasser: ReturnType<typeof createCaller>;

const line = (overrides: Record<string, unknown> = {}) => ({
  GKONTO: '4930',
  SL_BU: '',
  MWST_SATZ: '19',
  NETTO: '100.00',
  MWST: '19.00',
  BRUTTO: '119.00',
  ...overrides,
});

async function invoice(title: string, index: Record<string, string>, target = mandantId) {
  return (await createCapturedInvoice(t, { mandantId: target, title, index })).documentId;
}

const getBooking = (documentId: string, target = mandantId, caller = erfasser) =>
  caller.get('/api/cap/CapIndex/GetBooking', { mandantId: target, documentId });
const saveBooking = (documentId: string, body: Record<string, unknown>, caller = erfasser) =>
  caller.post('/api/cap/CapIndex/SaveBooking', { mandantId, documentId, ...body });

beforeAll(async () => {
  t = await createTestApp();
  const mandanten = await demoMandanten(t);
  mandantId = mandanten[10001] as string;
  otherMandantId = mandanten[10002] as string;
  erfasser = createCaller(t, await t.login('erfasser'));
  const accounts = createAccountsRepository(t.deps);
  for (const [number, name] of [
    [4930, 'Bürobedarf'],
    [3400, 'Wareneingang 19 %'],
  ] as const)
    await accounts.insert({ mandantId, kind: 'SACHKONTO', number, name });
  await createPersonalAccountsRepository(t.deps).insert(mandantId, {
    kind: 'KREDITOR',
    number: 70001,
    name: 'Papier Schulz GmbH',
  });
});
afterAll(async () => t.close());

describe('GetBooking', () => {
  it('offers one line per VAT rate from the document while nothing is stored', async () => {
    const documentId = await invoice('Zwei Sätze', {
      Betrag: '172.50',
      Netto19: '100.00',
      MwSt19: '19.00',
      Netto7: '50.00',
      MwSt7: '3.50',
      Kreditor: '70001',
    });
    const response = await getBooking(documentId);
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json();
    expect(booking).toMatchObject({ saved: false, creditor: '70001', rest: '0.00', complete: false });
    expect(
      booking.lines.map((entry: { MWST_SATZ: string; BRUTTO: string; SOURCE: string }) => entry),
    ).toMatchObject([
      { MWST_SATZ: '19.00', NETTO: '100.00', MWST: '19.00', BRUTTO: '119.00', SOURCE: 'extraction' },
      { MWST_SATZ: '7.00', NETTO: '50.00', MWST: '3.50', BRUTTO: '53.50', SOURCE: 'extraction' },
    ]);
  });

  it('names the columns of a booking line', async () => {
    const response = await erfasser.get('/api/cap/CapIndex/GetSplitColumnDefinition', { mandantId });
    expect(response.statusCode, response.body).toBe(200);
    const fields = response.json().map((column: { field: string }) => column.field);
    expect(fields).toEqual(
      expect.arrayContaining(['GKONTO', 'SL_BU', 'NETTO', 'MWST', 'BRUTTO', 'KOST1', 'KOST2', 'BUTEXT']),
    );
    expect(fields).toContain('SYS_STRING_10');
    expect(fields).toContain('SYS_DATUM_05');
  });
});

describe('SaveBooking', () => {
  it('stores ten split lines with the header and answers with rest 0 and complete', async () => {
    const documentId = await invoice('Zehn Splits', { Betrag: '1190.00' });
    const lines = Array.from({ length: 10 }, (_, index) =>
      line({
        KOST1: String(100 + index),
        BUTEXT: `Split ${index + 1}`,
        SYS_STRING: ['A'],
        SYS_DATUM: ['2026-02-01'],
      }),
    );
    const saved = await saveBooking(documentId, {
      creditor: '70001',
      serviceDate: '2026-01-31',
      dueDate: '2026-02-28',
      skonto: { rate: '2', days: 14, amount: '23.80' },
      lines,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      saved: true,
      rest: '0.00',
      complete: true,
      documentGross: '1190.00',
    });
    const read = (await getBooking(documentId)).json();
    expect(read).toMatchObject({
      creditor: '70001',
      serviceDate: '2026-01-31',
      dueDate: '2026-02-28',
      skonto: { rate: '2.00', days: 14, amount: '23.80' },
      rest: '0.00',
      complete: true,
    });
    expect(read.lines).toHaveLength(10);
    expect(read.lines[9]).toMatchObject({
      POS: 10,
      GKONTO: '4930',
      KOST1: '109',
      BUTEXT: 'Split 10',
      KUERZEL: 'erfasser',
      SOURCE: 'user',
      SYS_STRING: ['A', '', '', '', '', '', '', '', '', ''],
      SYS_DATUM: ['2026-02-01', '1900-01-01', '1900-01-01', '1900-01-01', '1900-01-01'],
    });
  });

  it('returns the rest while the lines do not reach the gross amount, and is then not complete', async () => {
    const documentId = await invoice('Rest', { Betrag: '1190.00' });
    const saved = await saveBooking(documentId, { lines: [line(), line({ GKONTO: '' })] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ rest: '952.00', complete: false });
    const noAccount = await saveBooking(documentId, {
      lines: [line({ NETTO: '1000.00', MWST: '190.00', BRUTTO: '1190.00', GKONTO: '' })],
    });
    expect(noAccount.json()).toMatchObject({ rest: '0.00', complete: false });
  });

  const refusals: [string, Record<string, unknown>, string, string, string][] = [
    [
      'an unknown account',
      { lines: [line(), line({ GKONTO: '9999' })] },
      'booking.unknown_account',
      'body.lines.1.GKONTO',
      'Das Konto ist unbekannt.',
    ],
    [
      'an unknown creditor',
      { creditor: '4930', lines: [line()] },
      'booking.unknown_creditor',
      'body.creditor',
      'Der Kreditor ist unbekannt.',
    ],
    [
      'net + VAT off gross',
      { lines: [line({ BRUTTO: '119.05' })] },
      'booking.line_unbalanced',
      'body.lines.0.BRUTTO',
      'Netto und MwSt. ergeben nicht den Bruttobetrag (Abweichung über 0,01).',
    ],
    [
      'three decimals',
      { lines: [line(), line({ NETTO: '100.001' })] },
      'booking.too_many_decimals',
      'body.lines.1.NETTO',
      'Beträge haben höchstens zwei Nachkommastellen.',
    ],
    [
      'a negative amount on an invoice',
      { lines: [line({ NETTO: '-100.00', MWST: '-19.00', BRUTTO: '-119.00' })] },
      'booking.negative_amount',
      'body.lines.0.NETTO',
      'Negative Beträge sind nur bei einer Gutschrift erlaubt.',
    ],
    [
      'a bad VAT rate',
      { lines: [line({ MWST_SATZ: '101' })] },
      'booking.invalid_vat_rate',
      'body.lines.0.MWST_SATZ',
      'Kein gültiger Steuersatz (0 bis 100 %, höchstens zwei Nachkommastellen).',
    ],
    [
      'a bad Skonto rate',
      { skonto: { rate: 'zwei' }, lines: [line()] },
      'booking.invalid_skonto_rate',
      'body.skonto.rate',
      'Kein gültiger Skontosatz (0 bis 100 %, höchstens zwei Nachkommastellen).',
    ],
  ];
  it.each(refusals)(
    'refuses %s with its German message on the field and stores nothing',
    async (_, body, code, path, message) => {
      const documentId = await invoice(`Abgelehnt ${code}`, { Betrag: '119.00' });
      expect(
        (await saveBooking(documentId, { lines: [line({ GKONTO: '3400', BUTEXT: 'vorher' })] })).statusCode,
      ).toBe(200);
      const refused = await saveBooking(documentId, body);
      expect(refused.statusCode, refused.body).toBe(400);
      const error = refused.json().error;
      expect(error.code).toBe(code);
      expect(error.fields).toContainEqual({ path, issue: code, message });
      const after = (await getBooking(documentId)).json();
      expect(after.lines).toHaveLength(1);
      expect(after.lines[0]).toMatchObject({ GKONTO: '3400', BUTEXT: 'vorher' });
    },
  );

  it('answers in English when asked, with the same code', async () => {
    const documentId = await invoice('Englisch', { Betrag: '119.00' });
    const english = createCaller(t, await t.login('erfasser'), 'en');
    const refused = await saveBooking(documentId, { lines: [line({ GKONTO: '9999' })] }, english);
    expect(refused.json().error).toMatchObject({
      code: 'booking.unknown_account',
      message: 'The account is unknown.',
    });
  });

  it('takes negative amounts on a credit note', async () => {
    const documentId = await invoice('Gutschrift', { Betrag: '-119.00', Gutschrift: 'true' });
    const saved = await saveBooking(documentId, {
      lines: [line({ NETTO: '-100.00', MWST: '-19.00', BRUTTO: '-119.00' })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ creditNote: true, rest: '0.00', complete: true });
  });
});

describe('GetBookingProposal: proposals that learn from approved bookings', () => {
  it("proposes the creditor's last approved booking for the next invoice", async () => {
    const first = await invoice('Erste Rechnung', { Betrag: '119.00', Kreditor: '70001' });
    const saved = await saveBooking(first, {
      creditor: '70001',
      lines: [line({ GKONTO: '3400', SL_BU: '9', KOST1: '100', KOST2: '7', BUTEXT: 'Papier' })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = await invoice('Zweite Rechnung', {
      Betrag: '238.00',
      Netto19: '200.00',
      MwSt19: '38.00',
      Kreditor: '70001',
    });
    const before = await erfasser.get('/api/cap/CapIndex/GetBookingProposal', {
      mandantId,
      documentId: second,
    });
    expect(before.json()).toMatchObject({ creditor: '70001', found: false, lines: [] });

    const started = await erfasser.post('/api/wf/workflows/sendworkflowmulti', {
      mandantId,
      DocIDs: [first],
      Users: [{ Id: await userIdOf(t, 'freigeber'), Step: 1 }],
    });
    expect(started.statusCode, started.body).toBe(200);
    const instanceId = started.json().Result[0].WF_INSTANCEID as string;
    const freigeber = createCaller(t, await t.login('freigeber'));
    const approved = await freigeber.post(`/api/wf/workflows/submit/${instanceId}`, {
      sDocUID: first,
      bApproveResult: 'Genehmigt',
      sAnmerkung: 'Passt',
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const proposal = await erfasser.get('/api/cap/CapIndex/GetBookingProposal', {
      mandantId,
      documentId: second,
    });
    expect(proposal.statusCode, proposal.body).toBe(200);
    expect(proposal.json()).toMatchObject({
      creditor: '70001',
      found: true,
      lines: [
        {
          GKONTO: '3400',
          SL_BU: '9',
          KOST1: '100',
          KOST2: '7',
          BUTEXT: '',
          NETTO: '200.00',
          MWST: '38.00',
          BRUTTO: '238.00',
          SOURCE: 'proposal',
        },
      ],
    });

    // takeoverOptions decide what a proposal carries: here the text, but neither Gegenkonto nor key.
    const admin = createCaller(t, await t.login('admin'));
    const set = await admin.post('/api/man/settings/settakeoveroptions', {
      mandantId,
      value: { account: true, contraAccount: false, costCentres: true, bookingText: true, taxCode: false },
    });
    expect(set.statusCode, set.body).toBe(200);
    const chosen = await erfasser.get('/api/cap/CapIndex/GetBookingProposal', {
      mandantId,
      documentId: second,
    });
    expect(chosen.json().lines[0]).toMatchObject({ GKONTO: '', SL_BU: '', KOST1: '100', BUTEXT: 'Papier' });
  });
});

describe('setting accountNumberCheck', () => {
  it('warns (WARNEN), refuses (SPERREN) or lets pass (off) a personal account as Gegenkonto', async () => {
    const documentId = await invoice('Kontenprüfung', { Betrag: '119.00' });
    const body = { creditor: '70001', lines: [line({ GKONTO: '70001' })] };
    const warned = await saveBooking(documentId, body);
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json().warnings).toEqual([
      {
        path: 'body.lines.0.GKONTO',
        issue: 'booking.account_is_personal',
        message: 'Als Gegenkonto ist ein Sachkonto nötig, kein Personenkonto.',
      },
    ]);
    const admin = createCaller(t, await t.login('admin'));
    const setCheck = (value: { enabled: boolean; mode: 'WARNEN' | 'SPERREN' }) =>
      admin.post('/api/man/settings/setaccountnumbercheck', { mandantId, value });
    expect((await setCheck({ enabled: true, mode: 'SPERREN' })).statusCode).toBe(200);
    const refused = await saveBooking(documentId, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      expect.objectContaining({ path: 'body.lines.0.GKONTO', issue: 'booking.account_is_personal' }),
    ]);
    expect((await setCheck({ enabled: false, mode: 'SPERREN' })).statusCode).toBe(200);
    const unchecked = await saveBooking(documentId, body);
    expect(unchecked.statusCode, unchecked.body).toBe(200);
    expect(unchecked.json().warnings).toEqual([]);
    await setCheck({ enabled: true, mode: 'WARNEN' });
  });
});

describe('Mandant walls', () => {
  it("answers 404 for another Mandant's document or a Mandant out of reach, 403 without the capture right", async () => {
    const documentId = await invoice('Fremd', { Betrag: '119.00' });
    const elsewhere = await getBooking(documentId, otherMandantId);
    expect(elsewhere.statusCode, elsewhere.body).toBe(404);
    const savedElsewhere = await erfasser.post('/api/cap/CapIndex/SaveBooking', {
      mandantId: otherMandantId,
      documentId,
      lines: [line()],
    });
    expect(savedElsewhere.statusCode).toBe(404);
    const outsider = createCaller(t, await t.login('sba'));
    expect((await getBooking(documentId, mandantId, outsider)).statusCode).toBe(404);
    expect((await saveBooking(documentId, { lines: [line()] }, outsider)).statusCode).toBe(404);
    const withoutCaptureRight = createCaller(t, await t.login('mandant'));
    expect((await getBooking(documentId, mandantId, withoutCaptureRight)).statusCode).toBe(403);
    expect((await saveBooking(documentId, { lines: [line()] }, withoutCaptureRight)).statusCode).toBe(403);
    const proposal = await withoutCaptureRight.get('/api/cap/CapIndex/GetBookingProposal', {
      mandantId,
      documentId,
    });
    expect(proposal.statusCode).toBe(403);
    expect((await getBooking(documentId)).json().saved).toBe(false);
  });
});

describe('SaveBooking with the tax-key rules of the chosen chart', () => {
  it('refuses a key on an automatic account and a key that no tax case uses at the rate, and takes the right ones', async () => {
    const admin = createCaller(t, await t.login('admin'));
    expect((await admin.post('/api/man/konten/chart', { mandantId, frame: 'SKR03' })).statusCode).toBe(200);
    const documentId = await invoice('Steuerschlüssel', { Betrag: '119.00' });

    const onAutomatic = await saveBooking(documentId, { lines: [line({ GKONTO: '3400', SL_BU: '9' })] });
    expect(onAutomatic.statusCode).toBe(400);
    expect(onAutomatic.json().error.fields).toEqual([
      expect.objectContaining({ path: 'body.lines.0.SL_BU', issue: 'masterdata.tax_key_automatic_account' }),
    ]);
    const outputKey = await saveBooking(documentId, { lines: [line({ SL_BU: '3' })] });
    expect(outputKey.json().error.fields).toEqual([
      expect.objectContaining({ path: 'body.lines.0.SL_BU', issue: 'masterdata.tax_key_wrong' }),
    ]);
    expect((await getBooking(documentId)).json().saved).toBe(false);

    expect((await saveBooking(documentId, { lines: [line({ GKONTO: '3400' })] })).statusCode).toBe(200);
    expect((await saveBooking(documentId, { lines: [line({ SL_BU: '9' })] })).statusCode).toBe(200);
    expect((await saveBooking(documentId, { lines: [line({ SL_BU: '94' })] })).statusCode).toBe(200);
  });
});
