import type {
  Box,
  PageBlock,
  PageLine,
  PageText,
  PageWord,
  TextInAreaResult,
  TextSourceValue,
} from '@belegfluss/shared';

/** A word as a reader produced it, before it is placed into the shared page model. */
export type RawWord = { text: string; box: Box; confidence: number };
export type RawLine = { words: RawWord[] };
export type RawBlock = { lines: RawLine[] };
export type RawPage = { width: number; height: number; blocks: RawBlock[] };

export function unionBox(boxes: Box[]): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const box of boxes) {
    x0 = Math.min(x0, box.x0);
    y0 = Math.min(y0, box.y0);
    x1 = Math.max(x1, box.x1);
    y1 = Math.max(y1, box.y1);
  }
  return boxes.length ? { x0, y0, x1, y1 } : { x0: 0, y0: 0, x1: 0, y1: 0 };
}

export function boxArea(box: Box): number {
  return Math.max(0, box.x1 - box.x0) * Math.max(0, box.y1 - box.y0);
}

export function intersectionArea(a: Box, b: Box): number {
  return boxArea({
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  });
}

const round = (value: number) => Math.round(value * 100) / 100;
const roundBox = (box: Box): Box => ({
  x0: round(box.x0),
  y0: round(box.y0),
  x1: round(box.x1),
  y1: round(box.y1),
});

/** Places the words of a reader into the shared page model: indexed lines and blocks and the full text. */
export function buildPageText(
  raw: RawPage,
  meta: { pageIndex: number; source: TextSourceValue; languages: string | null },
): PageText {
  const words: PageWord[] = [];
  const lines: PageLine[] = [];
  const blocks: PageBlock[] = [];
  const blockTexts: string[] = [];
  for (const block of raw.blocks) {
    const lineTexts: string[] = [];
    const firstLine = lines.length;
    for (const line of block.lines) {
      const kept = line.words.filter((word) => word.text.trim() !== '');
      if (!kept.length) continue;
      const firstWord = words.length;
      for (const word of kept) {
        words.push({
          text: word.text.trim(),
          box: roundBox(word.box),
          confidence: Math.min(1, Math.max(0, word.confidence)),
          line: lines.length,
        });
      }
      lines.push({
        box: roundBox(unionBox(kept.map((word) => word.box))),
        firstWord,
        wordCount: kept.length,
        block: blocks.length,
      });
      lineTexts.push(kept.map((word) => word.text.trim()).join(' '));
    }
    if (!lineTexts.length) continue;
    blocks.push({
      box: unionBox(lines.slice(firstLine).map((line) => line.box)),
      firstLine,
      lineCount: lines.length - firstLine,
    });
    blockTexts.push(lineTexts.join('\n'));
  }
  const confidence = words.length
    ? Math.round((words.reduce((sum, word) => sum + word.confidence, 0) / words.length) * 1000) / 1000
    : null;
  return {
    pageIndex: meta.pageIndex,
    width: round(raw.width),
    height: round(raw.height),
    source: meta.source,
    languages: meta.languages,
    confidence,
    words,
    lines,
    blocks,
    text: blockTexts.join('\n\n'),
  };
}

/** The words of one line of a page. */
export function wordsOfLine(page: PageText, lineIndex: number): PageWord[] {
  const line = page.lines[lineIndex];
  return line ? page.words.slice(line.firstWord, line.firstWord + line.wordCount) : [];
}

/**
 * The text inside a rectangle (page points) and the boxes of its words: a word counts when at least
 * half of it lies inside. Words keep their reading order; words of one line are joined by a space,
 * lines by a line break.
 */
export function textInArea(page: PageText, rect: Box): TextInAreaResult {
  const area: Box = {
    x0: Math.min(rect.x0, rect.x1),
    y0: Math.min(rect.y0, rect.y1),
    x1: Math.max(rect.x0, rect.x1),
    y1: Math.max(rect.y0, rect.y1),
  };
  const selected = page.words.filter((word) => {
    const size = boxArea(word.box);
    return size > 0 ? intersectionArea(word.box, area) / size >= 0.5 : false;
  });
  const byLine = new Map<number, PageWord[]>();
  for (const word of selected) byLine.set(word.line, [...(byLine.get(word.line) ?? []), word]);
  const text = [...byLine.values()]
    .map((lineWords) => lineWords.map((word) => word.text).join(' '))
    .join('\n');
  return { text, boxes: selected.map((word) => word.box) };
}

/**
 * Whether a page's text layer carries real text: enough letters and digits, and mostly readable
 * characters (fonts without a Unicode map give private-use or control characters).
 */
export function hasUsableText(page: PageText): boolean {
  const characters = page.words.map((word) => word.text).join('');
  const alphanumeric = (characters.match(/[\p{L}\p{N}]/gu) ?? []).length;
  const unreadable = (characters.match(/[\p{Co}\p{Cc}\uFFFD]/gu) ?? []).length;
  return alphanumeric >= 20 && unreadable <= characters.length * 0.1;
}
