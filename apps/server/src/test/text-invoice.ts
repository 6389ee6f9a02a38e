import { readFileSync } from 'node:fs';
import type { DocumentText } from '@belegfluss/shared';
import { syntheticPage, type PrintedText } from './synthetic-page.js';

const CHARACTER_WIDTH = 5;
const LINE_HEIGHT = 14;
const TOP = 40;
const LEFT = 30;

/**
 * A page written as monospaced text (as `pdftotext -layout` prints one) placed as words: each run of
 * text separated by two or more spaces is one phrase at its column; pages are split by form feeds.
 * A line starting with `#` is a comment of the fixture, not printed text.
 */
export function textLayoutDocument(text: string): DocumentText {
  const pages = text.split('\f').map((page) => {
    const printed: PrintedText[] = [];
    page
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .forEach((line, lineIndex) => {
        for (const run of line.matchAll(/\S+(?: \S+)*/g)) {
          printed.push({
            x: LEFT + run.index * CHARACTER_WIDTH,
            y: TOP + lineIndex * LINE_HEIGHT,
            text: run[0],
          });
        }
      });
    return printed;
  });
  return { pages: pages.map((printed, pageIndex) => syntheticPage(printed, { pageIndex })) };
}

/** A text fixture from `src/test/invoices/`. */
export function textInvoice(name: string): DocumentText {
  return textLayoutDocument(readFileSync(new URL(`./invoices/${name}`, import.meta.url), 'utf8'));
}
