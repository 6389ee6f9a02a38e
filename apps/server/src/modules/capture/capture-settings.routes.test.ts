import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { scanPng, textPdf } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  importDocument,
  mandantIdOf,
  type CaptureClient,
} from './test/capture-test-helpers.js';

/** The settings of Einstellungen that change what capture does (issue 19: every setting acts). */
let t: TestApp;
let admin: CaptureClient;
let erfasser: CaptureClient;
let mandantId: string;
let stackId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  erfasser = captureClient(t, await t.login('erfasser'));
  mandantId = await mandantIdOf(t, 10001);
  stackId = (await createStack(admin, mandantId, 'Einstellungen', { autoJobs: [] })).id;
});
afterAll(async () => t.close());

async function setMandantSetting(call: string, value: unknown) {
  const response = await admin.post(`/api/man/settings/set${call}`, { mandantId, value });
  expect(response.statusCode, response.body).toBe(200);
}

const pageIdsOf = async (documentId: string) =>
  (
    (await admin.get('/api/cap/stack/document', { mandantId, documentId })).json().pages as { id: string }[]
  ).map((page) => page.id);

describe('blank pages (setting blankPages of the Mandant)', () => {
  it('take their threshold from the setting when the call names none', async () => {
    const documentId = await importDocument(
      t,
      admin,
      mandantId,
      stackId,
      'leer.pdf',
      await textPdf(4, { blankEvery: 2 }),
    );
    const pages = await pageIdsOf(documentId);
    const find = async () =>
      (await erfasser.post('/api/cap/stack/blankpages', { mandantId, documentIds: [documentId] })).json()
        .blankPageIds;
    expect(await find()).toEqual([pages[1], pages[3]]);
    await setMandantSetting('blankpages', { removeBlankPages: false, thresholdBytes: 1_000_000 });
    expect(await find()).toEqual(pages);
    await setMandantSetting('blankpages', { removeBlankPages: false, thresholdBytes: 400 });
  });

  it('are left out of an upload when "remove blank pages" is on; the journal counts them', async () => {
    await setMandantSetting('blankpages', { removeBlankPages: true, thresholdBytes: 400 });
    const documentId = await importDocument(
      t,
      admin,
      mandantId,
      stackId,
      'mit-leer.pdf',
      await textPdf(4, { blankEvery: 2 }),
    );
    const { rows } = await t.deps.database.execute(
      `SELECT source_page_index FROM cap_page WHERE document_id = $1 ORDER BY position`,
      [documentId],
    );
    expect(rows.map((row) => Number(row.source_page_index))).toEqual([0, 2]);
    const history = (await admin.get('/api/cap/stack/history', { mandantId, documentId })).json();
    const imported = history.journal.find(
      (entry: { action: string }) => entry.action === 'document.imported',
    );
    expect(imported.details).toMatchObject({ pages: 2, blankPagesRemoved: 2 });
    await setMandantSetting('blankpages', { removeBlankPages: false, thresholdBytes: 400 });
  });
});

describe('jobs on start (setting jobsOnStart of the user)', () => {
  it('is the job list switch of the capture screen, one store both ways', async () => {
    const jobCtrl = async () =>
      (await erfasser.get('/api/job/main/getJobCtrlSettings', { mandantId })).json();
    expect((await jobCtrl()).showJobList).toBe(true);
    await erfasser.post('/api/man/settings/setjobsonstart', {
      value: { showJobList: false },
    });
    expect((await jobCtrl()).showJobList).toBe(false);
    await erfasser.post('/api/job/main/setJobCtrlSettings', {
      mandantId,
      ...(await jobCtrl()),
      showJobList: true,
      refreshSeconds: 7,
    });
    expect((await erfasser.get('/api/man/settings/getjobsonstart', {})).json().showJobList).toBe(true);
    expect(await jobCtrl()).toMatchObject({ showJobList: true, refreshSeconds: 7 });
  });
});

describe('analysis (setting analysis of the Mandant)', () => {
  it('recognises scans in the chosen OCR languages', async () => {
    await setMandantSetting('analysis', { ocrLanguages: 'eng' });
    const stack = await createStack(admin, mandantId, 'OCR-Sprachen', { autoJobs: ['ocr'] });
    const documentId = await importDocument(t, admin, mandantId, stack.id, 'scan.png', await scanPng());
    const { rows } = await t.deps.database.execute(
      `SELECT text_source, layout ->> 'languages' AS languages FROM cap_page WHERE document_id = $1`,
      [documentId],
    );
    expect(rows[0]).toMatchObject({ text_source: 'ocr', languages: 'eng' });
  });
});
