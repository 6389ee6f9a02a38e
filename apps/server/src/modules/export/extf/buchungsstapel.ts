import { BUCHUNGSSTAPEL_COLUMN_COUNT, buchungsstapelHeadings, column } from './buchungsstapel.columns.js';
import { amountText, createdStamp, jjjjmmtt, quoted, ttmm, ttmmjjjj, windows1252 } from './extf-text.js';

export const CRLF = '\r\n';

/** What the header line of a Buchungsstapel says (format version 13). */
export type BuchungsstapelHeader = {
  adviserNumber: number;
  clientNumber: number;
  /** First day of the fiscal year the period lies in (ISO). */
  fiscalYearStart: string;
  accountLength: number;
  /** Datum vom / bis (ISO), one booking period. */
  from: string;
  to: string;
  /** Bezeichnung des Stapels, at most 30 characters. */
  description: string;
  /** Festschreibung: DATEV locks the bookings after import. */
  locked: boolean;
  /** Sachkontenrahmen: "03" (SKR03), "04" (SKR04) or "" when unknown. */
  chart: string;
  exportedBy: string;
  /** Herkunft, two letters naming the sending system. */
  origin: string;
  createdAt: Date;
};

/** One booking row: an amount between Konto and Gegenkonto, with the voucher's facts. */
export type BookingRow = {
  /** Positive amount in cents in the row's currency. */
  amountCents: number;
  side: 'S' | 'H';
  /** ISO code when the row is in a foreign currency; null for euro. */
  currency: string | null;
  /** DATEV Kurs (foreign units per euro, decimal comma) and the euro amount, for foreign currencies. */
  exchangeRate: string | null;
  baseAmountCents: number | null;
  account: number;
  contraAccount: number;
  taxKey: string;
  documentDate: string;
  belegfeld1: string;
  belegfeld2: string;
  bookingText: string;
  /** GUID of the document the row links to (Beleglink `BEDI "<GUID>"`), or null. */
  documentGuid: string | null;
  /** Beleginfo Art/Inhalt pairs, at most eight. */
  info: [string, string][];
  kost1: string;
  kost2: string;
  /** EU-Land u. UStID of the supplier for intra-EU cases, else "". */
  euVatId: string;
  bookingGuid: string;
  serviceDate: string | null;
  dueDate: string | null;
  /** The line's VAT rate in basis points (for the ledger XML; the Buchungsstapel derives tax from the key). */
  vatRateBp: number;
};

/** The 31 fields of the header line. */
export function headerLine(header: BuchungsstapelHeader): string {
  const fields: string[] = Array.from({ length: 31 }, () => '');
  fields[0] = quoted('EXTF');
  fields[1] = '700';
  fields[2] = '21';
  fields[3] = quoted('Buchungsstapel');
  fields[4] = '13';
  fields[5] = createdStamp(header.createdAt);
  fields[7] = quoted(header.origin.slice(0, 2));
  fields[8] = quoted(header.exportedBy.slice(0, 25));
  fields[9] = quoted('');
  fields[10] = String(header.adviserNumber);
  fields[11] = String(header.clientNumber);
  fields[12] = jjjjmmtt(header.fiscalYearStart);
  fields[13] = String(header.accountLength);
  fields[14] = jjjjmmtt(header.from);
  fields[15] = jjjjmmtt(header.to);
  fields[16] = quoted(header.description.slice(0, 30));
  fields[17] = quoted('');
  fields[18] = '1';
  fields[19] = '0';
  fields[20] = header.locked ? '1' : '0';
  fields[21] = quoted('EUR');
  fields[26] = quoted(header.chart);
  return fields.join(';');
}

/** The column heading line. */
export const headingLine = () => buchungsstapelHeadings.join(';');

/** One booking row as its 125 fields joined by semicolons. */
export function rowLine(row: BookingRow): string {
  const fields: string[] = Array.from({ length: BUCHUNGSSTAPEL_COLUMN_COUNT }, () => '');
  const set = (position: number, value: string) => {
    fields[position - 1] = value;
  };
  set(column.umsatz, amountText(row.amountCents));
  set(column.sollHaben, quoted(row.side));
  set(column.wkzUmsatz, quoted(row.currency ?? ''));
  if (row.currency && row.exchangeRate && row.baseAmountCents !== null) {
    set(column.kurs, row.exchangeRate);
    set(column.basisUmsatz, amountText(row.baseAmountCents));
    set(column.wkzBasisUmsatz, quoted('EUR'));
  }
  set(column.konto, String(row.account));
  set(column.gegenkonto, String(row.contraAccount));
  set(column.buSchluessel, quoted(row.taxKey));
  set(column.belegdatum, ttmm(row.documentDate));
  set(column.belegfeld1, quoted(row.belegfeld1));
  set(column.belegfeld2, quoted(row.belegfeld2));
  set(column.buchungstext, quoted(row.bookingText));
  set(column.beleglink, quoted(row.documentGuid ? `BEDI "${row.documentGuid.toUpperCase()}"` : ''));
  row.info.slice(0, 8).forEach(([art, inhalt], index) => {
    set(column.beleginfoArt1 + index * 2, quoted(art));
    set(column.beleginfoArt1 + index * 2 + 1, quoted(inhalt));
  });
  set(column.kost1, quoted(row.kost1));
  set(column.kost2, quoted(row.kost2));
  set(column.euLandUstId, quoted(row.euVatId));
  set(column.buchungsGuid, quoted(row.bookingGuid));
  if (row.serviceDate) set(column.leistungsdatum, ttmmjjjj(row.serviceDate));
  if (row.dueDate) set(column.faelligkeit, ttmmjjjj(row.dueDate));
  return fields.join(';');
}

const CHUNK_CHARACTERS = 256 * 1024;

/**
 * The whole file as Windows-1252 chunks: header, headings, then one line per row, every line ended by
 * CRLF. Rows are read as they come, so memory stays flat however many there are.
 */
export async function* buchungsstapelChunks(
  header: BuchungsstapelHeader,
  rows: AsyncIterable<BookingRow> | Iterable<BookingRow>,
): AsyncGenerator<Buffer> {
  let pending = headerLine(header) + CRLF + headingLine() + CRLF;
  for await (const row of rows) {
    pending += rowLine(row) + CRLF;
    if (pending.length >= CHUNK_CHARACTERS) {
      yield windows1252(pending);
      pending = '';
    }
  }
  if (pending) yield windows1252(pending);
}
