import { EINVOICE_INTAKE_STACK } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  captureClient,
  mandantIdOf,
  uploadAndImport,
  type CaptureClient,
} from '../capture/test/capture-test-helpers.js';
import { maskChanges, maskValuesOf } from './einvoice.capture-mask.js';
import { parseUbl } from './engine/parse-ubl.js';
import { parseXml } from './engine/xml.js';
import { VALIDATE_EINVOICE_JOB } from './jobs/validate.job.js';
import { buildUblInvoice } from './testing/invoice-builder.js';
import { change } from './testing/rule-assertions.js';

/** The built XRechnung with a VAT ID whose check digit is right, so master data accepts it. */
const invoiceXml = change(buildUblInvoice(), 'DE123456789', 'DE136695976');

describe('capture-mask values of an e-invoice', () => {
  it('maps the key fields, the creditor account and the credit-note marker', () => {
    const model = parseUbl(parseXml(invoiceXml));
    expect(maskValuesOf(model, '70999')).toEqual([
      { field: 'Kreditor', value: 'Mehlwerk Regensburg GmbH' },
      { field: 'Kennung', value: 'RE-2026-0815' },
      { field: 'Belegdatum', value: '2026-03-02' },
      { field: 'Lieferdatum', value: '2026-02-28' },
      { field: 'Netto', value: '40.00' },
      { field: 'MwSt', value: '7.60' },
      { field: 'Betrag', value: '47.60' },
      { field: 'Waehrung', value: 'EUR' },
      { field: 'IBAN', value: 'DE02120300000000202051' },
      { field: 'UStId', value: 'DE136695976' },
      { field: 'Bestellnummer', value: 'B-4711' },
      { field: 'Konto', value: '70999' },
    ]);
    const creditNote = parseUbl(parseXml(change(invoiceXml, '>380<', '>381<')));
    expect(maskValuesOf(creditNote, null)).toContainEqual({ field: 'Gutschrift', value: 'true' });
    expect(maskValuesOf(creditNote, null).map((value) => value.field)).not.toContain('Konto');
  });

  it('leaves what a user entered and removes what an earlier XML filled and this one lacks', () => {
    const changes = maskChanges(
      [
        { field: 'Kennung', value: 'RE-2' },
        { field: 'Betrag', value: '47.60' },
        { field: 'Netto', value: '40.00' },
      ],
      [
        { field: 'Betrag', source: 'manual' },
        { field: 'Netto', source: 'extraction' },
        { field: 'Kennung', source: 'einvoice' },
        { field: 'Bestellnummer', source: 'einvoice' },
        { field: 'Lieferdatum', source: 'selection' },
      ],
    );
    expect(changes).toEqual([
      { field: 'Kennung', value: 'RE-2' },
      { field: 'Netto', value: '40.00' },
      { field: 'Bestellnummer', value: '' },
    ]);
  });
});

describe('an XRechnung uploaded into the e-invoice stack', () => {
  let t: TestApp;
  let erfasser: string;
  let client: CaptureClient;
  let mandantId: string;
  let documentId: string;

  beforeAll(async () => {
    t = await createTestApp({ jobs: 'work' });
    erfasser = await t.login('erfasser');
    client = captureClient(t, erfasser);
    mandantId = await mandantIdOf(t, 10001);
    const admin = captureClient(t, await t.login('admin'));
    const creditor = await admin.post('/api/man/personenkonten/add', {
      mandantId,
      kind: 'KREDITOR',
      number: '70999',
      name: 'Mehlwerk Regensburg GmbH',
      vatId: 'DE136695976',
    });
    expect(creditor.statusCode, creditor.body).toBe(200);
  });
  afterAll(async () => t.close());

  async function validationJobs() {
    const { rows } = await t.deps.database.execute(
      `SELECT id, state, payload FROM job WHERE kind = $1 AND payload ->> 'documentId' = $2 ORDER BY created_at`,
      [VALIDATE_EINVOICE_JOB, documentId],
    );
    return rows as { id: string; state: string; payload: unknown }[];
  }

  const indexOf = async () =>
    (await client.get('/api/cap/stack/document', { mandantId, documentId })).json() as {
      kind: string;
      index: { field: string; value: string; source: string; pageId: string | null; area: unknown }[];
    };

  it('fills the capture mask from the XML in the validation job, without OCR', async () => {
    const stacks = (await client.get('/api/cap/stack/list', { mandantId })).json() as {
      id: string;
      name: string;
    }[];
    const stackId = stacks.find((stack) => stack.name === EINVOICE_INTAKE_STACK)!.id;
    const { jobs } = await uploadAndImport(t, client, mandantId, stackId, [
      { name: 'mehlwerk.xml', content: Buffer.from(invoiceXml) },
    ]);
    documentId = (jobs[0]!.result as { documentId: string }).documentId;
    const [validation] = await validationJobs();
    const done = await t.deps.jobs.waitForJob(validation!.id);
    expect(done).toMatchObject({ state: 'finished', result: { verdict: 'valid' } });

    const document = await indexOf();
    expect(document.kind).toBe('einvoice');
    const values = Object.fromEntries(document.index.map((entry) => [entry.field, entry.value]));
    expect(values).toEqual({
      Kreditor: 'Mehlwerk Regensburg GmbH',
      Kennung: 'RE-2026-0815',
      Belegdatum: '2026-03-02',
      Lieferdatum: '2026-02-28',
      Netto: '40.00',
      MwSt: '7.60',
      Betrag: '47.60',
      Waehrung: 'EUR',
      IBAN: 'DE02120300000000202051',
      UStId: 'DE136695976',
      Bestellnummer: 'B-4711',
      Konto: '70999',
    });
    expect(document.index.every((entry) => entry.source === 'einvoice' && !entry.pageId && !entry.area)).toBe(
      true,
    );
    const { rows } = await t.deps.database.execute(
      `SELECT count(*)::int AS n FROM job WHERE kind IN ('capture.ocr', 'capture.extraction', 'capture.analyse') AND mandant_id = $1`,
      [mandantId],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('keeps a value the user changed and the state the user set when validated again', async () => {
    const saved = await client.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values: [{ field: 'Betrag', value: '47,00', source: 'manual' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/cap/CapDocViewer/EInvoiceState/${documentId}`,
      headers: { authorization: erfasser },
      payload: { state: 'rejected' },
    });
    expect(rejected.json().state).toBe('rejected');

    const [first] = await validationJobs();
    const again = await t.deps.jobs.enqueue(VALIDATE_EINVOICE_JOB, first!.payload, {
      mandantId,
      createdBy: null,
    });
    expect(await t.deps.jobs.waitForJob(again.id)).toMatchObject({ state: 'finished' });

    const values = Object.fromEntries((await indexOf()).index.map((entry) => [entry.field, entry]));
    expect(values.Betrag).toMatchObject({ value: '47.00', source: 'manual' });
    expect(values.Kennung).toMatchObject({ value: 'RE-2026-0815', source: 'einvoice' });
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/cap/CapDocViewer/EInvoiceSummary/${documentId}`,
      headers: { authorization: erfasser },
    });
    expect(summary.json()).toMatchObject({ state: 'rejected', verdict: 'valid' });
  });
});
