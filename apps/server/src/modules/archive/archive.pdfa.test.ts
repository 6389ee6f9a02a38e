import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toPdfA } from './archive.pdfa.js';

async function scannedPdf() {
  const png = await sharp({ create: { width: 200, height: 280, channels: 3, background: '#eee' } })
    .png()
    .toBuffer();
  const document = await PDFDocument.create();
  const image = await document.embedPng(png);
  document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return document.save();
}

describe('PDF/A-2b for the archive', () => {
  it('turns a scanned PDF into PDF/A-2b with output intent, XMP identification and file ID', async () => {
    const result = await toPdfA(await scannedPdf(), {
      title: 'Scan März',
      archivedAt: new Date('2026-03-05T10:00:00Z'),
    });
    expect(result.bytes).not.toBeNull();
    const reloaded = await PDFDocument.load(result.bytes as Uint8Array);
    expect(reloaded.catalog.has(PDFName.of('OutputIntents'))).toBe(true);
    expect(reloaded.catalog.has(PDFName.of('Metadata'))).toBe(true);
    expect(reloaded.getTitle()).toBe('Scan März');
    const text = Buffer.from(result.bytes as Uint8Array).toString('latin1');
    expect(text).toContain('<pdfaid:part>2</pdfaid:part>');
    expect(text).toMatch(/\/ID \[/);
  });

  it('keeps a PDF whose fonts are not embedded as it is and says why', async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage().drawText('Rechnung', { x: 50, y: 700, font });
    expect(await toPdfA(await document.save(), { title: 'x', archivedAt: new Date() })).toEqual({
      bytes: null,
      reason: 'font_not_embedded',
    });
    expect(await toPdfA(Buffer.from('kein PDF'), { title: 'x', archivedAt: new Date() })).toEqual({
      bytes: null,
      reason: 'unreadable',
    });
  });
});
