import os from 'node:os';
import {
  OcrLanguages,
  TextSource,
  type DocumentText,
  type OcrLanguagesValue,
  type PageText,
} from '@belegfluss/shared';
import { FileKind, readFileKind, type PagedFileKind } from './file-kind.js';
import { imagePageForOcr, readImagePages, renderImagePage, type ImagePage } from './image-tools.js';
import { createLimiter } from './limiter.js';
import {
  ocrFileEmpty,
  ocrImageTooLarge,
  ocrLanguageUnavailable,
  ocrPageOutOfRange,
  ocrUnavailable,
  ocrUnsupportedFormat,
  toOcrError,
} from './ocr.errors.js';
import type { ToolStatus } from './ocr.tools.js';
import { buildPageText, hasUsableText, type RawPage } from './page-text.models.js';
import { readPdfPages, readTextLayer, renderPdfPage, rewritePdf, type PageSize } from './pdf-tools.js';
import { runTool } from './run-tool.js';
import { parseTesseractTsv } from './tesseract-tsv.js';

export type OcrEngineOptions = {
  tools: ToolStatus;
  /** Pages recognised in parallel (one single-threaded Tesseract process each); default: CPU cores. */
  concurrency?: number;
  /** Longest a single tool run (one page, one text-layer read) may take. */
  timeoutMs?: number;
  /** Resolution pages are rendered at for Tesseract. */
  ocrDpi?: number;
  /** Languages when a call names none (default `deu`). */
  defaultLanguages?: OcrLanguagesValue;
};

export type FileInfo = { kind: PagedFileKind; size: number; pages: PageSize[] };

export type ReadTextOptions = {
  /** Tesseract languages for pages that need OCR (default `deu`). */
  languages?: OcrLanguagesValue;
  signal?: AbortSignal;
  /** 0-based pages to read (default: all). */
  pages?: number[];
  /** `auto`: the text layer where it is usable, OCR elsewhere; `always`: OCR every page; `never`: text layer only. */
  ocr?: 'auto' | 'always' | 'never';
  /**
   * Called as each page is read, with the number of pages done, the total and the page (pages finish
   * in any order when they are recognised in parallel); awaited, so a caller may store the page.
   */
  onPage?: (done: number, total: number, page: PageText) => void | Promise<void>;
};

export type RenderSize = { dpi: number } | { width: number };

export type OcrEngine = {
  /** Whether born-digital text (poppler) and OCR (poppler + Tesseract) can run, and why not. */
  readonly status: { textLayer: boolean; ocr: boolean; message: string | null };
  /** Pages the pool recognises at the same time (`OCR_CONCURRENCY`). */
  readonly concurrency: number;
  inspect(file: string, signal?: AbortSignal): Promise<FileInfo>;
  readText(file: string, options?: ReadTextOptions): Promise<DocumentText>;
  /** One page (0-based) as PNG, for thumbnails and the viewer; goes ahead of pages waiting for OCR. */
  renderPage(file: string, pageIndex: number, size: RenderSize, signal?: AbortSignal): Promise<Buffer>;
  /**
   * An unencrypted copy of an encrypted PDF that opens with an empty user password (only an owner
   * password set); `ocr.pdf_encrypted` when reading it needs a password.
   */
  unlockPdf(file: string, signal?: AbortSignal): Promise<Buffer>;
};

/** Pixels a rendered page may have; larger requests are rendered at a lower resolution. */
const MAX_RENDER_PIXELS = 60_000_000;

function renderDpiFor(page: PageSize, wantedDpi: number): number {
  const pixels = (page.width / 72) * (page.height / 72) * wantedDpi * wantedDpi;
  if (pixels <= MAX_RENDER_PIXELS) return wantedDpi;
  return Math.max(1, Math.floor(wantedDpi * Math.sqrt(MAX_RENDER_PIXELS / pixels)));
}

function describeStatus(tools: ToolStatus) {
  const textLayer = tools.pdftotext.available && tools.pdftoppm.available;
  const ocr = tools.enabled && textLayer;
  let message: string | null = null;
  if (!textLayer)
    message = 'poppler-utils (pdftotext, pdftoppm) fehlt: PDF-Text und Seitenbilder sind abgeschaltet.';
  else if (!ocr)
    message =
      'Tesseract mit Deutsch fehlt oder OCR=off: die Texterkennung gescannter Seiten ist abgeschaltet.';
  return { textLayer, ocr, message };
}

/**
 * The OCR and text engine: text with positions from a PDF's text layer (pdftotext) or by Tesseract
 * (pages rendered by pdftoppm or decoded by sharp), page images for the viewer. Every heavy step
 * runs in a child process (or libvips' own threads for images); a shared pool keeps at most
 * `concurrency` of them busy, each Tesseract with one thread.
 */
export function createOcrEngine(options: OcrEngineOptions): OcrEngine {
  const concurrency = options.concurrency ?? os.availableParallelism();
  const timeoutMs = options.timeoutMs ?? 120_000;
  const ocrDpi = options.ocrDpi ?? 300;
  const defaultLanguages = options.defaultLanguages ?? OcrLanguages.deu;
  const pool = createLimiter(concurrency);
  const status = describeStatus(options.tools);
  const languages = new Set(options.tools.tesseract.languages);

  async function inspect(file: string, signal?: AbortSignal): Promise<FileInfo> {
    try {
      const { kind, size } = await readFileKind(file);
      if (size === 0) throw ocrFileEmpty();
      if (!kind || kind === FileKind.xml) throw ocrUnsupportedFormat();
      if (kind === FileKind.pdf) {
        if (!status.textLayer) throw ocrUnavailable({ tool: 'pdfinfo' });
        const pages = await readPdfPages(file, { timeoutMs, signal });
        return { kind, size, pages };
      }
      const pages = await readImagePages(file);
      return { kind, size, pages: pages.map(({ width, height }) => ({ width, height })) };
    } catch (error) {
      throw toOcrError(error);
    }
  }

  async function recognise(
    image: Buffer,
    dpi: number,
    page: PageSize,
    pageIndex: number,
    lang: OcrLanguagesValue,
    signal?: AbortSignal,
  ): Promise<PageText> {
    const tsv = await runTool(
      'tesseract',
      ['stdin', 'stdout', '-l', lang, '--dpi', String(Math.round(dpi)), 'tsv'],
      {
        timeoutMs,
        signal,
        input: image,
        environment: { OMP_THREAD_LIMIT: '1' },
      },
    );
    const raw = parseTesseractTsv(tsv.toString('utf8'), { ...page, scale: 72 / dpi });
    return buildPageText(raw, { pageIndex, source: TextSource.ocr, languages: lang });
  }

  function checkOcrPossible(lang: OcrLanguagesValue) {
    if (!status.ocr) throw ocrUnavailable({ reason: status.message });
    const missing = lang.split('+').filter((code) => !languages.has(code));
    if (missing.length) throw ocrLanguageUnavailable({ languages: missing });
  }

  async function readPdf(file: string, info: FileInfo, pageIndexes: number[], opts: ReadTextOptions) {
    const mode = opts.ocr ?? 'auto';
    const lang = opts.languages ?? defaultLanguages;
    const first = Math.min(...pageIndexes) + 1;
    const last = Math.max(...pageIndexes) + 1;
    const layer: RawPage[] =
      mode === 'always' ? [] : await readTextLayer(file, first, last, { timeoutMs, signal: opts.signal });
    const fromLayer = new Map<number, PageText>();
    for (const index of pageIndexes) {
      const raw = layer[index + 1 - first];
      if (!raw) continue;
      const page = buildPageText(raw, { pageIndex: index, source: TextSource.textLayer, languages: null });
      if (mode === 'never' || hasUsableText(page)) fromLayer.set(index, page);
    }
    const needOcr = pageIndexes.filter((index) => !fromLayer.has(index));
    if (needOcr.length) checkOcrPossible(lang);
    return pageIndexes.map((index) => {
      const known = fromLayer.get(index);
      if (known) return () => Promise.resolve(known);
      return () =>
        pool.run(async () => {
          const size = info.pages[index]!;
          const dpi = renderDpiFor(size, ocrDpi);
          const image = await renderPdfPage(file, index + 1, { dpi }, 'gray', {
            timeoutMs,
            signal: opts.signal,
          });
          return recognise(image, dpi, size, index, lang, opts.signal);
        }, opts.signal);
    });
  }

  async function readImage(file: string, pageIndexes: number[], opts: ReadTextOptions) {
    const lang = opts.languages ?? defaultLanguages;
    checkOcrPossible(lang);
    const pages = await readImagePages(file);
    return pageIndexes.map(
      (index) => () =>
        pool.run(async () => {
          const info = pages[index]!;
          const { image, dpi } = await imagePageForOcr(file, index, info, ocrDpi);
          return recognise(image, dpi, info, index, lang, opts.signal);
        }, opts.signal),
    );
  }

  async function readText(file: string, opts: ReadTextOptions = {}): Promise<DocumentText> {
    const info = await inspect(file, opts.signal);
    const pageIndexes = opts.pages ?? info.pages.map((_, index) => index);
    if (pageIndexes.some((index) => !Number.isInteger(index) || index < 0 || index >= info.pages.length)) {
      throw ocrPageOutOfRange({ pages: info.pages.length });
    }
    if (!pageIndexes.length) return { pages: [] };
    try {
      const tasks =
        info.kind === FileKind.pdf
          ? await readPdf(file, info, pageIndexes, opts)
          : await readImage(file, pageIndexes, opts);
      let done = 0;
      const pages = await Promise.all(
        tasks.map(async (task) => {
          const page = await task();
          done += 1;
          await opts.onPage?.(done, tasks.length, page);
          return page;
        }),
      );
      return { pages };
    } catch (error) {
      throw toOcrError(error);
    }
  }

  async function renderPage(file: string, pageIndex: number, size: RenderSize, signal?: AbortSignal) {
    const info = await inspect(file, signal);
    const page = info.pages[pageIndex];
    if (!page) throw ocrPageOutOfRange({ pages: info.pages.length });
    try {
      if ('width' in size && (size.width < 1 || size.width > 10_000))
        throw ocrImageTooLarge({ width: size.width });
      if (info.kind === FileKind.pdf) {
        const target: RenderSize = 'dpi' in size ? { dpi: renderDpiFor(page, size.dpi) } : size;
        return await pool.run(
          () => renderPdfPage(file, pageIndex + 1, target, 'png', { timeoutMs, signal }),
          signal,
          { urgent: true },
        );
      }
      const [imagePage] = (await readImagePages(file)).slice(pageIndex, pageIndex + 1) as [ImagePage];
      return await pool.run(() => renderImagePage(file, pageIndex, imagePage, size), signal, {
        urgent: true,
      });
    } catch (error) {
      throw toOcrError(error);
    }
  }

  async function unlockPdf(file: string, signal?: AbortSignal) {
    if (!status.textLayer) throw ocrUnavailable({ tool: 'pdftocairo' });
    try {
      return await pool.run(() => rewritePdf(file, { timeoutMs, signal }), signal);
    } catch (error) {
      throw toOcrError(error);
    }
  }

  return { status, concurrency, inspect, readText, renderPage, unlockPdf };
}
