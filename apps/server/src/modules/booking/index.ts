// Public port of the booking module: the only file other modules and the composition root import.
import type { Db } from '../../kernel/database.js';
import type { BookingDependencies } from './booking.dependencies.js';
import { recordBookingUse as recordUse } from './booking.usecases.js';

export { bookingModule } from './booking.module.js';
export { addBookingLines, type ProposedBookingLine } from './add-booking-lines.usecases.js';
export type { BookingDependencies } from './booking.dependencies.js';
export type {
  BookingAccounts,
  BookingDocuments,
  BookingPorts,
  BookingProposals,
  KnownAccount,
  LearnedBooking,
  TaxKeyCheck,
  TaxKeyQuestion,
} from './booking.ports.js';

/**
 * Records that a document's booking was used (approval finished, export), so the creditor's proposals
 * learn. Pass `db` to run inside the caller's transaction.
 */
export function recordBookingUse(
  deps: BookingDependencies,
  mandantId: string,
  documentId: string,
  db: Db = deps.db,
): Promise<void> {
  return recordUse({ db: deps.db, clock: deps.clock, ports: deps.bookingPorts }, db, mandantId, documentId);
}
