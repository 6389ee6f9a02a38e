/**
 * Money is integer cents. These helpers convert between user text and cents without binary
 * floating point, so sums and tolerances are exact.
 */

function splitDecimal(text: string): { integer: string; fraction: string } | null {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma < 0 && lastDot < 0) return { integer: text, fraction: '' };
  if (lastComma >= 0 && lastDot >= 0) {
    // Both kinds present: the later one is the decimal separator, the other groups thousands.
    const decimalIndex = Math.max(lastComma, lastDot);
    const fraction = text.slice(decimalIndex + 1);
    if (fraction.length < 1 || fraction.length > 2) return null;
    return { integer: text.slice(0, decimalIndex).replace(/[.,]/g, ''), fraction };
  }
  const separator = lastComma >= 0 ? ',' : '.';
  const parts = text.split(separator);
  const last = parts[parts.length - 1] ?? '';
  // Repeated separators, or a single one followed by exactly three digits, group thousands.
  if (parts.length > 2 || last.length === 3) {
    if (parts.slice(1).some((part) => part.length !== 3)) return null;
    return { integer: parts.join(''), fraction: '' };
  }
  if (last.length < 1 || last.length > 2) return null;
  return { integer: parts[0] ?? '', fraction: last };
}

/** Parses "1.234,56", "1234,56", "1,234.56", "1234.56", "-8,79", "8,79-" or "(8,79)" into cents; null if not an amount. */
export function parseAmountToCents(input: string): number | null {
  let text = input.replace(/[\s\u00a0\u202f'€]|EUR/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const split = splitDecimal(text);
  if (!split || !/^\d+$/.test(split.integer)) return null;
  const cents = Number(split.integer) * 100 + Number(split.fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** Cents as a plain decimal string with a dot, e.g. -879 → "-8.79". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
