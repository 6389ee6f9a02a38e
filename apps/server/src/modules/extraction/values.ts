/**
 * Value recognisers for invoice fields: amounts, dates, IBAN (mod 97), BIC, VAT IDs (country
 * formats), identifiers, currencies. Each `find*` returns every match in a text with its character
 * range, so a caller can point at the words it came from.
 */
import { hasVatIdFormat } from '@belegfluss/shared';

export type ValueMatch = { value: string; start: number; end: number };

// ---------- amounts ----------

const AMOUNT =
  /(?<![\d.,'])(-\s?)?(?:(?:€|EUR|USD|GBP|CHF|NZD|AUD|CAD|[A-Z]{1,2}\$|\$|£)\s?)?(-\s?)?(\d{1,3}(?:(?:[.'\u00a0\u202f]| (?=\d{3}[.,]\d{2}(?!\d)))\d{3})+|\d{1,3}(?:,\d{3})+(?=\.\d{2}(?!\d))|\d+)([.,])(\d{2})(?![\d])(?!\s?%)(?![.,]\d)(\s?-(?!\s?\d))?/g;

/** Exact decimal string "-1234.56" from sign, integer digits (with grouping) and two decimals. */
function toDecimal(negative: boolean, integer: string, fraction: string): string {
  const digits = integer.replace(/[^\d]/g, '').replace(/^0+(?=\d)/, '');
  const value = `${digits}.${fraction}`;
  return negative && !/^0+\.00$/.test(value) ? `-${value}` : value;
}

/**
 * Every amount with exactly two decimals: 1.234,56 · 1,234.56 · 1234,56 · 1 234,56 · 1'234.56,
 * with the sign as printed (a minus before or after). Percentages, dates and longer numbers are skipped.
 */
export function findAmounts(text: string): ValueMatch[] {
  const matches: ValueMatch[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, minusBefore, minusAfterCurrency, integer, separator, fraction, minusAfter] = match;
    // "1.234.56" or "1,234,56": the decimal separator must differ from the grouping one.
    if (separator && integer!.includes(separator) && !/^\d+$/.test(integer!)) continue;
    const negative = Boolean(minusBefore || minusAfterCurrency || minusAfter);
    matches.push({
      value: toDecimal(negative, integer!, fraction!),
      start: match.index,
      end: match.index + whole.length,
    });
  }
  return matches;
}

/** Parses one amount that makes up the whole text (currency signs allowed); null otherwise. */
export function parseAmount(text: string): string | null {
  const trimmed = text.replace(/\s*(€|EUR|USD|\$|GBP|£|CHF|NZD|AUD|CAD)\s*$/i, '').trim();
  const [first] = findAmounts(trimmed);
  return first && first.start === 0 && first.end >= trimmed.length ? first.value : null;
}

/** Cents of an exact decimal string. */
export function toCents(decimal: string): number {
  const negative = decimal.startsWith('-');
  const [integer, fraction = '00'] = decimal.replace('-', '').split('.');
  const cents = Number(integer) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// ---------- dates ----------

const MONTHS: Record<string, number> = {
  januar: 1, jan: 1, january: 1, janvier: 1, jänner: 1, 'jän': 1,
  februar: 2, feb: 2, february: 2, février: 2, fevrier: 2, févr: 2, fév: 2,
  märz: 3, maerz: 3, mrz: 3, mär: 3, march: 3, mar: 3, mars: 3,
  april: 4, apr: 4, avril: 4, avr: 4,
  mai: 5, may: 5,
  juni: 6, jun: 6, june: 6, juin: 6,
  juli: 7, jul: 7, july: 7, juillet: 7, juil: 7,
  august: 8, aug: 8, août: 8, aout: 8,
  september: 9, sep: 9, sept: 9, septembre: 9,
  oktober: 10, okt: 10, october: 10, oct: 10, octobre: 10,
  november: 11, nov: 11, novembre: 11,
  dezember: 12, dez: 12, december: 12, dec: 12, décembre: 12, decembre: 12, déc: 12,
  januari: 1, februari: 2, maart: 3, mrt: 3, mei: 5, augustus: 8, // Dutch (juni, juli, oktober as in German)
}; // prettier-ignore

const MONTH_NAMES = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += year >= 70 ? 1900 : 2000;
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Day before month (Europe) or month before day (US) for dates written with slashes. */
export type DateOrder = 'dmy' | 'mdy';

const DATE_PATTERNS: { regex: RegExp; parse: (m: RegExpMatchArray, order: DateOrder) => string | null }[] = [
  // 31.12.2024, 31.12.24, 1.2.2024, 31/12/2024, 31-12-2024 (day first, as in Europe; 12/31/2024 in US documents)
  {
    regex: /(?<![\d.,/])(\d{1,2})\s?([./-])\s?(\d{1,2})\2\s?(\d{4}|\d{2})(?![\d]|[.,]\d)/g,
    parse: (m, order) => {
      const dayFirst = isoDate(Number(m[4]), Number(m[3]), Number(m[1]));
      const monthFirst = isoDate(Number(m[4]), Number(m[1]), Number(m[3]));
      return order === 'mdy' && m[2] === '/' ? (monthFirst ?? dayFirst) : (dayFirst ?? monthFirst);
    },
  },
  // 2024-12-31, 2024/12/31
  {
    regex: /(?<![\d.,])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/g,
    parse: (m) => isoDate(Number(m[1]), Number(m[3]), Number(m[4])),
  },
  // 20241231
  {
    regex: /(?<![\d.,/-])((?:19|20)\d{2})(\d{2})(\d{2})(?![\d.,/-])/g,
    parse: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  // 31. Dezember 2024, 31 Dez. 2024, 1er janvier 2024
  {
    regex: new RegExp(`(?<!\\d)(\\d{1,2})(?:\\.|er)?\\s*(${MONTH_NAMES})\\.?\\s*(\\d{4})(?!\\d)`, 'giu'),
    parse: (m) => isoDate(Number(m[3]), MONTHS[m[2]!.toLowerCase()]!, Number(m[1])),
  },
  // 29-Nov-19, 29-Nov-2019, 29 Nov 19 (a month name between dashes or spaces, two- or four-digit year)
  {
    regex: new RegExp(`(?<![\\d.])(\\d{1,2})([- ])(${MONTH_NAMES})\\.?\\2(\\d{2}|\\d{4})(?![\\d.,])`, 'giu'),
    parse: (m) => isoDate(Number(m[4]), MONTHS[m[3]!.toLowerCase()]!, Number(m[1])),
  },
  // December 31, 2024
  {
    regex: new RegExp(
      `(?<![\\p{L}])(${MONTH_NAMES})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`,
      'giu',
    ),
    parse: (m) => isoDate(Number(m[3]), MONTHS[m[1]!.toLowerCase()]!, Number(m[2])),
  },
];

/** Every date in a text as ISO YYYY-MM-DD (European order unless `order` says US, or only the other order is valid). */
export function findDates(text: string, order: DateOrder = 'dmy'): ValueMatch[] {
  const matches: ValueMatch[] = [];
  for (const { regex, parse } of DATE_PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const value = parse(match, order);
      const start = match.index;
      const end = start + match[0].length;
      if (value && !matches.some((other) => other.start < end && start < other.end)) {
        matches.push({ value, start, end });
      }
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}

/**
 * Whether a document writes slash dates month first: some date in it can only be read that way
 * (11/17/2017) and none only the other way (17/11/2017).
 */
export function detectDateOrder(text: string): DateOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const match of text.matchAll(/(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?![\d/])/g)) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    if (first > 12 && second <= 12) dayFirst += 1;
    if (second > 12 && first <= 12) monthFirst += 1;
  }
  return monthFirst > dayFirst ? 'mdy' : 'dmy';
}

// ---------- IBAN, BIC, VAT ID ----------

/** IBAN lengths per country (ISO 13616 registry). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27,
  GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24,
  ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24,
  TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
}; // prettier-ignore

/** ISO 7064 mod 97-10 check of an IBAN without spaces. */
export function isValidIban(iban: string): boolean {
  const compact = iban.toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  if (IBAN_LENGTHS[compact.slice(0, 2)] !== compact.length) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Letters OCR confuses with digits in the numeric part of an IBAN. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
  T: '7',
};

/**
 * Every valid IBAN in a text, spaces allowed between groups. German IBANs are all digits after the
 * country code, so OCR's letter-for-digit slips there are repaired when the checksum then holds.
 */
export function findIbans(text: string): ValueMatch[] {
  const matches: ValueMatch[] = [];
  const candidate = /(?<![A-Z0-9])([A-Z]{2})\s?([0-9OIlDQ]{2})((?:\s?[A-Z0-9]){10,30})/gi;
  for (const match of text.matchAll(candidate)) {
    const country = match[1]!.toUpperCase();
    const length = IBAN_LENGTHS[country];
    if (!length) continue;
    let compact = '';
    let consumed = 0;
    const raw = match[0];
    for (const character of raw) {
      if (compact.length === length) break;
      consumed += 1;
      if (character !== ' ') compact += character.toUpperCase();
    }
    if (compact.length !== length) continue;
    const next = raw.slice(consumed);
    if (next && /^[A-Z0-9]/i.test(next)) continue;
    let value = compact;
    if (!isValidIban(value) && country === 'DE') {
      const repaired = country + value.slice(2).replace(/[A-Z]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);
      if (isValidIban(repaired)) value = repaired;
    }
    if (!isValidIban(value)) continue;
    matches.push({ value, start: match.index, end: match.index + consumed });
  }
  return matches;
}

/**
 * Everything shaped like an IBAN, check digits and length unchecked: a country code, two digits and
 * groups of four (the last shorter), or one unbroken run. Only for values a label calls an IBAN.
 */
export function findIbanShapes(text: string): ValueMatch[] {
  const matches: ValueMatch[] = [];
  const shape =
    /(?<![A-Z0-9])[A-Z]{2}\d{2}(?:(?: [A-Z0-9]{4})+(?: [A-Z0-9]{1,3})?|[A-Z0-9]{11,30})(?![A-Z0-9])/g;
  for (const match of text.toUpperCase().matchAll(shape)) {
    const value = match[0].replace(/\s/g, '');
    if (value.length < 15 || value.length > 34) continue;
    matches.push({ value, start: match.index, end: match.index + match[0].length });
  }
  return matches;
}

const COUNTRY_CODES = new Set(
  'AD AE AT AU BE BG BR BY CA CH CN CY CZ DE DK EE ES FI FR GB GR HK HR HU IE IL IN IS IT JP KR LI LT LU LV MC MT MX NL NO NZ PL PT RO RS RU SE SG SI SK SM TR UA US VA ZA'.split(
    ' ',
  ),
);

/** Every BIC (8 or 11 characters: bank, ISO country, location, optional branch). */
export function findBics(text: string): ValueMatch[] {
  const matches: ValueMatch[] = [];
  for (const match of text.matchAll(
    /(?<![A-Z0-9])([A-Z]{4})([A-Z]{2})([A-Z0-9]{2})([A-Z0-9]{3})?(?![A-Z0-9])/g,
  )) {
    if (!COUNTRY_CODES.has(match[2]!)) continue;
    matches.push({ value: match[0], start: match.index, end: match.index + match[0].length });
  }
  return matches;
}

/** Every VAT ID in a text ("DE 123 456 789", "ATU12345678", "CHE-123.456.789 MWST"), compacted. */
export function findVatIds(text: string): ValueMatch[] {
  const matches: ValueMatch[] = [];
  const candidate =
    /(?<![A-Za-z0-9])(AT|BE|BG|CH|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|NO|PL|PT|RO|SE|SI|SK|XI)[ -]?((?:[A-Z0-9+*]+[ .-]?){1,6})/g;
  for (const match of text.matchAll(candidate)) {
    const bodyStart = match.index + match[0].length - match[2]!.length;
    const pieces = [...match[2]!.matchAll(/[A-Z0-9+*]+/g)];
    // The longest run of pieces that forms a valid number: a following word may be glued on.
    for (let count = pieces.length; count >= 1; count -= 1) {
      const compact =
        match[1]! +
        pieces
          .slice(0, count)
          .map((piece) => piece[0])
          .join('');
      if (!hasVatIdFormat(compact)) continue;
      const last = pieces[count - 1]!;
      matches.push({ value: compact, start: match.index, end: bodyStart + last.index + last[0].length });
      break;
    }
  }
  return matches;
}

// ---------- identifiers and currencies ----------

/**
 * An identifier token such as an invoice or order number: letters, digits and - / . _ with at least
 * one digit, not a date and not an amount.
 */
export function findIdentifiers(text: string): ValueMatch[] {
  const matches: ValueMatch[] = [];
  for (const match of text.matchAll(
    /(?<![\p{L}\d])[\p{L}\d][\p{L}\d\-/._#,]*[\p{L}\d]|(?<![\p{L}\d])\d(?![\p{L}\d])/gu,
  )) {
    const token = match[0];
    if (!/\d/.test(token)) continue;
    if (findDates(token).some((date) => date.start === 0 && date.end === token.length)) continue;
    if (/^\d{1,3}([.,]\d{3})*[.,]\d{2}$/.test(token)) continue;
    matches.push({ value: token, start: match.index, end: match.index + token.length });
  }
  return matches;
}

const CURRENCY_SIGNS: [RegExp, string][] = [
  [
    /(?<![A-Z])(EUR|USD|GBP|CHF|JPY|SEK|NOK|DKK|PLN|CZK|HUF|RUB|CAD|AUD|NZD|CNY|SGD|HKD|ZAR|INR)(?![A-Z])/g,
    '',
  ],
  [/€|\bEuro?\b/gi, 'EUR'],
  [/£/g, 'GBP'],
  [/NZ\$/g, 'NZD'],
  [/A\$|AU\$/g, 'AUD'],
  [/C\$|CA\$/g, 'CAD'],
  [/(?<![A-Z]{1,2})(?:US)?\$/g, 'USD'],
  [/¥/g, 'JPY'],
];

/** Every currency named in a text, as ISO 4217 code. */
export function findCurrencies(text: string): ValueMatch[] {
  const matches: ValueMatch[] = [];
  for (const [regex, code] of CURRENCY_SIGNS) {
    for (const match of text.matchAll(regex)) {
      matches.push({ value: code || match[0], start: match.index, end: match.index + match[0].length });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}
