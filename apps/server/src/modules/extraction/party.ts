import { BUYER_WORDS, SELLER_WORDS } from './builtin-labels.js';
import { overlapsHorizontally, type Layout, type Segment } from './layout.js';

export type Party = 'seller' | 'buyer' | null;

/** Phrases inside a segment that make a value the buyer's ("von Ihrem Konto", "Kunden-USt-IdNr"). */
const BUYER_PHRASES =
  /\b(?:ihre?\s+(?:ust|steuer)|your\s+(?:vat|tax)|votre\s+(?:n°\s*(?:de\s+)?)?tva|uw\s+btw|ihre[mnrs]?\s+konto|ihr\s+konto|ihre\s+iban|kunden[-\s]?(?:ust|iban|nr)|k[äa]ufer|lastschrift|abgebucht|eingezogen|your\s+account|direct\s+debit|customer|buyer|client|acheteur|pr[ée]l[èe]vement)/i;
const SELLER_PHRASES =
  /\b(?:unsere?\s+(?:bank|konto|iban|ust)|our\s+(?:bank|account)|bankverbindung|zahlungsempf[äa]nger|payee|b[ée]n[ée]ficiaire)/i;

const SENDER_SEPARATORS = /\s[·•|∙]\s|\s[-–]\s|,\s/gu;
const POSTCODE =
  /(?<![\d.,])(?:[A-Z]{1,2}-?)?\d{4,5}(?:\s?[A-Z]{2})?\s+\p{L}|\b[A-Z]{1,2}\d{1,2}[A-Z]?\s\d[A-Z]{2}\b/u;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The address window of a business letter: the rows under the small sender line ("Firma GmbH ·
 * Straße 1 · 12345 Ort") that start where it starts. They hold the buyer's address.
 */
type AddressWindow = {
  pageIndex: number;
  box: Segment['box'];
  firstRow: number;
  lastRow: number;
  /** The sender line over the window ("Firma GmbH · Straße 1 · 12345 Ort"): the seller's. */
  sender: Segment;
};

function findAddressWindows(layout: Layout): AddressWindow[] {
  const windows: AddressWindow[] = [];
  const page = layout.pages[0];
  if (!page) return windows;
  const typical = median(page.rows.map((row) => row.lineHeight));
  for (const row of page.rows) {
    // The sender line is usually printed small; on scans and plain layouts it may be as large as the rest.
    if (row.box.y0 > page.height * 0.45 || row.lineHeight > typical * 1.05) continue;
    for (const segment of row.segments) {
      if ((segment.text.match(SENDER_SEPARATORS) ?? []).length < 2 || !POSTCODE.test(segment.text)) continue;
      const below = page.rows.slice(row.index + 1, row.index + 7);
      const lines = below.filter((other) =>
        other.segments.some((candidate) => Math.abs(candidate.box.x0 - segment.box.x0) < 25),
      );
      if (!lines.some((line) => line.segments.some((candidate) => POSTCODE.test(candidate.text)))) continue;
      windows.push({
        pageIndex: page.pageIndex,
        box: {
          x0: segment.box.x0 - 25,
          y0: segment.box.y1,
          x1: Math.max(segment.box.x1, segment.box.x0 + 220),
          y1: lines[lines.length - 1]!.box.y1,
        },
        firstRow: row.index + 1,
        lastRow: lines[lines.length - 1]!.index,
        sender: segment,
      });
    }
  }
  return windows;
}

const windowCache = new WeakMap<Layout, ReturnType<typeof findAddressWindows>>();

function addressWindows(layout: Layout): AddressWindow[] {
  let windows = windowCache.get(layout);
  if (!windows) {
    windows = findAddressWindows(layout);
    windowCache.set(layout, windows);
  }
  return windows;
}

/** The sender lines printed over address windows (they name the seller). */
export function senderLines(layout: Layout): Segment[] {
  return addressWindows(layout).map((window) => window.sender);
}

/** Whether a segment sits in the address window under a sender line (the buyer's address). */
export function inAddressWindow(layout: Layout, segment: Segment): boolean {
  return addressWindows(layout).some(
    (window) =>
      window.pageIndex === segment.pageIndex &&
      segment.row >= window.firstRow &&
      segment.row <= window.lastRow &&
      segment.box.x0 >= window.box.x0 &&
      segment.box.x0 <= window.box.x1,
  );
}

/**
 * Whose data a segment belongs to: the section header above it in its column ("Verkäufer",
 * "Rechnungsempfänger", "Bill to" …), a header to its left on the same row, or a phrase in it.
 */
export function partyOf(layout: Layout, segment: Segment, maxRowsUp = 8): Party {
  if (BUYER_PHRASES.test(segment.text)) return 'buyer';
  if (SELLER_PHRASES.test(segment.text)) return 'seller';
  const page = layout.pages.find((candidate) => candidate.pageIndex === segment.pageIndex);
  if (!page) return null;
  if (inAddressWindow(layout, segment)) return 'buyer';
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
