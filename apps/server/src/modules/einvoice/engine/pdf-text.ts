import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runTool } from '../../ocr/index.js';

/** The visible text of a PDF in reading layout (poppler `pdftotext -layout`), or null when it fails. */
export async function extractPdfText(bytes: Uint8Array): Promise<string | null> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-einvoice-'));
  try {
    const file = path.join(directory, 'invoice.pdf');
    await writeFile(file, bytes);
    const stdout = await runTool('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      timeoutMs: 30_000,
      maxOutputBytes: 32 * 1024 * 1024,
    });
    return stdout.toString('utf8');
  } catch {
    return null;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
