import {
  SearchDirection,
  type BoxValue,
  type ExtractionFieldValue,
  type PageText,
  type PageWord,
} from '@belegfluss/shared';
import { printedForms } from './rules.models.js';

/** Where a corrected value is printed: its page and the word range on one line. */
export type ValueLocation = { page: PageText; words: PageWord[] };
/** What a correction teaches: the label next to the value and where the value sits from it. */
export type LearnedAnchor = {
  anchorText: string;
  directions: (typeof SearchDirection)[keyof typeof SearchDirection][];
  valueText: string;
};

const center = (box: BoxValue) => ({ x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 });
const unionOf = (words: PageWord[]): BoxValue => ({
  x0: Math.min(...words.map((word) => word.box.x0)),
  y0: Math.min(...words.map((word) => word.box.y0)),
  x1: Math.max(...words.map((word) => word.box.x1)),
  y1: Math.max(...words.map((word) => word.box.y1)),
});

function wordsOfLine(page: PageText, line: number): PageWord[] {
  return page.words.filter((word) => word.line === line).sort((a, b) => a.box.x0 - b.box.x0);
}

/** The words of a page whose middle lies in `area`, on the line of the first of them. */
function wordsInArea(page: PageText, area: BoxValue): PageWord[] {
  const inside = page.words.filter((word) => {
    const middle = center(word.box);
    return (
      middle.x >= area.x0 - 2 && middle.x <= area.x1 + 2 && middle.y >= area.y0 - 2 && middle.y <= area.y1 + 2
    );
  });
  const [first] = inside;
  return first ? inside.filter((word) => word.line === first.line).sort((a, b) => a.box.x0 - b.box.x0) : [];
}

/** The words of a line that spell one of the value's printed forms. */
function wordsSpelling(page: PageText, forms: string[]): PageWord[] {
  const lines = [...new Set(page.words.map((word) => word.line))].sort((a, b) => a - b);
  for (const line of lines) {
    const words = wordsOfLine(page, line);
    const offsets: number[] = [];
    let text = '';
    for (const word of words) {
      offsets.push(text.length);
      text += `${word.text} `;
    }
    const lowered = text.toLowerCase();
    for (const form of forms.filter((entry) => entry.trim().length > 0)) {
      const start = lowered.indexOf(form.toLowerCase());
      if (start < 0) continue;
      const end = start + form.length;
      const spanning = words.filter(
        (word, index) => offsets[index]! < end && offsets[index]! + word.text.length > start,
      );
      if (spanning.length) return spanning;
    }
  }
  return [];
}

/** Finds the corrected value on the pages: in the area the user picked it from, else by its printed forms. */
export function locateValue(
  pages: PageText[],
  field: ExtractionFieldValue,
  value: string,
  picked: { pageIndex: number; area: BoxValue } | null,
): ValueLocation | null {
  if (picked) {
    const page = pages[picked.pageIndex];
    const words = page ? wordsInArea(page, picked.area) : [];
    if (page && words.length) return { page, words };
  }
  const forms = printedForms(field, value);
  for (const page of pages) {
    const words = wordsSpelling(page, forms);
    if (words.length) return { page, words };
  }
  return null;
}

const hasLetter = (text: string) => /\p{L}{2,}/u.test(text);

/** Label words: those with letters, trailing ones kept ("Rechnungs-Nr.:"), numbers before them dropped. */
function labelOf(words: PageWord[]): string {
  const kept: PageWord[] = [];
  for (const word of [...words].reverse()) {
    if (!hasLetter(word.text) && kept.length) break;
    if (hasLetter(word.text) || /^[:#.]+$/.test(word.text)) kept.unshift(word);
  }
  return kept
    .map((word) => word.text)
    .join(' ')
    .trim();
}

/**
 * The label of a located value: the words just left of it on its line (up to four, no wide gap),
 * else the nearest line above that lies over it.
 */
export function learnAnchor(location: ValueLocation): LearnedAnchor | null {
  const { page, words } = location;
  const first = words[0]!;
  const valueBox = unionOf(words);
  const valueText = words.map((word) => word.text).join(' ');
  const line = wordsOfLine(page, first.line);
  const before: PageWord[] = [];
  let right = first.box.x0;
  for (const word of line.filter((entry) => entry.box.x1 <= first.box.x0 + 1).reverse()) {
    if (right - word.box.x1 > 60 || before.length >= 4) break;
    before.unshift(word);
    right = word.box.x0;
  }
  const sameLine = labelOf(before);
  if (hasLetter(sameLine))
    return { anchorText: sameLine, directions: [SearchDirection.sameLine, SearchDirection.right], valueText };

  const height = valueBox.y1 - valueBox.y0;
  const above = [...new Set(page.words.map((word) => word.line))]
    .filter((index) => index !== first.line)
    .map((index) => wordsOfLine(page, index))
    .map((lineWords) =>
      lineWords.filter((word) => word.box.x1 >= valueBox.x0 - 20 && word.box.x0 <= valueBox.x1 + 20),
    )
    .filter((lineWords) => lineWords.length > 0)
    .filter((lineWords) => {
      const bottom = Math.max(...lineWords.map((word) => word.box.y1));
      return bottom <= valueBox.y0 + 1 && valueBox.y0 - bottom <= height * 4;
    })
    .sort((a, b) => Math.max(...b.map((word) => word.box.y1)) - Math.max(...a.map((word) => word.box.y1)));
  const label = above[0] ? labelOf(above[0]) : '';
  return hasLetter(label) ? { anchorText: label, directions: [SearchDirection.below], valueText } : null;
}
