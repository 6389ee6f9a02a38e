import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EInvoiceComparison } from '@belegfluss/shared';
import { extractInvoiceData } from '../extraction/index.js';
import type { OcrEngine } from '../ocr/index.js';
import { compareXmlWithPdf } from './einvoice-pdf-comparison.models.js';
import type { Invoice } from './engine/model.js';

const skipped = (reason: string): EInvoiceComparison => ({
  checked: false,
  skippedReason: reason,
  fields: [],
  differences: 0,
  confirmedBy: null,
  confirmedAt: null,
});

/**
 * Reads what the visible PDF of a hybrid invoice says, with the product's own pipeline (text layer,
 * OCR where a page has none, then the data extraction), and compares it with the XML.
 */
export async function compareHybridPdf(
  ocr: OcrEngine,
  pdf: Uint8Array,
  model: Invoice,
): Promise<EInvoiceComparison> {
  if (!ocr.status.textLayer) return skipped('tools-missing');
  const directory = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-einvoice-'));
  try {
    const file = path.join(directory, 'invoice.pdf');
    await writeFile(file, pdf);
    const text = await ocr.readText(file, { ocr: ocr.status.ocr ? 'auto' : 'never' });
    const visible = text.pages.map((page) => page.text).join('\n');
    if (visible.trim() === '') return skipped('no-text');
    return compareXmlWithPdf(model, await extractInvoiceData(text), visible);
  } catch {
    return skipped('pdf-unreadable');
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
