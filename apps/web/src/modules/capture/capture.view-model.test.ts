import { describe, expect, it } from 'vitest';
import { journalActionKey, unsavedDecision } from './capture.view-model.js';

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
