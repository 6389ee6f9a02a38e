import { candidateFrom, type Candidate, type ExtractionRule } from './rules.js';

/** "Leipzig, 08.04.2024", "Paris, le 14 février 2025", "Hamburg, den 3. März 2024": a letter's date line. */
const PLACE_BEFORE_DATE = /^\p{Lu}[\p{L}. /-]{1,40},\s*(?:den|le|am|on|the)?\s*$/u;

/**
 * The date of a letter, written after the place where it was written: the invoice date of letters
 * that label it no other way.
 */
export function placeDateRule(): ExtractionRule {
  return {
    id: 'builtin:place-date',
    field: 'invoiceDate',
    origin: 'builtin',
    find(context) {
      const candidates: Candidate[] = [];
      for (const segment of context.layout.segments) {
        const [date] = context.finders.date(segment.text);
        if (!date || date.end < segment.text.trimEnd().length - 1) continue;
        if (!PLACE_BEFORE_DATE.test(segment.text.slice(0, date.start))) continue;
        candidates.push(candidateFrom('invoiceDate', 'builtin:place-date', 0.6, segment, date));
      }
      return candidates;
    },
  };
}

/** Words that make a date a validity, expiry or contract end, not the date of the document. */
export const NOT_THE_DOCUMENT_DATE =
  /(?:g[üu]ltig|valid|expir|ablauf|l[äa]uft|laufzeit|bis\b|until|t\/m|tot\s+en\s+met|verloopt|vervalt|jusqu|expire|[ée]ch[ée]ance|f[äa]llig|due|garantie|warranty|mindesthaltbar|best\s+before|vertrags)/iu;
