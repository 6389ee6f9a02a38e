import type {
  EInvoiceLine,
  EInvoiceNote,
  EInvoiceReport,
  EInvoiceStateValue,
  EInvoiceSummary,
} from '@belegfluss/shared';
import type { EInvoiceDependencies } from './einvoice.dependencies.js';
import { appendAuditEvent } from '../audit/index.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import { requireMandantAccess } from '../tenancy/index.js';
import type { Invoice } from './engine/model.js';
import {
  einvoiceNotFound,
  noteDeleteForbidden,
  noteEditForbidden,
  noteIdTaken,
  noteNotFound,
  positionNotFound,
  stateNotAllowed,
} from './einvoice.errors.js';
import { canChangeState, toCaptureFields, toInvoiceView } from './einvoice.models.js';
import { canChangeNote } from './einvoice.policies.js';
import { createEInvoiceRepository, type EInvoiceNoteRow, type EInvoiceRow } from './einvoice.repository.js';

function toNote(row: EInvoiceNoteRow, userId: string): EInvoiceNote {
  return {
    id: row.id,
    positionId: row.positionId,
    text: row.text,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    editable: canChangeNote(row, userId),
  };
}

/** The calls of the document viewers (capture and workflow share them). */
export function createEInvoiceUseCases(deps: EInvoiceDependencies) {
  const repository = createEInvoiceRepository({ db: deps.db });

  /** The record of a capture document, after checking the caller may see its Mandant. */
  async function getAccessible(auth: AuthContext, documentId: string): Promise<EInvoiceRow> {
    const row = await repository.findByDocumentId(documentId);
    if (!row) throw einvoiceNotFound({ documentId });
    await requireMandantAccess(deps.tenancy, auth, row.mandantId);
    return row;
  }

  function lineCount(row: EInvoiceRow): number {
    return (row.model as Invoice | null)?.lines.length ?? 0;
  }

  async function summary(auth: AuthContext, documentId: string): Promise<EInvoiceSummary> {
    const row = await getAccessible(auth, documentId);
    const model = row.model as Invoice | null;
    const counts = await repository.countNotesByPosition(row.id, row.mandantId);
    return {
      id: row.id,
      documentId: row.documentId,
      mandantId: row.mandantId,
      fileName: row.fileName,
      xmlFileName: row.xmlFileName,
      syntax: row.syntax as EInvoiceSummary['syntax'],
      profile: row.profile,
      verdict: row.verdict as EInvoiceSummary['verdict'],
      state: row.state as EInvoiceStateValue,
      errorCount: row.errorCount,
      warningCount: row.warningCount,
      invoice: model ? toInvoiceView(model, counts) : null,
      captureFields: model ? toCaptureFields(model) : null,
      pdfComparison: row.pdfComparison as EInvoiceSummary['pdfComparison'],
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  async function position(auth: AuthContext, documentId: string, pos: number): Promise<EInvoiceLine> {
    const row = await getAccessible(auth, documentId);
    const model = row.model as Invoice | null;
    if (!model || pos > model.lines.length) throw positionNotFound({ pos });
    const counts = await repository.countNotesByPosition(row.id, row.mandantId);
    return toInvoiceView(model, counts).lines[pos - 1]!;
  }

  async function report(auth: AuthContext, documentId: string): Promise<EInvoiceReport> {
    return (await getAccessible(auth, documentId)).report as EInvoiceReport;
  }

  async function positionNotes(auth: AuthContext, documentId: string, pos: number): Promise<EInvoiceNote[]> {
    const row = await getAccessible(auth, documentId);
    if (pos > lineCount(row)) throw positionNotFound({ pos });
    return (await repository.listNotes(row.id, row.mandantId, String(pos))).map((note) =>
      toNote(note, auth.userId),
    );
  }

  async function getNote(auth: AuthContext, documentId: string, noteId: string): Promise<EInvoiceNote> {
    const row = await getAccessible(auth, documentId);
    const note = await repository.findNote(row.id, row.mandantId, noteId);
    if (!note) throw noteNotFound({ noteId });
    return toNote(note, auth.userId);
  }

  /**
   * Creates the note under the id the client chose; repeating the same call returns the same note.
   * Only this e-invoice's notes are looked at: an id used elsewhere answers 404 like any unknown id,
   * so nothing is learnt about other documents.
   */
  async function createNote(
    auth: AuthContext,
    documentId: string,
    noteId: string,
    input: { positionId: string; text: string },
  ) {
    const row = await getAccessible(auth, documentId);
    const pos = Number(input.positionId);
    if (!Number.isInteger(pos) || pos < 1 || pos > lineCount(row))
      throw positionNotFound({ pos: input.positionId });
    const sameAsExisting = async () => {
      const existing = await repository.findNote(row.id, row.mandantId, noteId);
      if (!existing) return null;
      const same =
        existing.createdBy === auth.userId &&
        existing.positionId === String(pos) &&
        existing.text === input.text;
      if (!same) throw noteIdTaken({ noteId });
      return toNote(existing, auth.userId);
    };
    const repeated = await sameAsExisting();
    if (repeated) return repeated;
    const inserted = await deps.db.transaction(async (tx) => {
      const created = await createEInvoiceRepository({ db: tx }).insertNote({
        id: noteId,
        einvoiceId: row.id,
        mandantId: row.mandantId,
        positionId: String(pos),
        text: input.text,
        createdBy: auth.userId,
      });
      if (!created) return false;
      await appendAuditEvent(
        tx,
        {
          mandantId: row.mandantId,
          actorId: auth.userId,
          action: 'einvoice.note_created',
          entityType: 'einvoice',
          entityId: row.id,
          data: { noteId, positionId: String(pos) },
        },
        deps.clock.now(),
      );
      return true;
    });
    if (!inserted) {
      // The same call may have won a race; otherwise the id belongs to another e-invoice.
      const raced = await sameAsExisting();
      if (raced) return raced;
      throw noteNotFound({ noteId });
    }
    return getNote(auth, documentId, noteId);
  }

  async function updateNote(auth: AuthContext, documentId: string, noteId: string, text: string) {
    const row = await getAccessible(auth, documentId);
    const note = await repository.findNote(row.id, row.mandantId, noteId);
    if (!note) throw noteNotFound({ noteId });
    if (!canChangeNote(note, auth.userId)) throw noteEditForbidden({ noteId });
    await deps.db.transaction(async (tx) => {
      await createEInvoiceRepository({ db: tx }).updateNoteText(noteId, row.mandantId, text);
      await appendAuditEvent(
        tx,
        {
          mandantId: row.mandantId,
          actorId: auth.userId,
          action: 'einvoice.note_changed',
          entityType: 'einvoice',
          entityId: row.id,
          data: { noteId },
        },
        deps.clock.now(),
      );
    });
    return getNote(auth, documentId, noteId);
  }

  async function deleteNote(auth: AuthContext, documentId: string, noteId: string) {
    const row = await getAccessible(auth, documentId);
    const note = await repository.findNote(row.id, row.mandantId, noteId);
    if (!note) throw noteNotFound({ noteId });
    if (!canChangeNote(note, auth.userId)) throw noteDeleteForbidden({ noteId });
    await deps.db.transaction(async (tx) => {
      await createEInvoiceRepository({ db: tx }).deleteNote(noteId, row.mandantId);
      await appendAuditEvent(
        tx,
        {
          mandantId: row.mandantId,
          actorId: auth.userId,
          action: 'einvoice.note_deleted',
          entityType: 'einvoice',
          entityId: row.id,
          data: { noteId },
        },
        deps.clock.now(),
      );
    });
  }

  async function changeState(auth: AuthContext, documentId: string, state: EInvoiceStateValue) {
    const row = await getAccessible(auth, documentId);
    if (!canChangeState(row.state as EInvoiceStateValue, state, row.verdict as 'valid' | 'invalid')) {
      throw stateNotAllowed({ from: row.state, to: state });
    }
    await deps.db.transaction(async (tx) => {
      await createEInvoiceRepository({ db: tx }).updateState(row.id, row.mandantId, state);
      await appendAuditEvent(
        tx,
        {
          mandantId: row.mandantId,
          actorId: auth.userId,
          action: 'einvoice.state_changed',
          entityType: 'einvoice',
          entityId: row.id,
          data: { from: row.state, to: state },
        },
        deps.clock.now(),
      );
    });
    return summary(auth, documentId);
  }

  return {
    summary,
    position,
    report,
    positionNotes,
    getNote,
    createNote,
    updateNote,
    deleteNote,
    changeState,
  };
}
