// Extraction of born-digital invoices (no OCR): text layer read by the product (pdftotext
// -bbox-layout through the OCR engine) plus data extraction, per document, against the bare
// `pdftotext -bbox-layout` of the same file. Uses ../shared/extraction-corpus/text when present,
// otherwise generated invoices.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findExtractionCorpus } from '../conformance/corpus.js';
import { generateDocument, generatedSpecs } from '../conformance/invoices/generated-set.js';
import { extractInvoiceData } from '../src/modules/extraction/index.js';
import { createOcrEngine, detectTools } from '../src/modules/ocr/index.js';
import { percentile, report } from './bench-utils.js';

const run = promisify(execFile);
const ROUNDS = 2;

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

async function generatedFiles(directory: string): Promise<string[]> {
  const files: string[] = [];
  for (const spec of generatedSpecs(40)) {
    const document = await generateDocument(spec);
    const file = path.join(directory, document.name);
    await writeFile(file, document.pdf);
    files.push(file);
  }
  return files;
}

const directory = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-extraction-bench-'));
try {
  const corpus = findExtractionCorpus();
  const files = corpus ? await pdfsBelow(path.join(corpus, 'text')) : await generatedFiles(directory);
  process.stderr.write(`samples: ${corpus ? 'shared text corpus' : 'generated'} (${files.length} PDFs)\n`);
  const engine = createOcrEngine({ tools: await detectTools('auto'), concurrency: 1 });
  const product: number[] = [];
  const extractOnly: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const file of files) {
      const bareStarted = performance.now();
      await run('pdftotext', ['-bbox-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
      bare.push(performance.now() - bareStarted);
      const started = performance.now();
      const text = await engine.readText(file, { ocr: 'never' });
      const extractStarted = performance.now();
      await extractInvoiceData(text);
      const done = performance.now();
      product.push(done - started);
      extractOnly.push(done - extractStarted);
    }
  }
  const productP95 = percentile(product, 95);
  const bareP95 = percentile(bare, 95);
  report('extraction.text_invoice_p95_ms', productP95, 'ms');
  // The bare tool reading the same files in the same run, and the product's time as a multiple of it (lower is better).
  report('extraction.pdftotext_bbox_p95_ms', bareP95, 'ms');
  report('extraction.text_invoice_vs_pdftotext_ratio', productP95 / bareP95, 'ratio');
  report('extraction.extract_only_p95_ms', percentile(extractOnly, 95), 'ms');
  report('extraction.load_average', os.loadavg()[0]!, '');
} finally {
  await rm(directory, { recursive: true, force: true });
}
