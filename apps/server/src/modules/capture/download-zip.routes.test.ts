import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { ContentState, ContentSystem, ContentType, type DownloadEntry } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoicePdf, sampleInvoice } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  importDocument,
  mandantIdOf,
  type CaptureClient,
} from './test/capture-test-helpers.js';

let t: TestApp;
let erfasser: CaptureClient;
let mandantId: string;
let stackId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  erfasser = captureClient(t, await t.login('erfasser'));
  mandantId = await mandantIdOf(t, 10001);
  stackId = (await createStack(erfasser, mandantId, 'Zip')).id;
});
afterAll(async () => t.close());

const manager = '/api/man/DownloadManager';

describe('Als ZIP herunterladen POST /api/cap/stack/downloadzip', () => {
  it('puts an entry into the download manager at once and builds a zip of the current PDFs', async () => {
    const first = await importDocument(
      t,
      erfasser,
      mandantId,
      stackId,
      'Rechnung 1.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'Z-1' }),
    );
    const second = await importDocument(
      t,
      erfasser,
      mandantId,
      stackId,
      'Rechnung 2.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'Z-2' }, 2),
    );
    const page = (await erfasser.get('/api/cap/stack/document', { mandantId, documentId: second })).json()
      .pages[0].id as string;
    await erfasser.post('/api/cap/stack/rotate', { mandantId, pageIds: [page], degrees: 90 });

    const started = await erfasser.post('/api/cap/stack/downloadzip', {
      mandantId,
      documentIds: [first, second],
    });
    expect(started.statusCode).toBe(200);
    const entry = started.json() as DownloadEntry;
    expect(entry).toMatchObject({
      CONTENT_STATE: ContentState.Working,
      CONTENT_TYPE: ContentType.SaveAs,
      CONTENT_SYSTEM: ContentSystem.WebCapture,
      MANDNR: 10001,
    });
    expect(entry.DOWNLOAD_NAME).toMatch(/^Belege \d{2}\.\d{2}\.\d{4}/);
    const listed = (await erfasser.get(`${manager}/GetDownloadableContentEntriesforUser`, {})).json()
      .Result as DownloadEntry[];
    expect(listed.map((row) => row.FOLDER_REFERENCE_ID)).toContain(entry.FOLDER_REFERENCE_ID);

    await t.deps.jobs.waitForJob(entry.WORKING_JOB_ID as string);
    const download = await erfasser.post(`${manager}/StartContentDownload`, {
      ids: [entry.FOLDER_REFERENCE_ID],
    });
    expect(download.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files)).toEqual(['Rechnung 1.pdf', 'Rechnung 2.pdf']);
    const current = await erfasser.get('/api/cap/CapDocViewer/StreamDocItem', {
      mandantId,
      documentId: second,
    });
    expect(Buffer.from(files['Rechnung 2.pdf'] as Uint8Array).equals(current.rawPayload)).toBe(true);
    const rotated = await PDFDocument.load(files['Rechnung 2.pdf'] as Uint8Array);
    expect(rotated.getPages().map((pdfPage) => pdfPage.getRotation().angle)).toEqual([90, 0]);
  });

  it('refuses documents of another Mandant', async () => {
    const other = await mandantIdOf(t, 10002);
    const documentId = await importDocument(t, erfasser, mandantId, stackId, 'r.pdf', await invoicePdf());
    const refused = await erfasser.post('/api/cap/stack/downloadzip', {
      mandantId: other,
      documentIds: [documentId],
    });
    expect(refused.json().error.code).toBe('capture.document_not_found');
  });
});
