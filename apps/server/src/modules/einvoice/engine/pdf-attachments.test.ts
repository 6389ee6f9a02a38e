import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildCiiInvoice } from '../testing/invoice-builder.js';
import { extractInvoiceXml } from './pdf-attachments.js';
import { validateInvoiceFile } from './validate-file.js';
import { buildReport } from '../einvoice.models.js';
import { XmlLimits } from './xml.js';

/** A PDF whose attachments are raw streams exactly as given (e.g. a Flate bomb or broken data). */
async function pdfWithRawAttachments(attachments: { name: string; data: Uint8Array; flate: boolean }[]) {
  const document = await PDFDocument.create();
  document.addPage();
  const specs = attachments.map(({ name, data, flate }) => {
    const stream = document.context.stream(data, {
      Type: 'EmbeddedFile',
      ...(flate ? { Filter: 'FlateDecode' } : {}),
    });
    return document.context.register(
      document.context.obj({
        Type: 'Filespec',
        F: PDFHexString.fromText(name),
        UF: PDFHexString.fromText(name),
        EF: { F: document.context.register(stream) },
      }),
    );
  });
  document.catalog.set(PDFName.of('AF'), document.context.obj(specs));
  return document.save({ useObjectStreams: false });
}

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

  it('refuses a Flate bomb as the invoice XML at the size limit, with a German reason', async () => {
    const bomb = deflateSync(Buffer.alloc(XmlLimits.maxBytes * 3, 0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    const pdf = await pdfWithRawAttachments([{ name: 'factur-x.xml', data: bomb, flate: true }]);
    const result = await validateInvoiceFile(pdf);
    expect(result).toMatchObject({ verdict: 'invalid', reasons: ['pdf:xml-too-large'], xml: null });
    expect(buildReport(result).reasons[0]!.message.de).toBe(
      'Die in die PDF-Datei eingebettete Rechnungs-XML wäre entpackt größer als 20 MB und wird nicht verarbeitet.',
    );
    const small = await extractInvoiceXml(
      await pdfWithRawAttachments([
        { name: 'factur-x.xml', data: deflateSync(Buffer.alloc(2_000, 0x20)), flate: true },
      ]),
      1_000,
    );
    expect(small).toMatchObject({ ok: false, reason: 'pdf:xml-too-large' });
  });

  it('decodes only the chosen attachment: other files (even broken or huge ones) stay encoded', async () => {
    const pdf = await pdfWithRawAttachments([
      { name: 'bomb.bin', data: deflateSync(Buffer.alloc(XmlLimits.maxBytes * 3)), flate: true },
      { name: 'broken.xml.bak', data: Buffer.from('no deflate data at all'), flate: true },
      { name: 'factur-x.xml', data: deflateSync(Buffer.from(buildCiiInvoice())), flate: true },
    ]);
    const extraction = await extractInvoiceXml(pdf);
    expect(extraction).toMatchObject({
      ok: true,
      fileName: 'factur-x.xml',
      attachments: ['bomb.bin', 'broken.xml.bak', 'factur-x.xml'],
    });
    expect(Buffer.from((extraction as { xml: Uint8Array }).xml).toString('utf8')).toBe(buildCiiInvoice());
  });

  it('reports a broken stream of the chosen attachment as an unreadable PDF', async () => {
    const pdf = await pdfWithRawAttachments([
      { name: 'factur-x.xml', data: Buffer.from('no deflate data at all'), flate: true },
    ]);
    expect(await extractInvoiceXml(pdf)).toMatchObject({ ok: false, reason: 'pdf:pdf-unreadable' });
  });
});
