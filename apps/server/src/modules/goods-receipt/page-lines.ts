import type { Box } from '@belegfluss/shared';
import type { DocumentPageText } from './goods-receipt.ports.js';

export type TextLine = { words: DocumentPageText['words']; box: Box };

/**
 * A page's words grouped into text lines, top to bottom: a word joins the line whose band holds its
 * vertical middle; within a line words run left to right.
 */
export function textLines(page: DocumentPageText): TextLine[] {
  const lines: { words: DocumentPageText['words']; top: number; bottom: number }[] = [];
  const sorted = [...page.words].sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
  for (const word of sorted) {
    const middle = (word.box.y0 + word.box.y1) / 2;
    const line = lines.find((candidate) => middle >= candidate.top && middle <= candidate.bottom);
    if (line) line.words.push(word);
    else lines.push({ words: [word], top: word.box.y0, bottom: word.box.y1 });
  }
  return lines.map((line) => {
    const words = [...line.words].sort((a, b) => a.box.x0 - b.box.x0);
    return {
      words,
      box: {
        x0: Math.min(...words.map((word) => word.box.x0)),
        y0: Math.min(...words.map((word) => word.box.y0)),
        x1: Math.max(...words.map((word) => word.box.x1)),
        y1: Math.max(...words.map((word) => word.box.y1)),
      },
    };
  });
}
