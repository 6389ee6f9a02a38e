import type { Db } from '../../kernel/database.js';
import type { EInvoiceBookingInfo } from './booking-einvoice.models.js';

/**
 * What the booking module needs from other modules, as narrow ports the composition root implements
 * (`app/booking-ports.ts`). Calls given a `db` run on that handle, so they take part in the caller's
 * transaction.
 */

/** The captured document a booking belongs to (capture). */
export type BookingDocuments = {
  /** The document's capture-mask values by field, or null when the Mandant has no such document. */
  values(db: Db, mandantId: string, documentId: string): Promise<Partial<Record<string, string>> | null>;
  /**
   * The document's booking changed (its rest decides whether it can be green): capture recomputes its
   * status; `restOpen` says whether the stored lines leave a rest, which the saver already knows.
   */
  bookingChanged(db: Db, mandantId: string, documentId: string, restOpen: boolean): Promise<void>;
  /** Whether the archive holds the document: its booking can then no longer change. */
  archived(db: Db, mandantId: string, documentId: string): Promise<boolean>;
};

/** The seller as the document's sources describe it beyond the mask (e-invoice XML, page text). */
export type InvoiceParty = {
  name: string;
  street: string;
  zip: string;
  city: string;
  countryCode: string;
  vatId: string;
  iban: string;
  bic: string;
};

/** Where a document's seller details come from beyond the mask (capture's page text, the e-invoice). */
export type BookingParties = {
  /** The seller of an e-invoice from its XML; null when the document is no e-invoice. */
  einvoiceSeller(db: Db, mandantId: string, documentId: string): Promise<InvoiceParty | null>;
  /** What an e-invoice's XML says for booking lines; null when the document is no e-invoice. */
  einvoiceBooking(db: Db, mandantId: string, documentId: string): Promise<EInvoiceBookingInfo | null>;
  /** The recognised text of the document's first page ('' when none). */
  firstPageText(db: Db, mandantId: string, documentId: string): Promise<string>;
};

export type KnownAccount = { kind: string; name: string };

/** A Kreditor (personal account) as creditor matching shows it. */
export type CreditorFacts = { number: number; name: string; iban: string; vatId: string; active: boolean };

/** The Mandant's creditors (master data's personal accounts of kind KREDITOR). */
export type BookingCreditors = {
  byNumber(db: Db, mandantId: string, number: number): Promise<CreditorFacts | null>;
  /**
   * The creditor an invoice comes from: by VAT ID, else by IBAN, else by name (case, punctuation and
   * legal form aside); null when none matches.
   */
  match(
    db: Db,
    mandantId: string,
    invoice: { vatId: string; iban: string; name: string },
  ): Promise<{ creditor: CreditorFacts; by: 'vatId' | 'iban' | 'name' } | null>;
  /** The first free number in the Mandant's creditor range, null when the range is full. */
  nextFreeNumber(db: Db, mandantId: string): Promise<number | null>;
};

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
  accountNumber: number | null;
  /** The account's kind as `BookingAccounts.find` gave it; null when the line names no known account. */
  accountKind: string | null;
  taxKey: string;
  vatRateBasisPoints: number;
};

/**
 * The tax-key rules for one save, judging a line without a query (automatic accounts take no key, the
 * key must fit the rate): null when the key is allowed, else the error code to show on SL_BU.
 */
export type TaxKeyRules = (question: TaxKeyQuestion) => string | null;

/**
 * Reads what the tax-key rules of a Mandant need (its chart) once per save and returns the pure
 * per-line rules.
 */
export type TaxKeyCheck = (db: Db, mandantId: string) => Promise<TaxKeyRules>;

/** Whether a document's booking went to accounting (the export module): an exported booking is locked. */
export type BookingExportLock = {
  isExported(db: Db, mandantId: string, documentId: string): Promise<boolean>;
};

export type BookingPorts = {
  documents: BookingDocuments;
  creditors: BookingCreditors;
  parties: BookingParties;
  accounts: BookingAccounts;
  proposals: BookingProposals;
  taxKeys: TaxKeyCheck;
  /** Absent where nothing exports (tests of the booking rules alone). */
  exportLock?: BookingExportLock;
};
