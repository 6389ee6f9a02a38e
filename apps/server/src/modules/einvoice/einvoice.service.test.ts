import { randomUUID } from 'node:crypto';
import type { EInvoiceComparison } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createEInvoiceService } from './einvoice.service.js';
import { buildHybridPdf, printedInvoice } from './testing/hybrid-pdf.js';
import { buildCiiInvoice, buildUblInvoice } from './testing/invoice-builder.js';

let t: TestApp;
let mandantId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await t.deps.tenancy.findUserByLogin('admin'))!;
  mandantId = (await t.deps.tenancy.listAccessibleMandanten(admin))[0]!.id;
});
afterAll(async () => t.close());

describe('e-invoice service', () => {
  it('stores a hybrid PDF and its XML, validates it and compares the PDF with the XML', async () => {
    const service = createEInvoiceService(t.deps);
    const ingest = async (gross: string) =>
      service.ingest({
        mandantId,
        documentId: randomUUID(),
        bytes: await buildHybridPdf(buildCiiInvoice(), printedInvoice(gross)),
        fileName: 'rechnung.pdf',
        userId: null,
      });
    const agreeing = await ingest('47,60');
    expect(agreeing).toMatchObject({
      verdict: 'valid',
      state: 'approved',
      syntax: 'CII',
      xmlFileName: 'factur-x.xml',
    });
    expect(agreeing.xmlSha256).not.toBe(agreeing.sourceSha256);
    expect((await t.deps.storage.getBuffer(agreeing.xmlSha256!)).toString('utf8')).toContain(
      'CrossIndustryInvoice',
    );
    const differing = await ingest('49,60');
    const comparison = differing.pdfComparison as EInvoiceComparison;
    if (!t.deps.ocr.status.textLayer) {
      expect(comparison).toMatchObject({ checked: false, skippedReason: 'tools-missing' });
      return;
    }
    expect((agreeing.pdfComparison as EInvoiceComparison).differences).toBe(0);
    // A valid XML whose PDF shows another total is not green until a user confirms the XML.
    expect(differing).toMatchObject({ verdict: 'valid', state: 'flawed' });
    expect(
      comparison.fields.filter((field) => field.status === 'different').map((field) => field.message.de),
    ).toEqual(['PDF zeigt 49,60 €, XML enthält 47,60 €', 'PDF zeigt 49,60 €, XML enthält 47,60 €']);
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
