import type { ArchiveBooking, ArchiveEInvoice, ArchiveHistoryEntry } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';

/** A captured document as the archive takes it over, read through the public ports of its modules. */
export type ArchiveSnapshot = {
  documentId: string;
  mandantId: string;
  title: string;
  kind: string;
  status: 'green' | 'flawed';
  alreadyArchived: boolean;
  captureMask: string;
  originalSha256: string;
  originalContentType: string;
  /** The current version as PDF (null for an e-invoice without a rendition). */
  pdfSha256: string | null;
  pages: { width: number; height: number; text: string }[];
  indexValues: { field: string; value: string }[];
  booking: ArchiveBooking | null;
  history: ArchiveHistoryEntry[];
  einvoice: ArchiveEInvoice | null;
};

/**
 * What the archive reads from capture, booking, workflow and e-invoice. The composition root
 * implements it over those modules' public ports (`app/archive-sources.ts`).
 */
export type ArchiveSourcePort = {
  snapshot(db: Db, mandantId: string, documentId: string): Promise<ArchiveSnapshot | null>;
  /**
   * Removes the capture data of a document whose archived copy was deleted after its retention
   * period (in the caller's transaction); returns the stored objects it used.
   */
  purgeCaptured(db: Db, mandantId: string, documentId: string): Promise<string[]>;
  /** Deletes those of the stored objects nothing refers to any more (after the commit). */
  releaseObjects(sha256s: string[]): Promise<string[]>;
};
