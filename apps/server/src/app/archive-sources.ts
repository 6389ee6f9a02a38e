import type { ArchiveHistoryEntry } from '@belegfluss/shared';
import type { Db } from '../kernel/database.js';
import type { ArchiveSourcePort } from '../modules/archive/index.js';
import { createAuditRepository } from '../modules/audit/index.js';
import { getDocumentBooking } from '../modules/booking/index.js';
import {
  createCaptureContext,
  deleteUnreferencedObjects,
  documentForArchive,
  purgeArchivedDocument,
} from '../modules/capture/index.js';
import { einvoiceForArchive } from '../modules/einvoice/index.js';
import { documentWorkflowHistory } from '../modules/workflow/index.js';
import type { Dependencies } from './dependencies.js';

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The booking as the archive keeps it: only when a user stored one (defaults are no booking). */
async function bookingOf(deps: Dependencies, db: Db, mandantId: string, documentId: string) {
  const booking = await getDocumentBooking({ ...deps, db }, mandantId, documentId, db);
  if (!booking.saved) return null;
  return {
    creditor: orNull(booking.creditor),
    serviceDate: booking.serviceDate,
    dueDate: booking.dueDate,
    lines: booking.lines.map((line) => ({
      account: orNull(line.GKONTO),
      costCentre1: orNull(line.KOST1),
      costCentre2: orNull(line.KOST2),
      taxKey: orNull(line.SL_BU),
      net: orNull(line.NETTO),
      vat: orNull(line.MWST),
      gross: orNull(line.BRUTTO),
      text: orNull(line.BUTEXT),
    })),
  };
}

/** Capture journal, workflow history and audit entries of a document, oldest first. */
async function historyOf(
  db: Db,
  mandantId: string,
  documentId: string,
  journal: { at: string; actor: string | null; action: string; details: Record<string, unknown> }[],
) {
  const [workflow, audit] = await Promise.all([
    documentWorkflowHistory(db, mandantId, documentId),
    createAuditRepository({ db }).listForEntity('capture_document', documentId),
  ]);
  const entries: ArchiveHistoryEntry[] = [
    ...journal.map((entry) => ({ ...entry, source: 'capture' as const })),
    ...workflow.map((entry) => ({
      at: entry.at,
      actor: entry.actor,
      source: 'workflow' as const,
      action: `workflow.${entry.entryType}`,
      details: { text: entry.text, instanceId: entry.instanceId },
    })),
    ...audit.map((entry) => ({
      at: entry.createdAt,
      actor: entry.actorId,
      source: 'audit' as const,
      action: entry.action,
      details: { seq: entry.seq, hash: entry.hash },
    })),
  ];
  const time = (entry: ArchiveHistoryEntry) => new Date(entry.at).getTime();
  return entries
    .map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() }))
    .sort((a, b) => time(a) - time(b));
}

/** The archive's port over capture, booking, workflow and e-invoice (their public entries only). */
export function createArchiveSources(dependencies: () => Dependencies): ArchiveSourcePort {
  const captureOn = (db: Db) => {
    const deps = dependencies();
    return createCaptureContext(db === deps.db ? deps : { ...deps, db });
  };
  return {
    async snapshot(db, mandantId, documentId) {
      const document = await documentForArchive(captureOn(db), mandantId, documentId);
      if (!document) return null;
      const deps = dependencies();
      const [booking, history, einvoice] = await Promise.all([
        bookingOf(deps, db, mandantId, documentId),
        historyOf(db, mandantId, documentId, document.journal),
        einvoiceForArchive(db, documentId),
      ]);
      return {
        documentId,
        mandantId,
        title: document.title,
        kind: document.kind,
        status: document.status,
        alreadyArchived: document.archived,
        captureMask: document.captureMask,
        originalSha256: document.originalSha256,
        originalContentType: document.originalContentType,
        pdfSha256: document.pdfSha256,
        pages: document.pages,
        indexValues: document.indexValues,
        booking,
        history,
        einvoice,
      };
    },
    purgeCaptured: (db, mandantId, documentId) => purgeArchivedDocument(captureOn(db), mandantId, documentId),
    releaseObjects: (sha256s) => deleteUnreferencedObjects(captureOn(dependencies().db), sha256s),
  };
}
