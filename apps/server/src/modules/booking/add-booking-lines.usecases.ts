import { randomUUID } from 'node:crypto';
import { centsToDecimal, type Booking } from '@belegfluss/shared';
import { checkBooking, type SaveBooking } from './booking-validation.js';
import type { BookingDependencies } from './booking.dependencies.js';
import { bookingError } from './booking.errors.js';
import { headerRow, lineRow } from './booking-rows.js';
import { creditorOfValues, isCreditNote, percentText } from './booking.models.js';
import { createBookingRepository, type BookingLineRow } from './booking.repository.js';
import type { BookingActor } from './booking.usecases.js';
import { bookingView } from './booking.views.js';

/** A line another module proposes for a document's booking (amounts in cents, rate in basis points). */
export type ProposedBookingLine = {
  accountNumber: number | null;
  taxKey: string;
  vatRateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  kost1: string;
  kost2: string;
  bookingText: string;
};

const lineInput = (line: {
  accountNumber: number | null;
  taxKey: string;
  vatRateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  kost1: string;
  kost2: string;
  bookingText: string;
}) => ({
  GKONTO: line.accountNumber === null ? '' : String(line.accountNumber),
  SL_BU: line.taxKey,
  MWST_SATZ: percentText(line.vatRateBp),
  NETTO: centsToDecimal(line.netCents),
  MWST: centsToDecimal(line.vatCents),
  BRUTTO: centsToDecimal(line.grossCents),
  KOST1: line.kost1,
  KOST2: line.kost2,
  bookingText: line.bookingText,
});

/** A stored line as SaveBooking input, so the whole booking is checked again. */
function keptLine(row: BookingLineRow): SaveBooking['lines'][number] {
  const { bookingText, ...amounts } = lineInput(row);
  return {
    ID: row.id,
    UKNR: row.uknr,
    ...amounts,
    KST: row.kst,
    KTR: row.ktr,
    BUTEXT: bookingText,
    BELEGFELD2: row.belegfeld2,
    SYS_STRING: row.sysStrings,
    SYS_DATUM: row.sysDates,
    SOURCE: row.source as SaveBooking['lines'][number]['SOURCE'],
  };
}

/**
 * Adds proposed lines (source `proposal`) to a document's booking, e.g. booking proposals from the
 * orders linked to it: with `clearOwnLines` the actor's own lines go first, everyone else's stay.
 * The whole booking is checked as SaveBooking checks it, then written in one transaction of its own
 * (call it outside any transaction: the tax-key rules read on the main handle). Answers the booking
 * and the new lines' ids, in the given order.
 */
export async function addBookingLines(
  deps: BookingDependencies,
  actor: BookingActor,
  input: { mandantId: string; documentId: string; lines: ProposedBookingLine[]; clearOwnLines: boolean },
): Promise<{ booking: Booking; lineIds: string[] }> {
  const { db, bookingPorts: ports } = deps;
  const values = await ports.documents.values(db, input.mandantId, input.documentId);
  if (!values) throw bookingError.documentNotFound({ documentId: input.documentId });
  const repository = createBookingRepository({ db });
  const stored = await repository.find(input.mandantId, input.documentId);
  const kept = (stored?.lines ?? []).filter(
    (line) => !input.clearOwnLines || line.createdByKuerzel !== actor.kuerzel,
  );
  let creditor = stored?.header.creditorNumber
    ? String(stored.header.creditorNumber)
    : creditorOfValues(values);
  if (!stored && creditor && !(await ports.accounts.find(db, input.mandantId, [Number(creditor)])).size)
    creditor = '';
  const newIds = input.lines.map(() => randomUUID());
  const save: SaveBooking = {
    mandantId: input.mandantId,
    documentId: input.documentId,
    creditor,
    serviceDate: stored?.header.serviceDate ?? null,
    dueDate: stored?.header.dueDate ?? null,
    skonto: {
      rate: stored?.header.skontoRateBp === null || !stored ? '' : percentText(stored.header.skontoRateBp),
      days: stored?.header.skontoDays ?? null,
      amount: stored?.header.skontoCents === null || !stored ? '' : centsToDecimal(stored.header.skontoCents),
    },
    lines: [
      ...kept.map(keptLine),
      ...input.lines.map((line) => {
        const { bookingText, ...amounts } = lineInput(line);
        return {
          UKNR: -1,
          ...amounts,
          KST: '',
          KTR: '',
          BUTEXT: bookingText.slice(0, 60),
          BELEGFELD2: '',
          SYS_STRING: [],
          SYS_DATUM: [],
          SOURCE: 'proposal' as const,
        };
      }),
    ],
  };
  const checked = await checkBooking(db, ports, save, isCreditNote(values));
  const at = deps.clock.now().toISOString();
  const written = await db.transaction(async (tx) => {
    const lines = createBookingRepository({ db: tx });
    await lines.save({
      mandantId: input.mandantId,
      documentId: input.documentId,
      at,
      updatedBy: { userId: actor.userId, name: actor.fullName },
      header: headerRow(save, checked),
      lines: save.lines.map((_line, index) => {
        const previous = kept[index];
        return {
          id: previous?.id ?? newIds[index - kept.length],
          ...lineRow(save, checked, index),
          createdByKuerzel: previous?.createdByKuerzel ?? actor.kuerzel,
          createdByName: previous?.createdByName ?? actor.fullName,
          createdAt: previous?.createdAt ?? at,
        };
      }),
    });
    return lines.find(input.mandantId, input.documentId);
  });
  return {
    booking: bookingView({ documentId: input.documentId, values, stored: written, newId: randomUUID }),
    lineIds: newIds,
  };
}
