import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StorageDriver } from '../storage/index.js';
import { runTool, ToolError } from '../ocr/index.js';
import { permanentFailure } from './capture.errors.js';

/**
 * pdftoppm's exit codes for a PDF it cannot render (its manual: 1 "Error opening a PDF file", 99
 * "Other error", e.g. a page tree whose /Count is no number, so no page is found to render).
 */
const PDFTOPPM_UNREADABLE_FILE = new Set([1, 99]);

/** A temporary directory, removed after `work` whatever happens. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-capture-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A temporary directory holding one file, removed after `work` whatever happens. */
export async function withTempFile<T>(
  bytes: Uint8Array,
  name: string,
  work: (file: string, dir: string) => Promise<T>,
) {
  return withTempDir(async (dir) => {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    return work(file, dir);
  });
}

/**
 * Copies a stored object into a file by streaming, so a large upload never sits in the server's
 * memory on its way to the tools and the parser process.
 */
export async function copyStoredObject(storage: StorageDriver, sha256: string, file: string) {
  await pipeline(await storage.getStream(sha256), createWriteStream(file));
}

/** Thumbnails (PNG, longer side `size` pixels) of every page of a PDF file in one pdftoppm run. */
export async function renderThumbnails(file: string, size: number): Promise<Buffer[]> {
  return withTempDir(async (dir) => {
    await runTool('pdftoppm', ['-png', '-scale-to', String(size), file, path.join(dir, 'thumb')], {
      timeoutMs: 300_000,
    }).catch((error: unknown) => {
      if (error instanceof ToolError && PDFTOPPM_UNREADABLE_FILE.has(error.exitCode ?? -1))
        throw permanentFailure('capture.file_corrupt');
      throw error;
    });
    const names = (await readdir(dir)).filter((name) => name.startsWith('thumb')).sort(byPageNumber);
    return Promise.all(names.map((name) => readFile(path.join(dir, name))));
  });
}

function byPageNumber(a: string, b: string): number {
  const number = (name: string) => Number(/-(\d+)\.png$/.exec(name)?.[1] ?? 0);
  return number(a) - number(b);
}
