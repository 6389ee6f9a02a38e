import { degrees, PDFArray, PDFDict, PDFDocument, PDFName, PDFString, PDFHexString } from 'pdf-lib';
import { PermanentJobError } from '../../kernel/jobs.js';
import { permanentFailure } from './capture.errors.js';
import type { VersionPage } from './capture.tables.js';
import { E_INVOICE_ATTACHMENT_NAMES } from './capture.files.js';

export type PdfInspection = {
  pageCount: number;
  /** Page sizes in points as stored (before the page's own /Rotate). */
  pages: { width: number; height: number; rotate: number }[];
  portfolio: boolean;
  embeddedEInvoice: string | null;
};

/** Opens a PDF for reading; encrypted and unreadable files become permanent job errors with their code. */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    // pdf-lib's EncryptedPDFError loses its class in the ES5 build; its message names it.
    if (error instanceof Error && /is encrypted/.test(error.message))
      throw permanentFailure('capture.file_encrypted');
    throw permanentFailure('capture.file_corrupt');
  }
}

function collectNames(node: PDFDict | undefined, names: string[], depth = 0) {
  if (!node || depth > 8) return;
  const list = node.lookup(PDFName.of('Names'));
  if (list instanceof PDFArray) {
    for (let index = 0; index < list.size(); index += 2) {
      const name = list.lookup(index);
      if (name instanceof PDFString || name instanceof PDFHexString) names.push(name.decodeText());
    }
  }
  const kids = node.lookup(PDFName.of('Kids'));
  if (kids instanceof PDFArray) {
    for (let index = 0; index < kids.size(); index += 1) {
      const kid = kids.lookup(index);
      if (kid instanceof PDFDict) collectNames(kid, names, depth + 1);
    }
  }
}

/** The names of the files embedded in a PDF (its /EmbeddedFiles name tree). */
export function embeddedFileNames(document: PDFDocument): string[] {
  const names: string[] = [];
  const namesDict = document.catalog.lookup(PDFName.of('Names'));
  if (namesDict instanceof PDFDict) {
    const embedded = namesDict.lookup(PDFName.of('EmbeddedFiles'));
    if (embedded instanceof PDFDict) collectNames(embedded, names);
  }
  return names;
}

/**
 * A first structural look at an upload, cheap enough for the request: is it a portfolio, does it
 * embed an e-invoice? Null when the file cannot be parsed here; the import job then decides.
 */
export async function quickPdfCheck(
  bytes: Uint8Array,
): Promise<{ portfolio: boolean; einvoice: boolean } | null> {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return {
      portfolio: document.catalog.has(PDFName.of('Collection')),
      einvoice: embeddedFileNames(document).some((name) =>
        E_INVOICE_ATTACHMENT_NAMES.includes(name.toLowerCase()),
      ),
    };
  } catch {
    return null;
  }
}

/**
 * Reads a loaded PDF's structure. pdf-lib reports a broken page tree or catalog with whatever fails
 * first (a TypeError, a RangeError for a page tree that loops), so every failure here is a corrupt file.
 */
function readStructure<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof PermanentJobError) throw error;
    throw permanentFailure('capture.file_corrupt');
  }
}

/** Structure checks of an uploaded PDF: pages, portfolio, embedded e-invoice XML. */
export async function inspectPdf(bytes: Uint8Array, maxPages: number): Promise<PdfInspection> {
  const document = await loadPdf(bytes);
  return readStructure(() => {
    const pageCount = document.getPageCount();
    if (pageCount === 0) throw permanentFailure('capture.file_corrupt');
    if (pageCount > maxPages) throw permanentFailure('capture.too_many_pages');
    const embedded = embeddedFileNames(document).find((name) =>
      E_INVOICE_ATTACHMENT_NAMES.includes(name.toLowerCase()),
    );
    return {
      pageCount,
      pages: document.getPages().map((page) => {
        const { width, height } = page.getSize();
        return { width, height, rotate: ((page.getRotation().angle % 360) + 360) % 360 };
      }),
      portfolio: document.catalog.has(PDFName.of('Collection')),
      embeddedEInvoice: embedded ?? null,
    };
  });
}

/**
 * Builds the PDF of a document version from its pages: each page copied from its stored source
 * PDF and turned by the page's rotation. The sources stay untouched.
 */
export async function composePdf(
  pages: VersionPage[],
  loadSource: (sha256: string) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const output = await PDFDocument.create();
  const sources = new Map<string, PDFDocument>();
  for (const page of pages) {
    let source = sources.get(page.sourceSha256);
    if (!source) {
      source = await loadPdf(await loadSource(page.sourceSha256));
      sources.set(page.sourceSha256, source);
    }
    const [copied] = await output.copyPages(source, [page.sourcePageIndex]);
    if (!copied) throw new Error(`page ${page.sourcePageIndex} missing in ${page.sourceSha256}`);
    const base = copied.getRotation().angle;
    copied.setRotation(degrees((((base + page.rotation) % 360) + 360) % 360));
    output.addPage(copied);
  }
  return output.save({ useObjectStreams: true });
}

/** A PDF made of images (one page each), sized so that `dpi` image pixels fill one inch. */
export async function imagesToPdf(
  images: { bytes: Uint8Array; format: 'png' | 'jpeg'; widthPx: number; heightPx: number; dpi: number }[],
): Promise<Uint8Array> {
  const output = await PDFDocument.create();
  for (const image of images) {
    const embedded =
      image.format === 'png' ? await output.embedPng(image.bytes) : await output.embedJpg(image.bytes);
    const width = (image.widthPx * 72) / image.dpi;
    const height = (image.heightPx * 72) / image.dpi;
    const page = output.addPage([width, height]);
    page.drawImage(embedded, { x: 0, y: 0, width, height });
  }
  return output.save({ useObjectStreams: true });
}
