import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { bookingLineTable, bookingTable } from './booking.tables.js';

/** A stored booking as the export reads it: header facts and its lines in order. */
export type BookedDocument = {
  documentId: string;
  creditorNumber: number | null;
  serviceDate: string | null;
  dueDate: string | null;
  lines: BookedLine[];
};

export type BookedLine = {
  position: number;
  accountNumber: number | null;
  taxKey: string;
  vatRateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  kost1: string;
  kost2: string;
  bookingText: string;
  belegfeld2: string;
};

/** The stored bookings of `documentIds` of a Mandant (documents without one are absent), two queries. */
export async function listBookedDocuments(
  db: Db,
  mandantId: string,
  documentIds: string[],
): Promise<Map<string, BookedDocument>> {
  const result = new Map<string, BookedDocument>();
  if (documentIds.length === 0) return result;
  const headers = await db
    .select()
    .from(bookingTable)
    .where(and(eq(bookingTable.mandantId, mandantId), inArray(bookingTable.documentId, documentIds)));
  if (headers.length === 0) return result;
  const byId = new Map<string, BookedDocument>();
  for (const header of headers) {
    const booked: BookedDocument = {
      documentId: header.documentId,
      creditorNumber: header.creditorNumber,
      serviceDate: header.serviceDate,
      dueDate: header.dueDate,
      lines: [],
    };
    byId.set(header.id, booked);
    result.set(header.documentId, booked);
  }
  const lines = await db
    .select()
    .from(bookingLineTable)
    .where(
      and(eq(bookingLineTable.mandantId, mandantId), inArray(bookingLineTable.bookingId, [...byId.keys()])),
    )
    .orderBy(asc(bookingLineTable.bookingId), asc(bookingLineTable.position));
  for (const line of lines) {
    byId.get(line.bookingId)?.lines.push({
      position: line.position,
      accountNumber: line.accountNumber,
      taxKey: line.taxKey,
      vatRateBp: line.vatRateBp,
      netCents: line.netCents,
      vatCents: line.vatCents,
      grossCents: line.grossCents,
      kost1: line.kost1,
      kost2: line.kost2,
      bookingText: line.bookingText,
      belegfeld2: line.belegfeld2,
    });
  }
  return result;
}
