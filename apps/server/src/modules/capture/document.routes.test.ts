import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoicePdf, sampleInvoice, textPdf } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  importDocument,
  mandantIdOf,
  type CaptureClient,
} from './test/capture-test-helpers.js';

let t: TestApp;
let admin: CaptureClient;
let erfasser: CaptureClient;
let mandantId: string;
let stackId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  erfasser = captureClient(t, await t.login('erfasser'));
  mandantId = await mandantIdOf(t, 10001);
  stackId = (await createStack(admin, mandantId, 'Belege', { autoJobs: ['extraction'] })).id;
});
afterAll(async () => t.close());

const detail = async (documentId: string) =>
  (await admin.get('/api/cap/stack/document', { mandantId, documentId })).json();

describe('documents, index data and page operations', () => {
  it('fills the capture mask by extraction with the page area of each value and turns the document green', async () => {
    const documentId = await importDocument(t, admin, mandantId, stackId, 'rechnung.pdf', await invoicePdf());
    const document = await detail(documentId);
    const values = Object.fromEntries(
      document.index.map((entry: { field: string; value: string }) => [entry.field, entry.value]),
    );
    expect(values).toMatchObject({
      Kennung: 'RE-2026-0042',
      Belegdatum: '2026-03-05',
      Betrag: '119.00',
      Netto: '100.00',
      MwSt: '19.00',
      IBAN: 'DE89370400440532013000',
      UStId: 'DE136695976',
    });
    const betrag = document.index.find((entry: { field: string }) => entry.field === 'Betrag');
    expect(betrag).toMatchObject({ source: 'extraction', pageId: document.pages[0].id, valid: true });
    expect(betrag.area.y0).toBeGreaterThan(250);
    expect(betrag.area.y1).toBeLessThan(300);
    expect(document.status).toBe('green');
    expect(document.missingRequiredFields).toEqual([]);
  });

  it('accepts German number and date input, and a save with a required field emptied keeps the document flawed', async () => {
    const documentId = await importDocument(
      t,
      admin,
      mandantId,
      stackId,
      'b.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'B-7' }),
    );
    const saved = await admin.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values: [
        { field: 'Betrag', value: '1.234,56' },
        { field: 'Netto', value: '' },
        { field: 'MwSt', value: '' },
        { field: 'Belegdatum', value: '' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.index.find((entry: { field: string }) => entry.field === 'Betrag')).toMatchObject({
      value: '1234.56',
      source: 'manual',
    });
    expect(body.index.some((entry: { field: string }) => entry.field === 'Belegdatum')).toBe(false);
    expect(body.index.some((entry: { field: string }) => entry.field === 'Netto')).toBe(false);
    expect(body.status).toBe('flawed');
    expect(body.missingRequiredFields).toEqual(['Belegdatum']);
    const fixed = await admin.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values: [{ field: 'Belegdatum', value: '28.02.2026' }],
    });
    expect(fixed.json().status).toBe('green');
    const checks = (await admin.get('/api/cap/stack/invoicecheckvalues', { mandantId, documentId })).json();
    expect(checks).toMatchObject({ gross: '1234.56', net: null, withinTolerance: null, tolerance: '0.02' });
  });

  it('refuses unreadable values with 400 naming each field and keeps the extracted values (Ctrl+S with errors)', async () => {
    const documentId = await importDocument(
      t,
      admin,
      mandantId,
      stackId,
      'unlesbar.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'U-1' }),
    );
    const before = await detail(documentId);
    const refused = await admin.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values: [
        { field: 'Kennung', value: '' },
        { field: 'Belegdatum', value: '31.02.2024' },
        { field: 'Betrag', value: 'abc' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    const error = refused.json().error;
    expect(error.code).toBe('capture.index_value_invalid');
    expect(error.fields).toEqual([
      {
        path: 'body.values.1.value',
        issue: 'capture.index_value_invalid',
        message: 'Belegdatum: kein gültiges Datum (TT.MM.JJJJ oder JJJJ-MM-TT)',
      },
      expect.objectContaining({ path: 'body.values.2.value', message: expect.stringMatching(/^Betrag: /) }),
    ]);
    const after = await detail(documentId);
    expect(after.index).toEqual(before.index);
    expect(after.status).toBe(before.status);
  });

  it('stores ISO dates and decimal amounts and refuses a slash date whose day and month order is unknown', async () => {
    const documentId = await importDocument(t, admin, mandantId, stackId, 'iso.pdf', await textPdf(1));
    const ambiguous = await admin.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values: [{ field: 'Belegdatum', value: '05/03/2013' }],
    });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().error.fields[0]).toMatchObject({
      path: 'body.values.0.value',
      message: expect.stringMatching(/^Belegdatum: /),
    });
    const saved = await admin.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values: [
        { field: 'Belegdatum', value: '2013-03-05' },
        { field: 'Betrag', value: '1234.56' },
        { field: 'Netto', value: '1.037,45' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const stored = Object.fromEntries(
      (await detail(documentId)).index.map((entry: { field: string; value: string }) => [
        entry.field,
        entry.value,
      ]),
    );
    expect(stored).toMatchObject({ Belegdatum: '2013-03-05', Betrag: '1234.56', Netto: '1037.45' });
  });

  it('saves a mask at once: a field named twice keeps its last value, pages must belong to the document', async () => {
    const documentId = await importDocument(t, admin, mandantId, stackId, 'zweimal.pdf', await textPdf(1));
    const page = (await detail(documentId)).pages[0].id as string;
    const saved = await admin.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values: [
        { field: 'Kennung', value: 'ERST' },
        { field: 'Kennung', value: 'ZWEIT', pageId: page },
        { field: 'Netto', value: '10,00' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const stored = await detail(documentId);
    expect(stored.index.find((entry: { field: string }) => entry.field === 'Kennung')).toMatchObject({
      value: 'ZWEIT',
      pageId: page,
    });
    const other = await importDocument(t, admin, mandantId, stackId, 'fremd.pdf', await textPdf(1));
    const foreignPage = (await detail(other)).pages[0].id as string;
    const refused = await admin.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values: [
        { field: 'Netto', value: '' },
        { field: 'Kennung', value: 'FALSCH', pageId: foreignPage },
      ],
    });
    expect(refused.json().error.code).toBe('capture.page_not_found');
    const unchanged = Object.fromEntries(
      (await detail(documentId)).index.map((entry: { field: string; value: string }) => [
        entry.field,
        entry.value,
      ]),
    );
    expect(unchanged).toMatchObject({ Kennung: 'ZWEIT', Netto: '10.00' });
  });

  it('checks documents out: another user is refused until the check-in; the unsaved-changes choice is per user', async () => {
    const documentId = await importDocument(
      t,
      admin,
      mandantId,
      stackId,
      'c.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'C-1' }),
    );
    const checkout = await admin.post('/api/cap/stack/checkout', { mandantId, documentId });
    expect(checkout.json()).toMatchObject({ userName: expect.any(String) });
    const refused = await erfasser.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values: [{ field: 'Kennung', value: 'X' }],
    });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error.message).toBe('Der Beleg wird gerade von einem anderen Benutzer bearbeitet.');
    expect((await erfasser.post('/api/cap/stack/checkout', { mandantId, documentId })).statusCode).toBe(423);
    await admin.post('/api/cap/stack/checkin', { mandantId, documentId });
    expect((await erfasser.post('/api/cap/stack/checkout', { mandantId, documentId })).statusCode).toBe(200);
    expect((await detail(documentId)).checkout.userId).toBeTruthy();
  });

  it('shows duplicates by file and by business key, and checks invoice numbers', async () => {
    const own = await createStack(admin, mandantId, 'Duplikate', { autoJobs: ['extraction'] });
    const pdf = await invoicePdf({ ...sampleInvoice, number: 'DUP-1' });
    const original = await importDocument(t, admin, mandantId, own.id, 'dup.pdf', pdf);
    const sameFile = await importDocument(t, admin, mandantId, own.id, 'dup-kopie.pdf', pdf);
    const sameInvoice = await importDocument(
      t,
      admin,
      mandantId,
      own.id,
      'dup-scan.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'DUP-1', creditor: 'Büromarkt Schneider' }),
    );
    const duplicates = (
      await admin.get('/api/cap/stack/duplicates', { mandantId, documentIds: `${sameFile},${sameInvoice}` })
    ).json() as {
      documentId: string;
      duplicateOfId: string;
      reason: string;
    }[];
    expect(duplicates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ documentId: sameFile, duplicateOfId: original, reason: 'same_file' }),
        expect.objectContaining({
          documentId: sameInvoice,
          duplicateOfId: original,
          reason: 'same_business_key',
        }),
      ]),
    );
    const check = (
      await admin.post('/api/cap/stack/invoicenumbercheck', {
        mandantId,
        invoiceNumber: 'dup-1',
        documentId: original,
      })
    ).json();
    expect(check.exists).toBe(true);
    expect(check.documents.map((document: { id: string }) => document.id).sort()).toEqual(
      [sameFile, sameInvoice].sort(),
    );
    const unknown = (
      await admin.post('/api/cap/stack/invoicenumbercheck', { mandantId, invoiceNumber: 'NIE-9' })
    ).json();
    expect(unknown).toEqual({ exists: false, documents: [] });
  });

  it('protects locked, exported and archived items from deletion and needs a note to close an inquiry', async () => {
    const documentId = await importDocument(t, admin, mandantId, stackId, 'f.pdf', await textPdf(1));
    await admin.post('/api/cap/stack/setstate', {
      mandantId,
      documentIds: [documentId],
      flag: 'dmsExported',
      value: true,
    });
    const refused = await admin.post('/api/cap/stack/deletenode', {
      mandantId,
      nodes: [{ level: 'HEFTUNG', id: documentId }],
    });
    expect(refused.json().error.code).toBe('capture.item_not_deletable');
    await admin.post('/api/cap/stack/setstate', {
      mandantId,
      documentIds: [documentId],
      flag: 'dmsExported',
      value: false,
    });
    await admin.post('/api/cap/stack/openinquiry', {
      mandantId,
      documentId,
      note: 'Bitte Kostenstelle klären',
    });
    const noNote = await admin.post('/api/cap/stack/closeinquiry', { mandantId, documentId, note: '  ' });
    expect(noNote.json().error.message).toBe(
      'Zum Abschließen der Rückfrage ist eine Anmerkung erforderlich.',
    );
    expect(
      (await admin.post('/api/cap/stack/closeinquiry', { mandantId, documentId, note: 'Geklärt' })).json(),
    ).toEqual({ inquiryOpen: false });
    const described = (
      await admin.get('/api/cap/stack/describe', { mandantId, level: 'HEFTUNG', id: documentId })
    ).json();
    expect(described).toMatchObject({ level: 'HEFTUNG', name: 'f.pdf', details: { inquiryOpen: false } });
    expect(
      (
        await admin.post('/api/cap/stack/deletenode', {
          mandantId,
          nodes: [{ level: 'HEFTUNG', id: documentId }],
        })
      ).json(),
    ).toEqual({ deleted: 1 });
  });

  it('filters a stack by status and by German full text, and moves documents between stacks', async () => {
    const own = await createStack(admin, mandantId, 'Filter', { autoJobs: ['extraction'] });
    const green = await importDocument(
      t,
      admin,
      mandantId,
      own.id,
      'g.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'F-1' }),
    );
    const plain = await importDocument(t, admin, mandantId, own.id, 'p.pdf', await textPdf(1));
    const onlyGreen = (
      await admin.get('/api/cap/stack/read', { mandantId, stackId: own.id, status: 'green' })
    ).json();
    expect(
      onlyGreen.folders.flatMap((folder: { documents: { id: string }[] }) =>
        folder.documents.map((document) => document.id),
      ),
    ).toEqual([green]);
    const byText = (
      await admin.get('/api/cap/stack/read', { mandantId, stackId: own.id, text: 'Lieferungen' })
    ).json();
    expect(
      byText.folders.flatMap((folder: { documents: { id: string }[] }) =>
        folder.documents.map((document) => document.id),
      ),
    ).toEqual([plain]);
    for (const text of ['Rex', 'Lieferungen von']) {
      const short = await admin.get('/api/cap/stack/read', { mandantId, stackId: own.id, text });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe('Suchbegriffe müssen länger als 3 Buchstaben sein.');
    }
    const target = await createStack(admin, mandantId, 'Filter Ziel');
    const moved = await admin.post('/api/cap/stack/move', {
      mandantId,
      documentIds: [plain],
      targetStackId: target.id,
    });
    expect(moved.json()).toMatchObject({ moved: 1 });
    expect((await detail(plain)).stackId).toBe(target.id);
  });
});
