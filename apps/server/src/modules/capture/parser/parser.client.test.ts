import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { withTempFile } from '../capture.render.js';
import { invoicePdf } from '../test/capture-fixtures.js';
import { manyObjectsPdf } from '../test/large-files.js';
import { createParserClient } from './parser.client.js';

/** Counts the turns of this process's event loop until `work` is done. */
async function countTicks<T>(work: Promise<T>): Promise<{ result: T; ticks: number }> {
  let ticks = 0;
  let done = false;
  const tick = () => {
    ticks += 1;
    if (!done) setImmediate(tick);
  };
  setImmediate(tick);
  const result = await work.finally(() => {
    done = true;
  });
  return { result, ticks };
}

describe('capture parser client', () => {
  it('reads a PDF of 20,000 objects in its own process while the event loop keeps turning', async () => {
    const parser = createParserClient({ idleMs: 100 });
    await withTempFile(manyObjectsPdf(20_000), 'objekte.pdf', async (file) => {
      const { result, ticks } = await countTicks(
        parser.parse({ operation: 'inspectPdf', file, maxPages: 10 }),
      );
      expect(result).toMatchObject({ pageCount: 1, pages: [{ width: 595, height: 842, rotate: 0 }] });
      // In this process pdf-lib would hold the loop for the whole parse: a handful of turns at most.
      expect(ticks).toBeGreaterThan(100);
    });
  }, 240_000);

  it('refuses a PDF beyond the heap cap as too large, and a fresh parser reads the next file', async () => {
    const parser = createParserClient({ idleMs: 100, heapMb: 64 });
    await withTempFile(manyObjectsPdf(250_000), 'objekte.pdf', async (file, dir) => {
      await expect(parser.parse({ operation: 'inspectPdf', file, maxPages: 10 })).rejects.toMatchObject({
        name: 'PermanentJobError',
        code: 'capture.file_too_large',
      });
      const next = `${dir}/rechnung.pdf`;
      await writeFile(next, await invoicePdf());
      await expect(
        parser.parse({ operation: 'inspectPdf', file: next, maxPages: 10 }),
      ).resolves.toMatchObject({
        pageCount: 1,
      });
    });
  }, 240_000);
});
