import { CaptureJobKind } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createLogger } from '../../../kernel/logger.js';
import type { JobContext, JobDefinition } from '../../../kernel/jobs.js';
import { createCaptureContext } from '../capture.context.js';
import { createTextEngine, type LayerPage, type TextEngine } from '../capture.text-engine.js';
import { multiPageTiff, scanPng } from '../test/capture-fixtures.js';
import { captureClient, createStack, importDocument, mandantIdOf } from '../test/capture-test-helpers.js';
import { createDocumentJobs } from './document-jobs.js';

let t: TestApp;
let mandantId: string;
let documentIds: string[];

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  const admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
  const stack = await createStack(admin, mandantId, 'OCR parallel');
  documentIds = [
    await importDocument(t, admin, mandantId, stack.id, 'zwei.tif', await multiPageTiff()),
    await importDocument(t, admin, mandantId, stack.id, 'eins.png', await scanPng()),
  ];
});
afterAll(async () => t.close());

/** A text engine that answers after a short wait and records which sources are being read at once. */
function recordingEngine(real: TextEngine) {
  const calls: number[][] = [];
  let reading = 0;
  let mostAtOnce = 0;
  const engine: TextEngine = {
    ...real,
    canRecognize: true,
    concurrency: 2,
    async recognizePages(_pdf, pageIndexes, { onPage }) {
      calls.push(pageIndexes);
      reading += 1;
      mostAtOnce = Math.max(mostAtOnce, reading);
      await new Promise((resolve) => setTimeout(resolve, 30));
      for (const pageIndex of [...pageIndexes].reverse()) {
        const page: LayerPage = {
          width: 595,
          height: 842,
          text: `Seite ${pageIndex + 1} erkannt`,
          words: [{ text: 'Seite', box: { x0: 10, y0: 10, x1: 40, y1: 20 } }],
          layout: null,
        };
        await onPage(pageIndex, page);
      }
      reading -= 1;
    },
  };
  return { engine, calls, mostAtOnce: () => mostAtOnce };
}

function jobContext(documents: string[]) {
  const progress: number[] = [];
  const context: JobContext<{
    stackId: string;
    documentIds: string[];
    auto: boolean;
    thenExtract: boolean;
  }> = {
    jobId: crypto.randomUUID(),
    payload: { stackId: crypto.randomUUID(), documentIds: documents, auto: false, thenExtract: false },
    mandantId,
    createdBy: null,
    attempt: 1,
    signal: new AbortController().signal,
    logger: createLogger(t.deps.config),
    reportProgress: async (value) => void progress.push(value),
  };
  return { context, progress };
}

describe('capture.ocr job', () => {
  it('hands every page of a source to the OCR pool at once, reads sources side by side and stores pages as they come', async () => {
    const recording = recordingEngine(createTextEngine(t.deps.ocr));
    const ctx = createCaptureContext(t.deps, { textEngine: recording.engine });
    const ocr = createDocumentJobs(ctx, async () => []).find(
      (job) => job.kind === CaptureJobKind.ocr,
    ) as JobDefinition<unknown>;
    expect(ocr).toMatchObject({ concurrency: 4, slots: 'own' });

    const { context, progress } = jobContext(documentIds);
    expect(await ocr.handler(context as JobContext<unknown>)).toMatchObject({ pages: 3 });

    expect(recording.calls.map((indexes) => [...indexes].sort())).toEqual(
      expect.arrayContaining([[0, 1], [0]]),
    );
    expect(recording.mostAtOnce()).toBe(2);
    expect(progress.at(-1)).toBe(100);
    const pages = await ctx.documents.listPageSummaries(documentIds);
    expect(pages.map((page) => [page.hasText, page.textSource])).toEqual([
      [true, 'ocr'],
      [true, 'ocr'],
      [true, 'ocr'],
    ]);
    const second = await ctx.documents.findPage(
      mandantId,
      pages.find((page) => page.sourcePageIndex === 1)!.id,
    );
    expect(second?.text).toBe('Seite 2 erkannt');
  });
});
