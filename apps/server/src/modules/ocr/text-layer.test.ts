import { describe, expect, it } from 'vitest';
import { parsePdfInfoPages } from './pdf-tools.js';
import { parseTesseractTsv } from './tesseract-tsv.js';
import { parseBboxLayout } from './text-layer.js';

describe('parseBboxLayout (pdftotext -bbox-layout)', () => {
  const xhtml = `<doc>
  <page width="595.28" height="841.89"><flow><block xMin="1" yMin="2" xMax="3" yMax="4">
    <line xMin="1" yMin="2" xMax="3" yMax="4">
      <word xMin="300.58" yMin="410.44" xMax="308.31" yMax="419.30">Br</word>
      <word xMin="309.38" yMin="410.44" xMax="355.91" yMax="419.30">uttosumme</word>
      <word xMin="420.00" yMin="410.44" xMax="450.00" yMax="419.30">A&amp;B&#x20AC;</word>
    </line></block></flow></page>
  <page width="842" height="595"></page>
</doc>`;

  it('reads pages, words with boxes and entities, and joins letter-spaced pieces', () => {
    const pages = parseBboxLayout(xhtml);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toEqual({ width: 842, height: 595, blocks: [] });
    const words = pages[0]!.blocks[0]!.lines[0]!.words;
    expect(words.map((word) => word.text)).toEqual(['Bruttosumme', 'A&B€']);
    expect(words[0]!.box).toEqual({ x0: 300.58, y0: 410.44, x1: 355.91, y1: 419.3 });
  });

  it('keeps words apart at a real space and leaves stacked (vertical) letters alone', () => {
    const [page] = parseBboxLayout(`<page width="100" height="100"><block xMin="0"><line xMin="0">
      <word xMin="10" yMin="10" xMax="30" yMax="20">Lieferant</word><word xMin="33" yMin="10" xMax="50" yMax="20">GmbH</word>
    </line><line xMin="0">
      <word xMin="5" yMin="30" xMax="12" yMax="37">A</word><word xMin="5" yMin="37" xMax="12" yMax="44">W</word>
    </line></block></page>`);
    expect(page!.blocks[0]!.lines.map((line) => line.words.map((word) => word.text))).toEqual([
      ['Lieferant', 'GmbH'],
      ['A', 'W'],
    ]);
  });
});

describe('parseTesseractTsv', () => {
  it('turns word rows into blocks per paragraph and lines, scaled to points', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t',
      '5\t1\t1\t1\t1\t1\t300\t600\t200\t50\t96.5\tRechnung',
      '5\t1\t1\t1\t1\t2\t520\t600\t100\t50\t88\t4711',
      '5\t1\t1\t1\t2\t1\t300\t700\t100\t50\t-1\t ',
      '5\t1\t2\t1\t1\t1\t1500\t600\t300\t50\t70\tSeite',
    ].join('\n');
    const page = parseTesseractTsv(tsv, { width: 595.2, height: 841.92, scale: 72 / 300 });
    expect(page.blocks).toHaveLength(2);
    expect(page.blocks[0]!.lines[0]!.words[0]).toEqual({
      text: 'Rechnung',
      box: { x0: 72, y0: 144, x1: 120, y1: 156 },
      confidence: 0.965,
    });
    expect(page.blocks[0]!.lines).toHaveLength(1);
  });
});

describe('parsePdfInfoPages', () => {
  it('reads page sizes and swaps them for pages turned by 90 or 270 degrees', () => {
    const output =
      'Page    1 size: 595.276 x 841.89 pts (A4)\nPage    1 rot:  0\nPage    2 size: 595 x 842 pts\nPage    2 rot:  90\n';
    expect(parsePdfInfoPages(output)).toEqual([
      { width: 595.276, height: 841.89 },
      { width: 842, height: 595 },
    ]);
  });
});
