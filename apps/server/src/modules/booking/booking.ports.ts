import type { Db } from '../../kernel/database.js';

/**
 * What the booking module needs from other modules, as narrow ports the composition root implements
 * (`app/booking-ports.ts`). Calls given a `db` run on that handle, so they take part in the caller's
 * transaction.
 */

/** The captured document a booking belongs to (capture). */
export type BookingDocuments = {
  /** The document's capture-mask values by field, or null when the Mandant has no such document. */
  values(db: Db, mandantId: string, documentId: string): Promise<Partial<Record<string, string>> | null>;
};

export type KnownAccount = { kind: string; name: string };

/** Accounts of the Mandant's chart and personal accounts (master data). */
export type BookingAccounts = {
  /** The accounts among `numbers` the Mandant has (ledger, sub- or personal accounts), by number. */
  find(db: Db, mandantId: string, numbers: number[]): Promise<Map<number, KnownAccount>>;
};

export type LearnedBooking = {
  accountNumber: number;
  taxCode: string;
  cost1: string;
  cost2: string;
  bookingText: string;
};

/** Booking proposals per creditor that learn from use (master data's `bookingProposals`). */
export type BookingProposals = {
  /** The lines of the creditor's most recently recorded booking, in their order; empty when none. */
  lastBooking(db: Db, mandantId: string, creditorNumber: number): Promise<LearnedBooking[]>;
  /** Counts the use of a booking's lines for the creditor (one call per booking, inside its transaction). */
  record(db: Db, mandantId: string, creditorNumber: number, lines: LearnedBooking[]): Promise<void>;
};

/** A line's tax facts the tax-key rules judge. */
export type TaxKeyQuestion = {
  mandantId: string;
  accountNumber: number | null;
  accountKind: string | null;
  taxKey: string;
  vatRateBasisPoints: number;
};

/**
 * The tax-key rules (automatic accounts take no key, the key must fit the rate): null when the key is
 * allowed, else the error code to show on the line's SL_BU field.
 */
export type TaxKeyCheck = (question: TaxKeyQuestion) => Promise<string | null>;

/** Whether a document's booking went to accounting (the export module): an exported booking is locked. */
export type BookingExportLock = {
  isExported(db: Db, mandantId: string, documentId: string): Promise<boolean>;
};

export type BookingPorts = {
  documents: BookingDocuments;
  accounts: BookingAccounts;
  proposals: BookingProposals;
  taxKeys: TaxKeyCheck;
  /** Absent where nothing exports (tests of the booking rules alone). */
  exportLock?: BookingExportLock;
};
