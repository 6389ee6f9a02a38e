import { Transform, type TransformCallback } from 'node:stream';

/** The file types an upload may carry, sniffed from content (never from the name). */
export const UploadFileType = { pdf: 'pdf', tiff: 'tiff', jpeg: 'jpeg', png: 'png', xml: 'xml' } as const;
export type UploadFileTypeValue = (typeof UploadFileType)[keyof typeof UploadFileType];

export const contentTypes: Record<UploadFileTypeValue, string> = {
  pdf: 'application/pdf',
  tiff: 'image/tiff',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xml: 'application/xml',
};

const E_INVOICE_ROOTS = /<(?:[\w-]+:)?(Invoice|CreditNote|CrossIndustryInvoice)[\s>]/;

/** The type of a file from its first bytes; XML counts only when its root is a UBL or CII invoice. */
export function sniffFileType(head: Uint8Array): UploadFileTypeValue | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return UploadFileType.tiff;
  if (starts(0xff, 0xd8, 0xff)) return UploadFileType.jpeg;
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return UploadFileType.png;
  const text = Buffer.from(head.subarray(0, 8192))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // Readers accept a PDF header anywhere in the first kilobyte.
  if (text.slice(0, 1024).includes('%PDF-')) return UploadFileType.pdf;
  if (/^\s*</.test(text) && E_INVOICE_ROOTS.test(text)) return UploadFileType.xml;
  return null;
}

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
 * Passes an upload through unchanged while keeping its first 8 KiB and looking for markers of PDF
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
      if (headBytes < 8192) {
        headParts.push(chunk.subarray(0, 8192 - headBytes));
        headBytes += Math.min(chunk.length, 8192 - headBytes);
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

/** A file name safe to show and store: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'Dokument').slice(0, 200);
}
