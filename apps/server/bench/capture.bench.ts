import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { imageToPdf } from '../src/modules/capture/capture.images.js';
import { invoicePdf, sampleInvoice, scanPng, textPdf } from '../src/modules/capture/test/capture-fixtures.js';
import { findExtractionCorpus } from '../conformance/corpus.js';
import { assertBuilt, median, percentile, report, reportRatio, startServer } from './bench-utils.js';
import { ocrCeiling, pdfIngestCeiling } from './ceilings.js';
import { createCaptureBenchClient } from './capture-client.js';

type ScanBatch = { source: string; files: { name: string; content: Buffer }[]; pages: number };

async function pdfsBelow(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return pdfsBelow(full);
      return Promise.resolve(entry.name.toLowerCase().endsWith('.pdf') ? [full] : []);
    }),
  );
  return nested.flat().sort();
}

/**
 * `count` batches of scanned files with at least `pages` pages each: the real invoice scans of
 * ../shared/extraction-corpus when present, otherwise a generated one-page scan.
 */
async function scannedBatches(count: number, pages: number): Promise<ScanBatch[]> {
  const corpus = findExtractionCorpus();
  const batches: ScanBatch[] = [];
  if (corpus) {
    const files = await pdfsBelow(path.join(corpus, 'scans'));
    for (const file of files) {
      if (batches.length === 0 || (batches.at(-1) as ScanBatch).pages >= pages) {
        if (batches.length === count) break;
        batches.push({ source: 'extraction-corpus/scans', files: [], pages: 0 });
      }
      const content = await readFile(file);
      const batch = batches.at(-1) as ScanBatch;
      batch.files.push({ name: path.basename(file), content });
      batch.pages += (await PDFDocument.load(content, { ignoreEncryption: true })).getPageCount();
    }
    if (batches.length === count && (batches.at(-1) as ScanBatch).pages >= pages) return batches;
  }
  const scan = await scanPng();
  return Array.from({ length: count }, () => ({
    source: 'generated scan',
    files: Array.from({ length: pages }, (_, index) => ({ name: `scan${index}.png`, content: scan })),
    pages,
  }));
}

/** A scanned file as the product stores it: PDFs as they are, images turned into a PDF by the import. */
async function storedPdf(file: { name: string; content: Buffer }): Promise<Uint8Array> {
  if (file.name.toLowerCase().endsWith('.pdf')) return file.content;
  return (await imageToPdf(file.content, 'png', { maxPixels: 200_000_000, maxPages: 1000 })).pdf;
}

/** Import jobs the server runs side by side (its JOB_CONCURRENCY), and so the ingest ceiling's concurrency. */
const IMPORT_CONCURRENCY = 2;
/** The server's default OCR languages (OCR_LANGUAGES), which the OCR ceiling reads with too. */
const OCR_LANGUAGES = 'deu';

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-capture-'));
const server = await startServer({
  DATA_DIR: dataDir,
  JOB_CONCURRENCY: String(IMPORT_CONCURRENCY),
  OCR_LANGUAGES,
  // On a busy machine a run outlasts the default 30 minutes; the bench signs in once.
  ACCESS_TOKEN_TTL_SECONDS: '86400',
});

try {
  const { headers, api, mandantId, createStack, upload, jobsOf, waitIdle } = await createCaptureBenchClient(
    server.baseUrl,
  );

  // 1. Born-digital PDFs: hash and store (upload), then text layer, thumbnails and the German index (import job).
  const ingest = await createStack('Bench Eingang');
  const documents = 60;
  const pdfs = await Promise.all(
    Array.from({ length: documents }, (_, index) =>
      invoicePdf({ ...sampleInvoice, number: `BENCH-${index}` }, 1 + (index % 2)),
    ),
  );
  await upload((await createStack('Bench Aufwärmen')).id, [
    { name: 'warm.pdf', content: await invoicePdf() },
  ]);
  const started = performance.now();
  const batches = [];
  for (let index = 0; index < documents; index += 10) {
    batches.push(
      upload(
        ingest.id,
        pdfs.slice(index, index + 10).map((content, offset) => ({ name: `r${index + offset}.pdf`, content })),
      ),
    );
  }
  await Promise.all(batches);
  await waitIdle(ingest.id);
  reportRatio({
    key: 'capture.pdf_ingest_docs_per_s',
    ceilingKey: 'capture.pdf_ingest_ceiling_docs_per_s',
    ratioKey: 'capture.pdf_ingest_ratio',
    unit: 'docs/s',
    value: documents / ((performance.now() - started) / 1000),
    ceiling: await pdfIngestCeiling(pdfs, IMPORT_CONCURRENCY),
    target: 0.5,
  });

  // 2. Scanned pages through the product: uploads into a stack with the OCR auto job, timed until
  // every import and OCR job is done. Then a second batch while list calls measure their latency.
  const lists = [
    `/api/cap/stack/list?mandantId=${mandantId}`,
    `/api/cap/stack/read?mandantId=${mandantId}&stackId=${ingest.id}`,
    `/api/job/main/getjobs?mandantId=${mandantId}`,
  ];
  const measureLists = async (until: () => boolean) => {
    const latencies: number[] = [];
    const perList = lists.map(() => [] as number[]);
    await Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        for (let call = worker; !until(); call += 1) {
          const begin = performance.now();
          const response = await fetch(`${server.baseUrl}${lists[call % lists.length]}`, { headers });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`list failed: ${response.status}`);
          latencies.push(performance.now() - begin);
          perList[call % lists.length]?.push(performance.now() - begin);
        }
      }),
    );
    process.stderr.write(
      `list p50 per endpoint: ${perList.map((values) => Math.round(median(values))).join(' / ')} ms\n`,
    );
    return latencies;
  };
  const quietUntil = performance.now() + 3000;
  const quiet = await measureLists(() => performance.now() > quietUntil);
  process.stderr.write(`list p99 without OCR: ${Math.round(percentile(quiet, 99))} ms\n`);

  const scanBatches = await scannedBatches(2, 24);
  const ocrJobs = async (stackId: string) =>
    (await jobsOf(stackId)).filter((job) => job.kind === 'capture.ocr');
  const runScans = async (name: string, batch: ScanBatch) => {
    const stack = await createStack(name, ['ocr']);
    const begin = performance.now();
    await upload(stack.id, batch.files);
    await waitIdle(stack.id);
    const minutes = (performance.now() - begin) / 60_000;
    const jobs = await ocrJobs(stack.id);
    const failed = jobs.filter((job) => job.state !== 'finished');
    if (jobs.length !== batch.files.length || failed.length)
      throw new Error(`OCR jobs: ${jobs.length} of ${batch.files.length}, failed: ${JSON.stringify(failed)}`);
    return batch.pages / minutes;
  };
  const [throughputBatch, latencyBatch] = scanBatches as [ScanBatch, ScanBatch];
  process.stderr.write(
    `scans: ${throughputBatch.source}, ${throughputBatch.pages} + ${latencyBatch.pages} pages; ${os.availableParallelism()} cores\n`,
  );
  const pagesPerMinute = await runScans('Bench Scans', throughputBatch);
  reportRatio({
    key: 'capture.ocr_pages_per_min',
    ceilingKey: 'capture.ocr_ceiling_pages_per_min',
    ratioKey: 'capture.ocr_ratio',
    unit: 'pages/min',
    value: pagesPerMinute,
    ceiling: await ocrCeiling(
      await Promise.all(throughputBatch.files.map(storedPdf)),
      OCR_LANGUAGES,
      os.availableParallelism(),
    ),
    target: 0.9,
  });
  let scansDone = false;
  const during = measureLists(() => scansDone);
  const pagesPerMinuteUnderLoad = await runScans('Bench Scans unter Last', latencyBatch).finally(() => {
    scansDone = true;
  });
  const latencies = await during;
  process.stderr.write(
    `list calls during OCR: ${latencies.length}; OCR under list load: ${Math.round(pagesPerMinuteUnderLoad)} pages/min\n`,
  );
  report('capture.list_p99_during_ocr_ms', percentile(latencies, 99), 'ms');

  // 3. A processed 50-page stack shows its thumbnails: page list plus 50 thumbnail images, 6 at a time like a browser.
  const big = await createStack('Bench 50 Seiten');
  await upload(big.id, [{ name: 'fuenfzig.pdf', content: await textPdf(50) }]);
  await waitIdle(big.id);
  const tree = await api<{ folders: { documents: { id: string }[] }[] }>(
    `/api/cap/stack/read?mandantId=${mandantId}&stackId=${big.id}`,
  );
  const documentId = tree.folders[0]?.documents[0]?.id as string;
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const begin = performance.now();
    const pages = await api<{ id: string }[]>(
      `/api/cap/CapDocViewer/GetDocPagesInfo?mandantId=${mandantId}&documentId=${documentId}`,
    );
    const queue = [...pages];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let page = queue.shift(); page; page = queue.shift()) {
          const response = await fetch(
            `${server.baseUrl}/api/cap/CapDocViewer/Thumbnail?mandantId=${mandantId}&pageId=${page.id}`,
            { headers },
          );
          if (!response.ok || (await response.arrayBuffer()).byteLength < 100)
            throw new Error('thumbnail missing');
        }
      }),
    );
    if (pages.length !== 50) throw new Error(`expected 50 pages, got ${pages.length}`);
    runs.push(performance.now() - begin);
  }
  report('capture.thumbnails_50_pages_ms', median(runs), 'ms');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
