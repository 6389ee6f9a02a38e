import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { ORIGINAL_READER_GROUP, type DownloadEntry } from '@belegfluss/shared';
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
let mandantId: string;
let documentId: string;
let upload: Buffer;
let pageIds: string[];

const viewer = '/api/cap/CapDocViewer';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function setOriginalReader(kuerzel: string, member: boolean) {
  const user = `(SELECT id FROM app_user WHERE kuerzel = $1)`;
  const group = `(SELECT id FROM user_group WHERE name = $2)`;
  await t.deps.database.execute(
    member
      ? `INSERT INTO user_group_member (user_id, group_id) SELECT ${user}, ${group} ON CONFLICT DO NOTHING`
      : `DELETE FROM user_group_member WHERE user_id = ${user} AND group_id = ${group}`,
    [kuerzel, ORIGINAL_READER_GROUP],
  );
}

/** A signed-in erfasser inside or outside Original-Leser (a fresh sign-in each time). */
async function erfasserAs(member: boolean): Promise<CaptureClient> {
  await setOriginalReader('erfasser', member);
  return captureClient(t, await t.login('erfasser'));
}

/** The document's bytes as a non-member got them: not the upload, yet the same PDF pages. */
async function expectCopy(bytes: Uint8Array, pages = 2) {
  expect(sha256(bytes)).not.toBe(sha256(upload));
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pages);
}

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  const admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
  const stackId = (await createStack(admin, mandantId, 'Originale')).id;
  upload = await invoicePdf(sampleInvoice, 2);
  documentId = await importDocument(t, admin, mandantId, stackId, 'Rechnung Original.pdf', upload);
  pageIds = (
    (await admin.get(`${viewer}/GetDocPagesInfo`, { mandantId, documentId })).json() as { id: string }[]
  ).map((page) => page.id);
});
afterAll(async () => {
  await setOriginalReader('erfasser', true);
  await t.close();
});

describe('Original-Leser: version 1 of an unedited PDF is the upload', () => {
  it('StreamDocItem and GetDocumentAsPdf give members the upload and others a marked copy', async () => {
    const member = await erfasserAs(true);
    for (const url of [`${viewer}/StreamDocItem`, `${viewer}/GetDocumentAsPdf`]) {
      const response = await member.get(url, { mandantId, documentId });
      expect(response.statusCode).toBe(200);
      expect(sha256(response.rawPayload)).toBe(sha256(upload));
    }
    const other = await erfasserAs(false);
    const copies = [];
    for (const url of [`${viewer}/StreamDocItem`, `${viewer}/GetDocumentAsPdf`]) {
      const response = await other.get(url, { mandantId, documentId });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      await expectCopy(response.rawPayload);
      copies.push(sha256(response.rawPayload));
    }
    expect(copies[1]).toBe(copies[0]);
  });

  it('reads original=false as false and refuses a flag that is neither', async () => {
    const other = await erfasserAs(false);
    for (const flag of ['false', '0']) {
      const response = await other.get(`${viewer}/StreamDocItem`, { mandantId, documentId, original: flag });
      expect(response.statusCode).toBe(200);
      await expectCopy(response.rawPayload);
    }
    for (const flag of ['true', '1']) {
      const response = await other.get(`${viewer}/StreamDocItem`, { mandantId, documentId, original: flag });
      expect(response.statusCode).toBe(403);
    }
    const wrong = await other.get(`${viewer}/StreamDocItem`, { mandantId, documentId, original: 'abc' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'platform.invalid_flag',
      message: 'Erlaubt sind nur die Werte true oder false (bzw. 1 oder 0).',
      fields: [expect.objectContaining({ path: 'querystring.original' })],
    });
    const member = await erfasserAs(true);
    const original = await member.get(`${viewer}/StreamDocItem`, { mandantId, documentId, original: '1' });
    expect(sha256(original.rawPayload)).toBe(sha256(upload));
  });

  it('the zips of documents and of pages hold marked copies for others and the upload for members', async () => {
    const zipOf = async (client: CaptureClient) => {
      const response = await client.post(`${viewer}/DownloadDocumentsAsZip`, {
        mandantId,
        documentIds: [documentId],
      });
      const base64 = (
        await client.post(`${viewer}/DownloadDocsAsZipBase64`, { mandantId, documentIds: [documentId] })
      ).json().base64 as string;
      const pages = await client.post(`${viewer}/DownloadPagesAsZip`, { mandantId, pageIds });
      return {
        document: unzipSync(new Uint8Array(response.rawPayload))['Rechnung Original.pdf'] as Uint8Array,
        base64: unzipSync(Buffer.from(base64, 'base64'))['Rechnung Original.pdf'] as Uint8Array,
        page: unzipSync(new Uint8Array(pages.rawPayload))['Rechnung Original_Seite_1.pdf'] as Uint8Array,
      };
    };
    const member = await zipOf(await erfasserAs(true));
    expect(sha256(member.document)).toBe(sha256(upload));
    expect(sha256(member.base64)).toBe(sha256(upload));
    const other = await zipOf(await erfasserAs(false));
    await expectCopy(other.document);
    await expectCopy(other.base64);
    await expectCopy(other.page, 1);
    expect(sha256(other.page)).not.toBe(sha256(member.page));
  });

  it('"Als ZIP herunterladen" builds the download manager zip from marked copies for others', async () => {
    const downloadedBy = async (client: CaptureClient) => {
      const started = await client.post('/api/cap/stack/downloadzip', {
        mandantId,
        documentIds: [documentId],
      });
      expect(started.statusCode).toBe(200);
      const entry = started.json() as DownloadEntry;
      await t.deps.jobs.waitForJob(entry.WORKING_JOB_ID as string);
      const download = await client.post('/api/man/DownloadManager/StartContentDownload', {
        ids: [entry.FOLDER_REFERENCE_ID],
      });
      expect(download.statusCode).toBe(200);
      return unzipSync(new Uint8Array(download.rawPayload))['Rechnung Original.pdf'] as Uint8Array;
    };
    expect(sha256(await downloadedBy(await erfasserAs(true)))).toBe(sha256(upload));
    await expectCopy(await downloadedBy(await erfasserAs(false)));
  });
});
