import {
  SearchDirection,
  type DocumentText,
  type ExtractionArea,
  type ExtractionFieldValue,
  type ExtractionValueKindValue,
  type SearchDirectionValue,
} from '@belegfluss/shared';
import { unionBox } from '../ocr/index.js';
import { boxOfRange, overlapsHorizontally, type Layout, type Row, type Segment } from './layout.js';
import {
  findAmounts,
  findBics,
  findCurrencies,
  findDates,
  findIbans,
  findIdentifiers,
  findVatIds,
  type DateOrder,
  type ValueMatch,
} from './values.js';

/** A value some rule proposes for a field, with how sure the rule is and where it is printed. */
export type Candidate = {
  field: ExtractionFieldValue;
  value: string;
  /** 0..1 */
  score: number;
  area: ExtractionArea | null;
  rule: string;
  /** The segment the value was read from (for context checks by the resolver). */
  segment: Segment | null;
};

export type ValueFinder = (text: string) => ValueMatch[];

/** What every rule sees: the text, its layout and the value recognisers tuned to the document (date order). */
export type ExtractionContext = {
  document: DocumentText;
  layout: Layout;
  finders: Record<ExtractionValueKindValue, ValueFinder>;
};

/**
 * The plug-in point for extraction rules. Built-in knowledge and the rule manager's user rules
 * (compiled by `compileUserRule`) both implement it; user rules run first and win ties.
 */
export type ExtractionRule = {
  id: string;
  field: ExtractionFieldValue;
  origin: 'user' | 'builtin';
  find(context: ExtractionContext): Candidate[];
};

/** The recogniser for each kind of field value. */
export function createValueFinders(dateOrder: DateOrder): Record<ExtractionValueKindValue, ValueFinder> {
  return {
    amount: findAmounts,
    date: (text) => findDates(text, dateOrder),
    identifier: findIdentifiers,
    iban: findIbans,
    bic: findBics,
    vatId: findVatIds,
    currency: findCurrencies,
    text: (text) =>
      text.trim()
        ? [{ value: text.trim(), start: text.length - text.trimStart().length, end: text.trimEnd().length }]
        : [],
    flag: (text) => (text.trim() ? [{ value: 'true', start: 0, end: text.length }] : []),
  };
}

// ---------- anchors ----------

/** Text with whitespace removed and lower-cased, with a map back to the original offsets. */
export function squash(text: string): { text: string; offsets: number[] } {
  let squashed = '';
  const offsets: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (/\s/.test(character)) continue;
    squashed += character.toLowerCase();
    offsets.push(index);
  }
  offsets.push(text.length);
  return { text: squashed, offsets };
}

export type AnchorMatch = { segment: Segment; start: number; end: number };

/**
 * Finds an anchor in segments. `squashed` anchors (the built-in labels) match text without spaces
 * and in lower case, so "Br uttosumme" and "Bruttosumme" are one label; others match the text as is.
 */
export function findAnchors(segments: Segment[], anchor: RegExp, squashed: boolean): AnchorMatch[] {
  const matches: AnchorMatch[] = [];
  const global = new RegExp(anchor.source, anchor.flags.includes('g') ? anchor.flags : `${anchor.flags}g`);
  for (const segment of segments) {
    if (squashed) {
      const { text, offsets } = squash(segment.text);
      for (const match of text.matchAll(global)) {
        if (match[0].length === 0) continue;
        matches.push({
          segment,
          start: offsets[match.index]!,
          end: offsets[match.index + match[0].length - 1]! + 1,
        });
      }
    } else {
      for (const match of segment.text.matchAll(global)) {
        if (match[0].length === 0) continue;
        matches.push({ segment, start: match.index, end: match.index + match[0].length });
      }
    }
  }
  return matches;
}

/** Punctuation, a currency and "in"/"inkl." between a label and its value ("Steuerbetrag in EUR: "). */
const NOISE = String.raw`(?:\((?:[^)\d]*)\)|[\s:.#=*/|(]|[-–](?!\s?\d))*`;
const LABEL_NOISE = new RegExp(
  `^${NOISE}(?:(?:in|inkl\\.?)\\s+)?(?:EUR|€|USD|GBP|CHF|NZD|AUD|CAD|[A-Z]{1,2}\\$|\\$|£)?${NOISE}`,
  'i',
);
const LABEL_NOISE_KEEP_CURRENCY = new RegExp(`^${NOISE}`, 'i');

/** Length of the noise at the start of `text`; a currency counts as noise unless it is the value sought. */
export function skipLabelNoise(text: string, keepCurrency = false): number {
  return (keepCurrency ? LABEL_NOISE_KEEP_CURRENCY : LABEL_NOISE).exec(text)?.[0].length ?? 0;
}

// ---------- searching values near an anchor ----------

export type ValueHit = {
  match: ValueMatch;
  segment: Segment;
  direction: SearchDirectionValue;
  distance: number;
};

function areaOf(segment: Segment, start: number, end: number): ExtractionArea {
  return { pageIndex: segment.pageIndex, box: boxOfRange(segment, start, end) };
}

export function candidateFrom(
  field: ExtractionFieldValue,
  rule: string,
  score: number,
  segment: Segment,
  match: ValueMatch,
): Candidate {
  return {
    field,
    value: match.value,
    score: Math.max(0, Math.min(1, score)),
    area: areaOf(segment, match.start, match.end),
    rule,
    segment,
  };
}

/** The first value at the start of `text` (after label noise), if any. */
function leadingValue(
  text: string,
  offset: number,
  finder: ValueFinder,
  keepCurrency = false,
): ValueMatch | null {
  const skip = skipLabelNoise(text, keepCurrency);
  const [first] = finder(text.slice(skip));
  if (!first || first.start !== 0) return null;
  return { value: first.value, start: offset + skip + first.start, end: offset + skip + first.end };
}

function rowsOf(layout: Layout, pageIndex: number): Row[] {
  return layout.pages.find((page) => page.pageIndex === pageIndex)?.rows ?? [];
}

/** A row of amounts, rates and currency codes only (the body of a totals table). */
function isFigureRow(row: Row): boolean {
  return row.segments.every((segment) =>
    /^[\d\s.,%'()+\-–€$£]*(?:EUR|USD|GBP|CHF)?[\d\s.,%'()+\-–€$£]*$/i.test(segment.text),
  );
}

/** Words of a totals line ("Gesamt 22,43 2,35 24,78", "TOTAL: £81.65 £16.33 £97.98"). */
export const TOTALS_WORD = /^(?:gesamt|summe|total|totaal|totale|somme|sum|insgesamt|endsumme)\b/i;

/**
 * The value a column header points at on the table's totals line: a column of item rows that ends in
 * a row such as "TOTAL: 81,65 16,33 97,98" (a totals word and two amounts or more). Null when the
 * column ends without one (a single "Summe netto" line is a field of its own, not the column's total).
 */
function tableTotalHit(rows: Row[], segment: Segment, finder: ValueFinder, keep: boolean): ValueHit | null {
  let lastBottom = rows[segment.row]!.box.y1;
  for (let index = segment.row + 1; index < rows.length && index <= segment.row + 40; index += 1) {
    const row = rows[index]!;
    if (row.box.y0 - lastBottom > row.lineHeight * 4) return null;
    lastBottom = row.box.y1;
    const cell = row.segments.find((other) => overlapsHorizontally(other.box, segment.box, 10));
    const value = cell ? leadingValue(cell.text, 0, finder, keep) : null;
    const label = row.segments[0]?.text ?? '';
    if (!TOTALS_WORD.test(label)) continue;
    const amounts = row.segments.filter((other) => findAmounts(other.text).length > 0).length;
    if (!value || !cell || amounts < 2) return null;
    return { match: value, segment: cell, direction: SearchDirection.below, distance: 0 };
  }
  return null;
}

export type SearchOptions = {
  /** Under a column header, take the table's totals line when the column ends in one. */
  tableTotals?: boolean;
  directions: readonly SearchDirectionValue[];
  /** Rows below the anchor to look at. */
  maxRowsBelow?: number;
  /** Follow a column downwards past the first value (totals at the bottom of a table column). */
  followColumn?: boolean;
  /** Only values that start right after the label (with noise between) count on the same line. */
  strictSameLine?: boolean;
  /** The value sought is a currency: do not skip one as noise. */
  keepCurrency?: boolean;
};

/**
 * Values near an anchor: in the rest of its segment, in the segments to its right on the same row,
 * and in the rows below that lie under it (a label above a right-aligned value counts too).
 */
export function searchNearAnchor(
  layout: Layout,
  anchor: AnchorMatch,
  finder: ValueFinder,
  options: SearchOptions,
): ValueHit[] {
  const hits: ValueHit[] = [];
  const { segment } = anchor;
  const rows = rowsOf(layout, segment.pageIndex);
  const row = rows[segment.row];
  if (!row) return hits;
  const rest = segment.text.slice(anchor.end);
  const keep = options.keepCurrency ?? false;
  const restIsLabelOnly = skipLabelNoise(rest, keep) === rest.length;

  if (options.directions.includes(SearchDirection.sameLine) && !restIsLabelOnly) {
    const value = leadingValue(rest, anchor.end, finder, keep);
    if (value) hits.push({ match: value, segment, direction: SearchDirection.sameLine, distance: 0 });
    else if (!options.strictSameLine) {
      const [loose] = finder(rest);
      if (loose) {
        hits.push({
          match: { value: loose.value, start: anchor.end + loose.start, end: anchor.end + loose.end },
          segment,
          direction: SearchDirection.sameLine,
          distance: 1,
        });
      }
    }
  }
  if (!restIsLabelOnly) return hits;

  if (options.directions.includes(SearchDirection.right)) {
    const right = row.segments.filter((other) => other.column > segment.column).slice(0, 3);
    right.forEach((other, index) => {
      const value = leadingValue(other.text, 0, finder, keep);
      if (value)
        hits.push({ match: value, segment: other, direction: SearchDirection.right, distance: index });
    });
  }

  const tableTotal =
    options.directions.includes(SearchDirection.below) && options.tableTotals
      ? tableTotalHit(rows, segment, finder, keep)
      : null;
  if (tableTotal && !hits.length) return [tableTotal];
  if (options.directions.includes(SearchDirection.below)) {
    const maxRows = options.maxRowsBelow ?? 3;
    const reach = {
      ...segment.box,
      x0: segment.box.x0 - 15,
      x1: segment.box.x1 + Math.max(150, segment.box.x1 - segment.box.x0),
    };
    let lastBottom = row.box.y1;
    let found = 0;
    for (
      let index = segment.row + 1;
      index < rows.length && index <= segment.row + (options.followColumn ? 30 : maxRows);
      index += 1
    ) {
      const below = rows[index]!;
      if (below.box.y0 - lastBottom > below.lineHeight * 4) break;
      const inColumn = below.segments.filter((other) =>
        options.followColumn
          ? overlapsHorizontally(other.box, segment.box, 10)
          : overlapsHorizontally(other.box, reach),
      );
      if (!inColumn.length) continue;
      const withValue = inColumn
        .map((other) => ({ other, value: leadingValue(other.text, 0, finder, keep) }))
        .filter((entry) => entry.value !== null)
        .sort(
          (a, b) => Math.abs(a.other.box.x0 - segment.box.x0) - Math.abs(b.other.box.x0 - segment.box.x0),
        );
      const first = withValue[0];
      if (!first) {
        if (options.followColumn && found > 0) break;
        if (!options.followColumn) break;
        continue;
      }
      hits.push({
        match: first.value!,
        segment: first.other,
        direction: SearchDirection.below,
        distance: index - segment.row - 1,
      });
      lastBottom = below.box.y1;
      found += 1;
      if (!options.followColumn) break;
      // A table column goes on through rows of figures only; a row with words belongs to something else.
      if (!isFigureRow(below)) break;
    }
  }
  return hits;
}

export function unionArea(areas: ExtractionArea[]): ExtractionArea | null {
  const [first] = areas;
  if (!first) return null;
  const samePage = areas.filter((area) => area.pageIndex === first.pageIndex);
  return { pageIndex: first.pageIndex, box: unionBox(samePage.map((area) => area.box)) };
}
