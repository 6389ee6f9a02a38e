// OCR and extraction figures: scanned pages through Tesseract with every core busy, text-layer
// reading, page rendering for thumbnails and extraction on read text. Uses the scans and text PDFs
// of ../shared/extraction-corpus when present, otherwise a generated invoice and its scan.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { findExtractionCorpus } from '../conformance/corpus.js';
import { extractInvoiceData } from '../src/modules/extraction/extract.js';
import { createOcrEngine } from '../src/modules/ocr/ocr.engine.js';
import { detectTools } from '../src/modules/ocr/ocr.tools.js';
import { median, percentile, report } from './bench-utils.js';

const SCANNED_PAGES = 40;

/** CPU seconds of finished child processes (Tesseract, poppler): user + system, from /proc. */
async function childCpuSeconds(): Promise<number> {
  const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1]!.split(' ');
  // After the command name the list starts at field 3 (state): cutime (16) and cstime (17) are 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
const cores = os.availableParallelism();

async function pdfsBelow(directory: string): Promise<string[]> {
  const entries = await readdir(directory);
  const nested = await Promise.all(
    entries.map(async (name) => {
      const full = path.join(directory, name);
      if ((await stat(full)).isDirectory()) return pdfsBelow(full);
      return name.toLowerCase().endsWith('.pdf') ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

/** A generated one-page invoice (text PDF) and its 200 dpi scan (image PDF), for machines without the corpus. */
async function generatedSamples(directory: string, engine: ReturnType<typeof createOcrEngine>) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  const lines = [
    'Muster GmbH',
    'Rechnung Nr. RE-2025-0042 vom 14.02.2025',
    'Summe netto 420,00 EUR',
    'zzgl. 19 % MwSt. 79,80 EUR',
    'Gesamtbetrag 499,80 EUR',
  ];
  lines.forEach((line, index) => page.drawText(line, { x: 60, y: 760 - index * 40, size: 12, font }));
  const text = path.join(directory, 'generated-text.pdf');
  await writeFile(text, await document.save());
  const scanDocument = await PDFDocument.create();
  const image = await scanDocument.embedPng(await engine.renderPage(text, 0, { dpi: 200 }));
  scanDocument.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  const scan = path.join(directory, 'generated-scan.pdf');
  await writeFile(scan, await scanDocument.save());
  return { texts: [text], scans: [scan] };
}

const directory = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-ocr-bench-'));
try {
  const tools = await detectTools('auto');
  if (!tools.enabled) throw new Error('OCR tools missing: install tesseract-ocr (deu) and poppler-utils');
  const engine = createOcrEngine({ tools, concurrency: cores });
  const corpus = findExtractionCorpus();
  const samples = corpus
    ? {
        texts: await pdfsBelow(path.join(corpus, 'text')),
        scans: await pdfsBelow(path.join(corpus, 'scans')),
      }
    : await generatedSamples(directory, engine);
  process.stderr.write(`samples: ${corpus ?? 'generated'}; ${cores} cores\n`);

  // Scanned pages: a list of (file, page) up to SCANNED_PAGES, all submitted at once to the pool.
  const scanPages: { file: string; page: number }[] = [];
  for (let round = 0; scanPages.length < SCANNED_PAGES; round += 1) {
    for (const file of samples.scans) {
      const { pages } = await engine.inspect(file);
      for (let page = 0; page < pages.length && scanPages.length < SCANNED_PAGES; page += 1)
        scanPages.push({ file, page });
      if (scanPages.length >= SCANNED_PAGES) break;
    }
    if (round > SCANNED_PAGES) break;
  }
  const pageTimes: number[] = [];
  const cpuBefore = await childCpuSeconds();
  const started = performance.now();
  await Promise.all(
    scanPages.map(async ({ file, page }) => {
      const pageStarted = performance.now();
      const text = await engine.readText(file, { pages: [page] });
      if (text.pages[0]?.source !== 'ocr') throw new Error(`${file} page ${page} was not recognised by OCR`);
      pageTimes.push(performance.now() - pageStarted);
    }),
  );
  const minutes = (performance.now() - started) / 60_000;
  report('ocr.engine_pages_per_min', scanPages.length / minutes, 'pages/min');
  // Load-independent: CPU seconds of rendering + recognition per page, and the rate all cores give when idle.
  const cpuPerPage = ((await childCpuSeconds()) - cpuBefore) / scanPages.length;
  report('ocr.cpu_s_per_page', cpuPerPage, 's');
  report('ocr.pages_per_min_idle_estimate', (cores * 60) / cpuPerPage, 'pages/min');
  report('ocr.load_average', os.loadavg()[0]!, '');

  // One page alone (latency a user waits for a single scanned page).
  const single: number[] = [];
  for (const { file, page } of scanPages.slice(0, 3)) {
    const pageStarted = performance.now();
    await engine.readText(file, { pages: [page] });
    single.push(performance.now() - pageStarted);
  }
  report('ocr.single_page_ms', median(single), 'ms');

  // Born-digital PDFs: whole documents from the text layer.
  const textStarted = performance.now();
  let textPages = 0;
  const documents = [];
  for (const file of samples.texts) {
    const text = await engine.readText(file, { ocr: 'never' });
    textPages += text.pages.length;
    documents.push(text);
  }
  report('ocr.text_layer_pages_per_s', textPages / ((performance.now() - textStarted) / 1000), 'pages/s');

  // Thumbnails: first page at 200 px wide.
  const thumbnailTimes: number[] = [];
  for (const file of [...samples.texts, ...samples.scans].slice(0, 20)) {
    const thumbnailStarted = performance.now();
    await engine.renderPage(file, 0, { width: 200 });
    thumbnailTimes.push(performance.now() - thumbnailStarted);
  }
  report('ocr.thumbnail_ms', median(thumbnailTimes), 'ms');
  report('ocr.thumbnail_p95_ms', percentile(thumbnailTimes, 95), 'ms');

  // Extraction alone, on text already read.
  const extractionStarted = performance.now();
  for (const text of documents) await extractInvoiceData(text);
  report(
    'extraction.docs_per_s',
    documents.length / ((performance.now() - extractionStarted) / 1000),
    'docs/s',
  );
} finally {
  await rm(directory, { recursive: true, force: true });
}
