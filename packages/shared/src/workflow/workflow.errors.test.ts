import { describe, expect, it } from 'vitest';
import { errorMessage } from '../error-catalog.js';
import { historyEntryTypeNames, HistoryEntryType, lockResultNames, LockResult } from './workflow.enums.js';

describe('workflow error catalogue (spec 001, section 8)', () => {
  it('holds every message of the spec verbatim in German', () => {
    expect(
      [
        'workflow.query_failed',
        'workflow.postback_query_failed',
        'workflow.postback_failed',
        'workflow.approve_failed',
        'workflow.checkout_failed',
        'workflow.postback_reset_failed',
        'workflow.redirect_failed',
        'workflow.inquiry_cancel_failed',
        'workflow.archive_user_query_failed',
      ].map((code) => errorMessage(code, 'de')),
    ).toEqual([
      'Fehler bei der Abfrage der Workflowdaten',
      'Fehler beim Abfragen der Zurückgestellten Workflows',
      'Fehler bei der Ausführung (Workflow-Zurückstellen)',
      'Fehler beim Genehmigen des Workflows',
      'Fehler beim Auschecken des Workflows DocId',
      'Fehler beim Zurücksetzen der Rückstellung',
      'Fehler beim Weiterleiten des Workflows',
      'Fehler beim Abbrechen der Anfrage',
      'Fehler beim Abfragen der (ArchivUser)',
    ]);
  });
});

describe('workflow flag enumerations', () => {
  it('names the flags set in a history entry type', () => {
    expect(historyEntryTypeNames(HistoryEntryType.Approved | HistoryEntryType.UserNote)).toEqual([
      'Approved',
      'UserNote',
    ]);
    expect(historyEntryTypeNames(0)).toEqual(['None']);
    expect(historyEntryTypeNames(HistoryEntryType.Custom)).toEqual(['Custom']);
  });

  it('names the flags of a lock result', () => {
    expect(lockResultNames(LockResult.OK)).toEqual(['OK']);
    expect(lockResultNames(LockResult.ALLREADYLOCKED | LockResult.LOCKED_BUT_CAN_WORK_AS_DEPUTY)).toEqual([
      'ALLREADYLOCKED',
      'LOCKED_BUT_CAN_WORK_AS_DEPUTY',
    ]);
  });
});
