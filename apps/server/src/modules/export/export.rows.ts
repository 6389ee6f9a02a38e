import { createHash } from 'node:crypto';
import { exportIssueMessage, type ExportIssue, type ExportIssueCode } from '@belegfluss/shared';
import { BELEGFELD1_PATTERN } from './extf/buchungsstapel.columns.js';
import type { BookingRow } from './extf/buchungsstapel.js';
import { isWindows1252 } from './extf/extf-text.js';
import type { ExportProfile } from './export.profiles.js';

/** A booked document as the rows are built from it (capture values and the stored booking). */
export type DocumentToExport = {
  id: string;
  stackId: string;
  title: string;
  values: Partial<Record<string, string>>;
  creditorNumber: number | null;
  creditorName: string;
  creditorVatId: string;
  serviceDate: string | null;
  dueDate: string | null;
  lines: {
    position: number;
    accountNumber: number | null;
    taxKey: string;
    vatRateBp: number;
    grossCents: number;
    kost1: string;
    kost2: string;
    bookingText: string;
    belegfeld2: string;
  }[];
};

export type RowContext = {
  profile: ExportProfile;
  accountLength: number;
  /** The BU-Schlüssel for a line with an empty key (derived from account and rate), "" for none. */
  derivedTaxKey: (accountNumber: number, vatRateBp: number) => string;
  exchangeRates: Record<string, string>;
};

export type RowsResult = { rows: BookingRow[]; issues: ExportIssue[] };

/** A stable GUID from text, so a run that starts again writes the same Buchungs GUIDs. */
export function stableGuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const INTRA_EU_KEYS = new Set(['18', '19']);

/** A finding about a document, its message in DATEV's German wording (localised when answered). */
export function documentIssue(
  document: { id: string; stackId: string; title: string },
  severity: 'error' | 'warning',
  field: string,
  code: ExportIssueCode,
  params: Record<string, string> = {},
): ExportIssue {
  return {
    documentId: document.id,
    stackId: document.stackId,
    documentTitle: document.title,
    severity,
    field,
    code,
    params,
    message: exportIssueMessage(code, params, 'de'),
  };
}

function issueMaker(document: DocumentToExport, issues: ExportIssue[]) {
  return (
    severity: 'error' | 'warning',
    field: string,
    code: ExportIssueCode,
    params: Record<string, string> = {},
  ) => issues.push(documentIssue(document, severity, field, code, params));
}

/**
 * A text field as it may go into the file: cut to its length and with characters Windows-1252 lacks
 * replaced, each change reported in the words DATEV's import uses.
 */
function fitText(
  value: string,
  field: string,
  length: number,
  report: ReturnType<typeof issueMaker>,
): string {
  let text = value.replace(/[\r\n\t]+/g, ' ');
  if ([...text].some((char) => !isWindows1252(char))) {
    report('warning', field, 'export.characters_replaced', { value: text, field });
    text = [...text].map((char) => (isWindows1252(char) ? char : '?')).join('');
  }
  if (text.length > length) {
    report('warning', field, 'export.field_too_long', { value: text, field, length: String(length) });
    text = text.slice(0, length);
  }
  return text;
}

function fitBelegfeld1(value: string, limit: number, report: ReturnType<typeof issueMaker>): string {
  let text = value.trim();
  if (!BELEGFELD1_PATTERN.test(text)) {
    const cleaned = text.replace(/[^A-Za-z0-9$&%*+\-/]/g, '');
    report('warning', 'Belegfeld 1', 'export.belegfeld1_characters', { value: text, cleaned });
    text = cleaned;
  }
  return fitText(text, 'Belegfeld 1', limit, report);
}

/** The foreign currency of a document and its rate, or null for euro; an issue when the rate is missing. */
function currencyOf(document: DocumentToExport, context: RowContext, report: ReturnType<typeof issueMaker>) {
  const currency = (document.values.Waehrung ?? '').trim().toUpperCase();
  if (!currency || currency === 'EUR') return { currency: null, rate: null };
  const rate = context.exchangeRates[currency];
  if (!rate) {
    report('error', 'Kurs', 'export.exchange_rate_missing', { currency });
    return null;
  }
  return { currency, rate: rate.replace('.', ',') };
}

/** Euro cents of a foreign amount at a DATEV Kurs (foreign units per euro), rounded half up. */
export function baseCents(cents: number, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split(',');
  const scaled = BigInt(whole + fraction.padEnd(6, '0'));
  return Number(((BigInt(Math.abs(cents)) * 2_000_000n) / scaled + 1n) / 2n);
}

/**
 * The rows of one document: one per booking line, expense account (Konto) against the creditor
 * (Gegenkonto), the gross amount debited ("S"), credited ("H") for a credit note or a negative line.
 * Every problem is reported; a document with an error yields no rows.
 */
export function documentRows(document: DocumentToExport, context: RowContext): RowsResult {
  const issues: ExportIssue[] = [];
  const report = issueMaker(document, issues);
  const { profile } = context;
  const documentDate = document.values.Belegdatum ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(documentDate))
    report('error', 'Belegdatum', 'export.document_date_missing');
  if (!document.creditorNumber) report('error', 'Gegenkonto', 'export.creditor_missing');
  const longest = context.accountLength + 1;
  if (document.creditorNumber && String(document.creditorNumber).length > longest)
    report('error', 'Gegenkonto', 'export.account_too_long', {
      account: String(document.creditorNumber),
      longest: String(longest),
      accountLength: String(context.accountLength),
    });
  if (document.lines.length === 0) report('error', 'Konto', 'export.booking_without_lines');
  const currency = currencyOf(document, context, report);
  const creditNote = document.values.Gutschrift === 'true';
  const belegfeld1 = fitBelegfeld1(document.values.Kennung ?? '', profile.limits.belegfeld1, report);
  const rows: BookingRow[] = [];
  for (const line of document.lines) {
    if (line.accountNumber === null) {
      report('error', 'Konto', 'export.booking_incomplete', { line: String(line.position) });
      continue;
    }
    if (String(line.accountNumber).length > longest)
      report('error', 'Konto', 'export.account_too_long', {
        account: String(line.accountNumber),
        longest: String(longest),
        accountLength: String(context.accountLength),
      });
    if (line.grossCents === 0) {
      report('warning', 'Umsatz', 'export.zero_amount', { line: String(line.position) });
      continue;
    }
    const taxKey = line.taxKey.trim() || context.derivedTaxKey(line.accountNumber, line.vatRateBp);
    const credited = creditNote !== line.grossCents < 0;
    const text = line.bookingText || document.creditorName || document.title;
    rows.push({
      amountCents: Math.abs(line.grossCents),
      side: credited ? 'H' : 'S',
      currency: currency?.currency ?? null,
      exchangeRate: currency?.rate ?? null,
      baseAmountCents: currency?.rate ? baseCents(line.grossCents, currency.rate) : null,
      account: line.accountNumber,
      contraAccount: document.creditorNumber ?? 0,
      taxKey,
      documentDate,
      belegfeld1,
      belegfeld2: fitText(line.belegfeld2, 'Belegfeld 2', 12, report),
      bookingText: fitText(text, 'Buchungstext', profile.limits.buchungstext, report),
      documentGuid: profile.images ? document.id : null,
      info: [['Beleg', fitText(document.title, 'Beleginfo - Inhalt 1', 210, report)]],
      kost1: profile.costColumns >= 1 ? fitText(line.kost1, 'KOST1', profile.limits.kost, report) : '',
      kost2: profile.costColumns >= 2 ? fitText(line.kost2, 'KOST2', profile.limits.kost, report) : '',
      euVatId: INTRA_EU_KEYS.has(taxKey) ? document.creditorVatId.replace(/\s/g, '').slice(0, 15) : '',
      bookingGuid: stableGuid(`${document.id}:${line.position}`),
      serviceDate: document.serviceDate,
      dueDate: document.dueDate,
      vatRateBp: line.vatRateBp,
    });
  }
  const hasError = issues.some((found) => found.severity === 'error');
  return { rows: hasError || !currency ? [] : rows, issues };
}
