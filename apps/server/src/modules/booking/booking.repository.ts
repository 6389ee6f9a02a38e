import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { bookingLineTable, bookingTable } from './booking.tables.js';

export type BookingHeaderRow = typeof bookingTable.$inferSelect;
export type BookingLineRow = typeof bookingLineTable.$inferSelect;
export type BookingHeaderValues = Pick<
  typeof bookingTable.$inferInsert,
  'creditorNumber' | 'serviceDate' | 'dueDate' | 'skontoRateBp' | 'skontoDays' | 'skontoCents'
>;
export type BookingLineValues = Omit<typeof bookingLineTable.$inferInsert, 'bookingId' | 'mandantId'>;

/** The booking records of captured documents; every query names the Mandant. */
export function createBookingRepository({ db }: { db: Db }) {
  const findHeader = async (mandantId: string, documentId: string) => {
    const [header] = await db
      .select()
      .from(bookingTable)
      .where(and(eq(bookingTable.mandantId, mandantId), eq(bookingTable.documentId, documentId)));
    return header ?? null;
  };

  return {
    /** The header alone (Kreditor, dates, Skonto), null when the document has no stored booking. */
    findHeader,

    async find(mandantId: string, documentId: string) {
      const header = await findHeader(mandantId, documentId);
      if (!header) return null;
      const lines = await db
        .select()
        .from(bookingLineTable)
        .where(and(eq(bookingLineTable.mandantId, mandantId), eq(bookingLineTable.bookingId, header.id)))
        .orderBy(asc(bookingLineTable.position));
      return { header, lines };
    },

    /**
     * Writes the header and replaces every line; call inside a transaction. `lines` may be built from
     * the lines it replaces (read as they are deleted, in their order; throwing there rolls the
     * transaction back). Returns what is stored.
     */
    async save(input: {
      mandantId: string;
      documentId: string;
      header: BookingHeaderValues;
      updatedBy: { userId: string; name: string };
      at: string;
      lines: BookingLineValues[] | ((previous: BookingLineRow[]) => BookingLineValues[]);
    }) {
      const changes = {
        ...input.header,
        updatedBy: input.updatedBy.userId,
        updatedByName: input.updatedBy.name,
        updatedAt: input.at,
      };
      const [header] = await db
        .insert(bookingTable)
        .values({ mandantId: input.mandantId, documentId: input.documentId, ...changes })
        .onConflictDoUpdate({ target: bookingTable.documentId, set: changes })
        .returning();
      const stored = header as BookingHeaderRow;
      const previous = await db
        .delete(bookingLineTable)
        .where(
          and(eq(bookingLineTable.mandantId, input.mandantId), eq(bookingLineTable.bookingId, stored.id)),
        )
        .returning();
      const values =
        typeof input.lines === 'function'
          ? input.lines(previous.sort((a, b) => a.position - b.position))
          : input.lines;
      const lines =
        values.length === 0
          ? []
          : await db
              .insert(bookingLineTable)
              .values(values.map((line) => ({ ...line, bookingId: stored.id, mandantId: input.mandantId })))
              .returning();
      return { header: stored, lines: lines.sort((a, b) => a.position - b.position) };
    },
  };
}
