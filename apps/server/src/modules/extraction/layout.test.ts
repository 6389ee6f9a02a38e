import { describe, expect, it } from 'vitest';
import { buildPageText } from '../ocr/page-text.models.js';
import { syntheticDocument, syntheticPage } from '../../test/synthetic-page.js';
import { buildLayout, estimateSlope, layoutPage, restOfRow } from './layout.js';

describe('layout', () => {
  it('groups words into rows and cuts rows into segments at wide gaps', () => {
    const layout = buildLayout(
      syntheticDocument([
        { x: 50, y: 100, text: 'Rechnungsnummer:' },
        { x: 300, y: 101, text: '471102' },
        { x: 50, y: 115, text: 'Datum: 05.03.2018' },
      ]),
    );
    const rows = layout.pages[0]!.rows;
    expect(rows.map((row) => row.segments.map((segment) => segment.text))).toEqual([
      ['Rechnungsnummer:', '471102'],
      ['Datum: 05.03.2018'],
    ]);
    expect(rows[0]!.segments[1]).toMatchObject({ row: 0, column: 1, pageIndex: 0 });
    expect(restOfRow(layout, rows[0]!.segments[0]!).text).toBe('Rechnungsnummer: 471102');
    expect(layout.segments.map((segment) => segment.id)).toEqual([0, 1, 2]);
  });

  it('follows the slope of a turned scan, so a long line stays one row', () => {
    // A line turned by about one degree: each word 9 pt lower at the right end.
    const words = Array.from({ length: 6 }, (_, index) => ({
      text: `Wort${index}`,
      box: { x0: 50 + index * 90, y0: 100 + index * 1.6, x1: 120 + index * 90, y1: 110 + index * 1.6 },
      confidence: 0.9,
    }));
    const lines = [0, 1, 2].map((line) => ({
      words: words.map((word) => ({
        ...word,
        box: { ...word.box, y0: word.box.y0 + line * 30, y1: word.box.y1 + line * 30 },
      })),
    }));
    const page = buildPageText(
      { width: 595, height: 842, blocks: [{ lines }] },
      { pageIndex: 0, source: 'ocr', languages: 'deu' },
    );
    expect(estimateSlope(page)).toBeCloseTo(1.6 / 90, 3);
    expect(layoutPage(page, { value: 0 }).rows).toHaveLength(3);
  });

  it('keeps text printed sideways in the margin out of the rows it crosses', () => {
    const page = syntheticPage([
      { x: 100, y: 100, text: 'Summe netto 100,00' },
      { x: 100, y: 114, text: 'Bruttosumme 119,00' },
    ]);
    page.words.push({ text: 'Copyright', box: { x0: 20, y0: 80, x1: 30, y1: 160 }, confidence: 1, line: 0 });
    const rows = layoutPage(page, { value: 0 }).rows;
    expect(rows.map((row) => row.segments.map((segment) => segment.text).join(' | '))).toEqual([
      'Summe netto 100,00',
      'Bruttosumme 119,00',
      'Copyright',
    ]);
  });
});
