import { constants as zlibConstants, inflateRawSync, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { XmlLimits } from './xml.js';

export type PdfExtraction =
  | { ok: true; fileName: string; xml: Uint8Array; attachments: string[] }
  | {
      ok: false;
      reason: 'pdf:no-xml-attachment' | 'pdf:pdf-unreadable' | 'pdf:xml-too-large';
      attachments: string[];
      detail: string;
    };

/** Preferred names of the invoice XML in a hybrid PDF, best first. */
const PREFERRED = ['factur-x.xml', 'xrechnung.xml', 'zugferd-invoice.xml'];

/** An embedded file: its name and its still-encoded stream (nothing is decompressed to list it). */
type EmbeddedFile = { name: string; stream: PDFRawStream };

/** The decoded attachment would be larger than allowed; decoding stopped at the limit. */
class AttachmentTooLargeError extends Error {}

export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 4 && Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-');
}

function nameOf(spec: PDFDict): string | undefined {
  for (const key of ['UF', 'F']) {
    const value = spec.lookup(PDFName.of(key));
    if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  }
  return undefined;
}

function rawStreamOf(document: PDFDocument, spec: PDFDict): PDFRawStream | undefined {
  const embedded = spec.lookup(PDFName.of('EF'));
  if (!(embedded instanceof PDFDict)) return undefined;
  const file = embedded.get(PDFName.of('UF')) ?? embedded.get(PDFName.of('F'));
  const stream = file instanceof PDFRef ? document.context.lookup(file) : file;
  return stream instanceof PDFRawStream ? stream : undefined;
}

/**
 * Every embedded file of a PDF (file specifications with an /EF entry, which covers the
 * EmbeddedFiles name tree and the PDF/A-3 /AF array), by name, without decoding any of them.
 */
function listEmbeddedFiles(document: PDFDocument): EmbeddedFile[] {
  const files: EmbeddedFile[] = [];
  const seen = new Set<string>();
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const candidates =
      object instanceof PDFDict
        ? [object]
        : object instanceof PDFArray
          ? object.asArray().filter((item): item is PDFDict => item instanceof PDFDict)
          : [];
    for (const spec of candidates) {
      if (!spec.has(PDFName.of('EF'))) continue;
      const name = nameOf(spec) ?? 'attachment';
      if (seen.has(name)) continue;
      const stream = rawStreamOf(document, spec);
      if (!stream) continue;
      seen.add(name);
      files.push({ name, stream });
    }
  }
  return files;
}

function filtersOf(stream: PDFRawStream): { filter: PDFName; parms: PDFObject | undefined }[] {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const parms = stream.dict.lookup(PDFName.of('DecodeParms'));
  if (filter instanceof PDFName) return [{ filter, parms }];
  if (filter instanceof PDFArray) {
    return filter.asArray().map((entry, index) => ({
      filter: stream.dict.context.lookup(entry, PDFName),
      parms: parms instanceof PDFArray ? parms.lookup(index) : undefined,
    }));
  }
  return [];
}

/** Inflates with a hard output limit; zlib stops as soon as the output would pass it. */
function inflateCapped(input: Uint8Array, maxBytes: number): Uint8Array {
  const options = { maxOutputLength: maxBytes, finishFlush: zlibConstants.Z_SYNC_FLUSH };
  const attempt = (inflate: () => Buffer) => {
    try {
      return inflate();
    } catch (error) {
      if (error instanceof RangeError) throw new AttachmentTooLargeError();
      return null;
    }
  };
  // Streams with a wrong Adler-32 checksum are common in real PDFs; the raw deflate data is used then.
  const inflated =
    attempt(() => inflateSync(input, options)) ?? attempt(() => inflateRawSync(input.subarray(2), options));
  if (!inflated) throw new Error('FlateDecode: corrupt data');
  return inflated;
}

/**
 * Decodes one stream through its filter chain with at most `maxBytes` of output at every step. Flate
 * goes through zlib with a hard limit; the other standard filters through pdf-lib, read only up to
 * the limit (their output per block is small, unlike a Flate block's).
 */
function decodeCapped(stream: PDFRawStream, maxBytes: number): Uint8Array {
  let data: Uint8Array = stream.contents;
  for (const { filter, parms } of filtersOf(stream)) {
    if (filter === PDFName.of('FlateDecode')) {
      data = inflateCapped(data, maxBytes);
      continue;
    }
    const dict = stream.dict.context.obj({});
    dict.set(PDFName.of('Filter'), filter);
    if (parms) dict.set(PDFName.of('DecodeParms'), parms);
    const decoded = decodePDFRawStream({ dict, contents: data } as PDFRawStream).getBytes(maxBytes + 1);
    data = new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.length);
    if (data.length > maxBytes) throw new AttachmentTooLargeError();
  }
  if (data.length > maxBytes) throw new AttachmentTooLargeError();
  return data;
}

const unreadable = (error: unknown, attachments: string[]): PdfExtraction => ({
  ok: false,
  reason: 'pdf:pdf-unreadable',
  attachments,
  detail: error instanceof Error ? error.message : String(error),
});

/**
 * Finds the invoice XML in a hybrid PDF (factur-x.xml > xrechnung.xml > zugferd-invoice.xml > any
 * *.xml) by name first, then decodes only that file, refusing it when it would decode to more than
 * `maxBytes` (a decompression bomb stops at the limit).
 */
export async function extractInvoiceXml(
  bytes: Uint8Array,
  maxBytes: number = XmlLimits.maxBytes,
): Promise<PdfExtraction> {
  let files: EmbeddedFile[];
  try {
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: false,
      updateMetadata: false,
    });
    files = listEmbeddedFiles(document);
  } catch (error) {
    return unreadable(error, []);
  }
  const names = files.map((file) => file.name);
  const byName = (wanted: string) => files.find((file) => file.name.toLowerCase() === wanted);
  const chosen =
    PREFERRED.map(byName).find(Boolean) ?? files.find((file) => file.name.toLowerCase().endsWith('.xml'));
  if (!chosen)
    return {
      ok: false,
      reason: 'pdf:no-xml-attachment',
      attachments: names,
      detail: names.length ? names.join(', ') : 'keine Anhänge',
    };
  try {
    return {
      ok: true,
      fileName: chosen.name,
      xml: decodeCapped(chosen.stream, maxBytes),
      attachments: names,
    };
  } catch (error) {
    if (error instanceof AttachmentTooLargeError)
      return {
        ok: false,
        reason: 'pdf:xml-too-large',
        attachments: names,
        detail: `${chosen.name} > ${maxBytes} bytes`,
      };
    return unreadable(error, names);
  }
}
