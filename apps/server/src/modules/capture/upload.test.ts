import { PDFDocument } from 'pdf-lib';
import { finalJobStates, type JobStateValue, type Stack } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerPasswordPdf } from '../../test/encrypted-pdf.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  corruptPdf,
  emptyPagesPdf,
  encryptedPdf,
  hugeJpegHeader,
  hugePngHeader,
  largeHybridEInvoicePdf,
  hybridEInvoicePdf,
  invoicePdf,
  multiPageTiff,
  pdfMentioningMarkers,
  portfolioPdf,
  scanJpeg,
  scanPng,
  tiffWithHugeSecondPage,
  ublInvoiceXml,
} from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  mandantIdOf,
  recordingStorage,
  uploadAndImport,
  type CaptureClient,
} from './test/capture-test-helpers.js';

const storage = recordingStorage();
let t: TestApp;
let admin: CaptureClient;
let mandantId: string;
let stackId: string;
let xrechnungId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work', storage });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
  stackId = (await createStack(admin, mandantId, 'Upload')).id;
  const stacks = (await admin.get('/api/cap/stack/list', { mandantId })).json() as {
    id: string;
    name: string;
  }[];
  xrechnungId = (stacks.find((stack) => stack.name === 'XRechnung') as { id: string }).id;
});
afterAll(async () => t.close());

async function documentCount(): Promise<number> {
  const { rows } = await t.deps.database.execute(
    `SELECT count(*)::int AS n FROM cap_document WHERE stack_id = $1`,
    [stackId],
  );
  return Number(rows[0]?.n);
}

describe('upload POST /api/job/main/addfilestostack', () => {
  it('imports a born-digital PDF: stored original, version 1, thumbnails and the text layer', async () => {
    const pdf = await invoicePdf(undefined, 2);
    const { body, jobs } = await uploadAndImport(t, admin, mandantId, stackId, [
      { name: 'Rechnung März.pdf', content: pdf },
    ]);
    expect(body.files[0]).toMatchObject({ accepted: true, detectedType: 'pdf' });
    expect(jobs[0]?.state).toBe('finished');
    const documentId = (jobs[0]?.result as { documentId: string }).documentId;
    const detail = (await admin.get('/api/cap/stack/document', { mandantId, documentId })).json();
    expect(detail).toMatchObject({
      title: 'Rechnung März.pdf',
      kind: 'pdf',
      status: 'flawed',
      currentVersion: { versionNo: 1, operation: 'import', pageCount: 2 },
    });
    expect(detail.originalSha256).toBe(body.files[0]?.sha256);
    expect(detail.pages).toHaveLength(2);
    expect(detail.pages[0]).toMatchObject({ hasText: true, textSource: 'text_layer' });
    expect((await t.deps.storage.getBuffer(detail.originalSha256)).equals(pdf)).toBe(true);
    const { rows } = await t.deps.database.execute(
      `SELECT position FROM cap_page WHERE document_id = $1 AND thumb_sha256 IS NOT NULL AND text_tsv @@ plainto_tsquery('german', $2) ORDER BY position`,
      [documentId, 'Rechnungen Büromaterial'],
    );
    expect(rows.map((row) => row.position)).toEqual([1]);
  });

  it('sniffs the type from content, not the name', async () => {
    const { body, jobs } = await uploadAndImport(t, admin, mandantId, stackId, [
      { name: 'scan.txt', content: await invoicePdf() },
      { name: 'rechnung.pdf', content: Buffer.from('Dies ist keine PDF-Datei, nur Text.') },
    ]);
    expect(body.files.map((file) => [file.accepted, file.error?.code ?? null])).toEqual([
      [true, null],
      [false, 'capture.unsupported_format'],
    ]);
    expect(body.files[1]?.error?.message).toMatch(/nicht unterstützte Formate/);
    expect(jobs[0]?.state).toBe('finished');
  });

  it('routes an XML e-invoice dropped into a standard stack to the e-invoice stack "E-Rechnung" and says so', async () => {
    const stacks = (await admin.get('/api/cap/stack/list', { mandantId })).json() as Stack[];
    const intake = stacks.find((stack) => stack.name === 'E-Rechnung') as Stack;
    const { body, jobs } = await uploadAndImport(t, admin, mandantId, stackId, [
      { name: 'rechnung.xml', content: Buffer.from(ublInvoiceXml()) },
      { name: 'beleg.pdf', content: await invoicePdf() },
    ]);
    expect(body.files.map((file) => [file.accepted, file.error, file.routedTo ?? null])).toEqual([
      [true, null, { stackId: intake.id, stackName: 'E-Rechnung' }],
      [true, null, null],
    ]);
    expect(jobs.map((job) => job.state)).toEqual(['finished', 'finished']);
    const routed = (jobs[0]?.result as { documentId: string }).documentId;
    const detail = (await admin.get('/api/cap/stack/document', { mandantId, documentId: routed })).json();
    expect(detail).toMatchObject({ stackId: intake.id, kind: 'einvoice' });
    const kept = (jobs[1]?.result as { documentId: string }).documentId;
    expect((await admin.get('/api/cap/stack/document', { mandantId, documentId: kept })).json().stackId).toBe(
      stackId,
    );
  });

  it('takes a UTF-16 XRechnung with byte order mark and encoding="UTF-16" declaration', async () => {
    const xml = ublInvoiceXml().replace('encoding="UTF-8"', 'encoding="UTF-16"');
    const littleEndian = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
    const bigEndian = Buffer.from(littleEndian).swap16();
    const { body, jobs } = await uploadAndImport(t, admin, mandantId, xrechnungId, [
      { name: 'utf16le.xml', content: littleEndian },
      { name: 'utf16be.xml', content: bigEndian },
    ]);
    expect(body.files.map((file) => [file.accepted, file.detectedType])).toEqual([
      [true, 'xml'],
      [true, 'xml'],
    ]);
    expect(jobs.map((job) => [job.state, (job.result as { einvoice: boolean }).einvoice])).toEqual([
      ['finished', true],
      ['finished', true],
    ]);
  });

  it('takes a PDF only when %PDF- stands at the very start of the file', async () => {
    const pdf = await invoicePdf();
    const response = await admin.upload(mandantId, stackId, [
      { name: 'versteckt.pdf', content: Buffer.concat([Buffer.from('<html>Kein PDF</html>\n'), pdf]) },
    ]);
    expect(response.json().files[0]).toMatchObject({
      accepted: false,
      error: { code: 'capture.unsupported_format' },
    });
  });

  it('turns JPEG, PNG and multi-page TIFF scans into PDF pages', async () => {
    const { jobs } = await uploadAndImport(t, admin, mandantId, stackId, [
      { name: 'scan.jpg', content: await scanJpeg() },
      { name: 'scan.png', content: await scanPng() },
      { name: 'scan.tif', content: await multiPageTiff() },
    ]);
    expect(jobs.map((job) => [job.state, (job.result as { pages: number }).pages])).toEqual([
      ['finished', 1],
      ['finished', 1],
      ['finished', 2],
    ]);
    const documentId = (jobs[2]?.result as { documentId: string }).documentId;
    const detail = (await admin.get('/api/cap/stack/document', { mandantId, documentId })).json();
    expect(detail.pages.map((page: { hasText: boolean }) => page.hasText)).toEqual([false, false]);
    expect(detail.currentVersion.pdfSha256).not.toBe(detail.originalSha256);
  });

  it('refuses an empty file and a PDF portfolio at once, leaving nothing behind', async () => {
    const before = await documentCount();
    const response = await admin.upload(mandantId, stackId, [
      { name: 'leer.pdf', content: Buffer.alloc(0) },
      { name: 'mappe.pdf', content: await portfolioPdf() },
    ]);
    const files = response.json().files as { accepted: boolean; error: { code: string; message: string } }[];
    expect(files.map((file) => file.error.code)).toEqual(['capture.file_empty', 'capture.pdf_portfolio']);
    expect(files[1]?.error.message).toBe(
      'PDF-Portfolio-Dateien können nicht direkt gestartet oder hochgeladen werden.',
    );
    expect(await documentCount()).toBe(before);
  });

  it('ends corrupt, encrypted, 2,000-page and 50,000×50,000-pixel files in a faulty job with a German message, storing nothing', async () => {
    const before = await documentCount();
    const mark = storage.mark();
    const { jobs } = await uploadAndImport(t, admin, mandantId, stackId, [
      { name: 'kaputt.pdf', content: corruptPdf() },
      { name: 'geschuetzt.pdf', content: await encryptedPdf() },
      { name: 'riesig.pdf', content: await emptyPagesPdf(2000) },
      { name: 'riesenbild.png', content: hugePngHeader() },
      { name: 'riesenbild.jpg', content: await hugeJpegHeader() },
      { name: 'riesenseite.tif', content: tiffWithHugeSecondPage() },
    ]);
    expect(jobs.map((job) => [job.state, job.errorCode])).toEqual([
      ['faulty', 'capture.file_corrupt'],
      ['faulty', 'capture.file_encrypted'],
      ['faulty', 'capture.too_many_pages'],
      ['faulty', 'capture.image_too_large'],
      ['faulty', 'capture.image_too_large'],
      ['faulty', 'capture.image_too_large'],
    ]);
    await expect.poll(() => storage.storedSince(mark)).toEqual([]);
    expect(jobs[1]?.errorText).toBe(
      'Die PDF-Datei ist verschlüsselt oder kennwortgeschützt und kann nicht verarbeitet werden.',
    );
    expect(jobs.every((job) => job.attempts === 1)).toBe(true);
    expect(await documentCount()).toBe(before);
    const list = (await admin.get('/api/job/main/getjobs', { mandantId, stackId })).json() as {
      id: string;
      state: string;
      errorText: string;
    }[];
    expect(list.filter((job) => job.state === 'faulty').map((job) => job.errorText)).toContain(
      'Die Datei ist beschädigt und kann nicht gelesen werden.',
    );
  });

  it('removes the upload and the thumbnails of a file the import job refuses after rendering it', async () => {
    const mark = storage.mark();
    const { body, jobs } = await uploadAndImport(t, admin, mandantId, stackId, [
      { name: 'gross-zugferd.pdf', content: await largeHybridEInvoicePdf() },
    ]);
    expect(body.files[0]?.error).toBeNull();
    expect(jobs[0]).toMatchObject({ state: 'faulty', errorCode: 'capture.einvoice_stack_required' });
    expect(new Set(storage.written(mark)).size).toBeGreaterThan(1);
    await expect.poll(() => storage.storedSince(mark)).toEqual([]);
  });

  it('reads a PDF protected by an owner password only, as many invoices are, and edits its pages', async () => {
    const original = ownerPasswordPdf(['Rechnung Nr. ENC-2026-7 vom 05.03.2026', 'Gesamtbetrag 119,00 EUR']);
    const { jobs } = await uploadAndImport(t, admin, mandantId, stackId, [
      { name: 'geschuetzt-lesbar.pdf', content: original },
    ]);
    expect(jobs[0]).toMatchObject({ state: 'finished', result: { pages: 1 } });
    const documentId = (jobs[0]?.result as { documentId: string }).documentId;
    const detail = (await admin.get('/api/cap/stack/document', { mandantId, documentId })).json();
    expect(detail.pages[0]).toMatchObject({ hasText: true, textSource: 'text_layer' });
    expect(detail.currentVersion.pdfSha256).not.toBe(detail.originalSha256);
    const text = (
      await admin.get('/api/cap/CapDocViewer/ExtractOCRTextFromPage', {
        mandantId,
        pageId: detail.pages[0].id,
      })
    ).json();
    expect(text.text).toContain('Rechnung Nr. ENC-2026-7 vom 05.03.2026');
    const rotated = await admin.post('/api/cap/stack/rotate', {
      mandantId,
      pageIds: [detail.pages[0].id],
      degrees: 90,
    });
    expect(rotated.statusCode).toBe(200);
    const pdf = await admin.get('/api/cap/CapDocViewer/StreamDocItem', { mandantId, documentId });
    expect((await PDFDocument.load(pdf.rawPayload)).getPage(0).getRotation().angle).toBe(90);
  });

  it('takes an ordinary PDF that only mentions factur-x.xml and /Collection in its text into a standard stack', async () => {
    const pdf = await pdfMentioningMarkers();
    expect(pdf.toString('latin1')).toContain('factur-x.xml');
    expect(pdf.toString('latin1')).toContain('/Collection');
    const { body, jobs } = await uploadAndImport(t, admin, mandantId, stackId, [
      { name: 'hinweis.pdf', content: pdf },
    ]);
    expect(body.files[0]).toMatchObject({ accepted: true, error: null });
    expect(jobs[0]).toMatchObject({ state: 'finished', result: { einvoice: false } });
  });

  it('puts e-invoices only into e-invoice stacks and nothing else into them', async () => {
    const response = await admin.upload(mandantId, stackId, [
      { name: 'zugferd.pdf', content: await hybridEInvoicePdf() },
    ]);
    expect(response.json().files[0].error).toEqual({
      code: 'capture.einvoice_stack_required',
      message:
        'Ein Job mit einer E-Rechnung darf nur in einen E-Rechnungsstapel gelegt werden. Bitte in den Stapel „E-Rechnung“ legen.',
    });
    const wrongWay = await admin.upload(mandantId, xrechnungId, [
      { name: 'r.pdf', content: await invoicePdf() },
    ]);
    expect(wrongWay.json().files[0].error).toMatchObject({
      code: 'capture.einvoice_only',
      message: 'In einen E-Rechnungsstapel dürfen nur E-Rechnungen gelegt werden.',
    });
    const { jobs } = await uploadAndImport(t, admin, mandantId, xrechnungId, [
      { name: 'rechnung.xml', content: Buffer.from(ublInvoiceXml()) },
      { name: 'zugferd.pdf', content: await hybridEInvoicePdf() },
    ]);
    expect(jobs.map((job) => [job.state, (job.result as { einvoice: boolean }).einvoice])).toEqual([
      ['finished', true],
      ['finished', true],
    ]);
    const documentId = (jobs[0]?.result as { documentId: string }).documentId;
    for (;;) {
      const { rows } = await t.deps.database.execute(
        `SELECT state FROM job WHERE kind = 'einvoice.validate' AND payload ->> 'documentId' = $1`,
        [documentId],
      );
      if (rows.length > 0 && rows.every((row) => finalJobStates.includes(row.state as JobStateValue))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows } = await t.deps.database.execute(
      `SELECT count(*)::int AS n FROM job WHERE kind = 'einvoice.validate' AND state = 'finished' AND payload ->> 'documentId' = $1`,
      [documentId],
    );
    expect(rows[0]?.n).toBe(1);
  });
});
