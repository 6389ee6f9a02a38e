import { BUYER_WORDS, SELLER_WORDS } from './builtin-labels.js';
import { overlapsHorizontally, type Layout, type Segment } from './layout.js';

export type Party = 'seller' | 'buyer' | null;

/** Phrases inside a segment that make a value the buyer's ("von Ihrem Konto", "Kunden-USt-IdNr"). */
const BUYER_PHRASES =
  /\b(?:ihre[mnrs]?\s+konto|ihr\s+konto|ihre\s+iban|kunden[-\s]?(?:ust|iban|nr)|k[äa]ufer|lastschrift|abgebucht|eingezogen|your\s+account|direct\s+debit|customer|buyer|client|acheteur|pr[ée]l[èe]vement)/i;
const SELLER_PHRASES =
  /\b(?:unsere?\s+(?:bank|konto|iban|ust)|our\s+(?:bank|account)|bankverbindung|zahlungsempf[äa]nger|payee|b[ée]n[ée]ficiaire)/i;

/**
 * Whose data a segment belongs to: the section header above it in its column ("Verkäufer",
 * "Rechnungsempfänger", "Bill to" …), a header to its left on the same row, or a phrase in it.
 */
export function partyOf(layout: Layout, segment: Segment, maxRowsUp = 8): Party {
  if (BUYER_PHRASES.test(segment.text)) return 'buyer';
  if (SELLER_PHRASES.test(segment.text)) return 'seller';
  const page = layout.pages.find((candidate) => candidate.pageIndex === segment.pageIndex);
  if (!page) return null;
  const row = page.rows[segment.row];
  for (const left of row?.segments.filter((other) => other.column < segment.column).reverse() ?? []) {
    if (BUYER_WORDS.test(left.text) || BUYER_PHRASES.test(left.text)) return 'buyer';
    if (SELLER_WORDS.test(left.text)) return 'seller';
  }
  for (let index = segment.row - 1; index >= 0 && index >= segment.row - maxRowsUp; index -= 1) {
    for (const above of page.rows[index]!.segments) {
      if (!overlapsHorizontally(above.box, segment.box, 20)) continue;
      if (BUYER_WORDS.test(above.text)) return 'buyer';
      if (SELLER_WORDS.test(above.text)) return 'seller';
    }
  }
  return null;
}
