import { open } from 'node:fs/promises';

/** The file kinds the product takes in, told apart by content (never by name). */
export const FileKind = {
  pdf: 'pdf',
  tiff: 'tiff',
  jpeg: 'jpeg',
  png: 'png',
  xml: 'xml',
} as const;
export type FileKindValue = (typeof FileKind)[keyof typeof FileKind];
/** Kinds with pages the OCR engine reads; an XML e-invoice has none. */
export type PagedFileKind = Exclude<FileKindValue, 'xml'>;

export const fileKindContentTypes: Record<FileKindValue, string> = {
  pdf: 'application/pdf',
  tiff: 'image/tiff',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xml: 'application/xml',
};

/** Bytes a sniffer looks at: an XML root may follow a prolog and comments. */
export const SNIFF_BYTES = 8192;

const E_INVOICE_ROOTS = ['Invoice', 'CreditNote', 'CrossIndustryInvoice'];
/** The first element's local name, after the XML declaration, processing instructions, comments and a DOCTYPE. */
const ROOT_ELEMENT = /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*<(?:[\w.-]+:)?([\w.-]+)[\s>/]/;

const startsWith = (head: Uint8Array, ...bytes: number[]) =>
  bytes.every((byte, index) => head[index] === byte);

function headText(head: Uint8Array): string {
  return Buffer.from(head.subarray(0, SNIFF_BYTES))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/**
 * The kind of a file from its first bytes: PDF, TIFF, JPEG, PNG, or XML whose root is a UBL
 * Invoice or CreditNote or a CII CrossIndustryInvoice; null for anything else.
 */
export function sniffFileKind(head: Uint8Array): FileKindValue | null {
  if (startsWith(head, 0x49, 0x49, 0x2a, 0x00) || startsWith(head, 0x4d, 0x4d, 0x00, 0x2a))
    return FileKind.tiff;
  if (startsWith(head, 0xff, 0xd8, 0xff)) return FileKind.jpeg;
  if (startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return FileKind.png;
  // Readers accept a PDF header anywhere in the first kilobyte.
  if (Buffer.from(head.subarray(0, 1024)).toString('latin1').includes('%PDF-')) return FileKind.pdf;
  const root = ROOT_ELEMENT.exec(headText(head))?.[1];
  return root && E_INVOICE_ROOTS.includes(root) ? FileKind.xml : null;
}

/**
 * A content type for any file (document attachments): the kinds above, other XML, ZIP containers
 * (Office documents), OLE files (Outlook messages, old Office), plain text; else octet-stream.
 */
export function sniffContentType(head: Uint8Array): string {
  const kind = sniffFileKind(head);
  if (kind) return fileKindContentTypes[kind];
  if (startsWith(head, 0x50, 0x4b, 0x03, 0x04)) return 'application/zip';
  if (startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'application/x-ole-storage';
  if (startsWith(head, 0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const text = headText(head);
  if (/^\s*<\?xml/.test(text)) return 'application/xml';
  // eslint-disable-next-line no-control-regex
  if (head.length > 0 && !text.includes('\uFFFD') && !/[\u0000-\u0008\u000e-\u001f]/.test(text))
    return 'text/plain';
  return 'application/octet-stream';
}

/** Reads the first bytes of a file and sniffs its kind; `size` 0 means the file is empty. */
export async function readFileKind(file: string): Promise<{ kind: FileKindValue | null; size: number }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, SNIFF_BYTES));
    await handle.read(head, 0, head.length, 0);
    return { kind: sniffFileKind(head), size };
  } finally {
    await handle.close();
  }
}
