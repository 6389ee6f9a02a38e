import type { ScoredValue } from './amounts.js';
import type { Layout } from './layout.js';

/** "N Tage/days/jours/dagen" in a sentence about payment; "Net 30" on English invoices. */
const DAYS = /(?<![\d.,])(\d{1,3})\s*(?:tage?n?|kalendertage?n?|days?|jours?|dagen|werktage?n?)\b/giu;
const NET_DAYS = /\bnet(?:to)?\s*(\d{1,3})\b(?!\s*[.,%]\d)/giu;
const ABOUT_PAYMENT =
  /zahl|f[äa]llig|ziel|netto|ohne\s+abzug|[üu]berweis|begleich|innerhalb|pay|terms|due|within|paiement|r[èe]glement|[ée]ch[ée]ance|dans\s+un\s+d[ée]lai|betal|termijn|vervaldag|binnen/iu;
/** A cash-discount period is not the due date (unless the sentence also names the net period). */
const SKONTO = /skonto|escompte|discount|korting/iu;

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The due date computed from printed payment terms ("Zahlungsziel: 14 Tage netto", "Payable within
 * 30 days", "Paiement à 30 jours", "Betalingstermijn: 14 dagen"): the invoice date plus the longest
 * net period named; Skonto periods are left out.
 */
export function dueDateFromTerms(layout: Layout, invoiceDate: string | undefined): ScoredValue | null {
  if (!invoiceDate) return null;
  let best: { days: number; area: ScoredValue['area'] } | null = null;
  for (const page of layout.pages) {
    for (const row of page.rows) {
      const text = row.segments.map((segment) => segment.text).join(' ');
      if (!ABOUT_PAYMENT.test(text)) continue;
      const parts = text.split(/[;,](?=\s)|\.\s/u);
      for (const part of parts) {
        if (SKONTO.test(part) && !/netto|net\b|ohne\s+abzug/iu.test(part)) continue;
        for (const match of [...part.matchAll(DAYS), ...part.matchAll(NET_DAYS)]) {
          const days = Number(match[1]);
          if (days < 1 || days > 180) continue;
          if (!best || days > best.days) best = { days, area: { pageIndex: page.pageIndex, box: row.box } };
        }
      }
    }
  }
  return best
    ? { value: addDays(invoiceDate, best.days), score: 0.7, area: best.area, rule: 'builtin:payment-terms' }
    : null;
}
