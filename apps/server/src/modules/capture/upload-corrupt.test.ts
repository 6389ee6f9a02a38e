import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { corruptPdfCorpus } from './test/corrupt-pdfs.js';
import {
  captureClient,
  createStack,
  mandantIdOf,
  recordingStorage,
  uploadAndImport,
} from './test/capture-test-helpers.js';

const storage = recordingStorage();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work', storage });
});
afterAll(async () => t.close());

describe('corrupt PDF uploads', () => {
  it('end each as capture.file_corrupt with the German text in one attempt, storing nothing', async () => {
    const admin = captureClient(t, await t.login('admin'));
    const mandantId = await mandantIdOf(t, 10001);
    const stackId = (await createStack(admin, mandantId, 'Kaputte PDFs')).id;
    const corpus = await corruptPdfCorpus();
    const mark = storage.mark();
    const { body, jobs } = await uploadAndImport(t, admin, mandantId, stackId, corpus);
    expect(body.files.map((file) => [file.fileName, file.accepted])).toEqual(
      corpus.map((file) => [file.name, true]),
    );
    expect(jobs.map((job, index) => [corpus[index]?.name, job.state, job.errorCode, job.attempts])).toEqual(
      corpus.map((file) => [file.name, 'faulty', 'capture.file_corrupt', 1]),
    );
    expect(new Set(jobs.map((job) => job.errorText))).toEqual(
      new Set(['Die Datei ist beschädigt und kann nicht gelesen werden.']),
    );
    await expect.poll(() => storage.storedSince(mark)).toEqual([]);
    const { rows } = await t.deps.database.execute(
      `SELECT count(*)::int AS n FROM cap_document WHERE stack_id = $1`,
      [stackId],
    );
    expect(rows[0]?.n).toBe(0);
  }, 180_000);
});
