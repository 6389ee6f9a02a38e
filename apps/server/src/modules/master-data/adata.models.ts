import {
  centsToDecimal,
  issue,
  parseAmountToCents,
  parseDateInput,
  type ValidationIssue,
} from '@belegfluss/shared';

/**
 * The ADATA calculators with exact decimals: amounts are integer cents, percentages are hundredths
 * of a percent, results round half away from zero (kaufmännisch), never through binary floats.
 */

/** "19", "7,0", "5.5" → 1900, 700, 550 hundredths of a percent; null when not 0–100 with at most two decimals. */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths <= 10_000 ? hundredths : null;
}

/** n / d rounded half away from zero. */
function roundedDivision(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

type Parsed = { cents: bigint; rate: bigint } | { issues: ValidationIssue[] };

function parseAmountAndRate(amountText: string, amountPath: string, rateText: string): Parsed {
  const cents = parseAmountToCents(amountText);
  const rate = parseRate(rateText);
  const issues = [
    ...(cents === null ? [issue(amountPath, 'settings.amount_invalid')] : []),
    ...(rate === null ? [issue('rate', 'settings.rate_invalid')] : []),
  ];
  return issues.length ? { issues } : { cents: BigInt(cents as number), rate: BigInt(rate as number) };
}

const decimal = (cents: bigint) => centsToDecimal(Number(cents));

/** Gross from net: VAT = net × rate, rounded to the cent. */
export function calculateGross(net: string, rate: string) {
  const parsed = parseAmountAndRate(net, 'net', rate);
  if ('issues' in parsed) return parsed;
  const vat = roundedDivision(parsed.cents * parsed.rate, 10_000n);
  return { net: decimal(parsed.cents), vat: decimal(vat), gross: decimal(parsed.cents + vat) };
}

/** VAT contained in a gross amount: gross × rate / (100 % + rate). */
export function calculateVat(gross: string, rate: string) {
  const parsed = parseAmountAndRate(gross, 'gross', rate);
  if ('issues' in parsed) return parsed;
  const vat = roundedDivision(parsed.cents * parsed.rate, 10_000n + parsed.rate);
  return { net: decimal(parsed.cents - vat), vat: decimal(vat), gross: decimal(parsed.cents) };
}

/** Cash discount (Skonto) on an amount and what remains to pay. */
export function calculateCashDiscount(amount: string, rate: string) {
  const parsed = parseAmountAndRate(amount, 'amount', rate);
  if ('issues' in parsed) return parsed;
  const discount = roundedDivision(parsed.cents * parsed.rate, 10_000n);
  return {
    amount: decimal(parsed.cents),
    discount: decimal(discount),
    payable: decimal(parsed.cents - discount),
  };
}

function parseDays(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,4}$/.test(text.trim())) return null;
  const days = Number(text);
  return days <= 3650 ? days : null;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Due date (and cash discount date) from the invoice date and payment terms in days. */
export function calculateDueDate(dateText: string, daysText: string, discountDaysText?: string) {
  const date = parseDateInput(dateText);
  const days = parseDays(daysText);
  const discountDays = discountDaysText?.trim() ? parseDays(discountDaysText) : undefined;
  const issues = [
    ...(date === null ? [issue('date', 'settings.date_invalid')] : []),
    ...(days === null ? [issue('days', 'settings.days_invalid')] : []),
    ...(discountDays === null ? [issue('discountDays', 'settings.days_invalid')] : []),
  ];
  if (issues.length) return { issues };
  const result: { dueDate: string; discountDate: string | null } = {
    dueDate: addDays(date as string, days as number),
    discountDate:
      discountDays === undefined || discountDays === null ? null : addDays(date as string, discountDays),
  };
  return result;
}
