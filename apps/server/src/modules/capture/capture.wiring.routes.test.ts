import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoicePdf, sampleInvoice } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  importDocument,
  mandantIdOf,
  type CaptureClient,
} from './test/capture-test-helpers.js';

/** Capture with the real master data (creditor matching) and settings (required fields) behind it. */
let t: TestApp;
let admin: CaptureClient;
let mandantId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10002);
});
afterAll(async () => t.close());

const indexOf = async (documentId: string) => {
  const document = (await admin.get('/api/cap/stack/document', { mandantId, documentId })).json();
  const values = Object.fromEntries(
    document.index.map((entry: { field: string; value: string }) => [entry.field, entry.value]),
  );
  return { document, values };
};

describe('capture wired to master data and settings', () => {
  it('fills Konto with the number of the creditor whose VAT ID the invoice carries', async () => {
    const stackId = (await createStack(admin, mandantId, 'Kreditoren', { autoJobs: ['extraction'] })).id;
    const before = await importDocument(t, admin, mandantId, stackId, 'ohne.pdf', await invoicePdf());
    expect((await indexOf(before)).values.Konto).toBeUndefined();

    const creditor = await admin.post('/api/man/personenkonten/add', {
      mandantId,
      kind: 'KREDITOR',
      number: '70123',
      name: sampleInvoice.creditor,
      vatId: sampleInvoice.vatId,
    });
    expect(creditor.statusCode, creditor.body).toBe(200);
    const after = await importDocument(
      t,
      admin,
      mandantId,
      stackId,
      'mit.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'RE-2026-0043' }),
    );
    expect((await indexOf(after)).values).toMatchObject({ Konto: '70123', UStId: 'DE136695976' });
  });

  it('asks for the required fields the Mandant’s settings name', async () => {
    const set = await admin.post('/api/man/settings/setrequiredfields', {
      mandantId,
      value: { fields: ['Datum', 'Belegnummer', 'Umsatz', 'Bestellnummer'] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const stackId = (await createStack(admin, mandantId, 'Pflichtfelder', { autoJobs: ['extraction'] })).id;
    const documentId = await importDocument(
      t,
      admin,
      mandantId,
      stackId,
      'pflicht.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'RE-2026-0044' }),
    );
    const { document } = await indexOf(documentId);
    expect(document.missingRequiredFields).toEqual(['Bestellnummer']);
    expect(document.status).not.toBe('green');
  });
});
