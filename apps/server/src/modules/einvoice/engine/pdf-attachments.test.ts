import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildCiiInvoice } from '../testing/invoice-builder.js';
import { extractInvoiceXml } from './pdf-attachments.js';
import { validateInvoiceFile } from './validate-file.js';

async function hybridPdf(attachments: Record<string, string>): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText('Rechnung RE-2026-0815', {
    x: 50,
    y: 750,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  for (const [name, content] of Object.entries(attachments)) {
    await document.attach(Buffer.from(content), name, { mimeType: 'text/xml' });
  }
  return document.save();
}

describe('hybrid PDF extraction', () => {
  it('prefers factur-x.xml over other XML attachments and validates it', async () => {
    const pdf = await hybridPdf({ 'other.xml': '<x/>', 'factur-x.xml': buildCiiInvoice() });
    const extraction = await extractInvoiceXml(pdf);
    expect(extraction).toMatchObject({ ok: true, fileName: 'factur-x.xml' });
    const result = await validateInvoiceFile(pdf);
    expect(result).toMatchObject({ verdict: 'valid', syntax: 'CII', pdf: { xmlFileName: 'factur-x.xml' } });
  });

  it('falls back to any *.xml attachment', async () => {
    const extraction = await extractInvoiceXml(
      await hybridPdf({ 'readme.txt': 'x', 'rechnung.xml': '<a/>' }),
    );
    expect(extraction).toMatchObject({ ok: true, fileName: 'rechnung.xml' });
  });

  it('gives clear reasons for a PDF without XML and for a corrupt PDF', async () => {
    const plain = await validateInvoiceFile(await hybridPdf({}));
    expect(plain.reasons).toEqual(['pdf:no-xml-attachment']);
    const corrupt = await validateInvoiceFile(Buffer.from('%PDF-1.7\n%broken\n1 0 obj << /Type /Catalog'));
    expect(corrupt.verdict).toBe('invalid');
    expect(corrupt.reasons[0]).toMatch(/^pdf:/);
  });
});
