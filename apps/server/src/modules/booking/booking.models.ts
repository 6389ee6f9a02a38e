import {
  BOOKING_UNSET_DATE,
  centsToDecimal,
  issue,
  type BookingLineSourceValue,
  type ValidationIssue,
} from '@belegfluss/shared';

/** Pure rules of the booking record: wire amounts and rates, line checks, defaults and the rest, in integer cents. */

export type ParsedDecimal = { ok: true; value: number } | { ok: false; code: string };

/**
 * A wire decimal ("1234.56", "-8.5", "19") in hundredths: cents for amounts, basis points for
 * percentages. More than two decimals is its own error, so the user learns what to fix.
 */
export function parseHundredths(text: string): ParsedDecimal {
  const match = /^(-?)(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return { ok: false, code: 'booking.invalid_amount' };
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, code: 'booking.too_many_decimals' };
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return { ok: true, value: sign === '-' && value !== 0 ? -value : value };
}

/** Basis points as a percent text with two decimals (1900 → "19.00"). */
export const percentText = (basisPoints: number) => centsToDecimal(basisPoints);

export type LineAmounts = { netCents: number; vatCents: number; grossCents: number; vatRateBp: number };
export type LineInput = { NETTO: string; MWST: string; BRUTTO: string; MWST_SATZ: string };

/** Net + VAT may differ from gross by rounding of at most one cent. */
export const BALANCE_TOLERANCE_CENTS = 1;

/**
 * Checks one line's amounts: each a decimal with at most two places, the rate 0–100 %, no negative
 * amount unless the document is a credit note, and net + VAT = gross within 0.01.
 */
export function checkLineAmounts(
  line: LineInput,
  path: string,
  creditNote: boolean,
): { amounts: LineAmounts | null; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const parsed: Record<'NETTO' | 'MWST' | 'BRUTTO', number | null> = {
    NETTO: null,
    MWST: null,
    BRUTTO: null,
  };
  for (const field of ['NETTO', 'MWST', 'BRUTTO'] as const) {
    const result = parseHundredths(line[field]);
    if (!result.ok) issues.push(issue(`${path}.${field}`, result.code));
    else if (result.value < 0 && !creditNote)
      issues.push(issue(`${path}.${field}`, 'booking.negative_amount'));
    else parsed[field] = result.value;
  }
  const rate = parseHundredths(line.MWST_SATZ === '' ? '0' : line.MWST_SATZ);
  const rateOk = rate.ok && rate.value >= 0 && rate.value <= 10_000;
  if (!rateOk) issues.push(issue(`${path}.MWST_SATZ`, 'booking.invalid_vat_rate'));
  const { NETTO: net, MWST: vat, BRUTTO: gross } = parsed;
  if (net === null || vat === null || gross === null || !rateOk) return { amounts: null, issues };
  if (Math.abs(net + vat - gross) > BALANCE_TOLERANCE_CENTS) {
    issues.push(issue(`${path}.BRUTTO`, 'booking.line_unbalanced'));
    return { amounts: null, issues };
  }
  return { amounts: { netCents: net, vatCents: vat, grossCents: gross, vatRateBp: rate.value }, issues };
}

/** What is left of the document's gross amount after the lines. */
export function restCents(documentGrossCents: number, lineGrossCents: number[]): number {
  return documentGrossCents - lineGrossCents.reduce((sum, cents) => sum + cents, 0);
}

/** A booking is complete when nothing is left over and every line names its account. */
export function isComplete(rest: number, lines: { accountNumber: number | null }[]): boolean {
  return rest === 0 && lines.length > 0 && lines.every((line) => line.accountNumber !== null);
}

/** The capture-mask values a booking starts from, as capture stores them (amounts "1190.00"). */
export type DocumentValues = Partial<Record<string, string>>;

const cents = (value: string | undefined): number | null => {
  if (value === undefined || value === '') return null;
  const parsed = parseHundredths(value);
  return parsed.ok ? parsed.value : null;
};

export type DefaultLine = LineAmounts & { source: BookingLineSourceValue };

/** Net amount inside a gross amount at a rate, rounded half away from zero to the cent. */
function netInGross(grossCents: number, rateBp: number): number {
  const numerator = BigInt(Math.abs(grossCents)) * 20_000n;
  const denominator = BigInt(10_000 + rateBp);
  const net = Number((numerator / denominator + 1n) / 2n);
  return grossCents < 0 ? -net : net;
}

/**
 * One line per VAT rate from the document's values: Netto19/MwSt19 and Netto7/MwSt7 when captured,
 * otherwise Netto/MwSt at the rate they imply, otherwise the gross amount at the standard rate of 19 %.
 */
export function defaultLines(values: DocumentValues): DefaultLine[] {
  const line = (net: number, vat: number, rateBp: number): DefaultLine => ({
    netCents: net,
    vatCents: vat,
    grossCents: net + vat,
    vatRateBp: rateBp,
    source: 'extraction',
  });
  const perRate: DefaultLine[] = [];
  for (const [suffix, rateBp] of [
    ['19', 1900],
    ['7', 700],
  ] as const) {
    const net = cents(values[`Netto${suffix}`]);
    const vat = cents(values[`MwSt${suffix}`]);
    if (net !== null || vat !== null) perRate.push(line(net ?? 0, vat ?? 0, rateBp));
  }
  if (perRate.length > 0) return perRate;
  const net = cents(values.Netto);
  const vat = cents(values.MwSt);
  if (net !== null) return [line(net, vat ?? 0, impliedRate(net, vat ?? 0))];
  const gross = cents(values.Betrag);
  if (gross === null) return [];
  const standardNet = netInGross(gross, 1900);
  return [line(standardNet, gross - standardNet, 1900)];
}

/** The German rate (0, 7 or 19 %) closest to what VAT / net implies. */
function impliedRate(netCents: number, vatCents: number): number {
  if (netCents === 0 || vatCents === 0) return 0;
  const ratio = (vatCents / netCents) * 10_000;
  return [0, 700, 1900].reduce((best, rate) =>
    Math.abs(rate - ratio) < Math.abs(best - ratio) ? rate : best,
  );
}

/** The document's gross amount: Betrag, else the sum of its default lines. */
export function documentGrossCents(values: DocumentValues): number {
  return cents(values.Betrag) ?? defaultLines(values).reduce((sum, line) => sum + line.grossCents, 0);
}

/**
 * The Kreditor's account number the capture mask names: Konto (filled when extraction matched the
 * creditor), else Kreditor when it holds a number; '' when neither does.
 */
export function creditorOfValues(values: DocumentValues): string {
  for (const field of ['Konto', 'Kreditor'] as const) {
    const text = (values[field] ?? '').trim();
    if (/^\d{1,9}$/.test(text)) return text;
  }
  return '';
}

/** Whether the document is a credit note (capture's Gutschrift marker). */
export const isCreditNote = (values: DocumentValues) => values.Gutschrift === 'true';

/** SYS_STRING_01..10 and SYS_DATUM_01..05 filled up to their spec length with the spec's defaults. */
export function padSystemFields(strings: string[], dates: string[]) {
  return {
    strings: Array.from({ length: 10 }, (_, index) => strings[index] ?? ''),
    dates: Array.from({ length: 5 }, (_, index) => dates[index] || BOOKING_UNSET_DATE),
  };
}
