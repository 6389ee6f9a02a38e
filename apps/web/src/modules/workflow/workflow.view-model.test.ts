import { describe, expect, it } from 'vitest';
import {
  absoluteLink,
  detailTabs,
  isoToLocalInput,
  localInputToIso,
  nextCompactView,
  nextWorkflowAfter,
  operationErrorText,
  stampApproves,
  submitOutcome,
} from './workflow.view-model.js';

describe('workflow view model', () => {
  it('switches the compact view as the spec says: list after a submit, detail when locked', () => {
    expect(nextCompactView('detail', 'submitted')).toBe('list');
    expect(nextCompactView('list', 'locked')).toBe('detail');
    expect(nextCompactView('list', 'selected')).toBe('detail');
    expect(nextCompactView('detail', 'back')).toBe('list');
  });

  it('opens the workflow below the one just decided, else the one above, else none', () => {
    expect(nextWorkflowAfter(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextWorkflowAfter(['a', 'b', 'c'], 'b')).toBe('c');
    expect(nextWorkflowAfter(['a', 'b', 'c'], 'c')).toBe('b');
    expect(nextWorkflowAfter(['a'], 'a')).toBeNull();
    expect(nextWorkflowAfter(['a', 'b'], 'gone')).toBe('a');
    expect(nextWorkflowAfter([], 'gone')).toBeNull();
  });

  it('names the decision for its confirmation: a stamp approves or rejects, no stamp acknowledges', () => {
    expect(submitOutcome('Genehmigt')).toBe('approved');
    expect(submitOutcome('Abgelehnt')).toBe('rejected');
    expect(submitOutcome(null)).toBe('acknowledged');
  });

  it('approves on a stamp only for the signal Genehmigt', () => {
    expect(stampApproves('Genehmigt')).toBe(true);
    expect(stampApproves('Abgelehnt')).toBe(false);
    expect(stampApproves('Eingegangen')).toBe(false);
  });

  it('puts the history first when the user asks for it and hides booking from deep-link users', () => {
    expect(detailTabs({ ShowHistoryFirst: true, DeepLink: false })).toEqual([
      'history',
      'document',
      'index',
      'monitor',
      'booking',
    ]);
    expect(detailTabs({ ShowHistoryFirst: false, DeepLink: true })).toEqual([
      'document',
      'index',
      'history',
      'monitor',
    ]);
    const docId = '00000000-0000-4000-8000-0000000000d1';
    expect(detailTabs({ ShowHistoryFirst: false, DeepLink: false, DocID: docId })).toEqual([
      'document',
      'index',
      'history',
      'monitor',
      'booking',
      'goods-receipt',
    ]);
    expect(detailTabs({ ShowHistoryFirst: false, DeepLink: true, DocID: docId })).not.toContain(
      'goods-receipt',
    );
  });

  it('writes errors in the error service form', () => {
    expect(
      operationErrorText('Fehler beim Genehmigen des Workflows', 'Der Workflow ist bereits abgeschlossen.'),
    ).toBe('Fehler beim Genehmigen des Workflows: "Der Workflow ist bereits abgeschlossen."');
    expect(
      operationErrorText('Fehler beim Genehmigen des Workflows', 'Fehler beim Genehmigen des Workflows'),
    ).toBe('Fehler beim Genehmigen des Workflows');
  });

  it('converts between datetime-local values and ISO times', () => {
    const iso = localInputToIso('2026-03-01T14:30');
    expect(iso).not.toBeNull();
    expect(isoToLocalInput(iso as string)).toBe('2026-03-01T14:30');
    expect(localInputToIso('')).toBeNull();
  });

  it('makes a deep link absolute on this client’s address', () => {
    expect(absoluteLink('/#/WFExtUser/DL/abc', { origin: 'https://belege.example', pathname: '/' })).toBe(
      'https://belege.example/#/WFExtUser/DL/abc',
    );
    expect(absoluteLink('/#/WFExtUser/DL/abc', { origin: 'http://host', pathname: '/app/' })).toBe(
      'http://host/app/#/WFExtUser/DL/abc',
    );
  });
});
