import { describe, expect, it } from 'vitest';
import { syntheticPage } from '../../test/synthetic-page.js';
import { buildPageText, hasUsableText, textInArea } from './page-text.models.js';

describe('buildPageText', () => {
  it('indexes words, lines and blocks and joins the full text', () => {
    const page = buildPageText(
      {
        width: 595.276,
        height: 841.89,
        blocks: [
          {
            lines: [
              { words: [{ text: 'Rechnung', box: { x0: 10, y0: 10, x1: 50, y1: 20 }, confidence: 0.9 }] },
            ],
          },
          {
            lines: [
              { words: [{ text: ' ', box: { x0: 0, y0: 0, x1: 1, y1: 1 }, confidence: 1 }] },
              {
                words: [
                  { text: 'Nr.', box: { x0: 10, y0: 40, x1: 25, y1: 50 }, confidence: 0.8 },
                  { text: '4711', box: { x0: 30, y0: 40, x1: 50, y1: 50 }, confidence: 0.7 },
                ],
              },
            ],
          },
        ],
      },
      { pageIndex: 2, source: 'ocr', languages: 'deu' },
    );
    expect(page.text).toBe('Rechnung\n\nNr. 4711');
    expect(page.lines).toEqual([
      { box: { x0: 10, y0: 10, x1: 50, y1: 20 }, firstWord: 0, wordCount: 1, block: 0 },
      { box: { x0: 10, y0: 40, x1: 50, y1: 50 }, firstWord: 1, wordCount: 2, block: 1 },
    ]);
    expect(page.words[2]).toMatchObject({ text: '4711', line: 1 });
    expect(page.confidence).toBe(0.8);
    expect(page).toMatchObject({
      pageIndex: 2,
      width: 595.28,
      height: 841.89,
      source: 'ocr',
      languages: 'deu',
    });
  });
});

describe('textInArea', () => {
  const page = syntheticPage([
    { x: 50, y: 100, text: 'Rechnungsnummer: RE-4711' },
    { x: 50, y: 120, text: 'Datum:' },
    { x: 130, y: 120, text: '05.03.2018' },
    { x: 300, y: 120, text: 'Seite 1' },
  ]);

  it('returns the words at least half inside the rectangle, line by line, with their boxes', () => {
    const selection = textInArea(page, { x0: 125, y0: 95, x1: 260, y1: 135 });
    expect(selection.text).toBe('RE-4711\n05.03.2018');
    expect(selection.boxes).toHaveLength(2);
    expect(selection.boxes).toEqual([page.words[1]!.box, page.words[3]!.box]);
  });

  it('accepts a rectangle drawn from the bottom-right and returns nothing for an empty area', () => {
    expect(textInArea(page, { x1: 125, y1: 95, x0: 260, y0: 135 }).text).toBe('RE-4711\n05.03.2018');
    expect(textInArea(page, { x0: 400, y0: 400, x1: 500, y1: 500 })).toEqual({ text: '', boxes: [] });
  });
});

describe('hasUsableText', () => {
  it('wants enough readable characters', () => {
    expect(hasUsableText(syntheticPage([{ x: 0, y: 0, text: 'Rechnung Nr. 4711 vom 05.03.2018' }]))).toBe(
      true,
    );
    expect(hasUsableText(syntheticPage([{ x: 0, y: 0, text: 'Seite 1' }]))).toBe(false);
    expect(
      hasUsableText(
        syntheticPage([
          { x: 0, y: 0, text: '\uE000\uE001\uE002 abcdefghij klmnopqrst' + '\uE003'.repeat(10) },
        ]),
      ),
    ).toBe(false);
  });
});
