import { describe, expect, it } from 'vitest';
import {
  compareWithInvoice,
  dateOrToday,
  formatPrice,
  formatQuantity,
  grossFromNet,
  lineTotalCents,
  parseDate,
  parseScaled,
  umsatzCents,
} from './goods-receipt.models.js';
import { checkCorrection, checkSplitQuantity } from './corrections.models.js';
import { deliveryItems, isEan } from './import/delivery-note.models.js';
import { duplicateKey, readLine } from './import/import-lines.js';
import { detectFormat } from './import/import-formats.js';

describe('decimals and totals', () => {
  it('reads German and ERP decimals exactly and refuses more places than allowed', () => {
    expect(parseScaled('1.234,5678', 4)).toEqual({ ok: true, value: 12_345_678 });
    expect(parseScaled('0.0125', 4)).toEqual({ ok: true, value: 125 });
    expect(parseScaled('2,5', 3)).toEqual({ ok: true, value: 2500 });
    expect(parseScaled('1,23456', 4).ok).toBe(false);
    expect(parseScaled('-1', 3).ok).toBe(false);
    expect(parseScaled('12.345.6', 3).ok).toBe(false);
    expect(formatPrice(125)).toBe('0.0125');
    expect(formatPrice(500_000)).toBe('50.00');
    expect(formatQuantity(2500)).toBe('2.5');
  });

  it('rounds line totals and gross prices commercially', () => {
    expect(lineTotalCents(3000, 3333)).toBe(100);
    expect(lineTotalCents(1000, 125)).toBe(1);
    expect(lineTotalCents(1000, 124)).toBe(1);
    expect(lineTotalCents(1000, 49)).toBe(0);
    expect(lineTotalCents(1000, 50)).toBe(1);
    expect(grossFromNet(110_00, 1900)).toBe(130_90);
  });

  it('finds a difference over 0.02 either way, reading Umsatz as an absolute amount', () => {
    expect(compareWithInvoice(107_102, 107_100)).toEqual({ differenceCents: 2, exceeds: false });
    expect(compareWithInvoice(107_097, 107_100)).toEqual({ differenceCents: -3, exceeds: true });
    expect(umsatzCents('-1.071,00')).toBe(107_100);
    expect(umsatzCents('')).toBeNull();
  });

  it('takes today for a missing date or one in 1900', () => {
    expect(dateOrToday('01.01.1900', '2026-03-10')).toBe('2026-03-10');
    expect(dateOrToday(null, '2026-03-10')).toBe('2026-03-10');
    expect(dateOrToday('05.02.2026', '2026-03-10')).toBe('2026-02-05');
    expect(parseDate('31.02.2026')).toBeNull();
  });
});

describe('import lines', () => {
  it('recognises the three file formats by their header', () => {
    expect(detectFormat(['IDENT1', 'MENGE'])?.format).toBe('CSV');
    expect(detectFormat(['BGM_ORDER_NO', 'QTY_ORDERED'])?.format).toBe('ORDERS');
    expect(detectFormat(['BGM_DESADV_NO', 'QTY_DESPATCHED'])?.format).toBe('DESADV');
    expect(detectFormat(['Anzahl', 'Preis'])).toBeNull();
  });

  it('derives the missing price from the VAT rate and keys receipts by their note', () => {
    const read = readLine(
      { IDENT1: '1', MENGE: '2', BRUTTO_PREIS: '11,90', WE_SCHEIN_NR: 'LS-1', EXT_ARTIKEL_NR: 'a-1' },
      { priceRequired: true, today: '2026-03-10' },
    );
    expect(read.draft).toMatchObject({ nettoPreisCt4: 100_000, mwstBp: 1900, bestellDatum: '2026-03-10' });
    expect(read.draft && duplicateKey(read.draft)).toBe('R|LS-1|||A-1');
  });
});

describe('corrections and splits', () => {
  it('needs a reason, a valid quantity and a valid VAT', () => {
    const refused = checkCorrection({
      mandantId: 'm',
      BuWkId: 'b',
      Type: 'AMOUNT',
      Grund: 'OTHER',
      Text: '',
      Menge: '0',
      Mwst: '19',
    });
    expect(refused.ok ? [] : refused.issues.map((issue) => issue.issue)).toEqual([
      'goodsreceipt.correction_text_required',
      'goodsreceipt.invalid_quantity',
    ]);
    const price = checkCorrection({
      mandantId: 'm',
      BuWkId: 'b',
      Type: 'PRICE',
      Grund: 'NEW_PRICE',
      Text: '',
      BruttoPreis: '11,90',
      Mwst: '19',
    });
    expect(price.ok && price.changes).toMatchObject({
      korrekturNettoPreisCt4: 100_000,
      korrekturBruttoPreisCt4: 119_000,
    });
  });

  it('splits only a numeric quantity smaller than the original', () => {
    expect(checkSplitQuantity('x', 5000)).toEqual({
      ok: false,
      code: 'goodsreceipt.split_quantity_not_numeric',
    });
    expect(checkSplitQuantity('5', 5000)).toEqual({
      ok: false,
      code: 'goodsreceipt.split_quantity_too_large',
    });
    expect(checkSplitQuantity('2,5', 5000)).toEqual({ ok: true, milli: 2500 });
  });
});

describe('delivery-note items', () => {
  const page = (lines: string[]) => ({
    id: 'p',
    index: 0,
    width: 595,
    height: 842,
    words: lines.flatMap((line, row) =>
      line.split(' ').map((text, column) => ({
        text,
        box: { x0: column * 60, y0: row * 20, x1: column * 60 + 50, y1: row * 20 + 10 },
      })),
    ),
  });

  it('reads article, EAN or PZN, quantity and unit of each item line', () => {
    expect(isEan('4006381333931')).toBe(true);
    expect(isEan('4006381333932')).toBe(false);
    const items = deliveryItems([
      page([
        'Lieferschein LS-1 vom 01.03.2026',
        '1 A-100 Schrauben 12 Stk',
        '2 4006381333931 Kleber 3,5 kg',
        '3 PZN 01234567 Salbe 2 Stk',
      ]),
    ]);
    expect(items).toEqual([
      { extArtikelNr: 'A-100', ean: '', pzn: '', description: 'Schrauben', quantity: '12', unit: 'Stk' },
      { extArtikelNr: '', ean: '4006381333931', pzn: '', description: 'Kleber', quantity: '3.5', unit: 'kg' },
      { extArtikelNr: '', ean: '', pzn: '01234567', description: 'Salbe', quantity: '2', unit: 'Stk' },
    ]);
  });
});
