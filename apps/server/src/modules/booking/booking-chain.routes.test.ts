import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountsRepository, createPersonalAccountsRepository } from '../master-data/index.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';
import { createCapturedInvoice, userIdOf } from '../workflow/workflow.testing.js';

/**
 * The Kontierung chain over HTTP: capture matches the creditor, a booking with a rest keeps the
 * document from being green, the approver changes the booking in the workflow (a split only its
 * creator changes), the booking is complete and the document green, the approval teaches the
 * proposal that prefills the creditor's next invoice.
 */
let t: TestApp;
let mandantId: string;
let erfasser: ReturnType<typeof createCaller>;
let admin: ReturnType<typeof createCaller>;
let documentId: string;
let instanceId: string;

const VAT_ID = 'DE123456788';
const required = { Kennung: 'R-1', Belegdatum: '2026-03-02' };
const line = (overrides: Record<string, unknown> = {}) => ({
  GKONTO: '4930',
  SL_BU: '',
  MWST_SATZ: '19',
  NETTO: '100.00',
  MWST: '19.00',
  BRUTTO: '119.00',
  ...overrides,
});
const status = async (id: string) =>
  (await erfasser.get('/api/cap/stack/document', { mandantId, documentId: id })).json().status;
const workflowBooking = (caller = admin) => caller.get(`/api/wf/WFIndex/GetBooking/${instanceId}`);
const saveWorkflowBooking = (body: Record<string, unknown>, caller = admin) =>
  caller.post(`/api/wf/WFIndex/SaveBooking/${instanceId}`, body);

beforeAll(async () => {
  t = await createTestApp();
  mandantId = (await demoMandanten(t))[10001] as string;
  erfasser = createCaller(t, await t.login('erfasser'));
  admin = createCaller(t, await t.login('admin'));
  const accounts = createAccountsRepository(t.deps);
  await accounts.insert({ mandantId, kind: 'SACHKONTO', number: 4930, name: 'Bürobedarf' });
  await accounts.insert({ mandantId, kind: 'SACHKONTO', number: 3400, name: 'Wareneingang 19 %' });
  await createPersonalAccountsRepository(t.deps).insert(mandantId, {
    kind: 'KREDITOR',
    number: 70001,
    name: 'Papier Schulz GmbH',
    vatId: VAT_ID,
  });
  documentId = (
    await createCapturedInvoice(t, {
      mandantId,
      title: 'Rechnung Papier',
      index: { ...required, Betrag: '238.00', Kreditor: 'Papier Schulz', UStId: VAT_ID },
    })
  ).documentId;
});
afterAll(async () => t.close());

describe('Kontierung from capture to an approved, green booking', () => {
  it('matches the creditor in capture and keeps the document from green while the booking leaves a rest', async () => {
    expect(
      (await erfasser.get('/api/cap/CapIndex/GetBooking', { mandantId, documentId })).json(),
    ).toMatchObject({ saved: false, creditor: '70001' });
    expect(await status(documentId)).toBe('green');
    const saved = await erfasser.post('/api/cap/CapIndex/SaveBooking', {
      mandantId,
      documentId,
      creditor: '70001',
      lines: [line()],
    });
    expect(saved.json()).toMatchObject({ rest: '119.00', complete: false });
    expect(await status(documentId)).toBe('flawed');
  });

  it('lets the approver change the booking in the workflow: complete, rest 0, green', async () => {
    const started = await erfasser.post('/api/wf/workflows/sendworkflowmulti', {
      mandantId,
      DocIDs: [documentId],
      Split: true,
      Users: [
        { Id: await userIdOf(t, 'admin'), Step: 1 },
        { Id: await userIdOf(t, 'erfasser'), Step: 1 },
      ],
    });
    expect(started.statusCode, started.body).toBe(200);
    instanceId = started.json().Result[0].WF_INSTANCEID;
    const before = (await workflowBooking()).json();
    expect(before).toMatchObject({ saved: true, rest: '119.00', lines: [{ GKONTO: '4930', SPLIT: false }] });
    const first = before.lines[0];
    const saved = await saveWorkflowBooking({
      creditor: '70001',
      lines: [
        line({ ID: first.ID, BUTEXT: 'Papier' }),
        line({ GKONTO: '3400', SL_BU: '9', BUTEXT: 'Toner' }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      rest: '0.00',
      complete: true,
      lines: [
        { GKONTO: '4930', SPLIT: false, KUERZEL: 'erfasser' },
        { GKONTO: '3400', SPLIT: true, KUERZEL: 'admin' },
      ],
    });
    expect(await status(documentId)).toBe('green');
    const history = (await admin.get(`/api/wf/workflows/history/${instanceId}`)).json();
    expect(history.map((entry: { TEXT: string }) => entry.TEXT).join('\n')).toContain('Kontierung geändert');
  });

  it('refuses another user’s change or deletion of a workflow split and keeps the booking', async () => {
    const current = (await workflowBooking(erfasser)).json();
    const [capture, split] = current.lines;
    const changed = await saveWorkflowBooking(
      {
        creditor: '70001',
        lines: [
          line({ ID: capture.ID, BUTEXT: 'Papier A4' }),
          line({ ID: split.ID, GKONTO: '3400', SL_BU: '9', BUTEXT: 'Geändert' }),
        ],
      },
      erfasser,
    );
    expect(changed.statusCode).toBe(403);
    expect(changed.json().error).toMatchObject({
      code: 'booking.split_not_creator',
      message: 'Splitbuchungen können nur von ihrem Ersteller geändert oder gelöscht werden.',
      fields: [expect.objectContaining({ path: 'body.lines.1' })],
    });
    const deleted = await saveWorkflowBooking(
      {
        creditor: '70001',
        lines: [line({ ID: capture.ID, BRUTTO: '238.00', NETTO: '200.00', MWST: '38.00' })],
      },
      erfasser,
    );
    expect(deleted.statusCode).toBe(403);
    expect((await workflowBooking()).json().lines.map((entry: { BUTEXT: string }) => entry.BUTEXT)).toEqual([
      'Papier',
      'Toner',
    ]);
    const own = await saveWorkflowBooking(
      {
        creditor: '70001',
        lines: [
          line({ ID: capture.ID, BUTEXT: 'Papier A4' }),
          { ...line(), ...split, ID: split.ID, SL_BU: '9', MWST_SATZ: '19' },
        ],
      },
      erfasser,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().lines[0].BUTEXT).toBe('Papier A4');
  });

  it('teaches the approved booking to the creditor’s next invoice, found by its VAT ID', async () => {
    const taken = await admin.post('/api/man/settings/settakeoveroptions', {
      mandantId,
      value: { account: true, contraAccount: true, costCentres: true, bookingText: true, taxCode: true },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    for (const caller of [admin, erfasser]) {
      const approved = await caller.post(`/api/wf/workflows/submit/${instanceId}`, {
        sDocUID: documentId,
        bApproveResult: 'Genehmigt',
        sAnmerkung: 'Passt',
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    const next = (
      await createCapturedInvoice(t, {
        mandantId,
        title: 'Zweite Rechnung',
        index: { ...required, Betrag: '476.00', Netto19: '400.00', MwSt19: '76.00', UStId: VAT_ID },
      })
    ).documentId;
    const proposal = await erfasser.get('/api/cap/CapIndex/GetBookingProposal', {
      mandantId,
      documentId: next,
    });
    expect(proposal.json()).toMatchObject({
      creditor: '70001',
      found: true,
      lines: [{ GKONTO: '4930', BUTEXT: 'Papier A4', BRUTTO: '476.00', SOURCE: 'proposal' }],
    });
  });
});
