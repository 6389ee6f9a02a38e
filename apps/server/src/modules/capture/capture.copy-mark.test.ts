import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { markAsCopy } from './capture.copy-mark.js';
import { invoicePdf, sampleInvoice } from './test/capture-fixtures.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The page's content streams as text (pdf-lib writes them deflated). */
function pageContent(document: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  let text = '';
  for (const ref of refs) {
    const stream = ref ? document.context.lookup(ref) : undefined;
    if (!(stream instanceof PDFRawStream)) continue;
    const filtered = stream.dict.has(PDFName.of('Filter'));
    text += (filtered ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString('latin1');
  }
  return text;
}

describe('markAsCopy', () => {
  it('gives other bytes that still open as a PDF with the same pages, the same for the same input', async () => {
    const original = await invoicePdf(sampleInvoice, 3);
    const copy = await markAsCopy(original);
    expect(sha256(copy)).not.toBe(sha256(original));
    expect((await PDFDocument.load(copy)).getPageCount()).toBe(3);
    expect(sha256(await markAsCopy(original))).toBe(sha256(copy));
  });

  it('writes "Kopie" onto every page', async () => {
    const copy = await PDFDocument.load(await markAsCopy(await invoicePdf(sampleInvoice, 2)));
    const kopieHex = Buffer.from('Kopie', 'latin1').toString('hex').toUpperCase();
    for (const page of copy.getPages()) expect(pageContent(copy, page)).toContain(`<${kopieHex}> Tj`);
  });
});
