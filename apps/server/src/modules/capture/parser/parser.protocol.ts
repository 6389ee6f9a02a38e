import type { PdfInspection } from '../capture.pdf.js';

/** Work handed to the parser process: one file on disk, read there and nowhere else. */
export type ParserRequest =
  | { operation: 'inspectPdf'; file: string; maxPages: number }
  | { operation: 'quickPdfCheck'; file: string }
  | {
      operation: 'imageToPdf';
      file: string;
      type: 'jpeg' | 'png' | 'tiff';
      limits: { maxPixels: number; maxPages: number };
      /** Where the PDF is written; only its page count travels back. */
      output: string;
    };

/** What each operation answers. */
export type ParserResults = {
  inspectPdf: PdfInspection;
  quickPdfCheck: { portfolio: boolean; einvoice: boolean } | null;
  imageToPdf: { pageCount: number };
};

/** The parser's answer: a result, the code of a permanent failure (corrupt, too large), or a fault. */
export type ParserVerdict =
  { ok: true; value: unknown } | { ok: false; code: string } | { ok: false; fault: string };

/** One request to the parser process and its reply, matched by id. */
export type ParserMessage = { id: number; request: ParserRequest };
export type ParserReply = { id: number; verdict: ParserVerdict };
