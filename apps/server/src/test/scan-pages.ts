import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { runTool } from '../modules/ocr/run-tool.js';

/** A4 page with lines of 11 pt Helvetica, rendered by pdftoppm as a greyscale PNG (a clean "scan"). */
export async function renderTextPage(lines: string[], dpi: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 60, y: 760 - index * 22, size: 11, font }));
  const directory = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-scan-'));
  try {
    const pdf = path.join(directory, 'page.pdf');
    await writeFile(pdf, await document.save());
    return await runTool('pdftoppm', ['-r', String(dpi), '-gray', '-png', '-singlefile', pdf], {
      timeoutMs: 60_000,
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Tesseract's TSV of an image (German, one thread), as the engine runs it. */
export async function tesseractTsv(image: Buffer, dpi: number, psm?: string): Promise<string> {
  const args = ['stdin', 'stdout', '-l', 'deu', '--dpi', String(Math.round(dpi))];
  const output = await runTool('tesseract', [...args, ...(psm ? ['--psm', psm] : []), 'tsv'], {
    timeoutMs: 120_000,
    input: image,
    environment: { OMP_THREAD_LIMIT: '1' },
  });
  return output.toString('utf8');
}
