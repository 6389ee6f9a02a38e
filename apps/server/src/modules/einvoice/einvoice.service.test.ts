import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createEInvoiceService } from './einvoice.service.js';
import { buildCiiInvoice, buildUblInvoice } from './testing/invoice-builder.js';

let t: TestApp;
let mandantId: string;

async function hybridPdf(visibleLines: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  const font = await document.embedFont(StandardFonts.Helvetica);
  visibleLines.forEach((line, index) => page.drawText(line, { x: 50, y: 760 - index * 20, size: 11, font }));
  await document.attach(Buffer.from(buildCiiInvoice()), 'factur-x.xml', { mimeType: 'text/xml' });
  return document.save();
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await t.deps.tenancy.findUserByLogin('admin'))!;
  mandantId = (await t.deps.tenancy.listAccessibleMandanten(admin))[0]!.id;
});
afterAll(async () => t.close());

describe('e-invoice service', () => {
  it('stores a hybrid PDF and its XML, validates it and compares the visible text', async () => {
    const service = createEInvoiceService(t.deps);
    const pdf = await hybridPdf([
      'Rechnung RE-2026-0815 vom 02.03.2026',
      'Netto 40,00 EUR',
      'USt 19 % 7,60 EUR',
      'Gesamt 49,60 EUR',
      'IBAN DE02 1203 0000 0000 2020 51',
    ]);
    const row = await service.ingest({
      mandantId,
      documentId: randomUUID(),
      bytes: pdf,
      fileName: 'rechnung.pdf',
      userId: null,
    });
    expect(row).toMatchObject({
      verdict: 'valid',
      state: 'approved',
      syntax: 'CII',
      xmlFileName: 'factur-x.xml',
    });
    expect(row.xmlSha256).not.toBe(row.sourceSha256);
    expect((await t.deps.storage.getBuffer(row.xmlSha256!)).toString('utf8')).toContain(
      'CrossIndustryInvoice',
    );
    const comparison = row.pdfComparison as {
      checked: boolean;
      skippedReason: string | null;
      fields: { field: string; foundInPdf: boolean }[];
    };
    if (!t.deps.tools.pdftotext.available) {
      expect(comparison).toMatchObject({ checked: false, skippedReason: 'pdftotext-missing' });
      return;
    }
    const missing = comparison.fields.filter((field) => !field.foundInPdf).map((field) => field.field);
    expect(missing).toEqual(['taxInclusive', 'payable']);
  });

  it('records an unreadable upload as a flawed e-invoice with its reason', async () => {
    const service = createEInvoiceService(t.deps);
    const row = await service.ingest({
      mandantId,
      documentId: randomUUID(),
      bytes: Buffer.from('kein XML'),
      fileName: 'notiz.txt',
      userId: null,
    });
    expect(row).toMatchObject({ verdict: 'invalid', state: 'flawed', syntax: null });
    expect((row.report as { reasons: { code: string }[] }).reasons[0]!.code).toBe('xml-not-well-formed');
  });

  it('keeps a state a user set when the document is validated again; otherwise the verdict decides', async () => {
    const service = createEInvoiceService(t.deps);
    const documentId = randomUUID();
    const ingest = (xml: string) =>
      service.ingest({ mandantId, documentId, bytes: Buffer.from(xml), fileName: 'r.xml', userId: null });
    const valid = buildUblInvoice();
    const invalid = valid.replace('<cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>', '');
    const first = await ingest(invalid);
    expect(first.state).toBe('flawed');
    expect((await ingest(valid)).state).toBe('approved');
    await service.repository.updateState(first.id, mandantId, 'rejected');
    expect(await ingest(invalid)).toMatchObject({ id: first.id, verdict: 'invalid', state: 'rejected' });
    await service.repository.updateState(first.id, mandantId, 'cancelled');
    expect(await ingest(valid)).toMatchObject({ verdict: 'valid', state: 'cancelled' });
  });
});
