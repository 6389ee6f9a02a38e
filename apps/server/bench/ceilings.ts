// The bare tool runs the capture figures are divided by: the same files, the same concurrency and
// the same CPU priority as the product's tool runs (`nice -n 15`; at equal priority a busy machine
// slows both alike), started straight from this process without the product around them.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLimiter } from '../src/modules/ocr/index.js';
import { TOOL_NICENESS } from '../src/modules/ocr/run-tool.js';

/** The resolution the product renders scanned pages at for Tesseract (`createOcrEngine`'s default). */
const OCR_DPI = 300;

/** Runs a tool at the product's priority and resolves with its stdout; rejects when it fails. */
function runBare(command: string, args: string[], environment: Record<string, string> = {}): Promise<Buffer> {
  const extra = Object.entries(environment).map(([key, value]) => `${key}=${value}`);
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', String(TOOL_NICENESS), 'env', ...extra, command, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(Buffer.concat(stdout)) : reject(new Error(`${command} exited ${code}: ${stderr}`)),
    );
  });
}

async function withTempDirectory<T>(work: (directory: string) => Promise<T>): Promise<T> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-bench-ceiling-'));
  try {
    return await work(directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Seconds `work` takes for every item, `concurrency` items at a time. */
async function timeAll<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>) {
  const limiter = createLimiter(concurrency);
  const started = performance.now();
  await Promise.all(items.map((item) => limiter.run(() => work(item))));
  return (performance.now() - started) / 1000;
}

/**
 * Born-digital ingest without the product: SHA-256 of each PDF and its words with positions
 * (`pdftotext -bbox-layout`), `concurrency` documents at a time. Documents per second.
 */
export async function pdfIngestCeiling(pdfs: Uint8Array[], concurrency: number): Promise<number> {
  return withTempDirectory(async (directory) => {
    const files = await Promise.all(
      pdfs.map(async (content, index) => {
        const file = path.join(directory, `document-${index}.pdf`);
        await writeFile(file, content);
        return { file, content };
      }),
    );
    const seconds = await timeAll(files, concurrency, async ({ file, content }) => {
      createHash('sha256').update(content).digest('hex');
      await runBare('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', file, '-']);
    });
    return pdfs.length / seconds;
  });
}

/**
 * Recognition without the product: the pages of `pdfs` rendered as the product renders them for
 * Tesseract (greyscale, 300 dpi; not timed), then one single-threaded `tesseract` per core over
 * those images with the product's arguments. Pages per minute.
 */
export async function ocrCeiling(pdfs: Uint8Array[], languages: string, cores: number): Promise<number> {
  return withTempDirectory(async (directory) => {
    for (const [index, content] of pdfs.entries()) {
      const file = path.join(directory, `scan-${index}.pdf`);
      await writeFile(file, content);
      await runBare('pdftoppm', [
        '-gray',
        '-r',
        String(OCR_DPI),
        file,
        path.join(directory, `page-${index}`),
      ]);
    }
    const images = (await readdir(directory))
      .filter((name) => name.endsWith('.pgm'))
      .map((name) => path.join(directory, name));
    const seconds = await timeAll(images, cores, async (image) => {
      const tsv = await runBare(
        'tesseract',
        [image, 'stdout', '-l', languages, '--dpi', String(OCR_DPI), 'tsv'],
        { OMP_THREAD_LIMIT: '1' },
      );
      if (tsv.length === 0) throw new Error(`tesseract read nothing from ${image}`);
    });
    return images.length / (seconds / 60);
  });
}
