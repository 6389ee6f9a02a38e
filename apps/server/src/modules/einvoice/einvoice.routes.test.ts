import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createEInvoiceService } from './einvoice.service.js';
import { VALIDATE_EINVOICE_JOB } from './jobs/validate.job.js';
import { buildHybridPdf, printedInvoice } from './testing/hybrid-pdf.js';
import { buildCiiInvoice, buildUblInvoice } from './testing/invoice-builder.js';

let t: TestApp;
let admin: string;
let erfasser: string;
let mandant10001: string;
let mandant10003: string;
const documentId = randomUUID();
const withAttachment = randomUUID();
const hybridDiffering = randomUUID();
const CSV = 'Datum;Stunden\n2026-02-02;8\n';
const base = '/api/cap/CapDocViewer';

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = await t.login('admin');
  erfasser = await t.login('erfasser');
  const mandanten = await t.deps.tenancy.listAccessibleMandanten(
    (await t.deps.tenancy.findUserByLogin('admin'))!,
  );
  mandant10001 = mandanten.find((mandant) => mandant.mandnr === 10001)!.id;
  mandant10003 = mandanten.find((mandant) => mandant.mandnr === 10003)!.id;
  const adminUser = await t.deps.tenancy.findUserByLogin('admin');
  await createEInvoiceService(t.deps).ingest({
    mandantId: mandant10001,
    documentId,
    bytes: Buffer.from(buildUblInvoice({ lines: 3 })),
    fileName: 'rechnung.xml',
    userId: adminUser!.id,
  });
  await createEInvoiceService(t.deps).ingest({
    mandantId: mandant10001,
    documentId: withAttachment,
    bytes: Buffer.from(
      buildUblInvoice().replace(
        '<cac:AccountingSupplierParty>',
        `<cac:AdditionalDocumentReference><cbc:ID>Anlage-1</cbc:ID><cbc:DocumentDescription>Stundenzettel</cbc:DocumentDescription><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="text/csv" filename="stunden.csv">${Buffer.from(CSV).toString('base64')}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference><cac:AccountingSupplierParty>`,
      ),
    ),
    fileName: 'mit-anlage.xml',
    userId: adminUser!.id,
  });
  await createEInvoiceService(t.deps).ingest({
    mandantId: mandant10001,
    documentId: hybridDiffering,
    bytes: await buildHybridPdf(buildCiiInvoice(), printedInvoice('49,60')),
    fileName: 'hybrid.pdf',
    userId: adminUser!.id,
  });
});
afterAll(async () => t.close());

const get = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

describe('e-invoice viewer calls', () => {
  it('returns the summary with the rendering, the capture values and the state', async () => {
    const response = await get(`${base}/EInvoiceSummary/${documentId}`, erfasser);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      documentId,
      verdict: 'valid',
      state: 'approved',
      syntax: 'UBL',
      profile: 'XRechnung 3.0',
      invoice: { number: 'RE-2026-0815', seller: { name: 'Mehlwerk Regensburg GmbH' } },
      captureFields: { grossAmount: '71.40', iban: 'DE02120300000000202051' },
    });
    const workflow = await get(`/api/wf/WFDocViewer/EInvoiceSummary/${documentId}`, erfasser);
    expect(workflow.json()).toEqual(response.json());
  });

  it('downloads the readable view as a PDF in the asked language', async () => {
    const german = await get(`${base}/EInvoiceReadablePdf/${documentId}?language=de`, erfasser);
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-type']).toBe('application/pdf');
    expect(german.headers['content-disposition']).toContain('RE-2026-0815.pdf');
    expect(german.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const russian = await get(`/api/wf/WFDocViewer/EInvoiceReadablePdf/${documentId}?language=ru`, erfasser);
    expect(russian.statusCode).toBe(200);
    expect(russian.rawPayload.equals(german.rawPayload)).toBe(false);
    const badLanguage = await get(`${base}/EInvoiceReadablePdf/${documentId}?language=fr`, erfasser);
    expect(badLanguage.statusCode).toBe(400);
  });

  it('opens a file the invoice carries (BG-24) and answers 404 for one it does not', async () => {
    const summary = (await get(`${base}/EInvoiceSummary/${withAttachment}`, erfasser)).json();
    expect(summary.invoice.documents[0]).toMatchObject({ fileName: 'stunden.csv', hasContent: true });
    const file = await get(`${base}/EInvoiceAttachment/${withAttachment}/0`, erfasser);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.payload).toBe(CSV);
    const missing = await get(`${base}/EInvoiceAttachment/${withAttachment}/1`, erfasser);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('einvoice.attachment_not_found');
  });

  it('keeps a hybrid whose PDF differs flawed until a user confirms the XML, audited', async () => {
    const put = (url: string, authorization = erfasser) =>
      t.app.inject({ method: 'PUT', url, headers: { authorization } });
    const before = (await get(`${base}/EInvoiceSummary/${hybridDiffering}`, erfasser)).json();
    if (!t.deps.ocr.status.textLayer) {
      expect(before.pdfComparison.skippedReason).toBe('tools-missing');
      return;
    }
    expect(before).toMatchObject({
      verdict: 'valid',
      state: 'flawed',
      pdfComparison: { checked: true, differences: 2, confirmedBy: null, confirmedAt: null },
    });
    const differing = before.pdfComparison.fields.filter(
      (field: { status: string }) => field.status === 'different',
    );
    expect(differing.map((field: { field: string }) => field.field)).toEqual(['taxInclusive', 'payable']);
    expect(differing[0]).toMatchObject({
      xmlValue: '47.60',
      pdfValue: '49.60',
      message: {
        de: 'PDF zeigt 49,60 €, XML enthält 47,60 €',
        en: 'PDF shows 49.60 €, XML contains 47.60 €',
        ru: 'В PDF указано 49,60 €, в XML — 47,60 €',
      },
    });
    // The confirmation needs the viewer's right, the caller's Mandant and a valid id.
    const freigeber = await t.login('freigeber');
    const forbidden = await put(`${base}/EInvoicePdfConfirmation/${hybridDiffering}`, freigeber);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('auth.forbidden');
    const foreign = randomUUID();
    await createEInvoiceService(t.deps).ingest({
      mandantId: mandant10003,
      documentId: foreign,
      bytes: Buffer.from(buildUblInvoice()),
      fileName: 'fremd.xml',
      userId: null,
    });
    const otherMandant = await put(`/api/wf/WFDocViewer/EInvoicePdfConfirmation/${foreign}`, freigeber);
    expect(otherMandant.statusCode).toBe(404);
    expect(otherMandant.json().error.code).toBe('tenancy.mandant_not_found');
    expect((await put(`${base}/EInvoicePdfConfirmation/kein-uuid`)).statusCode).toBe(400);

    const confirmed = await put(`${base}/EInvoicePdfConfirmation/${hybridDiffering}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      state: 'approved',
      pdfComparison: { differences: 2, confirmedBy: expect.stringMatching(/\S/) },
    });
    expect(confirmed.json().pdfComparison.confirmedAt).not.toBeNull();
    const { rows } = await t.deps.database.execute(
      `SELECT a.data FROM audit_log a JOIN einvoice e ON e.id::text = a.entity_id
        WHERE a.action = 'einvoice.pdf_confirmed' AND e.document_id = $1`,
      [hybridDiffering],
    );
    expect(rows).toEqual([{ data: { from: 'flawed', to: 'approved' } }]);
    // Rejected and reopened, it returns to what validation and the confirmation gave it.
    const setState = (state: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/EInvoiceState/${hybridDiffering}`,
        headers: { authorization: erfasser },
        payload: { state },
      });
    expect((await setState('rejected')).json().state).toBe('rejected');
    expect((await setState('approved')).json().state).toBe('approved');
    const nothing = await put(`${base}/EInvoicePdfConfirmation/${documentId}`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.code).toBe('einvoice.nothing_to_confirm');
  });

  it('returns one position and 404 for a position that does not exist', async () => {
    expect((await get(`${base}/EInvoicePosition/${documentId}/2`, erfasser)).json()).toMatchObject({
      position: 2,
      id: '2',
      netAmount: '20.00',
    });
    const missing = await get(`${base}/EInvoicePosition/${documentId}/9`, erfasser);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('einvoice.position_not_found');
  });

  it('serves the validation report with our messages', async () => {
    const report = (await get(`${base}/EInvoiceValidationReport/${documentId}`, erfasser)).json();
    expect(report.verdict).toBe('valid');
    expect(report.findings).toEqual([]);
    expect(report.ruleSet).toMatchObject({ xrechnung: '3.0.2', xrechnungSchematron: '2.5.0', cen: '1.3.15' });
    const summary = (await get(`${base}/EInvoiceSummary/${documentId}`, erfasser)).json();
    expect(summary.ruleSet.id).toBe('xrechnung-3.0.2_schematron-2.5.0_cen-1.3.15');
  });

  it('keeps other Mandanten out and answers 404 for documents without e-invoice', async () => {
    const foreign = randomUUID();
    await createEInvoiceService(t.deps).ingest({
      mandantId: mandant10003,
      documentId: foreign,
      bytes: Buffer.from(buildUblInvoice()),
      fileName: 'x.xml',
      userId: null,
    });
    const freigeber = await t.login('freigeber');
    const denied = await get(`/api/wf/WFDocViewer/EInvoiceSummary/${foreign}`, freigeber);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.code).toBe('tenancy.mandant_not_found');
    expect((await get(`${base}/EInvoiceSummary/${randomUUID()}`, admin)).json().error.code).toBe(
      'einvoice.not_found',
    );
  });
});

describe('e-invoice notes', () => {
  const noteId = randomUUID();

  it('needs a position and non-empty text', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: `${base}/EInvoiceAnnotation/${documentId}/${randomUUID()}`,
      headers: { authorization: erfasser },
      payload: { positionId: '1', text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const noPosition = await t.app.inject({
      method: 'POST',
      url: `${base}/EInvoiceAnnotation/${documentId}/${randomUUID()}`,
      headers: { authorization: erfasser },
      payload: { text: 'Preis prüfen' },
    });
    expect(noPosition.statusCode).toBe(400);
  });

  it('creates a note (repeatable under the same id) and lists it on its position', async () => {
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: `${base}/EInvoiceAnnotation/${documentId}/${noteId}`,
        headers: { authorization: erfasser },
        payload: { positionId: '2', text: 'Preis mit Angebot vergleichen' },
      });
    const first = await create();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: noteId,
      positionId: '2',
      text: 'Preis mit Angebot vergleichen',
      createdByName: 'Erik Erfasser',
      editable: true,
    });
    expect((await create()).statusCode).toBe(201);
    const listed = (await get(`${base}/EInvoicePositionAnnotations/${documentId}/2`, admin)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: noteId, editable: false });
    expect(
      (await get(`${base}/EInvoiceSummary/${documentId}`, admin)).json().invoice.lines[1].noteCount,
    ).toBe(1);
  });

  it('answers 404 for a note id of another e-invoice, on reading and on creating', async () => {
    const otherDocument = randomUUID();
    await createEInvoiceService(t.deps).ingest({
      mandantId: mandant10003,
      documentId: otherDocument,
      bytes: Buffer.from(buildUblInvoice()),
      fileName: 'hotel.xml',
      userId: null,
    });
    const foreignNote = randomUUID();
    const created = await t.app.inject({
      method: 'POST',
      url: `${base}/EInvoiceAnnotation/${otherDocument}/${foreignNote}`,
      headers: { authorization: admin },
      payload: { positionId: '1', text: 'Zimmerpreis prüfen' },
    });
    expect(created.statusCode).toBe(201);
    expect((await get(`${base}/EInvoiceAnnotation/${documentId}/${foreignNote}`, erfasser)).statusCode).toBe(
      404,
    );
    const reuse = await t.app.inject({
      method: 'POST',
      url: `${base}/EInvoiceAnnotation/${documentId}/${foreignNote}`,
      headers: { authorization: erfasser },
      payload: { positionId: '1', text: 'Zimmerpreis prüfen' },
    });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json().error.code).toBe('einvoice.note_not_found');
    const sameEInvoice = await t.app.inject({
      method: 'POST',
      url: `${base}/EInvoiceAnnotation/${otherDocument}/${foreignNote}`,
      headers: { authorization: admin },
      payload: { positionId: '1', text: 'Anderer Text' },
    });
    expect(sameEInvoice.statusCode).toBe(409);
    expect(sameEInvoice.json().error.code).toBe('einvoice.note_id_taken');
  });

  it('lets only the creator edit or delete, with the spec messages', async () => {
    const edit = await t.app.inject({
      method: 'PUT',
      url: `${base}/EInvoiceAnnotation/${documentId}/${noteId}`,
      headers: { authorization: admin },
      payload: { text: 'Von mir geändert' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe('Sie können nur die von Ihnen angelegten Anmerkungen bearbeiten.');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${base}/EInvoiceAnnotation/${documentId}/${noteId}`,
      headers: { authorization: admin },
    });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().error.message).toBe('Sie können nur die von Ihnen angelegten Anmerkungen löschen.');
    const ownEdit = await t.app.inject({
      method: 'PUT',
      url: `/api/wf/WFDocViewer/EInvoiceAnnotation/${documentId}/${noteId}`,
      headers: { authorization: erfasser },
      payload: { text: 'Angebot vom 12.02. gilt' },
    });
    expect(ownEdit.json()).toMatchObject({ text: 'Angebot vom 12.02. gilt' });
    const ownDelete = await t.app.inject({
      method: 'DELETE',
      url: `${base}/EInvoiceAnnotation/${documentId}/${noteId}`,
      headers: { authorization: erfasser },
    });
    expect(ownDelete.statusCode).toBe(204);
    expect((await get(`${base}/EInvoiceAnnotation/${documentId}/${noteId}`, erfasser)).statusCode).toBe(404);
  });
});

describe('e-invoice state, job and stateless check', () => {
  it('rejects and reopens an e-invoice', async () => {
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `${base}/EInvoiceState/${documentId}`,
      headers: { authorization: erfasser },
      payload: { state: 'rejected' },
    });
    expect(rejected.json().state).toBe('rejected');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `${base}/EInvoiceState/${documentId}`,
      headers: { authorization: erfasser },
      payload: { state: 'flawed' },
    });
    expect(wrong.json().error.code).toBe('einvoice.state_not_allowed');
    const reopened = await t.app.inject({
      method: 'PUT',
      url: `${base}/EInvoiceState/${documentId}`,
      headers: { authorization: erfasser },
      payload: { state: 'approved' },
    });
    expect(reopened.json().state).toBe('approved');
  });

  it('validates a stored upload in the einvoice.validate job', async () => {
    const stored = await t.deps.storage.put(
      Buffer.from(
        buildUblInvoice().replace('<cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>', ''),
      ),
    );
    const jobDocument = randomUUID();
    const job = await t.deps.jobs.enqueue(
      VALIDATE_EINVOICE_JOB,
      {
        mandantId: mandant10001,
        documentId: jobDocument,
        sha256: stored.sha256,
        fileName: 'ohne-leitweg.xml',
      },
      { mandantId: mandant10001, createdBy: null },
    );
    const done = await t.deps.jobs.waitForJob(job.id);
    expect(done).toMatchObject({ state: 'finished', result: { verdict: 'invalid', state: 'flawed' } });
    const report = (await get(`${base}/EInvoiceValidationReport/${jobDocument}`, admin)).json();
    expect(
      report.findings.find((finding: { ruleId: string }) => finding.ruleId === 'BR-DE-15'),
    ).toMatchObject({
      level: 'error',
      message: { de: 'Die Käuferreferenz / Leitweg-ID (BT-10) fehlt.' },
      terms: ['BT-10'],
    });
  });

  it('checks an uploaded file without storing it, and needs the invoice-processing right', async () => {
    const boundary = '----belegfluss';
    const xml = buildUblInvoice().replace(
      '<cbc:PayableAmount currencyID="EUR">47.60',
      '<cbc:PayableAmount currencyID="EUR">47.50',
    );
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="check.xml"\r\nContent-Type: text/xml\r\n\r\n${xml}\r\n--${boundary}--\r\n`;
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cap/einvoice/check', headers, payload })).statusCode,
    ).toBe(401);
    const withoutRight = await t.app.inject({
      method: 'POST',
      url: '/api/cap/einvoice/check',
      headers: { ...headers, authorization: await t.login('freigeber') },
      payload,
    });
    expect(withoutRight.statusCode).toBe(403);
    expect(withoutRight.json().error.code).toBe('auth.forbidden');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cap/einvoice/check',
      headers: { ...headers, authorization: erfasser },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fileName: 'check.xml',
      report: { verdict: 'invalid' },
      invoice: { number: 'RE-2026-0815' },
    });
    expect(response.json().report.findings.map((finding: { ruleId: string }) => finding.ruleId)).toContain(
      'BR-CO-16',
    );
  });

  it('refuses hostile XML in the check with a clear German reason', async () => {
    const boundary = '----belegfluss';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="xxe.xml"\r\nContent-Type: text/xml\r\n\r\n<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>\r\n--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cap/einvoice/check',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: erfasser },
      payload,
    });
    expect(response.json().report.reasons[0]).toMatchObject({
      code: 'xml-refused',
      message: { de: expect.stringContaining('DTD') },
    });
  });
});
