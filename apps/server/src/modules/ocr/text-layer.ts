import type { RawBlock, RawPage, RawWord } from './page-text.models.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

function attribute(tag: string, name: string): number {
  const match = new RegExp(`${name}="([-\\d.]+)"`).exec(tag);
  return match ? Number(match[1]) : 0;
}

/**
 * Joins word pieces poppler split apart at a wide letter gap ("Br uttosumme", "Liefer ant"): a gap
 * under a sixth of the line height is letter spacing, a real space is about a third.
 */
function joinLetterSpacedPieces(words: RawWord[]): RawWord[] {
  const joined: RawWord[] = [];
  for (const word of words) {
    const previous = joined[joined.length - 1];
    const height = Math.max(word.box.y1 - word.box.y0, previous ? previous.box.y1 - previous.box.y0 : 0);
    const gap = previous ? word.box.x0 - previous.box.x1 : Infinity;
    const sameBaseline = previous ? Math.abs(word.box.y1 - previous.box.y1) < height * 0.2 : false;
    if (previous && sameBaseline && gap > -0.5 && gap < height * 0.17) {
      previous.text += word.text;
      previous.box = {
        x0: previous.box.x0,
        y0: Math.min(previous.box.y0, word.box.y0),
        x1: Math.max(previous.box.x1, word.box.x1),
        y1: Math.max(previous.box.y1, word.box.y1),
      };
    } else {
      joined.push({ ...word, box: { ...word.box } });
    }
  }
  return joined;
}

/**
 * Parses the XHTML of `pdftotext -bbox-layout` (poppler): pages with their size in points, blocks,
 * lines and words with boxes (origin top-left). Returns one entry per page of the output.
 */
export function parseBboxLayout(xhtml: string): RawPage[] {
  const pages: RawPage[] = [];
  const tokens = /<page [^>]*>|<block [^>]*>|<line [^>]*>|<word [^>]*>([^<]*)<\/word>/g;
  let page: RawPage | null = null;
  let block: RawBlock | null = null;
  let words: RawWord[] | null = null;
  for (let match = tokens.exec(xhtml); match; match = tokens.exec(xhtml)) {
    const tag = match[0];
    if (tag.startsWith('<page')) {
      page = { width: attribute(tag, 'width'), height: attribute(tag, 'height'), blocks: [] };
      pages.push(page);
      block = null;
      words = null;
    } else if (tag.startsWith('<block') && page) {
      block = { lines: [] };
      page.blocks.push(block);
    } else if (tag.startsWith('<line') && block) {
      words = [];
      block.lines.push({ words });
    } else if (tag.startsWith('<word') && words) {
      words.push({
        text: decodeEntities(match[1] ?? ''),
        box: {
          x0: attribute(tag, 'xMin'),
          y0: attribute(tag, 'yMin'),
          x1: attribute(tag, 'xMax'),
          y1: attribute(tag, 'yMax'),
        },
        confidence: 1,
      });
    }
  }
  for (const parsed of pages) {
    for (const parsedBlock of parsed.blocks) {
      for (const line of parsedBlock.lines) line.words = joinLetterSpacedPieces(line.words);
    }
  }
  return pages;
}
