import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentState, ContentSystem, ContentType, type DownloadEntry } from '@belegfluss/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eq } from 'drizzle-orm';
import { createDownloadService } from './downloads.service.js';
import { downloadContentTable } from './downloads.tables.js';

let t: TestApp;
let erfasser: string;
let freigeber: string;
let erfasserId: string;
let bakeryId: string;
let hotelId: string;
beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  [erfasser, freigeber] = await Promise.all([t.login('erfasser'), t.login('freigeber')]);
  const user = await t.deps.tenancy.findUserByLogin('erfasser');
  erfasserId = user!.id;
  const mandanten = await t.deps.tenancy.listAccessibleMandanten(user!);
  bakeryId = mandanten.find((mandant) => mandant.mandnr === 10001)!.id;
  hotelId = mandanten.find((mandant) => mandant.mandnr === 10003)!.id;
});
afterAll(async () => t.close());

const BASE = '/api/man/DownloadManager';
const get = (path: string, authorization: string) =>
  t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: { authorization } });
const post = (path: string, payload: unknown, authorization: string) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/${path}`,
    payload: payload as object,
    headers: { authorization },
  });
const list = async (authorization: string) =>
  (await get('GetDownloadableContentEntriesforUser', authorization)).json().Result as DownloadEntry[];

async function putFiles(...contents: string[]) {
  return Promise.all(
    contents.map(async (content) => (await t.deps.storage.put(Buffer.from(content))).sha256),
  );
}

async function startAndWait(
  input: Parameters<ReturnType<typeof createDownloadService>['startZipDownload']>[0],
) {
  const entry = await createDownloadService(t.deps).startZipDownload(input);
  await t.deps.jobs.waitForJob(entry.WORKING_JOB_ID as string);
  return entry;
}

describe('download service', () => {
  it('builds a zip of storage objects in a job, with visible progress, and lists it as ready and unseen', async () => {
    const [invoice, xml] = await putFiles('%PDF-1.7 Rechnung 4711', '<Invoice>4711</Invoice>');
    const service = createDownloadService(t.deps);
    const entry = await service.startZipDownload({
      userId: erfasserId,
      mandantId: bakeryId,
      name: 'Belege März',
      contentType: ContentType.SaveAs,
      contentSystem: ContentSystem.WebArchive,
      files: [
        { sha256: invoice as string, fileName: 'Rechnung 4711.pdf' },
        { sha256: xml as string, fileName: 'Rechnung 4711.xml' },
        { sha256: invoice as string, fileName: 'Rechnung 4711.pdf' },
      ],
    });
    expect(entry).toMatchObject({
      CONTENT_STATE: ContentState.Working,
      MANDNR: 10001,
      UNSEEN_BY_USER: false,
    });
    const job = await t.deps.jobs.waitForJob(entry.WORKING_JOB_ID as string);
    expect(job).toMatchObject({ state: 'finished', progress: 100, progressText: 'Fertig' });

    const [listed] = await list(erfasser);
    expect(listed).toMatchObject({
      FOLDER_REFERENCE_ID: entry.FOLDER_REFERENCE_ID,
      CONTENT_STATE: ContentState.Finished,
      DOWNLOAD_NAME: 'Belege März',
      CONTENT_TYPE: 3,
      CONTENT_SYSTEM: 3,
      MANDNR: 10001,
      UNSEEN_BY_USER: true,
      WORKING_JOB_ID: entry.WORKING_JOB_ID,
      PROGRESS: 100,
    });
    expect((await get('CheckIfDownloadableContentsExists', erfasser)).json().Result).toBe(1);
    expect((await get('CheckIfUnseenDownloadsExists', erfasser)).json().Result).toBe(true);

    const download = await post('StartContentDownload', { ids: [entry.FOLDER_REFERENCE_ID] }, erfasser);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(decodeURIComponent(download.headers.zipfilename as string)).toBe('Belege März.zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files)).toEqual(['Rechnung 4711.pdf', 'Rechnung 4711.xml', 'Rechnung 4711 (2).pdf']);
    expect(strFromU8(files['Rechnung 4711.xml'] as Uint8Array)).toBe('<Invoice>4711</Invoice>');
    expect((await get('CheckIfUnseenDownloadsExists', erfasser)).json().Result).toBe(false);
  });

  it('marks the entry as failed when a file is missing from storage', async () => {
    const entry = await startAndWait({
      userId: erfasserId,
      mandantId: null,
      name: 'Unvollständig',
      contentType: ContentType.CsvExport,
      contentSystem: ContentSystem.None,
      files: [{ sha256: 'a'.repeat(64), fileName: 'fehlt.csv' }],
    });
    const failed = (await list(erfasser)).find(
      (row) => row.FOLDER_REFERENCE_ID === entry.FOLDER_REFERENCE_ID,
    );
    expect(failed).toMatchObject({ CONTENT_STATE: ContentState.Error, MANDNR: -1, UNSEEN_BY_USER: true });
    expect(failed?.ERROR_TEXT).toContain('fehlt.csv');
    const refused = await post('StartContentDownload', { ids: [entry.FOLDER_REFERENCE_ID] }, erfasser);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Error.ErrorMsg).toBe('Nur fertige Einträge können heruntergeladen werden.');
    expect(
      (await post('DeleteContentEntries', { ids: [entry.FOLDER_REFERENCE_ID] }, erfasser)).json().Result,
    ).toBe(1);
  });

  it('refuses Mandanten the user may not see and empty file lists', async () => {
    const service = createDownloadService(t.deps);
    const freigeberId = (await t.deps.tenancy.findUserByLogin('freigeber'))!.id;
    await expect(
      service.startZipDownload({
        userId: freigeberId,
        mandantId: hotelId,
        name: 'Hotel',
        contentType: ContentType.None,
        contentSystem: ContentSystem.None,
        files: [{ sha256: 'b'.repeat(64), fileName: 'x.pdf' }],
      }),
    ).rejects.toMatchObject({ code: 'auth.forbidden' });
    await expect(
      service.startZipDownload({
        userId: freigeberId,
        mandantId: null,
        name: 'Leer',
        contentType: ContentType.None,
        contentSystem: ContentSystem.None,
        files: [],
      }),
    ).rejects.toMatchObject({ code: 'downloads.no_files' });
  });
});

describe('download manager calls', () => {
  it('zips several entries together and keeps them away from other users', async () => {
    const [a, b] = await putFiles('erste Datei', 'zweite Datei');
    const first = await startAndWait({
      userId: erfasserId,
      mandantId: hotelId,
      name: 'Export A',
      contentType: ContentType.XmlExport,
      contentSystem: ContentSystem.WebCapture,
      files: [{ sha256: a as string, fileName: 'a.txt' }],
    });
    const second = await startAndWait({
      userId: erfasserId,
      mandantId: null,
      name: 'Export A',
      contentType: ContentType.DimpExport,
      contentSystem: ContentSystem.NetModule,
      files: [{ sha256: b as string, fileName: 'b.txt' }],
    });
    const ids = [first.FOLDER_REFERENCE_ID, second.FOLDER_REFERENCE_ID];
    const both = await post('StartContentDownload', { ids }, erfasser);
    expect(decodeURIComponent(both.headers.zipfilename as string)).toMatch(/^Downloads_\d{8}_\d{6}\.zip$/);
    const outer = unzipSync(new Uint8Array(both.rawPayload));
    expect(Object.keys(outer)).toEqual(['Export A.zip', 'Export A (2).zip']);
    expect(Object.keys(unzipSync(outer['Export A.zip'] as Uint8Array))).toEqual(['a.txt']);

    expect(await list(freigeber)).toEqual([]);
    const stolen = await post('StartContentDownload', { ids }, freigeber);
    expect(stolen.statusCode).toBe(404);
    expect((await post('DeleteContentEntries', { ids }, freigeber)).statusCode).toBe(404);
  });

  it('resets unseen flags, keeps the auto-download choice and deletes entries with their zip', async () => {
    const [file] = await putFiles('dritte Datei');
    const entry = await startAndWait({
      userId: erfasserId,
      mandantId: null,
      name: 'Automatisch',
      contentType: ContentType.CsvExport,
      contentSystem: ContentSystem.None,
      files: [{ sha256: file as string, fileName: 'c.csv' }],
    });
    expect((await get('GetAutoDownloadReadyContentEntries', erfasser)).json()).toEqual({
      Result: [],
      Count: 0,
      Error: null,
    });
    expect((await get('GetAutoDownloadEnabledForUser', erfasser)).json().Result).toBe(false);
    await post('SetAutoDownloadEnabledForUser', { enabled: true }, erfasser);
    expect((await get('GetAutoDownloadEnabledForUser', erfasser)).json().Result).toBe(true);
    const ready = (await get('GetAutoDownloadReadyContentEntries', erfasser)).json();
    expect(ready.Result.map((row: DownloadEntry) => row.DOWNLOAD_NAME)).toContain('Automatisch');

    expect((await post('resetUnseenFlagsForUser', undefined, erfasser)).json().Result).toBeGreaterThan(0);
    expect((await get('CheckIfUnseenDownloadsExists', erfasser)).json().Result).toBe(false);
    expect((await get('GetAutoDownloadReadyContentEntries', erfasser)).json().Result).toEqual([]);

    const [content] = await t.deps.db
      .select({ fileSha256: downloadContentTable.fileSha256 })
      .from(downloadContentTable)
      .where(eq(downloadContentTable.folderReferenceId, entry.FOLDER_REFERENCE_ID));
    const zip = content!.fileSha256 as string;
    expect(await t.deps.storage.size(zip)).toBeGreaterThan(0);
    const count = (await get('CheckIfDownloadableContentsExists', erfasser)).json().Result;
    expect(
      (await post('DeleteContentEntries', { ids: [entry.FOLDER_REFERENCE_ID] }, erfasser)).json().Result,
    ).toBe(1);
    expect(await t.deps.storage.size(zip)).toBeNull();
    expect((await get('CheckIfDownloadableContentsExists', erfasser)).json().Result).toBe(count - 1);
  });

  it('refuses to delete entries that are still being prepared', async () => {
    const service = createDownloadService(t.deps);
    await t.deps.jobs.stop();
    await t.deps.jobs.start({ work: false });
    const [file] = await putFiles('vierte Datei');
    const entry = await service.startZipDownload({
      userId: erfasserId,
      mandantId: null,
      name: 'Wartet',
      contentType: ContentType.None,
      contentSystem: ContentSystem.None,
      files: [{ sha256: file as string, fileName: 'd.txt' }],
    });
    const busy = await post('DeleteContentEntries', { ids: [entry.FOLDER_REFERENCE_ID] }, erfasser);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe('Einträge in Bearbeitung können nicht gelöscht werden.');
    expect(
      (await post('StartContentDownload', { ids: [entry.FOLDER_REFERENCE_ID] }, erfasser)).statusCode,
    ).toBe(409);
  });
});
