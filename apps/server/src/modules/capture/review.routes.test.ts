import { PDFDocument, StandardFonts } from 'pdf-lib';
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

let t: TestApp;
let admin: CaptureClient;
let mandantId: string;
let stackId: string;

type Value = {
  field: string;
  value: string;
  source: string;
  confidence?: number | null;
  needsReview?: boolean;
};
type Detail = { status: string; index: Value[] };

/** An invoice whose date stands unlabelled under the address: only a guess finds it. */
async function unlabelledDatePdf(number: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  [
    'Büromarkt Schneider GmbH',
    'Hauptstraße 1, 80331 München',
    '05.03.2026',
    'Rechnung',
    `Rechnungsnummer: ${number}`,
    'Nettobetrag 100,00 EUR',
    'MwSt 19 % 19,00 EUR',
    'Gesamtbetrag 119,00 EUR',
    'IBAN: DE89 3704 0044 0532 0130 00',
    'USt-IdNr.: DE136695976',
  ].forEach((line, index) => page.drawText(line, { x: 60, y: 780 - index * 22, size: 12, font }));
  return Buffer.from(await document.save());
}

async function detail(documentId: string): Promise<Detail> {
  return (await admin.get('/api/cap/stack/document', { mandantId, documentId })).json() as Detail;
}

const valueOf = (document: Detail, field: string) => document.index.find((entry) => entry.field === field);

async function setReview(value: { thresholdPercent: number; releaseConfident: boolean }) {
  const response = await admin.post('/api/man/settings/setextractionreview', { mandantId, value });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
  stackId = (await createStack(admin, mandantId, 'Prüfung', { autoJobs: ['extraction'] })).id;
});
afterAll(async () => t.close());

describe('review of extracted values ("bitte prüfen")', () => {
  it('keeps the confidence of each extracted value and lets a sure document pass by default', async () => {
    expect((await admin.get('/api/man/settings/getextractionreview', { mandantId })).json()).toEqual({
      thresholdPercent: 80,
      releaseConfident: true,
    });
    const documentId = await importDocument(
      t,
      admin,
      mandantId,
      stackId,
      'sicher.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'PR-1' }),
    );
    const document = await detail(documentId);
    for (const field of ['Kennung', 'Belegdatum', 'Betrag', 'IBAN']) {
      expect(valueOf(document, field), field).toMatchObject({ source: 'extraction', needsReview: false });
      expect(valueOf(document, field)!.confidence, field).toBeGreaterThanOrEqual(0.8);
    }
    expect(document.status).toBe('green');
  });

  it('marks a guessed key field and holds the document back until a user confirms it', async () => {
    const documentId = await importDocument(
      t,
      admin,
      mandantId,
      stackId,
      'geraten.pdf',
      await unlabelledDatePdf('PR-2'),
    );
    const document = await detail(documentId);
    const date = valueOf(document, 'Belegdatum')!;
    expect(date).toMatchObject({ value: '2026-03-05', source: 'extraction', needsReview: true });
    expect(date.confidence).toBeLessThan(0.8);
    expect(valueOf(document, 'Kennung')).toMatchObject({ needsReview: false });
    expect(document.status).toBe('flawed');

    const saved = await admin.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values: [{ field: 'Belegdatum', value: '05.03.2026' }],
    });
    const confirmed = saved.json() as Detail;
    expect(valueOf(confirmed, 'Belegdatum')).toMatchObject({
      source: 'manual',
      confidence: null,
      needsReview: false,
    });
    expect(confirmed.status).toBe('green');
  });

  it('lets no extracted document pass without a look when the switch is off', async () => {
    await setReview({ thresholdPercent: 80, releaseConfident: false });
    try {
      const documentId = await importDocument(
        t,
        admin,
        mandantId,
        stackId,
        'aus.pdf',
        await invoicePdf({ ...sampleInvoice, number: 'PR-3' }),
      );
      const document = await detail(documentId);
      expect(valueOf(document, 'Kennung')).toMatchObject({ needsReview: false });
      expect(document.status).toBe('flawed');
      // The user's save of the mask is the look.
      const saved = await admin.post('/api/cap/CapIndex/SaveIndexData', {
        mandantId,
        documentId,
        values: document.index.map(({ field, value }) => ({ field, value })),
      });
      expect((saved.json() as Detail).status).toBe('green');
    } finally {
      await setReview({ thresholdPercent: 80, releaseConfident: true });
    }
  });

  it('marks against the Mandant threshold and refuses a threshold outside 50–100 %', async () => {
    await setReview({ thresholdPercent: 100, releaseConfident: true });
    try {
      const documentId = await importDocument(
        t,
        admin,
        mandantId,
        stackId,
        'streng.pdf',
        await invoicePdf({ ...sampleInvoice, number: 'PR-4' }),
      );
      const document = await detail(documentId);
      const unsure = document.index.filter((entry) => entry.needsReview).map((entry) => entry.field);
      expect(unsure).toContain('Betrag');
      expect(unsure).not.toContain('Kennung');
      expect(document.status).toBe('flawed');
      const refused = await admin.post('/api/man/settings/setextractionreview', {
        mandantId,
        value: { thresholdPercent: 40, releaseConfident: true },
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      await setReview({ thresholdPercent: 80, releaseConfident: true });
    }
  });
});
