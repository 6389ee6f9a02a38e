import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoicePdf, scanPng } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  mandantIdOf,
  uploadAndImport,
  type CaptureClient,
} from './test/capture-test-helpers.js';

let t: TestApp;
let admin: CaptureClient;
let mandantId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work', env: { UPLOAD_MAX_BYTES: '8192' } });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
});
afterAll(async () => t.close());

describe('upload size limit (UPLOAD_MAX_BYTES)', () => {
  it('refuses a file above the limit by name and still takes the others of the same upload', async () => {
    const stack = await createStack(admin, mandantId, 'Klein');
    const { body, jobs } = await uploadAndImport(t, admin, mandantId, stack.id, [
      { name: 'gross.png', content: await scanPng() },
      { name: 'klein.pdf', content: await invoicePdf() },
    ]);
    expect(body.files.map((file) => [file.fileName, file.accepted, file.error?.code ?? null])).toEqual([
      ['gross.png', false, 'capture.file_too_large'],
      ['klein.pdf', true, null],
    ]);
    expect(body.files[0]?.error?.message).toBe(
      'Die Datei ist größer als die erlaubte Höchstgröße und wurde nicht übernommen.',
    );
    expect(jobs.map((job) => job.state)).toEqual(['finished']);
  });
});
