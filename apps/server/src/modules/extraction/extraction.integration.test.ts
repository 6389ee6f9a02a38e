import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrEngine, type OcrEngine } from '../ocr/ocr.engine.js';
import { detectTools } from '../ocr/ocr.tools.js';
import { textInArea } from '../ocr/page-text.models.js';
import { extractInvoiceData } from './extract.js';

let directory: string;
let engine: OcrEngine;

/** A one-page German invoice with known values, as a supplier's software would print it. */
async function invoicePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([595, 842]);
  const put = (
    text: string,
    x: number,
    top: number,
    size = 10,
    font: PDFFont = regular,
    target: PDFPage = page,
  ) => target.drawText(text, { x, y: 842 - top - size, size, font });
  put('Muster Bürobedarf GmbH', 50, 50, 16, bold);
  put('Muster Bürobedarf GmbH · Hauptstraße 5 · 10115 Berlin', 50, 130, 7);
  put('Kunden AG Mitte', 50, 145);
  put('Kundenstraße 15', 50, 158);
  put('69876 Frankfurt', 50, 171);
  put('Rechnung', 50, 230, 18, bold);
  put('Rechnungsnummer:', 320, 230);
  put('RE-2025-0042', 440, 230);
  put('Rechnungsdatum:', 320, 245);
  put('14.02.2025', 440, 245);
  put('Bestellnummer:', 320, 260);
  put('PO-7781', 440, 260);
  put('Pos.  Bezeichnung', 50, 320);
  put('Betrag', 480, 320);
  put('1     Druckerpapier A4, 10 Pakete', 50, 340);
  put('300,00', 480, 340);
  put('2     Toner schwarz', 50, 355);
  put('120,00', 480, 355);
  put('Summe netto', 330, 400);
  put('420,00 EUR', 460, 400);
  put('zzgl. 19 % MwSt.', 330, 415);
  put('79,80 EUR', 464, 415);
  put('Gesamtbetrag', 330, 430, 10, bold);
  put('499,80 EUR', 460, 430, 10, bold);
  put('Bitte überweisen Sie den Betrag bis zum 14.03.2025.', 50, 480);
  put('Muster Bürobedarf GmbH · USt-IdNr.: DE123456789', 50, 760, 8);
  put('Berliner Bank · IBAN: DE88 2008 0000 0970 3757 00 · BIC: COBADEFFXXX', 50, 772, 8);
  return Buffer.from(await document.save());
}

async function imageOnlyPdf(png: Buffer): Promise<Buffer> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(png);
  document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return Buffer.from(await document.save());
}

const expected = {
  invoiceNumber: 'RE-2025-0042',
  invoiceDate: '2025-02-14',
  orderReference: 'PO-7781',
  netTotal: '420.00',
  vatTotal: '79.80',
  grossTotal: '499.80',
  amountDue: '499.80',
  currency: 'EUR',
  vatId: 'DE123456789',
  iban: 'DE88200800000970375700',
  bic: 'COBADEFFXXX',
  sellerName: 'Muster Bürobedarf GmbH',
};

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-extraction-'));
  engine = createOcrEngine({ tools: await detectTools('auto') });
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('text layer or OCR, then extraction', () => {
  it('fills every field of a born-digital invoice and points at where each value is printed', async () => {
    const file = path.join(directory, 'invoice.pdf');
    await writeFile(file, await invoicePdf());
    const text = await engine.readText(file);
    const result = await extractInvoiceData(text, { today: new Date('2025-06-01') });
    const values = Object.fromEntries(
      Object.entries(result.fields).map(([key, field]) => [key, field!.value]),
    );
    expect(values).toMatchObject(expected);

    // The highlight area of a value holds that value: selecting it gives it back.
    const gross = result.fields.grossTotal!;
    expect(gross.area?.pageIndex).toBe(0);
    expect(textInArea(text.pages[0]!, gross.area!.box).text).toBe('499,80');
    expect(result.vatRates).toEqual([expect.objectContaining({ rate: '19', vat: '79.80' })]);
  });

  it('reads the same invoice from a 200 dpi scan through Tesseract', async () => {
    const born = path.join(directory, 'to-scan.pdf');
    await writeFile(born, await invoicePdf());
    const scan = path.join(directory, 'scan.pdf');
    await writeFile(scan, await imageOnlyPdf(await engine.renderPage(born, 0, { dpi: 200 })));
    const text = await engine.readText(scan);
    expect(text.pages[0]!.source).toBe('ocr');
    const result = await extractInvoiceData(text, { today: new Date('2025-06-01') });
    const values = Object.fromEntries(
      Object.entries(result.fields).map(([key, field]) => [key, field!.value]),
    );
    expect(values).toMatchObject({
      invoiceNumber: expected.invoiceNumber,
      invoiceDate: expected.invoiceDate,
      netTotal: expected.netTotal,
      vatTotal: expected.vatTotal,
      grossTotal: expected.grossTotal,
      vatId: expected.vatId,
      iban: expected.iban,
    });
  });
});
