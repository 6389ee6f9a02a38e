/**
 * Scores extraction predictions against the corpus truth by the rules of its README: only visible
 * fields count; amounts compare as decimals, dates as ISO dates, names case-insensitively with
 * collapsed whitespace, IBAN and VAT ID without whitespace, currencies as ISO codes.
 */

export const SCORED_FIELDS = [
  'invoice_number',
  'issue_date',
  'currency',
  'net_total',
  'vat_total',
  'gross_total',
  'amount_due',
  'seller_name',
  'seller_vat_id',
  'iban',
  'order_reference',
  'due_date',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export type TruthEntry = { fields: Partial<Record<ScoredField, { value: unknown; visible: boolean }>> };
export type Prediction = { file: string; fields: Partial<Record<ScoredField, unknown>> | null };

/** A decimal as a canonical string ("-1234.5"), read the way the README says; null when unreadable. */
export function normaliseAmount(input: unknown): string | null {
  if (typeof input === 'number') return normaliseAmount(String(input));
  if (typeof input !== 'string') return null;
  let text = input
    .trim()
    .replace(/€|EUR|USD|GBP|CHF|\$|£/gi, '')
    .replace(/[\s\u00a0\u202f']/g, '');
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
  const dots = (text.match(/\./g) ?? []).length;
  const commas = (text.match(/,/g) ?? []).length;
  let integer: string;
  let fraction = '';
  if (dots && commas) {
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const [whole, part] = [
      text.slice(0, text.lastIndexOf(decimal)),
      text.slice(text.lastIndexOf(decimal) + 1),
    ];
    integer = whole.replace(/[.,]/g, '');
    fraction = part;
  } else if (commas + dots === 0) {
    integer = text;
  } else {
    const separator = commas ? ',' : '.';
    const count = commas || dots;
    const after = text.slice(text.lastIndexOf(separator) + 1);
    const grouping = count > 1 || (separator === ',' && after.length === 3);
    if (grouping) integer = text.replaceAll(separator, '');
    else [integer, fraction] = [text.slice(0, text.lastIndexOf(separator)), after];
  }
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  integer = integer.replace(/^0+(?=\d)/, '') || '0';
  fraction = fraction.replace(/0+$/, '');
  const value = fraction ? `${integer}.${fraction}` : integer;
  return negative && value !== '0' ? `-${value}` : value;
}

const MONTHS: Record<string, number> = {
  januar: 1, january: 1, februar: 2, february: 2, märz: 3, maerz: 3, march: 3, april: 4, mai: 5, may: 5,
  juni: 6, june: 6, juli: 7, july: 7, august: 8, september: 9, oktober: 10, october: 10, november: 11,
  dezember: 12, december: 12,
}; // prettier-ignore

function iso(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** A date as ISO; reads YYYY-MM-DD, DD.MM.YYYY, DD.MM.YY, DD/MM/YYYY, YYYYMMDD, "31. Dezember 2024", "December 31, 2024". */
export function normaliseDate(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) return iso(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[./](\d{1,2})[./](\d{4}|\d{2})$/.exec(text);
  if (match) return iso(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (match) return iso(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\.?\s+(\p{L}+)\s+(\d{4})$/u.exec(text);
  if (match && MONTHS[match[2]!.toLowerCase()])
    return iso(Number(match[3]), MONTHS[match[2]!.toLowerCase()]!, Number(match[1]));
  match = /^(\p{L}+)\s+(\d{1,2}),\s*(\d{4})$/u.exec(text);
  if (match && MONTHS[match[1]!.toLowerCase()])
    return iso(Number(match[3]), MONTHS[match[1]!.toLowerCase()]!, Number(match[2]));
  return null;
}

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY' };

export function normalise(field: ScoredField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (field) {
    case 'net_total':
    case 'vat_total':
    case 'gross_total':
    case 'amount_due':
      return normaliseAmount(value);
    case 'issue_date':
    case 'due_date':
      return normaliseDate(value);
    case 'iban':
    case 'seller_vat_id':
      return typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : null;
    case 'currency': {
      if (typeof value !== 'string') return null;
      const trimmed = value.trim();
      return (CURRENCY_SIGNS[trimmed] ?? trimmed).toUpperCase();
    }
    default:
      return typeof value === 'string'
        ? value.trim().replace(/\s+/g, ' ').toLowerCase().normalize('NFKC')
        : null;
  }
}

export type FieldScore = { correct: number; visible: number };
export type Score = {
  fields: Record<ScoredField, FieldScore>;
  overall: FieldScore;
  documentsAllRight: number;
  documents: number;
  misses: { file: string; field: ScoredField; expected: unknown; predicted: unknown }[];
};

/** Scores the predictions for the truth entries whose key starts with `prefix` ("text/" or "scans/"). */
export function scorePredictions(
  truth: Record<string, TruthEntry>,
  predictions: Map<string, Prediction>,
  prefix: string,
): Score {
  const fields = Object.fromEntries(
    SCORED_FIELDS.map((name) => [name, { correct: 0, visible: 0 }]),
  ) as Record<ScoredField, FieldScore>;
  const overall = { correct: 0, visible: 0 };
  const misses: Score['misses'] = [];
  let documents = 0;
  let documentsAllRight = 0;
  for (const [key, entry] of Object.entries(truth)) {
    if (!key.startsWith(prefix)) continue;
    documents += 1;
    const prediction = predictions.get(key);
    let allRight = true;
    for (const name of SCORED_FIELDS) {
      const expected = entry.fields[name];
      if (!expected?.visible) continue;
      const predicted = prediction?.fields?.[name] ?? null;
      const correct = predicted !== null && normalise(name, predicted) === normalise(name, expected.value);
      fields[name].visible += 1;
      overall.visible += 1;
      if (correct) {
        fields[name].correct += 1;
        overall.correct += 1;
      } else {
        allRight = false;
        misses.push({ file: key, field: name, expected: expected.value, predicted });
      }
    }
    if (allRight) documentsAllRight += 1;
  }
  return { fields, overall, documentsAllRight, documents, misses };
}
