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
  return pages;
}
