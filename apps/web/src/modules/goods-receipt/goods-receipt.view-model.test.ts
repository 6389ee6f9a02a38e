import { orderedColumns, type DocumentIndexInfos } from '@belegfluss/shared';
import { describe, expect, it } from 'vitest';
import { wkRow } from './goods-receipt.testing.js';
import {
  absoluteAmount,
  dotDecimal,
  moveColumn,
  panelStart,
  sortedRows,
  splitQuantityError,
  validPrice,
  validQuantity,
  validVat,
} from './goods-receipt.view-model.js';

const infos = (Konto: string, Datum: string, Umsatz: string, ReceiptOption = true): DocumentIndexInfos => ({
  Infos: [
    { Key: 'Konto', Value: Konto },
    { Key: 'Datum', Value: Datum },
    { Key: 'Umsatz', Value: Umsatz },
  ],
  ReceiptOption,
});

describe('goods-receipt view model', () => {
  it('shows only the unlinked lines of the supplier when the document has a Konto', () => {
    expect(panelStart(infos('70001', '15.01.2026', '-1.234,56'), false, '2026-11-28')).toEqual({
      filter: 'ONLY_UNLINKED',
      kreditor: 70001,
      endDate: '2026-01-15',
      umsatz: '1234.56',
    });
  });

  it('shows all data without a Konto, with the option off or for a postback workflow', () => {
    expect(panelStart(infos('', '2026-01-15', '10'), false, '2026-11-28')).toMatchObject({
      filter: 'ALL_DATA',
      kreditor: -1,
    });
    expect(panelStart(infos('70001', '', '', false), false, '2026-11-28').filter).toBe('ALL_DATA');
    expect(panelStart(infos('70001', '', ''), true, '2026-11-28').filter).toBe('ALL_DATA');
  });

  it('takes today for a date of year 1900 or none, and no amount for an empty Umsatz', () => {
    expect(panelStart(infos('1', '01.01.1900', ''), false, '2026-11-28')).toMatchObject({
      endDate: '2026-11-28',
      umsatz: undefined,
    });
    expect(panelStart(infos('1', '', 'abc'), false, '2026-11-28').endDate).toBe('2026-11-28');
  });

  it('reads amounts with a decimal comma and keeps them absolute', () => {
    expect(absoluteAmount('743,75')).toBe('743.75');
    expect(absoluteAmount('-743.75')).toBe('743.75');
    expect(absoluteAmount('1.000,00 €')).toBe('1000.00');
    expect(absoluteAmount('x')).toBeUndefined();
    expect(dotDecimal('1.234,5')).toBe('1234.5');
  });

  it('moves a dragged column to the place of the target and renumbers', () => {
    const columns = orderedColumns([]);
    const moved = moveColumn(columns, 'EAN', 'LINK_STATE');
    expect(moved.slice(0, 2).map((column) => column.FieldName)).toEqual(['EAN', 'LINK_STATE']);
    expect(moved.map((column) => column.Index)).toEqual(columns.map((_, index) => index));
    expect(moved).toHaveLength(36);
    expect(moveColumn(columns, 'EAN', 'EAN')).toBe(columns);
  });

  it('checks quantities, prices, VAT rates and split quantities', () => {
    expect(validQuantity('2.5')).toBe(true);
    expect(validQuantity('0')).toBe(false);
    expect(validQuantity('1.2345')).toBe(false);
    expect(validPrice('12.5000')).toBe(true);
    expect(validPrice('-1')).toBe(false);
    expect(validVat('19.00')).toBe(true);
    expect(validVat('101')).toBe(false);
    expect(splitQuantityError('drei', '10')).toBe('goodsreceipt.split_quantity_not_numeric');
    expect(splitQuantityError('10', '10')).toBe('goodsreceipt.split_quantity_too_large');
    expect(splitQuantityError('0', '10')).toBe('goodsreceipt.split_quantity_too_large');
    expect(splitQuantityError('2,5', '10')).toBeNull();
  });

  it('sorts the linked orders numbers as numbers and text the German way', () => {
    const rows = [wkRow(1, { MENGE: '10' }), wkRow(2, { MENGE: '9' }), wkRow(3, { MENGE: '100' })];
    const quantities = (sorted: typeof rows) => sorted.map((row) => row.BuWkData.MENGE);
    expect(quantities(sortedRows(rows, { SortField: 'MENGE', Ascending: true }))).toEqual(['9', '10', '100']);
    expect(quantities(sortedRows(rows, { SortField: 'MENGE', Ascending: false }))).toEqual([
      '100',
      '10',
      '9',
    ]);
    const named = [wkRow(1, { EXT_ARTIKEL_BEZ: 'Zucker' }), wkRow(2, { EXT_ARTIKEL_BEZ: 'Äpfel' })];
    expect(
      sortedRows(named, { SortField: 'EXT_ARTIKEL_BEZ', Ascending: true }).map(
        (row) => row.BuWkData.EXT_ARTIKEL_BEZ,
      ),
    ).toEqual(['Äpfel', 'Zucker']);
    expect(sortedRows(rows, null)).toBe(rows);
  });
});
