import { Transform, type TransformCallback } from 'node:stream';
import { SNIFF_BYTES, sniffFileKind, type FileKindValue } from '../ocr/index.js';

/** Names under which ZUGFeRD, Factur-X and XRechnung hybrids embed their XML. */
export const E_INVOICE_ATTACHMENT_NAMES = [
  'factur-x.xml',
  'zugferd-invoice.xml',
  'xrechnung.xml',
  'order-x.xml',
];

const MARKERS = {
  portfolio: '/Collection',
  einvoice: E_INVOICE_ATTACHMENT_NAMES,
} as const;

export type StreamFindings = {
  head: Buffer;
  size: number;
  portfolioMarker: boolean;
  einvoiceMarker: boolean;
};

/**
 * Passes an upload through unchanged while keeping its first bytes (for the sniffer) and looking for markers of PDF
 * portfolios and embedded e-invoices (a quick first look; the import job checks the structure).
 */
export function createUploadInspector(): Transform & { findings: () => StreamFindings } {
  const headParts: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  let tail = '';
  let portfolioMarker = false;
  let einvoiceMarker = false;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      size += chunk.length;
      if (headBytes < SNIFF_BYTES) {
        headParts.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
      }
      const window = tail + chunk.toString('latin1');
      if (!portfolioMarker && window.includes(MARKERS.portfolio)) portfolioMarker = true;
      if (!einvoiceMarker) {
        const lower = window.toLowerCase();
        einvoiceMarker = MARKERS.einvoice.some((name) => lower.includes(name));
      }
      tail = window.slice(-32);
      callback(null, chunk);
    },
  });
  return Object.assign(transform, {
    findings: (): StreamFindings => ({
      head: Buffer.concat(headParts),
      size,
      portfolioMarker,
      einvoiceMarker,
    }),
  });
}

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

/** The first bytes of a UTF-16 file with a byte order mark, as UTF-8 (BOM dropped); null for other files. */
function utf16HeadAsUtf8(head: Buffer): Buffer | null {
  const littleEndian = head[0] === 0xff && head[1] === 0xfe;
  const bigEndian = head[0] === 0xfe && head[1] === 0xff;
  if (!littleEndian && !bigEndian) return null;
  const text = new TextDecoder(littleEndian ? 'utf-16le' : 'utf-16be').decode(head.subarray(2));
  return Buffer.from(text, 'utf8');
}

/**
 * The kind of an uploaded file from its first bytes. Stricter than readers are: a PDF must start
 * with `%PDF-` (a header further in hides another format in front of it); an XML e-invoice may be
 * UTF-16 with a byte order mark, as XRechnung allows.
 */
export function detectUploadKind(head: Buffer): FileKindValue | null {
  const utf8 = utf16HeadAsUtf8(head);
  if (utf8) return sniffFileKind(utf8) === 'xml' ? 'xml' : null;
  const kind = sniffFileKind(head);
  if (kind === 'pdf' && !head.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return null;
  return kind;
}

/** A file name safe to show and store: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'Dokument').slice(0, 200);
}
