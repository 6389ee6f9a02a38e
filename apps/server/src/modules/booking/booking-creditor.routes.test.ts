import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { capPageTable } from '../capture/capture.tables.js';
import { createPersonalAccountsRepository } from '../master-data/index.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';
import { createCapturedInvoice } from '../workflow/workflow.testing.js';

/** Creditor matching over HTTP: VAT ID, IBAN and name find the Kreditor; a differing IBAN is flagged; "Kreditor anlegen". */
let t: TestApp;
let mandantId: string;
let erfasser: ReturnType<typeof createCaller>;

const STORED_IBAN = 'DE89370400440532013000';
const OTHER_IBAN = 'DE02120300000000202051';

const match = (documentId: string) =>
  erfasser.get('/api/cap/CapIndex/GetCreditorMatch', { mandantId, documentId });

async function invoice(index: Record<string, string>, pageText = '') {
  const { documentId } = await createCapturedInvoice(t, { mandantId, title: 'Rechnung', index });
  if (pageText)
    await t.deps.db
      .update(capPageTable)
      .set({ text: pageText })
      .where(eq(capPageTable.documentId, documentId));
  return documentId;
}

beforeAll(async () => {
  t = await createTestApp();
  mandantId = (await demoMandanten(t))[10001] as string;
  erfasser = createCaller(t, await t.login('erfasser'));
  const personal = createPersonalAccountsRepository(t.deps);
  await personal.insert(mandantId, {
    kind: 'KREDITOR',
    number: 70001,
    name: 'Papier Schulz GmbH',
    vatId: 'DE123456789',
    iban: STORED_IBAN,
  });
  await personal.insert(mandantId, { kind: 'KREDITOR', number: 70002, name: 'Bürotechnik Weber KG' });
});
afterAll(async () => t.close());

describe('GetCreditorMatch', () => {
  it('finds the creditor by VAT ID and prefills the booking with it', async () => {
    const documentId = await invoice({
      Kreditor: 'Papier Schulz',
      UStId: 'DE 123 456 789',
      IBAN: STORED_IBAN,
    });
    const response = await match(documentId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      creditor: { number: '70001', name: 'Papier Schulz GmbH' },
      matchedBy: 'vatId',
      ibanDiffers: false,
      draft: null,
    });
    const booking = await erfasser.get('/api/cap/CapIndex/GetBooking', { mandantId, documentId });
    expect(booking.json()).toMatchObject({ saved: false, creditor: '70001' });
  });

  it('finds the creditor by IBAN when the invoice names no VAT ID', async () => {
    const documentId = await invoice({ Kreditor: 'P. Schulz', IBAN: 'de89 3704 0044 0532 0130 00' });
    expect((await match(documentId)).json()).toMatchObject({
      creditor: { number: '70001' },
      matchedBy: 'iban',
      ibanDiffers: false,
    });
  });

  it('finds the creditor by name, legal form and case aside', async () => {
    const documentId = await invoice({ Kreditor: 'BÜROTECHNIK WEBER' });
    expect((await match(documentId)).json()).toMatchObject({
      creditor: { number: '70002', name: 'Bürotechnik Weber KG' },
      matchedBy: 'name',
    });
  });

  it('flags an invoice IBAN that differs from the creditor’s stored IBAN', async () => {
    const documentId = await invoice({
      Kreditor: 'Papier Schulz GmbH',
      UStId: 'DE123456789',
      IBAN: OTHER_IBAN,
    });
    expect((await match(documentId)).json()).toMatchObject({
      creditor: { number: '70001', iban: STORED_IBAN },
      invoice: { iban: OTHER_IBAN },
      matchedBy: 'vatId',
      ibanDiffers: true,
    });
  });

  it('prefills a new creditor from the invoice when none matches, and finds it once created', async () => {
    const documentId = await invoice(
      { Kreditor: 'Druckerei Lange GmbH', UStId: 'DE987654328', IBAN: OTHER_IBAN },
      [
        'Druckerei Lange GmbH · Am Hafen 12 · 20457 Hamburg',
        'Bäckerei Sonnenschein GmbH',
        'Rechnung 2026-17',
        'Bankverbindung: IBAN DE02 1203 0000 0000 2020 51 BIC: BYLADEM1001',
      ].join('\n'),
    );
    const response = await match(documentId);
    expect(response.statusCode, response.body).toBe(200);
    const { creditor, draft } = response.json();
    expect(creditor).toBeNull();
    expect(draft).toEqual({
      number: '70000',
      name: 'Druckerei Lange GmbH',
      street: 'Am Hafen 12',
      zip: '20457',
      city: 'Hamburg',
      countryCode: 'DE',
      iban: OTHER_IBAN,
      bic: 'BYLADEM1001',
      vatId: 'DE987654328',
    });
    const created = await erfasser.post('/api/man/personenkonten/add', {
      mandantId,
      kind: 'KREDITOR',
      ...draft,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await match(documentId)).json()).toMatchObject({
      creditor: { number: '70000', name: 'Druckerei Lange GmbH' },
      matchedBy: 'vatId',
      ibanDiffers: false,
      draft: null,
    });
  });

  it('answers 404 for a document of another Mandant', async () => {
    const other = (await demoMandanten(t))[10002] as string;
    const { documentId } = await createCapturedInvoice(t, { mandantId: other, title: 'Fremd' });
    expect((await match(documentId)).statusCode).toBe(404);
  });
});
