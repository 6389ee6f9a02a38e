// Public port of the booking module: the only file other modules and the composition root import.
import type { Db } from '../../kernel/database.js';
import type { BookingDependencies } from './booking.dependencies.js';
import type { Booking, DocumentBookingProposal } from '@belegfluss/shared';
import {
  bookingRestOpen as restOpen,
  getBooking,
  getBookingProposal,
  recordBookingUse as recordUse,
  saveBooking,
  type BookingActor,
} from './booking.usecases.js';
import type { SaveBooking } from './booking-validation.js';

export { bookingModule } from './booking.module.js';
export { sameName } from './booking-creditor.models.js';
export { addBookingLines, type ProposedBookingLine } from './add-booking-lines.usecases.js';
export type { BookingDependencies } from './booking.dependencies.js';
export type {
  BookingAccounts,
  BookingCreditors,
  BookingDocuments,
  BookingParties,
  CreditorFacts,
  InvoiceParty,
  BookingPorts,
  BookingProposals,
  KnownAccount,
  LearnedBooking,
  TaxKeyCheck,
  TaxKeyQuestion,
  TaxKeyRules,
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

export type { BookingActor } from './booking.usecases.js';
export type { SaveBooking } from './booking-validation.js';

const contextOn = (deps: BookingDependencies, db: Db) => ({
  db,
  clock: deps.clock,
  ports: deps.bookingPorts,
});

/** A document's booking (stored, or the defaults from its values). Pass `db` to read inside a transaction. */
export function getDocumentBooking(
  deps: BookingDependencies,
  mandantId: string,
  documentId: string,
  db: Db = deps.db,
): Promise<Booking> {
  return getBooking(contextOn(deps, db), mandantId, documentId);
}

/**
 * Stores a document's booking with every check of SaveBooking (workflow: `actor.origin` 'workflow').
 * Pass `db` to take part in the caller's transaction.
 */
export function saveDocumentBooking(
  deps: BookingDependencies,
  actor: BookingActor,
  input: SaveBooking,
  db: Db = deps.db,
): Promise<Booking> {
  return saveBooking(contextOn(deps, db), actor, input);
}

/** The proposal from the creditor's last recorded booking for a document. */
export function getDocumentBookingProposal(
  deps: BookingDependencies,
  mandantId: string,
  documentId: string,
  db: Db = deps.db,
): Promise<DocumentBookingProposal> {
  return getBookingProposal(contextOn(deps, db), { mandantId, documentId });
}

/** Whether the document's stored booking leaves a rest (capture's status: such a document is not green). */
export function bookingRestOpen(
  deps: BookingDependencies,
  db: Db,
  mandantId: string,
  documentId: string,
): Promise<boolean> {
  return restOpen(contextOn(deps, db), db, mandantId, documentId);
}
export { listBookedDocuments, type BookedDocument, type BookedLine } from './booking-export.js';
export type { BookingExportLock } from './booking.ports.js';
