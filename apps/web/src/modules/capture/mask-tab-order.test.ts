import { describe, expect, it } from 'vitest';
import { nextMaskField } from './mask-tab-order.js';

describe('tab order of the capture mask', () => {
  const shown = ['Kennung', 'Belegdatum', 'Betrag', 'Kreditor'] as const;

  it("follows the setting's order forwards and backwards, ending at either end", () => {
    const order = ['Betrag', 'Kennung', 'Belegdatum', 'Kreditor'] as const;
    expect(nextMaskField(order, shown, 'Betrag', false)).toBe('Kennung');
    expect(nextMaskField(order, shown, 'Kennung', false)).toBe('Belegdatum');
    expect(nextMaskField(order, shown, 'Kennung', true)).toBe('Betrag');
    expect(nextMaskField(order, shown, 'Betrag', true)).toBeNull();
    expect(nextMaskField(order, shown, 'Kreditor', false)).toBeNull();
  });

  it('skips fields not shown and puts shown fields the setting does not name last, in screen order', () => {
    expect(nextMaskField(['Betrag', 'IBAN', 'Kennung'], shown, 'Betrag', false)).toBe('Kennung');
    expect(nextMaskField(['Betrag', 'Kennung'], shown, 'Kennung', false)).toBe('Belegdatum');
    expect(nextMaskField(['Betrag', 'Kennung'], shown, 'Belegdatum', false)).toBe('Kreditor');
  });
});
