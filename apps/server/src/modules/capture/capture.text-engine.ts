import type { OcrLanguagesValue, PageText } from '@belegfluss/shared';
import type { OcrEngine } from '../ocr/index.js';
import { buildPageText, type RawLine } from '../ocr/index.js';
import { withTempFile } from './capture.render.js';
import type { StoredLayout, StoredWord } from './capture.tables.js';

/** A page's text as capture stores it: words with boxes plus the OCR engine's page model. */
export type LayerPage = {
  width: number;
  height: number;
  words: StoredWord[];
  text: string;
  layout: StoredLayout | null;
};

/**
 * What capture needs from the OCR engine (`deps.ocr`, modules/ocr): the text layer of born-digital
 * PDFs and OCR of one scanned page, both in PDF points from the top left of the page.
 */
export type TextEngine = {
  canReadTextLayer: boolean;
  canRecognize: boolean;
  /** Pages recognised at the same time by the OCR pool. */
  concurrency: number;
  readTextLayer: (pdfFile: string) => Promise<(LayerPage | null)[]>;
  /**
   * OCR of the given pages (0-based) of one PDF, in parallel through the engine's pool; `onPage`
   * receives each page as soon as it is read (in any order).
   */
  recognizePages: (
    pdf: Uint8Array,
    pageIndexes: number[],
    options: {
      signal?: AbortSignal;
      /** Tesseract languages; the installation's when not given. */
      languages?: OcrLanguagesValue | undefined;
      onPage: (pageIndex: number, page: LayerPage) => Promise<void>;
    },
  ) => Promise<void>;
};

function toLayerPage(page: PageText): LayerPage {
  return {
    width: page.width,
    height: page.height,
    words: page.words,
    text: page.text,
    layout: {
      lines: page.lines,
      blocks: page.blocks,
      languages: page.languages,
      confidence: page.confidence,
    },
  };
}

export function createTextEngine(ocr: OcrEngine): TextEngine {
  return {
    canReadTextLayer: ocr.status.textLayer,
    canRecognize: ocr.status.ocr,
    concurrency: ocr.concurrency,
    async readTextLayer(pdfFile) {
      const document = await ocr.readText(pdfFile, { ocr: 'never' });
      const pages: (LayerPage | null)[] = [];
      for (const page of document.pages) pages[page.pageIndex] = toLayerPage(page);
      return pages;
    },
    async recognizePages(pdf, pageIndexes, { signal, languages, onPage }) {
      await withTempFile(pdf, 'document.pdf', (file) =>
        ocr.readText(file, {
          ocr: 'always',
          pages: pageIndexes,
          ...(signal ? { signal } : {}),
          ...(languages ? { languages } : {}),
          onPage: (_done, _total, page) => onPage(page.pageIndex, toLayerPage(page)),
        }),
      );
    },
  };
}

/**
 * The OCR engine's page model of a stored page. Pages stored without a layout (text typed in by an
 * older import) get lines rebuilt from the words' baselines.
 */
export function pageTextOf(
  row: {
    width: number;
    height: number;
    text: string | null;
    textSource: string | null;
    words: StoredWord[] | null;
    layout: StoredLayout | null;
  },
  pageIndex: number,
): PageText {
  const source = row.textSource === 'ocr' ? 'ocr' : 'text-layer';
  const words = row.words ?? [];
  if (row.layout && words.every((word) => word.line !== undefined)) {
    return {
      pageIndex,
      width: row.width,
      height: row.height,
      source,
      languages: row.layout.languages,
      confidence: row.layout.confidence,
      words: words.map((word) => ({
        text: word.text,
        box: word.box,
        confidence: word.confidence ?? 1,
        line: word.line ?? 0,
      })),
      lines: row.layout.lines,
      blocks: row.layout.blocks,
      text: row.text ?? '',
    };
  }
  const lines: RawLine[] = [];
  let lastBottom: number | null = null;
  for (const word of words) {
    if (lastBottom === null || Math.abs(word.box.y1 - lastBottom) > (word.box.y1 - word.box.y0) * 0.5)
      lines.push({ words: [] });
    lines.at(-1)?.words.push({ text: word.text, box: word.box, confidence: word.confidence ?? 1 });
    lastBottom = word.box.y1;
  }
  return buildPageText(
    { width: row.width, height: row.height, blocks: [{ lines }] },
    { pageIndex, source, languages: null },
  );
}
