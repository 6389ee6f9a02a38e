import type { ToolStatus } from '../ocr/ocr.tools.js';
import {
  readTextLayer,
  renderPagePng,
  runTool,
  setToolEnvironment,
  wordsToText,
  withTempFile,
  type LayerPage,
} from './capture.render.js';
import type { StoredWord } from './capture.tables.js';

/**
 * What capture needs from the text engine: the text layer of born-digital PDFs and OCR of a scanned
 * page, both as words with boxes in PDF points (origin top left). The OCR module of the extraction
 * work provides the full engine; this adapter uses the same tools until it is wired in.
 */
export type TextEngine = {
  canReadTextLayer: boolean;
  canRecognize: boolean;
  readTextLayer: (pdf: Uint8Array) => Promise<LayerPage[]>;
  recognizePage: (
    pdf: Uint8Array,
    pageIndex: number,
    page: { width: number; height: number },
  ) => Promise<LayerPage>;
};

const OCR_DPI = 300;

/** Words from Tesseract's TSV output (level 5 rows), scaled from pixels at `dpi` to points. */
export function parseTesseractTsv(tsv: string, dpi: number): StoredWord[] {
  const scale = 72 / dpi;
  const words: StoredWord[] = [];
  for (const line of tsv.split('\n').slice(1)) {
    const cells = line.split('\t');
    if (cells[0] !== '5' || cells.length < 12) continue;
    const text = (cells[11] ?? '').trim();
    const confidence = Number(cells[10]);
    if (!text || confidence < 0) continue;
    const [left, top, width, height] = [cells[6], cells[7], cells[8], cells[9]].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const round = (value: number) => Math.round(value * scale * 100) / 100;
    words.push({
      text,
      box: { x0: round(left), y0: round(top), x1: round(left + width), y1: round(top + height) },
    });
  }
  return words;
}

export function createTextEngine(tools: ToolStatus, env?: NodeJS.ProcessEnv): TextEngine {
  if (env) setToolEnvironment(env);
  const languages = ['deu', 'eng', 'rus'].filter((language) => tools.tesseract.languages.includes(language));
  return {
    canReadTextLayer: tools.pdftotext.available,
    canRecognize: tools.enabled,
    readTextLayer,
    async recognizePage(pdf, pageIndex, page) {
      const png = await renderPagePng(pdf, pageIndex, OCR_DPI);
      const tsv = await withTempFile(png, 'page.png', (file) =>
        runTool(
          'tesseract',
          [file, 'stdout', '-l', languages.join('+') || 'eng', '--psm', '3', 'tsv'],
          300_000,
        ),
      );
      const words = parseTesseractTsv(tsv.toString('utf8'), OCR_DPI);
      return { width: page.width, height: page.height, words, text: wordsToText(words) };
    },
  };
}
