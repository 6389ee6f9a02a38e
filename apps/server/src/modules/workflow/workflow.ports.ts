import type { Db } from '../../db/database.js';

/**
 * What the workflow engine needs from other modules, as narrow ports wired in workflow.wiring.ts:
 * deputies and external users (master data / administration), accounts and cost centres (master
 * data), the before-submit checks (goods-receipt matching and the invoice check, a later issue).
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
  find(id: string): Promise<ExternalUser | null>;
};

export type BookingLookupItem = { number: string; name: string; kind: string };
export type BookingLookup = {
  accounts(mandantId: string, search: string, limit: number): Promise<BookingLookupItem[]>;
  costCentres(mandantId: string, search: string, limit: number): Promise<BookingLookupItem[]>;
};

/** Input of a before-submit check; it runs inside the submit's transaction (use `tx` only). */
export type BeforeSubmitInput = {
  tx: Db;
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
};

/**
 * A check before a submit is carried out. It may refuse by throwing an AppError, or return a text
 * that is appended to the submit's note (e.g. the invoice check's hint about a difference).
 */
export type BeforeSubmitHook = (input: BeforeSubmitInput) => Promise<{ appendNote?: string } | void>;

export type WorkflowPorts = {
  deputies: DeputyDirectory;
  externalUsers: ExternalUserDirectory;
  booking: BookingLookup;
  beforeSubmit: BeforeSubmitHook[];
};
