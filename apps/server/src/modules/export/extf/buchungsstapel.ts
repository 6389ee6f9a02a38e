import { BUCHUNGSSTAPEL_COLUMN_COUNT, buchungsstapelHeadings, column } from './buchungsstapel.columns.js';
import { amountText, createdStamp, jjjjmmtt, quoted, ttmm, ttmmjjjj, writeWindows1252 } from './extf-text.js';

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

/** ";" runs by length: the separators between two filled columns, looked up instead of built. */
const SEPARATORS = Array.from({ length: BUCHUNGSSTAPEL_COLUMN_COUNT + 1 }, (_, count) => ';'.repeat(count));
const EMPTY_TEXT = '""';

/** Appends filled columns in ascending order, each after the run of ";" since the previous one. */
class LineBuilder {
  private line: string;
  private at = 1;
  constructor(first: string) {
    this.line = first;
  }
  readonly put = (position: number, value: string) => {
    this.line += SEPARATORS[position - this.at] + value;
    this.at = position;
  };
  end(): string {
    return this.line + SEPARATORS[BUCHUNGSSTAPEL_COLUMN_COUNT - this.at];
  }
}

/**
 * One booking row as its 125 fields joined by semicolons. Built by appending the filled columns in
 * ascending order with the run of ";" before each (one string per row instead of a 125-field array
 * joined): this runs once per booking line, 100,000 times for a large batch.
 */
export function rowLine(row: BookingRow): string {
  const line = new LineBuilder(amountText(row.amountCents));
  const put = line.put;
  put(column.sollHaben, row.side === 'H' ? '"H"' : '"S"');
  put(column.wkzUmsatz, row.currency ? quoted(row.currency) : EMPTY_TEXT);
  if (row.currency && row.exchangeRate && row.baseAmountCents !== null) {
    put(column.kurs, row.exchangeRate);
    put(column.basisUmsatz, amountText(row.baseAmountCents));
    put(column.wkzBasisUmsatz, '"EUR"');
  }
  put(column.konto, String(row.account));
  put(column.gegenkonto, String(row.contraAccount));
  put(column.buSchluessel, quoted(row.taxKey));
  put(column.belegdatum, ttmm(row.documentDate));
  put(column.belegfeld1, quoted(row.belegfeld1));
  put(column.belegfeld2, quoted(row.belegfeld2));
  put(column.buchungstext, quoted(row.bookingText));
  put(column.beleglink, row.documentGuid ? `"BEDI ""${row.documentGuid.toUpperCase()}"""` : EMPTY_TEXT);
  const infos = Math.min(row.info.length, 8);
  for (let index = 0; index < infos; index += 1) {
    const [art, inhalt] = row.info[index] as [string, string];
    put(column.beleginfoArt1 + index * 2, quoted(art));
    put(column.beleginfoArt1 + index * 2 + 1, quoted(inhalt));
  }
  put(column.kost1, quoted(row.kost1));
  put(column.kost2, quoted(row.kost2));
  put(column.euLandUstId, quoted(row.euVatId));
  put(column.buchungsGuid, quoted(row.bookingGuid));
  if (row.serviceDate) put(column.leistungsdatum, ttmmjjjj(row.serviceDate));
  if (row.dueDate) put(column.faelligkeit, ttmmjjjj(row.dueDate));
  return line.end();
}

const CHUNK_BYTES = 1024 * 1024;

/**
 * The whole file as Windows-1252 chunks of about 1 MB: header, headings, then one line per row, every
 * line ended by CRLF. Each line is encoded straight into the current chunk, so no large string is
 * built; rows are read as they come, so memory stays flat however many there are.
 */
export async function* buchungsstapelChunks(
  header: BuchungsstapelHeader,
  rows: AsyncIterable<BookingRow> | Iterable<BookingRow>,
): AsyncGenerator<Buffer> {
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = writeWindows1252(headerLine(header) + CRLF + headingLine() + CRLF, chunk, 0);
  for await (const row of rows) {
    const line = rowLine(row) + CRLF;
    // A line never has more bytes than characters; a full chunk goes out before the line is written.
    if (line.length > CHUNK_BYTES - used) {
      yield chunk.subarray(0, used);
      chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, line.length));
      used = 0;
    }
    used += writeWindows1252(line, chunk, used);
  }
  if (used > 0) yield chunk.subarray(0, used);
}
