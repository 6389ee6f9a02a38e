import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StoredWord } from './capture.tables.js';

/** Environment for the tools (set once from the config by the text engine). */
let toolEnv: NodeJS.ProcessEnv | undefined;
export function setToolEnvironment(env: NodeJS.ProcessEnv) {
  toolEnv = env;
}

/**
 * Runs a command-line tool in a child process at low CPU priority, so background work (rendering,
 * OCR) never blocks the event loop and yields the cores to web requests.
 */
export function runTool(command: string, args: string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      command,
      args,
      {
        encoding: 'buffer',
        maxBuffer: 256 * 1024 * 1024,
        timeout: timeoutMs,
        ...(toolEnv ? { env: toolEnv } : {}),
      },
      (error, stdout) => {
        if (error) reject(error);
        else resolve(stdout);
      },
    );
    if (child.pid) {
      try {
        os.setPriority(child.pid, 15);
      } catch {
        // The tool may already have finished; its priority no longer matters.
      }
    }
  });
}

/** A temporary directory holding one file, removed after `work` whatever happens. */
export async function withTempFile<T>(
  bytes: Uint8Array,
  name: string,
  work: (file: string, dir: string) => Promise<T>,
) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-capture-'));
  try {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    return await work(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Thumbnails (PNG, longer side `size` pixels) of every page of a PDF in one pdftoppm run. */
export async function renderThumbnails(pdf: Uint8Array, size: number): Promise<Buffer[]> {
  return withTempFile(pdf, 'document.pdf', async (file, dir) => {
    await runTool('pdftoppm', ['-png', '-scale-to', String(size), file, path.join(dir, 'thumb')], 300_000);
    const names = (await readdir(dir)).filter((name) => name.startsWith('thumb')).sort(byPageNumber);
    return Promise.all(names.map((name) => readFile(path.join(dir, name))));
  });
}

/** One page (0-based) as PNG at `dpi`. */
export async function renderPagePng(pdf: Uint8Array, pageIndex: number, dpi: number): Promise<Buffer> {
  return withTempFile(pdf, 'document.pdf', (file) =>
    runTool(
      'pdftoppm',
      [
        '-png',
        '-r',
        String(dpi),
        '-f',
        String(pageIndex + 1),
        '-l',
        String(pageIndex + 1),
        '-singlefile',
        file,
      ],
      120_000,
    ),
  );
}

function byPageNumber(a: string, b: string): number {
  const number = (name: string) => Number(/-(\d+)\.png$/.exec(name)?.[1] ?? 0);
  return number(a) - number(b);
}

export type LayerPage = { width: number; height: number; words: StoredWord[]; text: string };

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Parses `pdftotext -bbox` output: pages with their words and boxes in points, origin top left. */
export function parseBboxHtml(html: string): LayerPage[] {
  const pages: LayerPage[] = [];
  const pagePattern = /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g;
  const wordPattern =
    /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([\s\S]*?)<\/word>/g;
  for (const pageMatch of html.matchAll(pagePattern)) {
    const words: StoredWord[] = [];
    for (const word of (pageMatch[3] ?? '').matchAll(wordPattern)) {
      const round = (value: string | undefined) => Math.round(Number(value) * 100) / 100;
      words.push({
        text: decodeEntities(word[5] ?? ''),
        box: { x0: round(word[1]), y0: round(word[2]), x1: round(word[3]), y1: round(word[4]) },
      });
    }
    pages.push({
      width: Number(pageMatch[1]),
      height: Number(pageMatch[2]),
      words,
      text: wordsToText(words),
    });
  }
  return pages;
}

/** Reading-order text: words on about the same baseline form a line. */
export function wordsToText(words: StoredWord[]): string {
  const lines: string[] = [];
  let current: string[] = [];
  let lastBottom: number | null = null;
  for (const word of words) {
    if (lastBottom !== null && Math.abs(word.box.y1 - lastBottom) > (word.box.y1 - word.box.y0) * 0.5) {
      lines.push(current.join(' '));
      current = [];
    }
    current.push(word.text);
    lastBottom = word.box.y1;
  }
  if (current.length) lines.push(current.join(' '));
  return lines.join('\n');
}

/** The text layer of every page of a PDF (born-digital documents need no OCR). */
export async function readTextLayer(pdf: Uint8Array): Promise<LayerPage[]> {
  return withTempFile(pdf, 'document.pdf', async (file) => {
    const html = await runTool('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], 300_000);
    return parseBboxHtml(html.toString('utf8'));
  });
}
