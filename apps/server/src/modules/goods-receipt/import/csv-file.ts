import { decodeText, parseDelimited } from '../../master-data/index.js';
import { goodsReceiptError } from '../goods-receipt.errors.js';
import {
  detectDelimiter,
  detectFormat,
  toCanonicalRow,
  type CanonicalRow,
  type ImportFormat,
} from './import-formats.js';

/** Largest order/receipt file and most data lines one import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_LINES = 100_000;

export type CsvLine = { line: number; row: CanonicalRow } | { line: number; wrongColumns: true };

/**
 * Reads an order or receipt file: UTF-8 or Windows-1252, `;`, `,` or tab, a header line naming the
 * columns (which decides the format). Lines are numbered as in the file, the header being line 1.
 */
export function readCsvFile(bytes: Uint8Array): ImportFormat & { lines: CsvLine[] } {
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw goodsReceiptError.importTooLarge();
  const { text } = decodeText(bytes);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const rows = parseDelimited(text, detectDelimiter(firstLine));
  const [header, ...data] = rows;
  if (!header) throw goodsReceiptError.importEmpty();
  const format = detectFormat(header);
  if (!format) throw goodsReceiptError.importUnknownFormat();
  const lines = data
    .map((fields, index) => ({ fields, line: index + 2 }))
    .filter(({ fields }) => fields.some((field) => field.trim() !== ''));
  if (lines.length === 0) throw goodsReceiptError.importEmpty();
  if (lines.length > IMPORT_MAX_LINES) throw goodsReceiptError.importTooLarge();
  return {
    format: format.format,
    origin: format.origin,
    lines: lines.map(({ fields, line }) =>
      fields.length > header.length
        ? { line, wrongColumns: true as const }
        : { line, row: toCanonicalRow(fields, format.columns) },
    ),
  };
}
