import { openJobStates, type UploadResult } from '@belegfluss/shared';
import { createMemoryStorageDriver } from '../../storage/memory.driver.js';
import type { StorageDriver } from '../../storage/storage.types.js';
import type { TestApp } from '../../../test/test-app.js';
import { multipart } from './capture-fixtures.js';

export async function mandantIdOf(t: TestApp, mandnr: number): Promise<string> {
  const { rows } = await t.deps.database.execute(`SELECT id FROM mandant WHERE mandnr = $1`, [mandnr]);
  return String(rows[0]?.id);
}

/** A small client for capture calls of one signed-in user. */
export function captureClient(t: TestApp, authorization: string) {
  const headers = { authorization, 'accept-language': 'de' };
  return {
    get: (url: string, query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(query).toString()}`, headers }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers }),
    put: (url: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url, payload: payload as object, headers }),
    upload: (mandantId: string, stackId: string, files: { name: string; content: Buffer }[]) => {
      const body = multipart(files);
      return t.app.inject({
        method: 'POST',
        url: `/api/job/main/addfilestostack?mandantId=${mandantId}&stackId=${stackId}`,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    },
  };
}

export type CaptureClient = ReturnType<typeof captureClient>;

/** Uploads files and waits for their import jobs; returns the upload answer and the finished jobs. */
export async function uploadAndImport(
  t: TestApp,
  client: CaptureClient,
  mandantId: string,
  stackId: string,
  files: { name: string; content: Buffer }[],
) {
  const response = await client.upload(mandantId, stackId, files);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  const body = response.json() as UploadResult;
  const jobs = [];
  for (const file of body.files) {
    if (file.jobId) jobs.push(await t.deps.jobs.waitForJob(file.jobId));
  }
  return { body, jobs };
}

export async function createStack(
  client: CaptureClient,
  mandantId: string,
  name: string,
  extra: Record<string, unknown> = {},
) {
  // Tests opt into auto jobs; a stack created without naming them gets the product default (all on).
  const response = await client.post('/api/cap/stack/create', { mandantId, name, autoJobs: [], ...extra });
  if (response.statusCode !== 200) throw new Error(`create stack failed: ${response.body}`);
  return response.json() as { id: string; name: string; type: string };
}

/** Waits until no capture job waits or runs on the stack (imports and the auto jobs they start). */
export async function waitForStackIdle(t: TestApp, stackId: string, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await t.deps.database.execute(
      `SELECT count(*)::int AS n FROM job WHERE kind LIKE 'capture.%' AND payload ->> 'stackId' = $1 AND state = ANY($2)`,
      [stackId, [...openJobStates]],
    );
    if (Number(rows[0]?.n) === 0) return;
    if (Date.now() > deadline) throw new Error(`stack ${stackId} still busy`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads one file, waits for its import (and auto jobs) and returns the new document id. */
export async function importDocument(
  t: TestApp,
  client: CaptureClient,
  mandantId: string,
  stackId: string,
  name: string,
  content: Buffer,
) {
  const { jobs } = await uploadAndImport(t, client, mandantId, stackId, [{ name, content }]);
  const job = jobs[0];
  if (job?.state !== 'finished') throw new Error(`import failed: ${JSON.stringify(job)}`);
  await waitForStackIdle(t, stackId);
  return (job.result as { documentId: string }).documentId;
}

/** A memory storage that remembers every object written, to check what is still stored later. */
export function recordingStorage(): StorageDriver & {
  mark: () => number;
  written: (mark: number) => string[];
  storedSince: (mark: number) => Promise<string[]>;
} {
  const inner = createMemoryStorageDriver();
  const written: string[] = [];
  return {
    ...inner,
    async put(content, options) {
      const result = await inner.put(content, options);
      written.push(result.sha256);
      return result;
    },
    getStream: (sha256) => inner.getStream(sha256),
    getBuffer: (sha256) => inner.getBuffer(sha256),
    mark: () => written.length,
    written: (mark) => written.slice(mark),
    /** Objects written after `mark` that are still stored. */
    async storedSince(mark) {
      const candidates = [...new Set(written.slice(mark))];
      const sizes = await Promise.all(candidates.map((sha256) => inner.size(sha256)));
      return candidates.filter((_, index) => sizes[index] !== null);
    },
  };
}
