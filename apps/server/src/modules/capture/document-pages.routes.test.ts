import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoicePdf, sampleInvoice, textPdf } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  importDocument,
  mandantIdOf,
  uploadAndImport,
  type CaptureClient,
} from './test/capture-test-helpers.js';

let t: TestApp;
let admin: CaptureClient;
let mandantId: string;
let stackId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
  stackId = (await createStack(admin, mandantId, 'Seiten', { autoJobs: ['extraction'] })).id;
});
afterAll(async () => t.close());

const detail = async (documentId: string) =>
  (await admin.get('/api/cap/stack/document', { mandantId, documentId })).json();

describe('page operations: rotate, split, merge, delete, append, blank pages', () => {
  it('rotates a page as a new version pointing to its source; the original stays as uploaded', async () => {
    const pdf = await invoicePdf({ ...sampleInvoice, number: 'D-1' }, 2);
    const documentId = await importDocument(t, admin, mandantId, stackId, 'd.pdf', pdf);
    const before = await detail(documentId);
    const rotated = await admin.post('/api/cap/stack/rotate', {
      mandantId,
      pageIds: [before.pages[1].id],
      degrees: 90,
    });
    expect(rotated.statusCode).toBe(200);
    const after = await detail(documentId);
    expect(after.currentVersion).toMatchObject({
      versionNo: 2,
      operation: 'rotate',
      sourceVersionId: before.currentVersion.id,
    });
    expect(after.pages.map((page: { rotation: number }) => page.rotation)).toEqual([0, 90]);
    const composed = await PDFDocument.load(await t.deps.storage.getBuffer(after.currentVersion.pdfSha256));
    expect(composed.getPages().map((page) => page.getRotation().angle)).toEqual([0, 90]);
    expect((await t.deps.storage.getBuffer(after.originalSha256)).equals(pdf)).toBe(true);
    const history = (await admin.get('/api/cap/stack/history', { mandantId, documentId })).json();
    expect(history.versions.map((version: { operation: string }) => version.operation)).toEqual([
      'rotate',
      'import',
    ]);
  });

  it('splits, merges and deletes pages, each a new version', async () => {
    const documentId = await importDocument(t, admin, mandantId, stackId, 'e.pdf', await textPdf(3));
    const pages = (await detail(documentId)).pages as { id: string }[];
    const split = await admin.post('/api/cap/stack/split', {
      mandantId,
      documentId,
      startPageIds: [pages[1]?.id],
    });
    const [first, second] = split.json().documentIds as string[];
    expect((await detail(first as string)).pages).toHaveLength(1);
    const secondDetail = await detail(second as string);
    expect(secondDetail.pages.map((page: { id: string }) => page.id)).toEqual([pages[1]?.id, pages[2]?.id]);
    expect(secondDetail.currentVersion.operation).toBe('split');

    const merged = await admin.post('/api/cap/stack/merge', { mandantId, documentIds: [first, second] });
    expect(merged.json()).toEqual({ documentId: first });
    expect((await detail(first as string)).pages.map((page: { id: string }) => page.id)).toEqual(
      pages.map((page) => page.id),
    );
    expect(
      (await admin.get('/api/cap/stack/document', { mandantId, documentId: second as string })).statusCode,
    ).toBe(404);
    const single = await admin.post('/api/cap/stack/merge', { mandantId, documentIds: [first] });
    expect(single.json().error.code).toBe('capture.invalid_merge');

    await admin.post('/api/cap/stack/deletepages', { mandantId, pageIds: [pages[0]?.id] });
    const afterDelete = await detail(first as string);
    expect(afterDelete.pages).toHaveLength(2);
    expect(afterDelete.currentVersion.operation).toBe('delete_pages');
  });

  it('appends pages to the previous document of the same folder only under the spec conditions', async () => {
    const own = await createStack(admin, mandantId, 'Anhängen');
    await uploadAndImport(t, admin, mandantId, own.id, [
      { name: 'a.pdf', content: await textPdf(2) },
      { name: 'b.pdf', content: await textPdf(2) },
      { name: 'c.pdf', content: await textPdf(2) },
    ]);
    const tree = (await admin.get('/api/cap/stack/read', { mandantId, stackId: own.id })).json();
    // One upload, one folder; the roles follow the order the stack shows.
    const [a, b, c] = tree.folders[0].documents.map((document: { id: string }) => document.id) as string[];
    const pagesA = (await detail(a!)).pages as { id: string }[];
    const pagesB = (await detail(b!)).pages as { id: string }[];
    const pagesC = (await detail(c!)).pages as { id: string }[];
    const first = await admin.post('/api/cap/stack/appendtoprevious', {
      mandantId,
      pageIds: [pagesA[0]?.id],
    });
    expect(first.json().error.code).toBe('capture.append_first_document');
    const mixed = await admin.post('/api/cap/stack/appendtoprevious', {
      mandantId,
      pageIds: [pagesB[0]?.id, pagesC[0]?.id],
    });
    expect(mixed.json().error).toMatchObject({
      code: 'capture.append_mixed_documents',
      message: 'Alle ausgewählten Seiten müssen aus demselben Beleg stammen.',
    });
    await admin.post('/api/cap/stack/setstate', { mandantId, documentIds: [a], flag: 'locked', value: true });
    const busy = await admin.post('/api/cap/stack/appendtoprevious', { mandantId, pageIds: [pagesB[1]?.id] });
    expect(busy.json().error.code).toBe('capture.append_previous_in_process');
    await admin.post('/api/cap/stack/setstate', {
      mandantId,
      documentIds: [a],
      flag: 'locked',
      value: false,
    });
    const [workflow] = (
      await t.deps.database.execute(
        `INSERT INTO wf_instance (mandant_id, document_id, kind, header, status, starter_kuerzel)
         VALUES ($1, $2, 'General', 'Freigabe', 'IN_PROGRESS', 'admin') RETURNING id`,
        [mandantId, a],
      )
    ).rows;
    const inWorkflow = await admin.post('/api/cap/stack/appendtoprevious', {
      mandantId,
      pageIds: [pagesB[1]?.id],
    });
    expect(inWorkflow.json().error.code).toBe('capture.append_previous_in_process');
    await t.deps.database.execute(`UPDATE wf_instance SET status = 'COMPLETED' WHERE id = $1`, [
      workflow?.id,
    ]);
    const appended = await admin.post('/api/cap/stack/appendtoprevious', {
      mandantId,
      pageIds: [pagesB[1]?.id],
    });
    expect(appended.json()).toEqual({ documentId: a });
    expect((await detail(a!)).pages.map((page: { id: string }) => page.id)).toEqual([
      pagesA[0]?.id,
      pagesA[1]?.id,
      pagesB[1]?.id,
    ]);
    expect((await detail(b!)).pages).toHaveLength(1);

    // The first document of a later upload (its own folder) has no previous document.
    const later = await importDocument(t, admin, mandantId, own.id, 'd.pdf', await textPdf(1));
    const laterPage = (await detail(later)).pages[0].id as string;
    const firstOfFolder = await admin.post('/api/cap/stack/appendtoprevious', {
      mandantId,
      pageIds: [laterPage],
    });
    expect(firstOfFolder.json().error.code).toBe('capture.append_first_document');
  });

  it('finds blank pages by the bitonal size threshold and removes them on request', async () => {
    const documentId = await importDocument(
      t,
      admin,
      mandantId,
      stackId,
      'leer.pdf',
      await textPdf(4, { blankEvery: 2 }),
    );
    const pages = (await detail(documentId)).pages as { id: string }[];
    const found = await admin.post('/api/cap/stack/blankpages', { mandantId, documentIds: [documentId] });
    expect(found.json().blankPageIds).toEqual([pages[1]?.id, pages[3]?.id]);
    const none = await admin.post('/api/cap/stack/blankpages', {
      mandantId,
      documentIds: [documentId],
      thresholdBytes: 10,
    });
    expect(none.json().blankPageIds).toEqual([]);
    await admin.post('/api/cap/stack/blankpages', { mandantId, documentIds: [documentId], remove: true });
    expect((await detail(documentId)).pages.map((page: { id: string }) => page.id)).toEqual([
      pages[0]?.id,
      pages[2]?.id,
    ]);
  });
});
