import type { DocumentText, PageText, TextSourceValue } from '@belegfluss/shared';
import { buildPageText } from '../modules/ocr/page-text.models.js';

/** One printed phrase: its left edge and top in points, its text and font size. */
export type PrintedText = { x: number; y: number; text: string; size?: number };

/**
 * A page with words placed like a simple renderer would: each character half the font size wide,
 * a space 0.3 of it, the box as high as the font size. For extraction tests without real PDFs.
 */
export function syntheticPage(
  printed: PrintedText[],
  options: { pageIndex?: number; source?: TextSourceValue; width?: number; height?: number } = {},
): PageText {
  const blocks = printed.map(({ x, y, text, size = 10 }) => {
    let cursor = x;
    const words = text
      .split(' ')
      .filter(Boolean)
      .map((word) => {
        const box = { x0: cursor, y0: y, x1: cursor + word.length * size * 0.5, y1: y + size };
        cursor = box.x1 + size * 0.3;
        return { text: word, box, confidence: 1 };
      });
    return { lines: [{ words }] };
  });
  return buildPageText(
    { width: options.width ?? 595, height: options.height ?? 842, blocks },
    { pageIndex: options.pageIndex ?? 0, source: options.source ?? 'text-layer', languages: null },
  );
}

export function syntheticDocument(...pages: PrintedText[][]): DocumentText {
  return { pages: pages.map((printed, pageIndex) => syntheticPage(printed, { pageIndex })) };
}
