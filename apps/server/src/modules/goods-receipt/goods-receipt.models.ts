import { INVOICE_CHECK_TOLERANCE_CENTS, parseAmountToCents } from '@belegfluss/shared';

/**
 * Pure rules of goods-receipt matching: exact decimal parsing and formatting of quantities (three
 * decimals), unit prices (four) and VAT rates (two), line totals in cents, dates and the invoice check.
 */

export const QUANTITY_DECIMALS = 3;
export const PRICE_DECIMALS = 4;
export const RATE_DECIMALS = 2;

export type Parsed = { ok: true; value: number } | { ok: false };

/**
 * Reads a non-negative decimal with up to `decimals` places: "1.234,5678" or "1234,5" (German: the
 * comma separates decimals, dots group thousands) or "1234.5678" (a dot alone is the decimal point,
 * as ERPs write). Blanks and a trailing € are ignored.
 */
export function parseScaled(input: string, decimals: number): Parsed {
  const text = input.replace(/[\s\u00a0\u202f€]/g, '');
  if (text === '') return { ok: false };
  let integer: string;
  let fraction: string;
  if (text.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d+)?$/.test(text) && !/^\d+(,\d+)?$/.test(text)) return { ok: false };
    [integer = '', fraction = ''] = text.replace(/\./g, '').split(',');
  } else {
    if (!/^\d+(\.\d+)?$/.test(text)) return { ok: false };
    [integer = '', fraction = ''] = text.split('.');
  }
  if (fraction.length > decimals) return { ok: false };
  const value = Number(integer) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false };
}

/** A scaled integer as a decimal with a dot, keeping at least `minimum` decimals: 125 (4) → "0.0125". */
export function formatScaled(value: number, decimals: number, minimum = 0): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.abs(value)).padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  while (fraction.length > minimum && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}

export const formatQuantity = (milli: number) => formatScaled(milli, QUANTITY_DECIMALS);
export const formatPrice = (ct4: number) => formatScaled(ct4, PRICE_DECIMALS, 2);
export const formatRate = (basisPoints: number) => formatScaled(basisPoints, RATE_DECIMALS, 2);
export const formatCents = (cents: number) => formatScaled(cents, 2, 2);

/** A VAT rate in percent (0 to 100, two decimals) as basis points. */
export function parseRate(text: string): Parsed {
  const parsed = parseScaled(text.replace('%', ''), RATE_DECIMALS);
  return parsed.ok && parsed.value <= 10_000 ? parsed : { ok: false };
}

/** Divides exactly and rounds half away from zero (commercial rounding). */
function roundedDivision(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return Number(negative ? -rounded : rounded);
}

/** Quantity × unit price in cents: thousandths × ten-thousandths of a euro = 10⁻⁷ €, rounded. */
export function lineTotalCents(quantityMilli: number, priceCt4: number): number {
  return roundedDivision(BigInt(quantityMilli) * BigInt(priceCt4), 100_000n);
}

/** The gross unit price of a net one at a VAT rate (both in ten-thousandths of a euro). */
export const grossFromNet = (netCt4: number, rateBp: number) =>
  roundedDivision(BigInt(netCt4) * BigInt(10_000 + rateBp), 10_000n);
export const netFromGross = (grossCt4: number, rateBp: number) =>
  roundedDivision(BigInt(grossCt4) * 10_000n, BigInt(10_000 + rateBp));

/** The values of a goods-receipt line a link uses: its own, or the link's corrections where made. */
export type LineValues = {
  mengeMilli: number;
  nettoPreisCt4: number;
  bruttoPreisCt4: number;
  mwstBp: number;
};
export type Corrections = {
  korrekturMengeMilli: number | null;
  korrekturNettoPreisCt4: number | null;
  korrekturBruttoPreisCt4: number | null;
  korrekturMwstBp: number | null;
};

export function effectiveValues(line: LineValues, link: Corrections | null): LineValues {
  return {
    mengeMilli: link?.korrekturMengeMilli ?? line.mengeMilli,
    nettoPreisCt4: link?.korrekturNettoPreisCt4 ?? line.nettoPreisCt4,
    bruttoPreisCt4: link?.korrekturBruttoPreisCt4 ?? line.bruttoPreisCt4,
    mwstBp: link?.korrekturMwstBp ?? line.mwstBp,
  };
}

export function totalsOf(values: LineValues): { netCents: number; grossCents: number } {
  return {
    netCents: lineTotalCents(values.mengeMilli, values.nettoPreisCt4),
    grossCents: lineTotalCents(values.mengeMilli, values.bruttoPreisCt4),
  };
}

/** The invoice check: linked gross total against the invoice's Umsatz; over 0.02 either way is a difference. */
export function compareWithInvoice(linkedGrossCents: number, umsatzCents: number) {
  const differenceCents = linkedGrossCents - umsatzCents;
  return { differenceCents, exceeds: Math.abs(differenceCents) > INVOICE_CHECK_TOLERANCE_CENTS };
}

/** The Umsatz of a document as the goods-receipt flow reads it: comma or dot decimals, absolute value. */
export function umsatzCents(text: string | undefined | null): number | null {
  if (!text?.trim()) return null;
  const cents = parseAmountToCents(text.trim());
  return cents === null ? null : Math.abs(cents);
}

/** DD.MM.YYYY or YYYY-MM-DD as an ISO date; null when it is no real calendar date. */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = german
    ? [german[3], german[2], german[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : [undefined, undefined, undefined];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}

/** The spec's sentinel: a date in 1900 (or none) means "no date"; the flow then takes today. */
export function dateOrToday(text: string | null | undefined, today: string): string {
  const date = text ? parseDate(text) : null;
  return date && !date.startsWith('1900-') ? date : today;
}

/** An account number of digits (1 to 999999999), or null for blank; `false` when it is not one. */
export function parseAccountNumber(text: string): number | null | false {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,9}$/.test(trimmed)) return false;
  const number = Number(trimmed);
  return number >= 1 ? number : false;
}
