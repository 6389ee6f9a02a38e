import type { ExtractionArea, VatRateLine } from '@belegfluss/shared';
import type { Layout, Row } from './layout.js';
import { TOTALS_WORD, candidateFrom, unionArea, type Candidate } from './rules.js';
import { findAmounts, fromCents, toCents, type ValueMatch } from './values.js';

/** VAT rates in use in Europe (percent); a rate row must carry one of them. */
const KNOWN_RATES = [
  0, 2.1, 2.5, 3, 3.7, 4, 5, 5.5, 6, 7, 7.7, 8, 8.1, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
  24, 25, 27,
];
const VAT_ROW_WORD = /(?:ust|mwst|umsatzsteuer|mehrwertsteuer|steuer|vat|tva|tax)/i;

type Amount = ValueMatch & { segmentIndex: number };

/** Whether `vat` is `rate` % of `base`, allowing rounding (one cent per started 100 €, at least 2 cents). */
export function matchesRate(base: number, vat: number, rate: number): boolean {
  const expected = (base * rate) / 100;
  return Math.abs(expected - vat) <= Math.max(2, Math.abs(base) / 10000);
}

/** A row of a tax table under its header: amounts, rates and at most a short code ("A", "B 19 %", "Gesamt"). */
function isTaxTableRow(text: string): boolean {
  const words = text.replace(/[\d.,%€$£]+/g, ' ').match(/\p{L}+/gu) ?? [];
  return words.every((word) => word.length <= 3 || TOTALS_WORD.test(word) || VAT_ROW_WORD.test(word));
}

const RATE_PATTERN = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%|(?<![\d.,])(\d{1,2}(?:[.,]\d)?)(?![\d.,%])/g;

/** The rate, base and tax of a row: the tax is its rate of an amount left of it (a gross may follow). */
function rateLineOf(amounts: Amount[], rates: number[]): { rate: number; base: Amount; vat: Amount } | null {
  for (let vatIndex = amounts.length - 1; vatIndex >= 0; vatIndex -= 1) {
    const vat = amounts[vatIndex]!;
    for (const rate of rates) {
      const before = amounts.slice(0, vatIndex).reverse();
      const base = before.find((amount) => matchesRate(toCents(amount.value), toCents(vat.value), rate));
      if (base && (toCents(vat.value) !== 0 || rate === 0)) return { rate, base, vat };
      if (rate === 0 && toCents(vat.value) === 0 && before[0]) return { rate, base: before[0], vat };
    }
  }
  return null;
}

/**
 * VAT per rate from rows that name a tax, a rate and amounts: "Umsatzsteuer (S) 275,00 7 19,25",
 * "TVA 20,0% 81,90 € 16,38 €", "Steuerbasisbetrag USt. 19% 198,00 37,62", and the rows of a tax
 * table under a header that names the tax ("Steuer % Netto Steuer Brutto" / "A 7,0 15,89 1,11 17,00").
 * A row counts when its tax is its rate of its base; rows of one rate are added up.
 */
export function findVatRates(layout: Layout): {
  lines: VatRateLine[];
  candidates: Candidate[];
  /** Rows with a rate and one amount only ("zzgl. 19 % MwSt. 79,80"): the base is the net total, if it fits. */
  unverified: VatRateLine[];
  /** The rows read as rate lines (parts of the total, not the total). */
  rows: Set<Row>;
} {
  const lines: VatRateLine[] = [];
  const rows = new Set<Row>();
  const candidates: Candidate[] = [];
  const unverified: VatRateLine[] = [];
  const seen = new Set<string>();
  for (const page of layout.pages) {
    let taxTableHeader = false;
    for (const row of page.rows) {
      const text = row.segments.map((segment) => segment.text).join('  ');
      const namesTax = VAT_ROW_WORD.test(text);
      if (!namesTax && !taxTableHeader) continue;
      const amounts: Amount[] = row.segments.flatMap((segment, segmentIndex) =>
        findAmounts(segment.text).map((match) => ({ ...match, segmentIndex })),
      );
      if (!amounts.length) {
        taxTableHeader = namesTax && row.segments.length >= 3;
        continue;
      }
      const inTaxTable = taxTableHeader && isTaxTableRow(text);
      if (!inTaxTable) taxTableHeader = false;
      if (!namesTax && !inTaxTable) continue;
      const rates = [...text.matchAll(RATE_PATTERN)]
        .map((match) => Number((match[1] ?? match[2])!.replace(',', '.')))
        .filter((rate) => KNOWN_RATES.includes(rate));
      if (amounts.length === 1 && rates.length === 1) {
        const vatAmount = amounts[0]!;
        const area = candidateFrom('vatTotal', '', 0, row.segments[vatAmount.segmentIndex]!, vatAmount).area;
        unverified.push({ rate: String(rates[0]), net: null, vat: vatAmount.value, area });
        continue;
      }
      const found = rateLineOf(amounts, rates);
      if (!found) continue;
      const key = `${found.rate}|${found.base.value}|${found.vat.value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const segment = row.segments[found.vat.segmentIndex]!;
      const candidate = candidateFrom('vatTotal', 'builtin:vat-rate-row', 0.5, segment, found.vat);
      candidates.push(candidate);
      lines.push({
        rate: String(found.rate),
        net: found.base.value,
        vat: found.vat.value,
        area: candidate.area,
      });
      rows.add(row);
    }
  }
  return { lines: mergeRates(lines), candidates, unverified, rows };
}

/** Rows of the same rate (one per item, or split over pages) as one line per rate. */
function mergeRates(lines: VatRateLine[]): VatRateLine[] {
  const byRate = new Map<string, VatRateLine>();
  for (const line of lines) {
    const existing = byRate.get(line.rate);
    if (!existing) {
      byRate.set(line.rate, line);
      continue;
    }
    const areas = [existing.area, line.area].filter((area): area is ExtractionArea => area !== null);
    byRate.set(line.rate, {
      rate: line.rate,
      net: fromCents(toCents(existing.net ?? '0') + toCents(line.net ?? '0')),
      vat: fromCents(toCents(existing.vat) + toCents(line.vat)),
      area: unionArea(areas),
    });
  }
  return [...byRate.values()];
}

/** A single rate row without its base counts when its rate of the net total is its tax. */
export function confirmSingleRate(unverified: VatRateLine[], net: string | null): VatRateLine[] {
  if (unverified.length !== 1 || net === null) return [];
  const [line] = unverified as [VatRateLine];
  return matchesRate(toCents(net), toCents(line.vat), Number(line.rate)) ? [{ ...line, net }] : [];
}

/**
 * Rows that print net, VAT and gross side by side without labels ("100,00 10,00 110,00", the
 * totals row under a column header): three amounts in a row where the first two add up to the third.
 */
export function findTotalsRows(layout: Layout, rateRows: ReadonlySet<Row> = new Set()): Candidate[] {
  const candidates: Candidate[] = [];
  for (const page of layout.pages) {
    for (const row of page.rows) {
      const amounts: Amount[] = row.segments.flatMap((segment, segmentIndex) =>
        findAmounts(segment.text).map((match) => ({ ...match, segmentIndex })),
      );
      for (let gross = amounts.length - 1; gross >= 2; gross -= 1) {
        const g = toCents(amounts[gross]!.value);
        let found = false;
        for (let vat = gross - 1; vat >= 1 && !found; vat -= 1) {
          for (let net = vat - 1; net >= 0 && !found; net -= 1) {
            const n = toCents(amounts[net]!.value);
            const v = toCents(amounts[vat]!.value);
            if (n + v !== g || n === 0 || Math.abs(v) > Math.abs(n)) continue;
            const plausible = KNOWN_RATES.some((rate) => matchesRate(n, v, rate));
            const text = row.segments.map((segment) => segment.text).join(' ');
            // A row that names its rate ("A 19 % 183,04 34,78 217,82") is one line of a tax table, not its total;
            // a row that says it is the total ("Gesamt", "TOTAL:") is, whatever mix of rates it sums.
            const rateRow = /\d\s?%/.test(text) || rateRows.has(row);
            const totalsRow =
              TOTALS_WORD.test(row.segments[0]?.text ?? '') && Math.abs(v) <= Math.abs(n) * 0.28;
            const score = totalsRow ? 0.7 : rateRow ? 0.25 : plausible ? 0.5 : 0.3;
            for (const [field, index] of [
              ['netTotal', net],
              ['vatTotal', vat],
              ['grossTotal', gross],
            ] as const) {
              const amount = amounts[index]!;
              candidates.push(
                candidateFrom(field, 'builtin:totals-row', score, row.segments[amount.segmentIndex]!, amount),
              );
            }
            found = true;
          }
        }
        if (found) break;
      }
    }
  }
  return candidates;
}

/** VAT has the sign of its base and is at most the highest rate of it (27 %, Hungary). */
function plausibleVat(net: number, vat: number): boolean {
  if (vat === 0) return true;
  if (net === 0 || Math.sign(net) !== Math.sign(vat)) return false;
  return Math.abs(vat) <= Math.abs(net) * 0.28;
}

export type ScoredValue = { value: string; score: number; area: ExtractionArea | null; rule: string };

/** Where an amount is printed in the document, if anywhere (to point at derived values). */
export function locateAmount(layout: Layout, value: string): ExtractionArea | null {
  for (const segment of [...layout.segments].reverse()) {
    const match = findAmounts(segment.text).find((amount) => amount.value === value);
    if (match) return candidateFrom('grossTotal', '', 0, segment, match).area;
  }
  return null;
}

type Totals = { net: ScoredValue | null; vat: ScoredValue | null; gross: ScoredValue | null };

/**
 * Chooses net, VAT and gross together: the best-scored values, with a strong preference for three
 * that add up (net + VAT = gross) and a penalty for three that do not. A missing one is derived
 * from the other two.
 */
export function solveTotals(
  layout: Layout,
  options: { net: ScoredValue[]; vat: ScoredValue[]; gross: ScoredValue[]; vatSum?: number },
): Totals {
  const top = (values: ScoredValue[]) => [null, ...values.slice(0, 8)];
  const largestGross = Math.max(0, ...options.gross.slice(0, 8).map((value) => toCents(value.value)));
  let best: Totals & { score: number } = { net: null, vat: null, gross: null, score: -Infinity };
  for (const net of top(options.net)) {
    for (const vat of top(options.vat)) {
      for (const gross of top(options.gross)) {
        let score = (net?.score ?? 0) + (vat?.score ?? 0) + (gross?.score ?? 0);
        if (net && vat && !plausibleVat(toCents(net.value), toCents(vat.value))) score -= 1;
        if (net && vat && gross) {
          const addsUp = toCents(net.value) + toCents(vat.value) === toCents(gross.value);
          score += addsUp ? 0.9 : -0.6;
          // Of several triples that add up, the grand total is the largest (tax-table rows are parts of it).
          if (addsUp && toCents(gross.value) === largestGross) score += 0.15;
          if (addsUp && options.vatSum !== undefined && toCents(vat.value) === options.vatSum) score += 0.2;
        } else if (net && gross && !vat) {
          const difference = toCents(gross.value) - toCents(net.value);
          score += difference >= 0 === toCents(gross.value) >= 0 ? 0 : -0.4;
        }
        if (net && gross && net.value === gross.value && vat && toCents(vat.value) !== 0) score -= 0.5;
        if (score > best.score) best = { net, vat, gross, score };
      }
    }
  }
  const derived = (cents: number, rule: string): ScoredValue => {
    const value = fromCents(cents);
    const area = locateAmount(layout, value);
    return { value, score: area ? 0.6 : 0.4, area, rule };
  };
  const { net, vat, gross } = best;
  // Three amounts that add up confirm each other: a weakly found member is as sure as the check.
  if (net && vat && gross && toCents(net.value) + toCents(vat.value) === toCents(gross.value)) {
    const confirmed = (value: ScoredValue) => ({
      ...value,
      score: Math.max(value.score, Math.min(0.9, value.score + 0.3)),
    });
    return { net: confirmed(net), vat: confirmed(vat), gross: confirmed(gross) };
  }
  if (net && gross && !vat)
    return { net, gross, vat: derived(toCents(gross.value) - toCents(net.value), 'builtin:derived') };
  if (vat && gross && !net)
    return { vat, gross, net: derived(toCents(gross.value) - toCents(vat.value), 'builtin:derived') };
  if (net && vat && !gross)
    return { net, vat, gross: derived(toCents(net.value) + toCents(vat.value), 'builtin:derived') };
  return { net, vat, gross };
}

/** The sum of the VAT rows, offered as VAT total when the document prints VAT per rate only. */
export function vatSumCandidate(layout: Layout, lines: VatRateLine[]): ScoredValue | null {
  if (lines.length < 1) return null;
  const total = lines.reduce((sum, line) => sum + toCents(line.vat), 0);
  const value = fromCents(total);
  const printed = locateAmount(layout, value);
  const areas = lines.map((line) => line.area).filter((area): area is ExtractionArea => area !== null);
  return {
    value,
    score: lines.length > 1 ? 0.65 : 0.5,
    area: printed ?? unionArea(areas),
    rule: 'builtin:vat-rate-sum',
  };
}

/** The sum of the bases of the VAT rows, offered as net total (a tax table without a net line). */
export function baseSumCandidate(layout: Layout, lines: VatRateLine[]): ScoredValue | null {
  if (lines.length < 1 || lines.some((line) => line.net === null)) return null;
  const value = fromCents(lines.reduce((sum, line) => sum + toCents(line.net!), 0));
  const printed = locateAmount(layout, value);
  const areas = lines.map((line) => line.area).filter((area): area is ExtractionArea => area !== null);
  return {
    value,
    score: lines.length > 1 ? 0.6 : 0.5,
    area: printed ?? unionArea(areas),
    rule: 'builtin:vat-rate-base-sum',
  };
}
