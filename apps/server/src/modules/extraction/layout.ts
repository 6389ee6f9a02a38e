import type { Box, DocumentText, PageText, PageWord } from '@belegfluss/shared';
import { unionBox } from '../ocr/index.js';

/**
 * The reading layout extraction works on, the same for text-layer and OCR pages: words grouped into
 * visual rows (by vertical overlap), rows cut into segments where a wide horizontal gap separates
 * columns. A segment is a phrase such as "Rechnungsnummer:" or "1.234,56 €".
 */
export type Segment = {
  id: number;
  pageIndex: number;
  row: number;
  /** Position within its row, left to right. */
  column: number;
  words: PageWord[];
  text: string;
  box: Box;
};

export type Row = { pageIndex: number; index: number; box: Box; segments: Segment[]; lineHeight: number };
export type LayoutPage = { pageIndex: number; width: number; height: number; rows: Row[] };
export type Layout = { pages: LayoutPage[]; segments: Segment[] };

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The slope of the text lines of a page (dy/dx): scans are often turned by up to a degree, which
 * moves the end of a long line by most of a line height. Measured on the reader's own lines.
 */
export function estimateSlope(page: PageText): number {
  const slopes: number[] = [];
  for (const line of page.lines) {
    if (line.wordCount < 2) continue;
    const first = page.words[line.firstWord]!;
    const last = page.words[line.firstWord + line.wordCount - 1]!;
    const dx = (last.box.x0 + last.box.x1 - first.box.x0 - first.box.x1) / 2;
    if (dx < 100) continue;
    slopes.push((last.box.y0 + last.box.y1 - first.box.y0 - first.box.y1) / 2 / dx);
  }
  return slopes.length >= 3 ? median(slopes) : 0;
}

/** Groups words into rows: a word joins a row when its (slope-corrected) centre lies within the row's band. */
function groupRows(words: PageWord[], slope: number): PageWord[][] {
  const centreOf = (word: PageWord) =>
    (word.box.y0 + word.box.y1) / 2 - slope * ((word.box.x0 + word.box.x1) / 2);
  // Vertical text (a margin note printed sideways) is far taller than a line: it stays on its own.
  const typical = median(words.map((word) => word.box.y1 - word.box.y0));
  const isTall = (word: PageWord) =>
    word.box.y1 - word.box.y0 > typical * 2.5 && word.box.y1 - word.box.y0 > word.box.x1 - word.box.x0;
  const tall = words.filter(isTall).map((word) => ({ words: [word], centre: centreOf(word), height: 0 }));
  const sorted = words.filter((word) => !isTall(word)).sort((a, b) => centreOf(a) - centreOf(b));
  const rows: { words: PageWord[]; centre: number; height: number }[] = [];
  for (const word of sorted) {
    const centre = centreOf(word);
    const height = word.box.y1 - word.box.y0;
    let row: (typeof rows)[number] | undefined;
    for (let index = rows.length - 1; index >= 0 && index >= rows.length - 4; index -= 1) {
      const candidate = rows[index]!;
      if (Math.abs(centre - candidate.centre) <= Math.max(candidate.height, height) * 0.45) {
        row = candidate;
        break;
      }
    }
    if (row) {
      row.words.push(word);
      row.centre += (centre - row.centre) / row.words.length;
      row.height = Math.max(row.height, height);
    } else {
      rows.push({ words: [word], centre, height });
    }
  }
  return [...rows, ...tall]
    .sort((a, b) => a.centre - b.centre)
    .map((row) => row.words.sort((a, b) => a.box.x0 - b.box.x0));
}

/** Builds the rows and segments of a page; `nextId` numbers segments across the document. */
export function layoutPage(page: PageText, nextId: { value: number }): LayoutPage {
  const rows: Row[] = [];
  const slope = page.source === 'ocr' ? estimateSlope(page) : 0;
  for (const rowWords of groupRows(page.words, slope)) {
    const lineHeight = median(rowWords.map((word) => word.box.y1 - word.box.y0)) || 10;
    // A gap wider than about one line height (three to four spaces) starts a new column.
    const maxGap = lineHeight * 1.1;
    const groups: PageWord[][] = [];
    for (const word of rowWords) {
      const current = groups[groups.length - 1];
      const previous = current?.[current.length - 1];
      if (current && previous && word.box.x0 - previous.box.x1 <= maxGap) current.push(word);
      else groups.push([word]);
    }
    const index = rows.length;
    const segments = groups.map((words, column) => ({
      id: nextId.value++,
      pageIndex: page.pageIndex,
      row: index,
      column,
      words,
      text: words.map((word) => word.text).join(' '),
      box: unionBox(words.map((word) => word.box)),
    }));
    rows.push({
      pageIndex: page.pageIndex,
      index,
      box: unionBox(segments.map((segment) => segment.box)),
      segments,
      lineHeight,
    });
  }
  return { pageIndex: page.pageIndex, width: page.width, height: page.height, rows };
}

export function buildLayout(document: DocumentText): Layout {
  const nextId = { value: 0 };
  const pages = document.pages.map((page) => layoutPage(page, nextId));
  return { pages, segments: pages.flatMap((page) => page.rows.flatMap((row) => row.segments)) };
}

/** Whether two horizontal ranges overlap, with `slack` points of tolerance. */
export function overlapsHorizontally(a: Box, b: Box, slack = 0): boolean {
  return a.x0 - slack <= b.x1 && b.x0 - slack <= a.x1;
}

/** The box of part of a segment: the words from `start` to `end` (character offsets into its text). */
export function boxOfRange(segment: Segment, start: number, end: number): Box {
  let offset = 0;
  const words: PageWord[] = [];
  for (const word of segment.words) {
    const wordEnd = offset + word.text.length;
    if (wordEnd > start && offset < end) words.push(word);
    offset = wordEnd + 1;
  }
  return words.length ? unionBox(words.map((word) => word.box)) : segment.box;
}

/** A segment joined with the rest of its row to the right: a title a wide gap split ("Rechnung Nr." … "4711 vom …"). */
export function restOfRow(layout: Layout, segment: Segment): Segment {
  const row = layout.pages.find((page) => page.pageIndex === segment.pageIndex)?.rows[segment.row];
  const following = row?.segments.filter((other) => other.column > segment.column) ?? [];
  if (!following.length) return segment;
  const words = [...segment.words, ...following.flatMap((other) => other.words)];
  return {
    ...segment,
    words,
    text: words.map((word) => word.text).join(' '),
    box: unionBox(words.map((word) => word.box)),
  };
}
