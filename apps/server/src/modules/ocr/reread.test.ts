import { beforeAll, describe, expect, it } from 'vitest';
import { renderTextPage, tesseractTsv } from '../../test/scan-pages.js';
import { decodeGray, type GrayImage } from './gray-image.js';
import type { RawPage, RawWord } from './page-text.models.js';
import { rereadUnsurePhrases, unsurePhrases } from './reread.js';
import { parseTesseractTsv } from './tesseract-tsv.js';

const DPI = 200;
let image: GrayImage;
let png: Buffer;

/** The page as Tesseract read it, in pixels. */
async function firstReading(): Promise<RawPage> {
  return parseTesseractTsv(await tesseractTsv(png, DPI), { width: 595, height: 842, scale: 1 });
}

const words = (page: RawPage) => page.blocks.flatMap((block) => block.lines.flatMap((line) => line.words));
const wordNamed = (page: RawPage, text: string) => words(page).find((word) => word.text === text);

/** Makes a word look like a poor first reading: garbled text at a low confidence. */
function garble(word: RawWord, text: string) {
  word.text = text;
  word.confidence = 0.3;
}

beforeAll(async () => {
  png = await renderTextPage(
    ['Rechnungsnummer 471102', 'Rechnungsdatum 12.03.2024', 'Gesamtbetrag 529,87 EUR'],
    DPI,
  );
  image = await decodeGray(png);
});

describe('second reading of unsure words', () => {
  it('reads an unsure phrase again and takes the surer reading, in place', async () => {
    const page = await firstReading();
    const number = wordNamed(page, '471102')!;
    const original = { ...number.box };
    garble(number, '47I1O2');
    const untouched = wordNamed(page, 'Gesamtbetrag')!;
    const runs: number[] = [];
    const changed = await rereadUnsurePhrases(image, page, DPI, (strip, dpi, layout) => {
      runs.push(dpi);
      return tesseractTsv(strip, dpi, layout === 'column' ? '4' : undefined);
    });
    expect(changed).toBe(1);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toBeGreaterThan(DPI);
    const reread = words(page).find((word) => /^\d{6}$/.test(word.text));
    expect(reread?.text).toBe('471102');
    expect(reread!.confidence).toBeGreaterThan(0.3);
    // Mapped back to the page: where the first reading had it, within a few pixels.
    expect(Math.abs(reread!.box.x0 - original.x0)).toBeLessThan(8);
    expect(Math.abs(reread!.box.y0 - original.y0)).toBeLessThan(8);
    expect(wordNamed(page, 'Gesamtbetrag')).toBe(untouched);
  });

  it('runs no second pass when every word is sure', async () => {
    const page = await firstReading();
    for (const word of words(page)) word.confidence = Math.max(word.confidence, 0.9);
    let runs = 0;
    const changed = await rereadUnsurePhrases(image, page, DPI, () => {
      runs += 1;
      return Promise.resolve('');
    });
    expect(changed).toBe(0);
    expect(runs).toBe(0);
  });

  it('keeps the first reading when the second is no surer', async () => {
    const page = await firstReading();
    garble(wordNamed(page, '471102')!, '47I1O2');
    const changed = await rereadUnsurePhrases(image, page, DPI, () =>
      Promise.resolve('level\tpage\tblock\tpar\tline\tword\tleft\ttop\twidth\theight\tconf\ttext\n'),
    );
    expect(changed).toBe(0);
    expect(wordNamed(page, '47I1O2')).toBeDefined();
  });

  it('leaves sure phrases and logo-sized text out of the second pass', () => {
    const word = (text: string, x0: number, y0: number, height: number, confidence: number): RawWord => ({
      text,
      confidence,
      box: { x0, y0, x1: x0 + text.length * height * 0.5, y1: y0 + height },
    });
    const page: RawPage = {
      width: 595,
      height: 842,
      blocks: [
        { lines: [{ words: [word('LOGO', 50, 20, 120, 0.2)] }] },
        ...Array.from({ length: 6 }, (_, index) => ({
          lines: [{ words: [word(`Zeile${index}`, 50, 200 + index * 40, 24, index === 2 ? 0.4 : 0.95)] }],
        })),
      ],
    };
    expect(unsurePhrases(page).map((phrase) => phrase.words[0]!.text)).toEqual(['Zeile2']);
  });
});
