import { SearchDirection, extractionFieldKinds, type ExtractionFieldValue } from '@belegfluss/shared';
import {
  candidateFrom,
  searchNearAnchor,
  skipLabelNoise,
  type Candidate,
  type ExtractionRule,
} from './rules.js';

/** Long labels that name one field; OCR misreads them ("Fachnungenummer") and merges them into a neighbour column. */
const LONG_LABELS: { field: ExtractionFieldValue; words: string[] }[] = [
  {
    field: 'invoiceNumber',
    words: ['rechnungsnummer', 'rechnungsnr', 'invoicenumber', 'factuurnummer', 'belegnummer'],
  },
  { field: 'invoiceDate', words: ['rechnungsdatum', 'invoicedate', 'factuurdatum', 'belegdatum'] },
  { field: 'orderReference', words: ['bestellnummer', 'auftragsnummer', 'ordernumber', 'bestelnummer'] },
];

/** Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMinimum = Math.min(rowMinimum, current[j]!);
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The label a word reads as: its ending intact ("…nummer", "…datum": what tells the field) and the
 * rest with a few misread letters (one in five for long labels, "Fachnungenummer" for "Rechnungsnummer").
 */
function readsAs(word: string, targets: string[]): boolean {
  return targets.some((target) => {
    if (!word.endsWith(target.slice(-4))) return false;
    const limit = target.length >= 14 ? 3 : target.length >= 10 ? 2 : 1;
    return editDistance(word, target, limit) <= limit;
  });
}

/**
 * Long labels inside a segment, also misread: "80333 München Fachnungenummer 471102" (Tesseract
 * joined the address column and the invoice data column). Labels at the start of a segment are the
 * built-in label rules' work; these are the ones the columns hide.
 */
export function ocrLabelRules(): ExtractionRule[] {
  return LONG_LABELS.map(({ field, words }) => ({
    id: `builtin:inner-label-${field}`,
    field,
    origin: 'builtin',
    find(context) {
      const finder = context.finders[extractionFieldKinds[field]];
      const candidates: Candidate[] = [];
      for (const segment of context.layout.segments) {
        for (const token of segment.text.matchAll(/[\p{L}][\p{L}.-]{7,}[:.]?/gu)) {
          if (token.index === 0) continue;
          const word = token[0].toLowerCase().replace(/[.:-]/g, '');
          if (!readsAs(word, words)) continue;
          const end = token.index + token[0].length;
          const anchor = { segment, start: token.index, end };
          const rest = segment.text.slice(end);
          const skip = skipLabelNoise(rest);
          const [value] = finder(rest.slice(skip));
          if (value && value.start === 0) {
            const match = { value: value.value, start: end + skip, end: end + skip + value.end };
            candidates.push(candidateFrom(field, `builtin:inner-label`, 0.7, segment, match));
            continue;
          }
          if (skip !== rest.length) continue;
          for (const hit of searchNearAnchor(context.layout, anchor, finder, {
            directions: [SearchDirection.right, SearchDirection.below],
            maxRowsBelow: 1,
          })) {
            candidates.push(candidateFrom(field, `builtin:inner-label`, 0.6, hit.segment, hit.match));
          }
        }
      }
      return candidates;
    },
  }));
}
