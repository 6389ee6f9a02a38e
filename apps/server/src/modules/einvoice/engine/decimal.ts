/**
 * Exact decimal numbers for amounts, quantities and rates: a bigint scaled by 10^scale. No binary
 * floating point is involved in any sum, product or comparison.
 */
export type Decimal = { readonly units: bigint; readonly scale: number };

const DECIMAL_PATTERN = /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/;
const DIVISION_SCALE = 24;

export function parseDecimal(text: string | undefined | null): Decimal | null {
  if (text === undefined || text === null) return null;
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const whole = match[2] ?? '';
  const fraction = match[3] ?? '';
  if (whole === '' && fraction === '') return null;
  const units = BigInt(`${whole || '0'}${fraction}`);
  return { units: match[1] === '-' ? -units : units, scale: fraction.length };
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

export function fromInteger(value: number): Decimal {
  return { units: BigInt(value), scale: 0 };
}

const POWERS_OF_TEN: bigint[] = Array.from({ length: 64 }, (_, exponent) => 10n ** BigInt(exponent));

/** 10^exponent; the usual exponents come from a table instead of a bigint power per call. */
function powerOfTen(exponent: number): bigint {
  return POWERS_OF_TEN[exponent] ?? 10n ** BigInt(exponent);
}

function rescale(value: Decimal, scale: number): bigint {
  return scale === value.scale ? value.units : value.units * powerOfTen(scale - value.scale);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export function sub(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) - rescale(b, scale), scale };
}

export function mul(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Division to 24 decimal places (truncated), enough for prices per base quantity and rates. */
export function div(a: Decimal, b: Decimal): Decimal {
  if (b.units === 0n) throw new RangeError('division by zero');
  const scaledA = a.units * powerOfTen(DIVISION_SCALE + b.scale);
  return { units: scaledA / (b.units * powerOfTen(a.scale)), scale: DIVISION_SCALE };
}

export function cmp(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const difference = rescale(a, scale) - rescale(b, scale);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

export function eq(a: Decimal, b: Decimal): boolean {
  return cmp(a, b) === 0;
}

export function abs(a: Decimal): Decimal {
  return a.units < 0n ? { units: -a.units, scale: a.scale } : a;
}

export function neg(a: Decimal): Decimal {
  return { units: -a.units, scale: a.scale };
}

export function sum(values: Iterable<Decimal>): Decimal {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
}

/** Rounds to `places` decimals, halves towards positive infinity (XPath `round`). */
export function round(value: Decimal, places = 2): Decimal {
  if (value.scale <= places) return value;
  const factor = powerOfTen(value.scale - places);
  let quotient = value.units / factor;
  const remainder = value.units - quotient * factor;
  if (remainder !== 0n) {
    if (value.units >= 0n) {
      if (remainder * 2n >= factor) quotient += 1n;
    } else if (-remainder * 2n > factor) quotient -= 1n;
  }
  return { units: quotient, scale: places };
}

export function isZero(value: Decimal): boolean {
  return value.units === 0n;
}

export function sign(value: Decimal): number {
  return value.units === 0n ? 0 : value.units > 0n ? 1 : -1;
}

/** Fraction digits as written, e.g. "10.500" → 3. */
export function writtenFractionDigits(text: string | undefined): number {
  if (!text) return 0;
  const index = text.indexOf('.');
  return index < 0 ? 0 : text.trim().length - index - 1;
}

export function toPlainString(value: Decimal, places?: number): string {
  const fixed = places === undefined ? value : round(value, places);
  const scale = places === undefined ? fixed.scale : places;
  const units = places === undefined ? fixed.units : rescale(fixed, places);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${text}` : text;
}
