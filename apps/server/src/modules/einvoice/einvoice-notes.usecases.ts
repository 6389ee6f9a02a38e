import type { EInvoiceNote } from '@belegfluss/shared';
import type { AuthContext } from '../../kernel/auth-context.js';
import { appendAuditEvent } from '../audit/index.js';
import { createUserDirectory } from '../tenancy/index.js';
import { lineCount, type EInvoiceAccess } from './einvoice.access.js';
import type { EInvoiceDependencies } from './einvoice.dependencies.js';
import {
  noteDeleteForbidden,
  noteEditForbidden,
  noteIdTaken,
  noteNotFound,
  positionNotFound,
} from './einvoice.errors.js';
import { canChangeNote } from './einvoice.policies.js';
import { createEInvoiceRepository, type EInvoiceNoteRow, type EInvoiceRow } from './einvoice.repository.js';

/** Notes on the positions of an e-invoice (the viewer's "Notizen"); each user changes only their own. */
export function createEInvoiceNoteUseCases(deps: EInvoiceDependencies, access: EInvoiceAccess) {
  const { repository, getAccessible } = access;
  const users = createUserDirectory({ db: deps.db });

  async function toNotes(rows: EInvoiceNoteRow[], userId: string): Promise<EInvoiceNote[]> {
    const names = await users.displayNames(rows.map((row) => row.createdBy));
    return rows.map((row) => ({
      id: row.id,
      positionId: row.positionId,
      text: row.text,
      createdBy: row.createdBy,
      createdByName: names.get(row.createdBy) ?? '',
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
      editable: canChangeNote(row, userId),
    }));
  }

  async function toNote(row: EInvoiceNoteRow, userId: string): Promise<EInvoiceNote> {
    return (await toNotes([row], userId))[0] as EInvoiceNote;
  }

  async function findNoteOrThrow(row: EInvoiceRow, noteId: string): Promise<EInvoiceNoteRow> {
    const note = await repository.findNote(row.id, row.mandantId, noteId);
    if (!note) throw noteNotFound({ noteId });
    return note;
  }

  async function positionNotes(auth: AuthContext, documentId: string, pos: number): Promise<EInvoiceNote[]> {
    const row = await getAccessible(auth, documentId);
    if (pos > lineCount(row)) throw positionNotFound({ pos });
    return toNotes(await repository.listNotes(row.id, row.mandantId, String(pos)), auth.userId);
  }

  async function getNote(auth: AuthContext, documentId: string, noteId: string): Promise<EInvoiceNote> {
    const row = await getAccessible(auth, documentId);
    return toNote(await findNoteOrThrow(row, noteId), auth.userId);
  }

  /** Inserts the note with its audit event; false when the id is taken (by any note). */
  async function insertNote(
    auth: AuthContext,
    row: EInvoiceRow,
    noteId: string,
    input: { positionId: string; text: string },
  ) {
    return deps.db.transaction(async (tx) => {
      const created = await createEInvoiceRepository({ db: tx }).insertNote({
        id: noteId,
        einvoiceId: row.id,
        mandantId: row.mandantId,
        positionId: input.positionId,
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
          data: { noteId, positionId: input.positionId },
        },
        deps.clock.now(),
      );
      return true;
    });
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
    if (!(await insertNote(auth, row, noteId, { positionId: String(pos), text: input.text }))) {
      // The same call may have won a race; otherwise the id belongs to another e-invoice.
      const raced = await sameAsExisting();
      if (raced) return raced;
      throw noteNotFound({ noteId });
    }
    return getNote(auth, documentId, noteId);
  }

  async function updateNote(auth: AuthContext, documentId: string, noteId: string, text: string) {
    const row = await getAccessible(auth, documentId);
    const note = await findNoteOrThrow(row, noteId);
    if (!canChangeNote(note, auth.userId)) throw noteEditForbidden({ noteId });
    await access.changeAudited(auth, row, { action: 'einvoice.note_changed', data: { noteId } }, (records) =>
      records.updateNoteText(noteId, row.mandantId, text),
    );
    return getNote(auth, documentId, noteId);
  }

  async function deleteNote(auth: AuthContext, documentId: string, noteId: string) {
    const row = await getAccessible(auth, documentId);
    const note = await findNoteOrThrow(row, noteId);
    if (!canChangeNote(note, auth.userId)) throw noteDeleteForbidden({ noteId });
    await access.changeAudited(auth, row, { action: 'einvoice.note_deleted', data: { noteId } }, (records) =>
      records.deleteNote(noteId, row.mandantId),
    );
  }

  return { positionNotes, getNote, createNote, updateNote, deleteNote };
}
