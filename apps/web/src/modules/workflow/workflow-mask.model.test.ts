import type { IndexFieldDefinition, WorkflowIndexEntry } from '@belegfluss/shared';
import { describe, expect, it } from 'vitest';
import { changedMaskValues, isValidMaskValue, maskDisplayValue } from './workflow-mask.model.js';

const field = (FeldID: string, FELDART: string, Editable = true): IndexFieldDefinition => ({
  FeldID,
  Name: FeldID,
  FELDART,
  DMSFIELDTYPE: 'STRING',
  Required: false,
  Editable,
});
const entry = (FeldID: string, VALUE: string) => ({ FeldID, VALUE }) as WorkflowIndexEntry;

describe('workflow input mask', () => {
  it('shows amounts and dates in the German form', () => {
    expect(maskDisplayValue('amount', '1190.00')).toBe('1.190,00');
    expect(maskDisplayValue('date', '2026-01-16')).toBe('16.01.2026');
    expect(maskDisplayValue('text', 'RE-1')).toBe('RE-1');
  });

  it('checks typed values by field kind', () => {
    expect(isValidMaskValue('Betrag', '1.190,00')).toBe(true);
    expect(isValidMaskValue('Betrag', 'viel')).toBe(false);
    expect(isValidMaskValue('Belegdatum', '31.02.2026')).toBe(false);
    expect(isValidMaskValue('Belegdatum', '')).toBe(true);
  });

  it('sends only editable fields whose typed value differs from what is stored', () => {
    const definitions = [field('Kennung', 'text'), field('Betrag', 'amount'), field('Konto', 'text', false)];
    const entries = [entry('Kennung', 'RE-1'), entry('Betrag', '1190.00'), entry('Konto', '4930')];
    expect(
      changedMaskValues({ Kennung: 'RE-2', Betrag: '1.190,00', Konto: '4940' }, definitions, entries),
    ).toEqual([{ field: 'Kennung', value: 'RE-2' }]);
    expect(changedMaskValues({}, definitions, entries)).toEqual([]);
  });
});
