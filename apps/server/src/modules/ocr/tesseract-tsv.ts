import type { RawBlock, RawPage, RawWord } from './page-text.models.js';

/**
 * Parses Tesseract's TSV output (level, page, block, paragraph, line, word, left, top, width,
 * height, conf, text) of one image into a page in points: `scale` converts pixels to points
 * (72 / image resolution). Paragraphs become blocks, as they are Tesseract's text columns.
 */
export function parseTesseractTsv(
  tsv: string,
  page: { width: number; height: number; scale: number },
): RawPage {
  const blocks: RawBlock[] = [];
  const blockIndex = new Map<string, RawBlock>();
  const lineIndex = new Map<string, RawWord[]>();
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const [, , block, paragraph, line, , left, top, width, height, conf] = cells.map(Number) as number[];
    const text = cells.slice(11).join('\t').trim();
    if (!text) continue;
    const blockKey = `${block}.${paragraph}`;
    const lineKey = `${blockKey}.${line}`;
    let rawBlock = blockIndex.get(blockKey);
    if (!rawBlock) {
      rawBlock = { lines: [] };
      blockIndex.set(blockKey, rawBlock);
      blocks.push(rawBlock);
    }
    let words = lineIndex.get(lineKey);
    if (!words) {
      words = [];
      lineIndex.set(lineKey, words);
      rawBlock.lines.push({ words });
    }
    const s = page.scale;
    words.push({
      text,
      box: { x0: left! * s, y0: top! * s, x1: (left! + width!) * s, y1: (top! + height!) * s },
      confidence: Math.max(0, conf!) / 100,
    });
  }
  return { width: page.width, height: page.height, blocks };
}
