import type { Readable } from 'node:stream';
import type { Booking, DocumentBookingProposal, IndexFieldName, saveBookingSchema } from '@belegfluss/shared';
import type { z } from 'zod';
import type { Db } from '../../kernel/database.js';

/**
 * What the workflow engine needs from other modules, as narrow ports wired in workflow.wiring.ts:
 * deputies and external users (master data / administration), accounts and cost centres (master
 * data), the captured document (capture, implemented by the composition root), the before-submit checks (goods-receipt matching and
 * the invoice check, a later issue).
 */
export type DeputyDirectory = {
  /** Users whose workflows `userId` (directly or through one of `groupIds`) works as active deputy at `at`. */
  principalsOf(userId: string, groupIds: string[], at: Date): Promise<string[]>;
};

export type ExternalUser = {
  id: string;
  name: string;
  email: string;
  kanzleiId: string;
  mandantId: string | null;
};
export type ExternalUserDirectory = {
  /** The external users `userId` may send workflows of the Mandant to. */
  listFor(input: { kanzleiId: string; mandantId: string; userId: string }): Promise<ExternalUser[]>;
};

export type BookingLookupItem = { number: string; name: string; kind: string };
export type BookingLookup = {
  accounts(mandantId: string, search: string, limit: number): Promise<BookingLookupItem[]>;
  costCentres(mandantId: string, search: string, limit: number): Promise<BookingLookupItem[]>;
};

/** A page of the workflow's document, as capture keeps it (size in PDF points before turning). */
export type DocumentPage = { id: string; width: number; height: number; rotation: number };

export type CapturedDocument = {
  id: string;
  title: string;
  kind: string;
  versionId: string;
  /** Capture locked or archived it: nobody edits it. */
  editLocked: boolean;
  /** Capture's check-out of the document: by whom and since when. */
  checkedOut: { userId: string; name: string; at: string } | null;
  pages: DocumentPage[];
};

/** A captured document as workflow lists and checks show it. */
export type DocumentSummary = {
  id: string;
  title: string;
  archived: boolean;
  originalSha256: string;
  stackName: string;
  createdAt: string;
};
/** A capture-mask value of a document (Konto, Belegdatum, Betrag, ...). */
export type DocumentIndexValue = { documentId: string; field: string; value: string };

/**
 * The captured document a workflow routes, through capture's public functions. Calls given a `db`
 * run on that handle, so they take part in the caller's transaction.
 */
export type DocumentStore = {
  /** The Mandant's documents among `documentIds` (unknown ids are left out). */
  summaries(db: Db, mandantId: string, documentIds: string[]): Promise<DocumentSummary[]>;
  /** The Mandant's documents that are not archived, newest first, leaving out `excludeIds`. */
  listUnarchived(
    db: Db,
    mandantId: string,
    options: { excludeIds: string[]; limit: number },
  ): Promise<DocumentSummary[]>;
  indexValues(db: Db, documentIds: string[]): Promise<DocumentIndexValue[]>;
  /** Ids of the documents of `mandantIds` with a mask value of one of `fields` containing `text` (any case). */
  documentIdsWithIndexText(
    db: Db,
    input: { mandantIds: string[]; fields: IndexFieldName[]; text: string },
  ): Promise<string[]>;
  find(db: Db, mandantId: string, documentId: string): Promise<CapturedDocument | null>;
  /** The capture-mask fields of the Mandant: active ones (required ones are always active). */
  maskFields(db: Db, mandantId: string): Promise<{ active: IndexFieldName[]; required: IndexFieldName[] }>;
  /** Stores mask values the way capture does (normalised; empty removes), refreshing the document status. */
  saveIndexValues(
    db: Db,
    input: {
      mandantId: string;
      documentId: string;
      values: { field: IndexFieldName; value: string }[];
      actor: { userId: string; name: string };
    },
  ): Promise<void>;
  pageImage(mandantId: string, pageId: string, dpi: number): Promise<Buffer>;
  thumbnail(mandantId: string, pageId: string): Promise<Buffer>;
  /**
   * The PDF of the current version as `reader` may see it: as stored for members of Original-Leser
   * and administrators, a copy marked "Kopie" for everyone else, deep links included (none for
   * e-invoices that came as XML only).
   */
  pdf(
    mandantId: string,
    documentId: string,
    reader: { userId: string | null; isAdmin: boolean },
  ): Promise<Readable | Buffer>;
  annotations(db: Db, documentId: string, pageIndex: number): Promise<string | null>;
  saveAnnotations(
    db: Db,
    input: {
      mandantId: string;
      documentId: string;
      pageId: string | null;
      pageIndex: number;
      json: string;
      userId: string;
    },
  ): Promise<void>;
};

/** Input of a before-submit check; it runs inside the action's transaction (use `tx` only). */
export type BeforeSubmitInput = {
  tx: Db;
  /** A submit, or the answer to a Rückfrage (the invoice check runs on both, spec 001 section 5). */
  trigger: 'submit' | 'inquiryComplete';
  instance: {
    id: string;
    mandantId: string;
    documentId: string | null;
    wePruefung: boolean;
    isPostback: boolean;
  };
  approveResult: 'Keins' | 'Genehmigt' | 'Abgelehnt';
  jobInfo: string;
  note: string;
  /** The user confirmed the checks' warnings (ConfirmInvoiceCheck: OK in 'Rechnungskontrolle'). */
  confirmed: boolean;
};

/**
 * A check before a submit or a Rückfrage answer is carried out. It may refuse by throwing an AppError, or return a text
 * that is appended to the submit's note (e.g. the invoice check's hint about a difference).
 */
export type BeforeSubmitHook = (input: BeforeSubmitInput) => Promise<{ appendNote?: string } | void>;

/**
 * What follows an approval that completed a workflow: the booking module records the document's
 * booking as used, so the creditor's proposals learn (wired by the composition root). Runs inside
 * the submit's transaction (use `tx` only).
 */
export type ApprovalCompletedPort = {
  approved(tx: Db, instance: { mandantId: string; documentId: string }): Promise<void>;
};

/**
 * The document's booking record (Kontierung) from the booking module, wired by the composition root.
 * Calls given a `db` run on it (the workflow's transaction).
 */
export type DocumentBookingPort = {
  get(db: Db, mandantId: string, documentId: string): Promise<Booking>;
  save(
    db: Db,
    actor: { userId: string; kuerzel: string; fullName: string },
    input: z.output<typeof saveBookingSchema>,
  ): Promise<Booking>;
  proposal(db: Db, mandantId: string, documentId: string): Promise<DocumentBookingProposal>;
};

/**
 * Whether the archive holds a document: it then takes no annotations and no Rückfrage. The archive
 * module sits above workflow; the composition root wires it.
 */
export type ArchivedDocumentsPort = {
  isArchived(db: Db, mandantId: string, documentId: string): Promise<boolean>;
};

export type WorkflowPorts = {
  archive: ArchivedDocumentsPort;
  deputies: DeputyDirectory;
  externalUsers: ExternalUserDirectory;
  booking: BookingLookup;
  documents: DocumentStore;
  beforeSubmit: BeforeSubmitHook[];
  approvalCompleted: ApprovalCompletedPort;
  documentBooking: DocumentBookingPort;
};
