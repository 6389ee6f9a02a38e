import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { corruptPdf, invoicePdf, sampleInvoice, scanPng } from './test/capture-fixtures.js';
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
let otherMandantId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
  otherMandantId = await mandantIdOf(t, 10002);
});
afterAll(async () => t.close());

const main = '/api/job/main';

describe('job service /api/job/main/*', () => {
  it('tests the job server connection and offers the sendable jobs', async () => {
    expect((await admin.get(`${main}/testJobServerConnection`, { mandantId })).json()).toEqual({ ok: true });
    expect((await admin.get(`${main}/canMandantSendJobs`, { mandantId })).json()).toEqual({
      result: true,
      reason: null,
    });
    const sendable = (await admin.get(`${main}/getsendablejobs`, { mandantId })).json() as {
      jobType: string;
      available: boolean;
    }[];
    expect(sendable.map((job) => job.jobType)).toEqual(['analyse', 'ocr', 'extraction', 'archive', 'export']);
  });

  it('runs OCR on a scan with Tesseract and extraction afterwards (auto jobs of the stack)', async () => {
    const stack = await createStack(admin, mandantId, 'Scans', { autoJobs: ['ocr', 'extraction'] });
    expect(
      (
        await admin.get(`${main}/isautojobconfigured`, { mandantId, stackId: stack.id, autoJob: 'ocr' })
      ).json(),
    ).toMatchObject({ configured: true });
    const documentId = await importDocument(t, admin, mandantId, stack.id, 'scan.png', await scanPng());
    const document = (await admin.get('/api/cap/stack/document', { mandantId, documentId })).json();
    expect(document.pages[0]).toMatchObject({ hasText: true, textSource: 'ocr' });
    const text = (
      await admin.get('/api/cap/CapDocViewer/ExtractOCRTextFromPage', {
        mandantId,
        pageId: document.pages[0].id,
      })
    ).json();
    expect(text.text).toMatch(/SC-7781/);
    expect(document.index.find((entry: { field: string }) => entry.field === 'Betrag')?.value).toBe('59.50');
    const jobs = (await admin.get(`${main}/getjobs`, { mandantId, stackId: stack.id })).json() as {
      serverType: string;
      state: string;
      auto: boolean;
    }[];
    expect(jobs.map((job) => [job.serverType, job.state, job.auto])).toEqual([
      ['Datenextraktion', 'finished', true],
      ['OCR', 'finished', true],
      ['Import', 'finished', true],
    ]);
  });

  it('starts OCR, analysis and extraction jobs on request and refuses objects still being processed', async () => {
    const stack = await createStack(admin, mandantId, 'Manuell');
    const documentId = await importDocument(
      t,
      admin,
      mandantId,
      stack.id,
      'r.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'M-1' }),
    );
    const scan = await importDocument(t, admin, mandantId, stack.id, 'scan.png', await scanPng());
    const ocr = await admin.post(`${main}/startocrjobs`, {
      mandantId,
      stackId: stack.id,
      documentIds: [scan],
    });
    expect(ocr.json()).toMatchObject({ documents: 1 });
    const busy = await admin.post(`${main}/startanalysejobs`, {
      mandantId,
      stackId: stack.id,
      documentIds: [scan],
    });
    expect(busy.json().error).toMatchObject({
      code: 'capture.objects_in_process',
      message: 'Die Auswahl enthält Objekte, die noch verarbeitet werden. Aktion abgebrochen.',
    });
    expect((await t.deps.jobs.waitForJob(ocr.json().jobId)).state).toBe('finished');
    const started = await admin.post(`${main}/startdataextractionjobs`, {
      mandantId,
      stackId: stack.id,
      documentIds: [documentId],
    });
    await t.deps.jobs.waitForJob(started.json().jobId);
    const values = (await admin.get('/api/cap/CapIndex/GetIndexData', { mandantId, documentId })).json();
    expect(values.status).toBe('green');
    const viaSend = await admin.post(`${main}/sendjob`, { mandantId, stackId: stack.id, jobType: 'analyse' });
    expect((await t.deps.jobs.waitForJob(viaSend.json().jobId)).state).toBe('finished');
  });

  it('archives only green documents, asks about duplicates first, and marks them archived', async () => {
    const stack = await createStack(admin, mandantId, 'Archiv', { autoJobs: ['extraction'] });
    const green = await importDocument(
      t,
      admin,
      mandantId,
      stack.id,
      'g.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'A-1' }),
    );
    const flawed = await importDocument(t, admin, mandantId, stack.id, 'f.pdf', await scanPng());
    const refused = await admin.post(`${main}/startarchivejobs`, {
      mandantId,
      stackId: stack.id,
      documentIds: [flawed],
    });
    expect(refused.json().error).toMatchObject({
      code: 'capture.not_green',
      message: 'Nur vollständig erfasste (grüne) Belege können archiviert werden.',
    });
    const copy = await importDocument(
      t,
      admin,
      mandantId,
      stack.id,
      'g-kopie.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'A-1' }),
    );
    const duplicates = await admin.post(`${main}/startarchivejobs`, {
      mandantId,
      stackId: stack.id,
      documentIds: [green, copy],
    });
    expect(duplicates.json().error.code).toBe('capture.duplicates_found');
    expect(duplicates.json().error.details.duplicates.length).toBeGreaterThan(0);
    const started = await admin.post(`${main}/startarchivejobs`, {
      mandantId,
      stackId: stack.id,
      confirmDuplicates: true,
    });
    expect(started.json()).toMatchObject({ documents: 2 });
    const job = await t.deps.jobs.waitForJob(started.json().jobId);
    expect((job.result as { archived: string[] }).archived.sort()).toEqual([green, copy].sort());
    const archived = (await admin.get('/api/cap/stack/document', { mandantId, documentId: green })).json();
    expect(archived.flags.archived).toBe(true);
    const change = await admin.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId: green,
      values: [{ field: 'Kennung', value: 'X' }],
    });
    expect(change.json().error.code).toBe('capture.document_archived');
    const { rows } = await t.deps.database.execute(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'capture.archived' AND entity_id = $1`,
      [green],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('picks up and deletes only finished jobs of the current Mandant, one Mandant per selection', async () => {
    const stack = await createStack(admin, mandantId, 'Abholen');
    const { jobs } = await uploadAndImport(t, admin, mandantId, stack.id, [
      { name: 'ok.pdf', content: await invoicePdf() },
      { name: 'kaputt.pdf', content: corruptPdf() },
    ]);
    const [ok, faulty] = jobs.map((job) => job.id);
    const otherStack = await createStack(admin, otherMandantId, 'Fremd');
    const other = await uploadAndImport(t, admin, otherMandantId, otherStack.id, [
      { name: 'o.pdf', content: await invoicePdf() },
    ]);
    const waiting = await t.deps.jobs.enqueue(
      'capture.archive',
      { stackId: stack.id, documentIds: [] },
      { mandantId, createdBy: null },
    );
    await t.deps.jobs.cancel(waiting.id);

    const mixed = await admin.post(`${main}/pickUpJobs`, { mandantId, jobIds: [ok, other.jobs[0]?.id] });
    expect(mixed.json().error).toMatchObject({ code: 'capture.jobs_mixed_mandanten' });
    const foreign = await admin.post(`${main}/pickUpJobs`, { mandantId, jobIds: [other.jobs[0]?.id] });
    expect(foreign.json().error.message).toBe(
      'Jobs eines anderen Mandanten können erst nach einem Mandantenwechsel abgeholt werden.',
    );
    expect((await admin.post(`${main}/pickUpJobs`, { mandantId, jobIds: [ok] })).json()).toEqual({
      pickedUp: 1,
    });
    const list = (await admin.get(`${main}/getjobs`, { mandantId, stackId: stack.id })).json() as {
      id: string;
    }[];
    expect(list.map((job) => job.id)).not.toContain(ok);
    const completed = (await admin.get(`${main}/getcompletedjobsbyuser`, { mandantId })).json() as {
      id: string;
    }[];
    expect(completed.map((job) => job.id)).toContain(faulty);

    const resent = await admin.post(`${main}/resendJobs`, { mandantId, jobIds: [faulty] });
    expect(resent.json()).toEqual({ resent: 1 });
    expect((await t.deps.jobs.waitForJob(faulty as string)).state).toBe('faulty');
    expect((await admin.post(`${main}/deleteJobs`, { mandantId, jobIds: [faulty] })).json()).toEqual({
      deleted: 1,
    });
    await admin.post(`${main}/setJobCtrlSettings`, {
      mandantId,
      showJobList: false,
      refreshSeconds: 10,
      hidePickedUp: true,
      startAutoJobs: true,
    });
    expect((await admin.get(`${main}/getJobCtrlSettings`, { mandantId })).json()).toMatchObject({
      showJobList: false,
      refreshSeconds: 10,
    });
  });

  it('refuses the export while no green document waits, and while none of them is booked', async () => {
    const stack = await createStack(admin, mandantId, 'Export', { autoJobs: ['extraction'] });
    const nothing = await admin.post(`${main}/startexportjob`, { mandantId, stackId: stack.id });
    expect(nothing.json().error.code).toBe('capture.nothing_to_export');
    await importDocument(
      t,
      admin,
      mandantId,
      stack.id,
      'e.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'E-1' }),
    );
    const notBooked = await admin.post(`${main}/startexportjob`, { mandantId, stackId: stack.id });
    expect(notBooked.json().error.code).toBe('export.nothing_to_export');
  });
});

describe('job service without workers', () => {
  let idle: TestApp;
  let client: CaptureClient;
  beforeAll(async () => {
    idle = await createTestApp({ jobs: 'send' });
    client = captureClient(idle, await idle.login('admin'));
  });
  afterAll(async () => idle.close());

  it('says "Keine Verbindung zum Job-Server!" and keeps waiting jobs from being picked up or the stack deleted', async () => {
    const mandant = await mandantIdOf(idle, 10001);
    const connection = await client.get(`${main}/testJobServerConnection`, { mandantId: mandant });
    expect(connection.statusCode).toBe(503);
    expect(connection.json().error.message).toBe('Keine Verbindung zum Job-Server!');
    const stack = await createStack(client, mandant, 'Wartet');
    const upload = (
      await client.upload(mandant, stack.id, [{ name: 'r.pdf', content: await invoicePdf() }])
    ).json();
    const jobId = upload.files[0].jobId as string;
    const working = (
      await client.get(`${main}/getworkingautojobs`, { mandantId: mandant, stackId: stack.id })
    ).json() as { id: string; state: string }[];
    expect(working.map((job) => [job.id, job.state])).toEqual([[jobId, 'waiting']]);
    const pickUp = await client.post(`${main}/pickUpJobs`, { mandantId: mandant, jobIds: [jobId] });
    expect(pickUp.json().error.code).toBe('capture.jobs_not_finished');
    const deleteStack = await client.post('/api/cap/stack/delete', { mandantId: mandant, stackId: stack.id });
    expect(deleteStack.json().error.message).toBe(
      'Der Stapel enthält laufende Auto-Jobs, Aktion abgebrochen.',
    );
    expect(await idle.deps.storage.size(upload.files[0].sha256)).not.toBeNull();
    expect((await client.post(`${main}/abortJobs`, { mandantId: mandant, jobIds: [jobId] })).json()).toEqual({
      aborted: 1,
    });
    // A canceled import leaves no upload behind.
    expect(await idle.deps.storage.size(upload.files[0].sha256)).toBeNull();
    expect(
      (await client.post('/api/cap/stack/delete', { mandantId: mandant, stackId: stack.id })).statusCode,
    ).toBe(200);
  });
});
