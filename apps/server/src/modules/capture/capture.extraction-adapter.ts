import {
  normalizeIndexValue,
  valueFromSelection,
  type BoxValue,
  type IndexFieldName,
} from '@belegfluss/shared';
import type { StoredWord } from './capture.tables.js';

export type ExtractionPage = { pageIndex: number; width: number; height: number; words: StoredWord[] };
export type ExtractedField = {
  field: IndexFieldName;
  value: string;
  pageIndex: number;
  area: BoxValue | null;
};

/**
 * What capture needs from data extraction: fields with the page area each came from. The extraction
 * module (issue-4-extraction) provides the real engine; `findLabelledFields` is the small built-in
 * stand-in used until it is wired in.
 */
export type ExtractionEngine = (pages: ExtractionPage[]) => Promise<ExtractedField[]>;

type Line = { text: string; words: { word: StoredWord; start: number; end: number }[] };

function linesOf(words: StoredWord[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  let lastBottom: number | null = null;
  for (const word of words) {
    if (
      !current ||
      lastBottom === null ||
      Math.abs(word.box.y1 - lastBottom) > (word.box.y1 - word.box.y0) * 0.5
    ) {
      current = { text: '', words: [] };
      lines.push(current);
    }
    const start = current.text ? current.text.length + 1 : 0;
    current.text = current.text ? `${current.text} ${word.text}` : word.text;
    current.words.push({ word, start, end: start + word.text.length });
    lastBottom = word.box.y1;
  }
  return lines;
}

function areaOf(line: Line, start: number, end: number): BoxValue | null {
  const boxes = line.words
    .filter((entry) => entry.end > start && entry.start < end)
    .map((entry) => entry.word.box);
  if (!boxes.length) return null;
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  };
}

const AMOUNT = String.raw`(-?\d{1,3}(?:\.\d{3})*,\d{2}|-?\d+,\d{2}|-?\d{1,3}(?:,\d{3})*\.\d{2})`;
const patterns: { field: IndexFieldName; pattern: RegExp }[] = [
  {
    field: 'Kennung',
    pattern:
      /(?:Rechnungs-?\s?(?:nummer|nr\.?)|Rechnung\s+Nr\.?|Beleg-?nr\.?|Invoice\s+(?:No\.?|Number))\s*[:#]?\s*([A-Z0-9][A-Z0-9\-/.]{2,})/i,
  },
  {
    field: 'Belegdatum',
    pattern: /(?:Rechnungsdatum|Belegdatum|Datum|Invoice\s+date)\s*:?\s*(\d{1,2}\.\d{1,2}\.\d{4})/i,
  },
  { field: 'Lieferdatum', pattern: /(?:Lieferdatum|Leistungsdatum)\s*:?\s*(\d{1,2}\.\d{1,2}\.\d{4})/i },
  {
    field: 'Betrag',
    pattern: new RegExp(
      String.raw`(?:Gesamtbetrag|Rechnungsbetrag|Bruttobetrag|Gesamtsumme|Summe\s+brutto|Zu\s+zahlen|Endbetrag)[^\d-]*${AMOUNT}`,
      'i',
    ),
  },
  {
    field: 'Netto',
    pattern: new RegExp(
      String.raw`(?:Nettobetrag|Summe\s+netto|Netto(?:summe)?|Zwischensumme)[^\d-]*${AMOUNT}`,
      'i',
    ),
  },
  {
    field: 'MwSt',
    pattern: new RegExp(
      String.raw`(?:MwSt\.?|USt\.?|Umsatzsteuer|Mehrwertsteuer)(?:[^\d-]|\d+\s?%)*${AMOUNT}`,
      'i',
    ),
  },
  {
    field: 'UStId',
    pattern: /(?:USt-?Id(?:Nr)?\.?|USt-?ID|VAT\s+ID)\s*[:.]?\s*([A-Z]{2}\s?\d[\d ]{7,12}\d)/i,
  },
  { field: 'IBAN', pattern: /(?:IBAN)\s*:?\s*([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{2,4}){3,8})/i },
];

/** Fields found by German labels on the same line, each with the area of its value. */
export const findLabelledFields: ExtractionEngine = async (pages) => {
  const found = new Map<IndexFieldName, ExtractedField>();
  for (const page of pages) {
    for (const line of linesOf(page.words)) {
      for (const { field, pattern } of patterns) {
        if (found.has(field)) continue;
        const match = pattern.exec(line.text);
        const raw = match?.[1];
        if (!match || !raw) continue;
        const start = match.index + match[0].lastIndexOf(raw);
        const value = field === 'IBAN' ? valueFromSelection('IBAN', raw) : normalizeIndexValue(field, raw);
        if (!value.valid || !value.value) continue;
        found.set(field, {
          field,
          value: value.value,
          pageIndex: page.pageIndex,
          area: areaOf(line, start, start + raw.length),
        });
      }
    }
  }
  return [...found.values()];
};
