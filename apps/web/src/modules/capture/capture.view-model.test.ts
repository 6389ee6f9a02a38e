import { describe, expect, it } from 'vitest';
import { isOpenDocumentOutdated, journalActionKey, unsavedDecision } from './capture.view-model.js';

describe('unsaved changes', () => {
  it('goes on without changes and follows the user choice with them', () => {
    expect(unsavedDecision(false, 'always_ask')).toBe('proceed');
    expect(unsavedDecision(false, 'always_save')).toBe('proceed');
    expect(unsavedDecision(true, 'not_save')).toBe('discard');
    expect(unsavedDecision(true, 'always_save')).toBe('save');
    expect(unsavedDecision(true, 'always_ask')).toBe('ask');
  });
});

describe('journal actions', () => {
  it('names known actions and leaves unknown ones as recorded', () => {
    expect(journalActionKey('document.rotate')).toBe('capture.journal.action.document.rotate');
    expect(journalActionKey('something.new')).toBeNull();
  });
});

describe('open document', () => {
  const loaded = {
    updatedAt: '2026-02-12T10:00:00.000Z',
    pages: [{ id: 'p1', textSource: null }],
  };

  it('is current while the polled tree shows the state it was loaded in', () => {
    expect(isOpenDocumentOutdated(loaded, structuredClone(loaded))).toBe(false);
  });

  it('is outdated once a job stored values, page text or pages after it was loaded', () => {
    expect(isOpenDocumentOutdated(loaded, { ...loaded, updatedAt: '2026-02-12T10:00:05.000Z' })).toBe(true);
    expect(isOpenDocumentOutdated(loaded, { ...loaded, pages: [{ id: 'p1', textSource: 'ocr' }] })).toBe(
      true,
    );
    expect(
      isOpenDocumentOutdated(loaded, {
        ...loaded,
        pages: [...loaded.pages, { id: 'p2', textSource: null }],
      }),
    ).toBe(true);
  });
});
