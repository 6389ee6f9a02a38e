import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerPasswordPdf } from '../../test/encrypted-pdf.js';
import { createOcrEngine } from './ocr.engine.js';
import { detectTools, type ToolStatus } from './ocr.tools.js';

let directory: string;
let tools: ToolStatus;

/** A born-digital A4 page with one line of 14 pt Helvetica at (72, 100) from the top. */
async function textPdf(lines: string[], blankPages = 0): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 72, y: 842 - 100 - 14 - index * 30, size: 14, font }),
  );
  for (let blank = 0; blank < blankPages; blank += 1) document.addPage([595, 842]);
  return Buffer.from(await document.save());
}

/** A scan of `png`: an image-only PDF page of A4 size. */
async function imagePdf(png: Buffer): Promise<Buffer> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(png);
  document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return Buffer.from(await document.save());
}

async function file(name: string, content: Buffer | string): Promise<string> {
  const target = path.join(directory, name);
  await writeFile(target, content);
  return target;
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-ocr-'));
  tools = await detectTools('auto');
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('OCR engine', () => {
  it('has poppler and Tesseract with German here (npm start installs them)', () => {
    expect(tools.enabled).toBe(true);
    expect(tools.tesseract.languages).toEqual(expect.arrayContaining(['deu', 'eng', 'rus']));
  });

  it('reads words and positions from the text layer and OCRs only pages without one', async () => {
    const engine = createOcrEngine({ tools, concurrency: 2 });
    const pdf = await file(
      'born-digital.pdf',
      await textPdf(['Rechnung Nr. 4711 vom 05.03.2018', 'Gesamtbetrag 529,87 EUR'], 1),
    );
    const info = await engine.inspect(pdf);
    expect(info).toMatchObject({
      kind: 'pdf',
      pages: [
        { width: 595, height: 842 },
        { width: 595, height: 842 },
      ],
    });

    const document = await engine.readText(pdf);
    const [first, second] = document.pages;
    expect(first).toMatchObject({ pageIndex: 0, source: 'text-layer', confidence: 1 });
    expect(first!.text).toContain('Rechnung Nr. 4711 vom 05.03.2018');
    const number = first!.words.find((word) => word.text === '4711')!;
    expect(number.box.y0).toBeGreaterThan(95);
    expect(number.box.y1).toBeLessThan(120);
    expect(number.box.x0).toBeGreaterThan(140);
    expect(second).toMatchObject({ pageIndex: 1, source: 'ocr', languages: 'deu', words: [] });

    const textOnly = await engine.readText(pdf, { ocr: 'never', pages: [1] });
    expect(textOnly.pages).toMatchObject([{ pageIndex: 1, source: 'text-layer', words: [] }]);
  });

  it('recognises a scanned page and places its words where they are printed', async () => {
    const engine = createOcrEngine({ tools });
    const born = await file(
      'to-scan.pdf',
      await textPdf(['Rechnung Nr. 4711 vom 05.03.2018', 'Gesamtbetrag 529,87 EUR']),
    );
    const picture = await engine.renderPage(born, 0, { dpi: 200 });
    expect((await sharp(picture).metadata()).width).toBe(Math.round((595 * 200) / 72));
    const scan = await file('scan.pdf', await imagePdf(picture));

    const progress: { done: number; source: string }[] = [];
    const document = await engine.readText(scan, {
      onPage: (done, _total, read) => void progress.push({ done, source: read.source }),
    });
    const [page] = document.pages;
    expect(page!.source).toBe('ocr');
    expect(page!.text).toMatch(/Rechnung Nr\. 4711 vom 05\.03\.2018/);
    expect(page!.text).toMatch(/529,87/);
    const number = page!.words.find((word) => word.text === '4711')!;
    expect(number.box.y0).toBeGreaterThan(95);
    expect(number.box.y1).toBeLessThan(120);
    expect(page!.confidence).toBeGreaterThan(0.8);
    expect(progress).toEqual([{ done: 1, source: 'ocr' }]);
  });

  it('reads PNG and multi-page TIFF images, each page by itself', async () => {
    const engine = createOcrEngine({ tools });
    const born = await file('for-images.pdf', await textPdf(['Lieferschein 0815']));
    const png = await engine.renderPage(born, 0, { dpi: 150 });
    const pngFile = await file('page.png', await sharp(png).withMetadata({ density: 150 }).png().toBuffer());
    expect((await engine.inspect(pngFile)).pages[0]!.width).toBeCloseTo(595, 0);

    const tiffFile = await file(
      'pages.tif',
      await sharp([png, png], { join: { animated: true } })
        .tiff()
        .toBuffer(),
    );
    const tiff = await engine.readText(tiffFile, { pages: [1] });
    expect(tiff.pages).toHaveLength(1);
    expect(tiff.pages[0]).toMatchObject({ pageIndex: 1, source: 'ocr' });
    expect(tiff.pages[0]!.text).toContain('Lieferschein 0815');
    const thumbnail = await engine.renderPage(tiffFile, 1, { width: 120 });
    expect((await sharp(thumbnail).metadata()).width).toBe(120);
  });

  it('answers broken, locked, empty and foreign files with clear errors', async () => {
    const engine = createOcrEngine({ tools });
    const corrupt = await file('corrupt.pdf', '%PDF-1.4\n1 0 obj << /Type /Catalog >>\n');
    await expect(engine.readText(corrupt)).rejects.toMatchObject({ code: 'ocr.file_corrupt' });
    await expect(engine.readText(await file('empty.pdf', ''))).rejects.toMatchObject({
      code: 'ocr.file_empty',
    });
    await expect(engine.readText(await file('invoice.pdf', '<Invoice/>'))).rejects.toMatchObject({
      code: 'ocr.unsupported_format',
    });

    const locked = await PDFDocument.load(await textPdf(['Geheim']));
    locked.context.trailerInfo.Encrypt = locked.context.register(
      locked.context.obj({
        Filter: 'Standard',
        V: 1,
        R: 2,
        O: PDFHexString.of('11'.repeat(32)),
        U: PDFHexString.of('22'.repeat(32)),
        P: -4,
      }),
    );
    locked.context.trailerInfo.ID = locked.context.obj([
      PDFHexString.of('ab'.repeat(16)),
      PDFHexString.of('ab'.repeat(16)),
    ]);
    const encrypted = await file('locked.pdf', Buffer.from(await locked.save({ useObjectStreams: false })));
    await expect(engine.readText(encrypted)).rejects.toMatchObject({
      code: 'ocr.pdf_encrypted',
      statusCode: 422,
    });
    await expect(engine.unlockPdf(encrypted)).rejects.toMatchObject({ code: 'ocr.pdf_encrypted' });

    const pdf = await file('one-page.pdf', await textPdf(['Seite']));
    await expect(engine.readText(pdf, { pages: [3] })).rejects.toMatchObject({
      code: 'ocr.page_out_of_range',
    });
    await expect(engine.renderPage(pdf, 0, { width: 50_000 })).rejects.toMatchObject({
      code: 'ocr.image_too_large',
    });
  });

  it('unlocks a PDF with only an owner password into a copy pdf-lib can edit', async () => {
    const engine = createOcrEngine({ tools });
    const locked = await file('owner.pdf', ownerPasswordPdf(['Rechnung Nr. 77 vom 01.02.2026']));
    await expect(PDFDocument.load(await readFile(locked))).rejects.toThrow(/encrypted/);
    expect((await engine.readText(locked)).pages[0]!.text).toContain('Rechnung Nr. 77 vom 01.02.2026');
    const unlocked = await engine.unlockPdf(locked);
    const copy = await PDFDocument.load(unlocked);
    expect(copy.getPageCount()).toBe(1);
    expect(copy.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    const text = await engine.readText(await file('unlocked.pdf', unlocked), { ocr: 'never' });
    expect(text.pages[0]!.text).toMatch(/Nr\. 77/);
  });

  it('stops when the caller aborts and says so', async () => {
    const engine = createOcrEngine({ tools });
    const born = await file('abort-source.pdf', await textPdf(['Abbruch']));
    const scan = await file('abort.pdf', await imagePdf(await engine.renderPage(born, 0, { dpi: 200 })));
    const controller = new AbortController();
    const reading = engine.readText(scan, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(reading).rejects.toMatchObject({ code: 'ocr.canceled' });
  });

  it('refuses OCR clearly when Tesseract is missing but still reads the text layer', async () => {
    const withoutTesseract: ToolStatus = {
      ...tools,
      enabled: false,
      tesseract: { available: false, version: null, languages: [] },
    };
    const engine = createOcrEngine({ tools: withoutTesseract });
    expect(engine.status).toMatchObject({ textLayer: true, ocr: false });
    expect(engine.status.message).toContain('Tesseract');
    const pdf = await file('text-only.pdf', await textPdf(['Rechnung Nr. 4711 vom 05.03.2018']));
    expect((await engine.readText(pdf)).pages[0]!.source).toBe('text-layer');
    const scan = await file('needs-ocr.pdf', await textPdf([], 0));
    await expect(engine.readText(scan)).rejects.toMatchObject({ code: 'ocr.unavailable' });
    await expect(
      createOcrEngine({ tools }).readText(pdf, { languages: 'deu', ocr: 'always', pages: [0] }),
    ).resolves.toBeTruthy();
  });
});
