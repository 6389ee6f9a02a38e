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
} from 'pdf-lib';

export type PdfAttachment = { name: string; bytes: Uint8Array };

export type PdfExtraction =
  | { ok: true; fileName: string; xml: Uint8Array; attachments: string[] }
  | {
      ok: false;
      reason: 'pdf:no-xml-attachment' | 'pdf:pdf-unreadable';
      attachments: string[];
      detail: string;
    };

/** Preferred names of the invoice XML in a hybrid PDF, best first. */
const PREFERRED = ['factur-x.xml', 'xrechnung.xml', 'zugferd-invoice.xml'];

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

function streamBytes(document: PDFDocument, spec: PDFDict): Uint8Array | undefined {
  const embedded = spec.lookup(PDFName.of('EF'));
  if (!(embedded instanceof PDFDict)) return undefined;
  const file = embedded.get(PDFName.of('UF')) ?? embedded.get(PDFName.of('F'));
  const stream = file instanceof PDFRef ? document.context.lookup(file) : file;
  if (!(stream instanceof PDFRawStream)) return undefined;
  return decodePDFRawStream(stream).decode();
}

/**
 * Lists every embedded file of a PDF (file specifications with an /EF entry, which covers the
 * EmbeddedFiles name tree and the PDF/A-3 /AF array) and decodes its stream (Flate and the other
 * standard filters).
 */
export async function listPdfAttachments(bytes: Uint8Array): Promise<PdfAttachment[]> {
  const document = await PDFDocument.load(bytes, {
    ignoreEncryption: true,
    throwOnInvalidObject: false,
    updateMetadata: false,
  });
  const attachments: PdfAttachment[] = [];
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
      const content = streamBytes(document, spec);
      if (!content) continue;
      seen.add(name);
      attachments.push({ name, bytes: content });
    }
  }
  return attachments;
}

/** Finds the invoice XML in a hybrid PDF: factur-x.xml > xrechnung.xml > zugferd-invoice.xml > any *.xml. */
export async function extractInvoiceXml(bytes: Uint8Array): Promise<PdfExtraction> {
  let attachments: PdfAttachment[];
  try {
    attachments = await listPdfAttachments(bytes);
  } catch (error) {
    return {
      ok: false,
      reason: 'pdf:pdf-unreadable',
      attachments: [],
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  const names = attachments.map((attachment) => attachment.name);
  const byName = (wanted: string) =>
    attachments.find((attachment) => attachment.name.toLowerCase() === wanted);
  const chosen =
    PREFERRED.map(byName).find(Boolean) ??
    attachments.find((attachment) => attachment.name.toLowerCase().endsWith('.xml'));
  if (!chosen)
    return {
      ok: false,
      reason: 'pdf:no-xml-attachment',
      attachments: names,
      detail: names.length ? names.join(', ') : 'keine Anhänge',
    };
  return { ok: true, fileName: chosen.name, xml: chosen.bytes, attachments: names };
}
