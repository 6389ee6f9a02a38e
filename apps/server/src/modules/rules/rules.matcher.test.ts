import { describe, expect, it } from 'vitest';
import { extractInvoiceData } from '../extraction/index.js';
import { syntheticDocument } from '../../test/synthetic-page.js';
import { createRuleMatcher } from './rules.matcher.js';

const today = new Date('2026-04-01');
const invoice = syntheticDocument([
  { x: 60, y: 60, text: 'Papierwerk Müller KG' },
  { x: 60, y: 140, text: 'Rechnung' },
  { x: 60, y: 170, text: 'Vorgangskennung XK-4711-Z' },
  { x: 60, y: 190, text: 'Datum: 12.03.2026' },
  { x: 60, y: 210, text: 'Leistung erbracht 01.03.2026' },
  { x: 400, y: 230, text: 'Bezug' },
  { x: 400, y: 245, text: 'B-77' },
  { x: 60, y: 260, text: 'Netto 200,00 EUR' },
  { x: 60, y: 280, text: 'MwSt 19 % 38,00 EUR' },
  { x: 60, y: 300, text: 'Gesamtbetrag 238,00 EUR' },
]);

const label = "Regel 'Rechnungsnr. Fa. Müller' (Mandant 10001)";

describe('rule matcher', () => {
  it('fills a field the built-in extraction misses and names the rule that found it', async () => {
    const without = await extractInvoiceData(invoice, { today });
    expect(without.fields.invoiceNumber).toBeUndefined();
    const rule = createRuleMatcher({
      ref: label,
      field: 'invoiceNumber',
      score: 0.98,
      variants: [
        { type: 'Anchor', anchorPattern: 'Vorgangskennung', searchPattern: '([A-Z0-9-]+)', searchArea: null },
      ],
    });
    const result = await extractInvoiceData(invoice, { today, rules: [rule] });
    expect(result.fields.invoiceNumber).toMatchObject({ value: 'XK-4711-Z', rule: label });
    expect(result.fields.invoiceNumber?.area?.box.x0).toBeGreaterThan(60);
  });

  it('wins over the built-in value of the same field', async () => {
    const rule = createRuleMatcher({
      ref: label,
      field: 'invoiceDate',
      score: 0.98,
      variants: [
        { type: 'Pattern', anchorPattern: '', searchPattern: 'erbracht\\s+(\\S+)', searchArea: null },
      ],
    });
    const without = await extractInvoiceData(invoice, { today });
    expect(without.fields.invoiceDate?.value).toBe('2026-03-12');
    const result = await extractInvoiceData(invoice, { today, rules: [rule] });
    expect(result.fields.invoiceDate).toMatchObject({ value: '2026-03-01', rule: label });
  });

  it('looks below the anchor when told, and only inside the search area', async () => {
    const below = (region: { x0: number; y0: number; x1: number; y1: number }) =>
      createRuleMatcher({
        ref: 'Bezug',
        field: 'orderReference',
        score: 0.98,
        variants: [
          {
            type: 'Anchor',
            anchorPattern: 'Bezug',
            searchPattern: '(B-\\d+)',
            searchArea: { directions: ['below'], region },
          },
        ],
      });
    const inside = await extractInvoiceData(invoice, {
      today,
      rules: [below({ x0: 0.5, y0: 0, x1: 1, y1: 1 })],
    });
    expect(inside.fields.orderReference).toMatchObject({ value: 'B-77', rule: 'Bezug' });
    const outside = await extractInvoiceData(invoice, {
      today,
      rules: [below({ x0: 0, y0: 0, x1: 0.5, y1: 1 })],
    });
    expect(outside.fields.orderReference?.rule).not.toBe('Bezug');
  });

  it('tries the alternatives in order while the rule finds nothing', async () => {
    const rule = createRuleMatcher({
      ref: 'Alternativen',
      field: 'invoiceNumber',
      score: 0.98,
      variants: [
        { type: 'Anchor', anchorPattern: 'Belegnummer', searchPattern: '(\\S+)', searchArea: null },
        { type: 'Pattern', anchorPattern: '', searchPattern: '(XK-\\d{4}-[A-Z])', searchArea: null },
      ],
    });
    const result = await extractInvoiceData(invoice, { today, rules: [rule] });
    expect(result.fields.invoiceNumber).toMatchObject({ value: 'XK-4711-Z', rule: 'Alternativen' });
  });
});
