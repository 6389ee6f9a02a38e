import type { VatRateLine } from '@belegfluss/shared';
import { matchesRate } from './amounts.js';
import type { Layout } from './layout.js';
import { unionArea } from './rules.js';
import { findAmounts, fromCents, toCents } from './values.js';

const RATE_IN_ROW = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%/g;
const TAX_WORD = /(?:ust|mwst|umsatzsteuer|mehrwertsteuer|steuer|vat|tva|btw|tax)/i;

type ItemGroup = { rate: number; cents: number; areas: NonNullable<VatRateLine['area']>[] };

/** The item rows of a table that prints a rate per item ("Kaffee 2 10,00 7 % 20,00"), their line totals summed per rate. */
function itemsByRate(layout: Layout): ItemGroup[] {
  const groups = new Map<number, ItemGroup>();
  for (const page of layout.pages) {
    for (const row of page.rows) {
      const text = row.segments.map((segment) => segment.text).join('  ');
      const rates = [...text.matchAll(RATE_IN_ROW)].map((match) => Number(match[1]!.replace(',', '.')));
      if (rates.length !== 1 || TAX_WORD.test(text)) continue;
      const last = [...row.segments].reverse().find((segment) => findAmounts(segment.text).length > 0);
      const amount = last ? findAmounts(last.text).at(-1) : undefined;
      if (!last || !amount) continue;
      const rate = rates[0]!;
      const group = groups.get(rate) ?? { rate, cents: 0, areas: [] };
      group.cents += toCents(amount.value);
      group.areas.push({ pageIndex: page.pageIndex, box: last.box });
      groups.set(rate, group);
    }
  }
  return [...groups.values()];
}

/**
 * VAT per rate on an invoice with a single items table: the items carry their rate, the tax is printed
 * per rate without its base ("MwSt 7 % 1,40" / "MwSt 19 % 2,85") or once in total. The items summed
 * per rate are the bases when their tax is what is printed and they add up to the net total.
 */
export function ratesFromItems(
  layout: Layout,
  unverified: VatRateLine[],
  totals: { net: string | null; vat: string | null },
): VatRateLine[] {
  if (totals.net === null) return [];
  const groups = itemsByRate(layout);
  if (!groups.length || groups.reduce((sum, group) => sum + group.cents, 0) !== toCents(totals.net))
    return [];
  const lines: VatRateLine[] = [];
  for (const group of groups) {
    const printed = unverified.find((line) => Number(line.rate) === group.rate);
    const vat = printed ? toCents(printed.vat) : Math.round((group.cents * group.rate) / 100);
    if (printed && !matchesRate(group.cents, vat, group.rate)) return [];
    lines.push({
      rate: String(group.rate),
      net: fromCents(group.cents),
      vat: fromCents(vat),
      area: printed?.area ?? unionArea(group.areas),
    });
  }
  // Computed taxes count only when they add up to the printed VAT total (a cent per rate for rounding).
  const vatSum = lines.reduce((sum, line) => sum + toCents(line.vat), 0);
  if (totals.vat === null || Math.abs(vatSum - toCents(totals.vat)) > groups.length) return [];
  return lines.sort((a, b) => Number(a.rate) - Number(b.rate));
}
