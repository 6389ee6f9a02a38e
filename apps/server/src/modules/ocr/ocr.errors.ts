import { AppError, createErrorFactory } from '../../kernel/errors.js';
import { LimiterAbortError } from './limiter.js';
import { ToolError } from './run-tool.js';

export const ocrUnavailable = createErrorFactory('ocr.unavailable');
export const ocrLanguageUnavailable = createErrorFactory('ocr.language_unavailable');
export const ocrUnsupportedFormat = createErrorFactory('ocr.unsupported_format');
export const ocrFileCorrupt = createErrorFactory('ocr.file_corrupt');
export const ocrFileEmpty = createErrorFactory('ocr.file_empty');
export const ocrPdfEncrypted = createErrorFactory('ocr.pdf_encrypted');
export const ocrImageTooLarge = createErrorFactory('ocr.image_too_large');
export const ocrPageOutOfRange = createErrorFactory('ocr.page_out_of_range');
export const ocrTimeout = createErrorFactory('ocr.timeout');
export const ocrCanceled = createErrorFactory('ocr.canceled');
export const ocrFailed = createErrorFactory('ocr.failed');

/**
 * Turns a failed tool run into the product's error: missing tools, timeouts and cancellation keep
 * their meaning; poppler's messages about passwords and broken structure become the file errors.
 */
export function toOcrError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof LimiterAbortError) return ocrCanceled();
  if (error instanceof ToolError) {
    if (error.kind === 'missing') return ocrUnavailable({ tool: error.command });
    if (error.kind === 'timeout') return ocrTimeout({ tool: error.command });
    if (error.kind === 'aborted') return ocrCanceled();
    if (error.kind === 'output_too_large') return ocrImageTooLarge({ tool: error.command });
    if (/incorrect password|encrypted/i.test(error.stderr)) return ocrPdfEncrypted();
    if (
      /syntax error|may not be a pdf|couldn't (read|find)|damaged|document stream is empty/i.test(
        error.stderr,
      )
    ) {
      return ocrFileCorrupt({ tool: error.command, detail: error.stderr.slice(0, 300) });
    }
    return ocrFailed({ tool: error.command, detail: error.stderr.slice(0, 300) });
  }
  const message = error instanceof Error ? error.message : String(error);
  // sharp (libvips) refuses pixel bombs and unreadable images with these messages.
  if (/pixel limit/i.test(message)) return ocrImageTooLarge();
  if (
    /unsupported image format|corrupt|premature end|bad seek|not a valid|improper image header|read error/i.test(
      message,
    )
  ) {
    return ocrFileCorrupt({ detail: message.slice(0, 300) });
  }
  return ocrFailed({ detail: message.slice(0, 300) });
}
