import {
  normalizeTypedValue,
  type IndexFieldName,
  type Language,
  type UnsavedChangesModeValue,
} from '@belegfluss/shared';

/** What leaving a document (or stack, Mandant, page) does with changes not yet saved. */
export type UnsavedDecision = 'proceed' | 'discard' | 'save' | 'ask';

/**
 * The user's choice for unsaved changes (spec 002, section 4): nothing to lose goes on; otherwise
 * "nicht speichern" drops the changes, "immer speichern" saves first, "immer fragen" asks.
 */
export function unsavedDecision(dirty: boolean, mode: UnsavedChangesModeValue): UnsavedDecision {
  if (!dirty) return 'proceed';
  if (mode === 'not_save') return 'discard';
  if (mode === 'always_save') return 'save';
  return 'ask';
}

const knownJournalActions = new Set([
  'stack.created',
  'stack.renamed',
  'stack.properties',
  'stack.emptied',
  'stack.transferred_in',
  'stack.transferred_out',
  'document.imported',
  'document.index_saved',
  'document.state',
  'document.deleted',
  'document.moved',
  'document.rotate',
  'document.delete_pages',
  'document.move_pages',
  'document.merge',
  'document.split',
  'document.blank_pages',
  'document.rotateLeft',
  'document.rotateRight',
  'document.rotate180',
  'document.grayscale',
  'document.bitonal',
  'document.ocr_deleted',
  'document.archived',
  'inquiry.opened',
  'inquiry.closed',
  'attachment.added',
  'attachment.deleted',
]);

/** The i18n key of a journal action, or null for one the client has no text for (shown as recorded). */
export function journalActionKey(action: string): string | null {
  return knownJournalActions.has(action) ? `capture.journal.action.${action}` : null;
}

type DocumentState = {
  updatedAt: string;
  pages: { id: string; textSource: string | null }[];
};

/**
 * Whether the stack tree (polled) shows a newer state of the open document than the one loaded:
 * a job stored index values or page text after the document was opened.
 */
export function isOpenDocumentOutdated(loaded: DocumentState, polled: DocumentState): boolean {
  if (polled.updatedAt !== loaded.updatedAt) return true;
  if (polled.pages.length !== loaded.pages.length) return true;
  return polled.pages.some(
    (page, index) =>
      page.id !== loaded.pages[index]?.id || page.textSource !== loaded.pages[index]?.textSource,
  );
}

/** What a save of the mask sends: the wire values, or the fields whose typed text is unreadable. */
export type MaskSave =
  | { ok: true; entries: { field: IndexFieldName; value: string }[] }
  | { ok: false; invalid: IndexFieldName[] };

/**
 * The mask's active fields as the server stores them (ISO dates, decimal amounts), read from the
 * text as typed in the UI language; any unreadable value stops the whole save.
 */
export function maskSave(
  definitions: { field: IndexFieldName; active: boolean }[],
  values: Partial<Record<IndexFieldName, string>>,
  language: Language,
): MaskSave {
  const active = definitions.filter((definition) => definition.active);
  const normalized = active.map((definition) => ({
    field: definition.field,
    ...normalizeTypedValue(definition.field, values[definition.field] ?? '', language),
  }));
  const invalid = normalized.filter((entry) => !entry.valid).map((entry) => entry.field);
  if (invalid.length) return { ok: false, invalid };
  return { ok: true, entries: normalized.map(({ field, value }) => ({ field, value })) };
}
