import type { RawPage } from './page-text.models.js';
import { runTool } from './run-tool.js';
import { parseBboxLayout } from './text-layer.js';

export type PageSize = { width: number; height: number };
type Call = { timeoutMs: number; signal?: AbortSignal };

/** Page sizes in points as displayed (a /Rotate of 90 or 270 swaps width and height). */
export function parsePdfInfoPages(output: string): PageSize[] {
  const sizes = new Map<number, PageSize>();
  const rotations = new Map<number, number>();
  for (const line of output.split('\n')) {
    const size = /^Page\s+(\d+)\s+size:\s+([\d.]+) x ([\d.]+)/.exec(line);
    if (size) sizes.set(Number(size[1]), { width: Number(size[2]), height: Number(size[3]) });
    const rotation = /^Page\s+(\d+)\s+rot:\s+(-?\d+)/.exec(line);
    if (rotation) rotations.set(Number(rotation[1]), Math.abs(Number(rotation[2])) % 180);
  }
  return [...sizes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([page, size]) => (rotations.get(page) === 90 ? { width: size.height, height: size.width } : size));
}

/** The number and size of a PDF's pages (`pdfinfo`); throws the tool error for broken or locked files. */
export async function readPdfPages(file: string, call: Call): Promise<PageSize[]> {
  // pdfinfo stops at the last page, so one run with a large range lists every page.
  const output = await runTool('pdfinfo', ['-f', '1', '-l', '1000000', file], call);
  return parsePdfInfoPages(output.toString('utf8'));
}

/** Words with positions of pages `first..last` (1-based) from the PDF's text layer. */
export async function readTextLayer(
  file: string,
  first: number,
  last: number,
  call: Call,
): Promise<RawPage[]> {
  const output = await runTool(
    'pdftotext',
    ['-bbox-layout', '-enc', 'UTF-8', '-f', String(first), '-l', String(last), file, '-'],
    call,
  );
  return parseBboxLayout(output.toString('utf8'));
}

/** Renders one page (1-based) with pdftoppm; `gray` writes PGM (fast to read for Tesseract), else PNG. */
export async function renderPdfPage(
  file: string,
  pageNumber: number,
  size: { dpi: number } | { width: number },
  format: 'png' | 'gray',
  call: Call,
): Promise<Buffer> {
  const scale =
    'dpi' in size ? ['-r', String(size.dpi)] : ['-scale-to-x', String(size.width), '-scale-to-y', '-1'];
  const kind = format === 'png' ? ['-png'] : ['-gray'];
  return runTool(
    'pdftoppm',
    [...kind, ...scale, '-f', String(pageNumber), '-l', String(pageNumber), '-singlefile', file],
    call,
  );
}

/**
 * An unencrypted copy of a PDF that opens without a password (an owner password only, as many
 * invoices carry), rewritten page by page by poppler's pdftocairo; vector content stays vector.
 */
export async function rewritePdf(file: string, call: Call): Promise<Buffer> {
  return runTool('pdftocairo', ['-pdf', file, '-'], call);
}
