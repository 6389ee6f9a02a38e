import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoicePdf, scanPng } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  importDocument,
  mandantIdOf,
  type CaptureClient,
} from './test/capture-test-helpers.js';

let t: TestApp;
let admin: CaptureClient;
let mandantId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
});
afterAll(async () => t.close());

async function pageRow(documentId: string) {
  const { rows } = await t.deps.database.execute(
    `SELECT text, words, layout, text_source, text_tsv::text AS tsv FROM cap_page WHERE document_id = $1`,
    [documentId],
  );
  return rows[0] as {
    text: string | null;
    words: unknown;
    layout: unknown;
    text_source: string | null;
    tsv: string;
  };
}

describe('OCR text /api/cap/stack/startocr and deleteocr', () => {
  it('deletes recognised text, words, layout and the full-text entry, keeps text layers, and recognises again', async () => {
    const stack = await createStack(admin, mandantId, 'OCR löschen', { autoJobs: ['ocr'] });
    const scan = await importDocument(t, admin, mandantId, stack.id, 'scan.png', await scanPng());
    const born = await importDocument(t, admin, mandantId, stack.id, 'rechnung.pdf', await invoicePdf());
    expect(await pageRow(scan)).toMatchObject({ text_source: 'ocr' });
    expect((await pageRow(scan)).layout).not.toBeNull();
    const search = async () =>
      (await admin.get('/api/cap/stack/read', { mandantId, stackId: stack.id, text: 'Papierhandel' }))
        .json()
        .folders.flatMap((folder: { documents: { id: string }[] }) => folder.documents.map((d) => d.id));
    expect(await search()).toEqual([scan]);

    const deleted = await admin.post('/api/cap/stack/deleteocr', { mandantId, documentIds: [scan, born] });
    expect(deleted.json()).toEqual({ pages: 1 });
    expect(await pageRow(scan)).toEqual({
      text: null,
      words: null,
      layout: null,
      text_source: null,
      tsv: '',
    });
    expect(await pageRow(born)).toMatchObject({ text_source: 'text_layer' });
    expect(await search()).toEqual([]);
    const history = (await admin.get('/api/cap/stack/history', { mandantId, documentId: scan })).json();
    expect(history.journal.map((entry: { action: string }) => entry.action)).toContain(
      'document.ocr_deleted',
    );

    const started = await admin.post('/api/cap/stack/startocr', {
      mandantId,
      stackId: stack.id,
      documentIds: [scan],
    });
    expect((await t.deps.jobs.waitForJob(started.json().jobId)).state).toBe('finished');
    expect(await pageRow(scan)).toMatchObject({ text_source: 'ocr' });
    expect(await search()).toEqual([scan]);
  });

  it('refuses to delete the text of archived documents or of another Mandant', async () => {
    const other = await mandantIdOf(t, 10002);
    const stack = await createStack(admin, mandantId, 'OCR fremd');
    const documentId = await importDocument(t, admin, mandantId, stack.id, 'r.pdf', await invoicePdf());
    const foreign = await admin.post('/api/cap/stack/deleteocr', {
      mandantId: other,
      documentIds: [documentId],
    });
    expect(foreign.json().error.code).toBe('capture.document_not_found');
    await admin.post('/api/cap/stack/setstate', {
      mandantId,
      documentIds: [documentId],
      flag: 'locked',
      value: true,
    });
    const locked = await admin.post('/api/cap/stack/deleteocr', { mandantId, documentIds: [documentId] });
    expect(locked.json().error.code).toBe('capture.document_locked');
  });
});
