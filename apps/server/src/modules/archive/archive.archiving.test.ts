import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { captureClient, mandantIdOf, type CaptureClient } from '../capture/test/capture-test-helpers.js';
import { invoicePdf, sampleInvoice } from '../capture/test/capture-fixtures.js';
import { createStack, importDocument } from '../capture/test/capture-test-helpers.js';
import { captureAndArchive, databaseRefusal } from './test/archive-test-helpers.js';

let t: TestApp;
let admin: CaptureClient;
let mandantId: string;
let archived: Awaited<ReturnType<typeof captureAndArchive>>;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
  archived = await captureAndArchive(t, admin, mandantId, { number: 'RE-ARC-1' });
});
afterAll(async () => t.close());

const viewer = '/api/arc/ArcDocViewer';
const sql = (text: string, params: unknown[] = []) => t.deps.database.execute(text, params);

describe('archiving a green document', () => {
  it('keeps the original, the PDF, page texts, index values, history and one hash over all', async () => {
    const response = await admin.get(`${viewer}/GetDocument`, { documentId: archived.archiveId });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document).toMatchObject({
      sourceDocumentId: archived.documentId,
      revision: 1,
      documentType: 'Rechnung',
      invoiceNumber: 'RE-ARC-1',
      grossAmount: '119.00',
      documentDate: '2026-03-05',
      status: 'current',
      canDownloadOriginal: true,
      retention: { retentionClass: 'booking_document', retentionUntil: '2034-12-31', legalHold: false },
    });
    expect(document.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(document.history.map((entry: { action: string }) => entry.action)).toContain('document.imported');
    const text = (
      await admin.get(`${viewer}/PageText`, { documentId: archived.archiveId, pageNo: '1' })
    ).json();
    expect(text.text).toMatch(/Rechnungsnummer: RE-ARC-1/);
    expect((await admin.get(`${viewer}/Verify`, { documentId: archived.archiveId })).json()).toMatchObject({
      ok: true,
    });
    const pdf = await admin.get(`${viewer}/Pdf`, { documentId: archived.archiveId });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const original = await admin.get(`${viewer}/Original`, { documentId: archived.archiveId });
    expect(original.statusCode).toBe(200);
    const page = await admin.get(`${viewer}/Page`, {
      documentId: archived.archiveId,
      pageNo: '1',
      dpi: '40',
    });
    expect(page.headers['content-type']).toBe('image/png');
  });

  it('archives several documents of one job in one batch, each with its own hash and audit entry', async () => {
    const stack = await createStack(admin, mandantId, 'Archiv Stapel', { autoJobs: ['extraction'] });
    const documentIds: string[] = [];
    for (const number of ['RE-ARC-B1', 'RE-ARC-B2']) {
      const pdf = await invoicePdf({ ...sampleInvoice, number });
      documentIds.push(await importDocument(t, admin, mandantId, stack.id, `${number}.pdf`, pdf));
    }
    const started = await admin.post('/api/job/main/startarchivejobs', {
      mandantId,
      stackId: stack.id,
      documentIds,
      confirmDuplicates: true,
    });
    expect(started.statusCode).toBe(200);
    expect((await t.deps.jobs.waitForJob(started.json().jobId)).state).toBe('finished');
    const { rows } = await sql(
      `SELECT a.id, a.invoice_number, (SELECT count(*)::int FROM archive_page p WHERE p.source_document_id = a.source_document_id) AS pages,
         (SELECT retention_until::text FROM archive_retention r WHERE r.source_document_id = a.source_document_id) AS until
       FROM archive_document a WHERE a.source_document_id = ANY($1::uuid[]) ORDER BY a.invoice_number`,
      [documentIds],
    );
    expect(rows.map((row) => [row.invoice_number, row.until])).toEqual([
      ['RE-ARC-B1', '2034-12-31'],
      ['RE-ARC-B2', '2034-12-31'],
    ]);
    for (const row of rows) {
      expect(Number(row.pages)).toBeGreaterThan(0);
      const verified = await admin.get(`${viewer}/Verify`, { documentId: String(row.id) });
      expect(verified.json()).toMatchObject({ ok: true });
    }
    const audit = await sql(
      `SELECT action, entity_id FROM audit_log WHERE entity_id = ANY($1::text[]) ORDER BY seq`,
      [[...rows.map((row) => String(row.id)), ...documentIds]],
    );
    expect(audit.rows.filter((row) => row.action === 'archive.archived')).toHaveLength(2);
    expect(audit.rows.filter((row) => row.action === 'capture.archived')).toHaveLength(2);
    const flags = await sql(
      `SELECT count(*)::int AS n FROM cap_document WHERE id = ANY($1::uuid[]) AND archived`,
      [documentIds],
    );
    expect(flags.rows[0]?.n).toBe(2);
  });

  it('gives the original only to Original-Leser and hides other Mandanten', async () => {
    const mandant = captureClient(t, await t.login('mandant'));
    expect(
      (await mandant.get(`${viewer}/GetDocument`, { documentId: archived.archiveId })).json(),
    ).toMatchObject({
      canDownloadOriginal: false,
    });
    const refused = await mandant.get(`${viewer}/Original`, { documentId: archived.archiveId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('archive.original_reader_only');
    const sba = captureClient(t, await t.login('sba'));
    const hidden = await sba.get(`${viewer}/GetDocument`, { documentId: archived.archiveId });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses changes of the archived document through the API', async () => {
    const change = await admin.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId: archived.documentId,
      values: [{ field: 'Kennung', value: 'X' }],
    });
    expect(change.json().error.code).toBe('capture.document_archived');
    const deletion = await admin.post('/api/cap/stack/deletenodes', {
      mandantId,
      nodes: [{ level: 'HEFTUNG', id: archived.documentId }],
    });
    expect(deletion.statusCode).toBeGreaterThanOrEqual(400);
    expect(deletion.statusCode).toBeLessThan(500);
  });

  it('refuses changes, deletions and TRUNCATE with SQL, but lets export flags change', async () => {
    const id = archived.archiveId;
    const source = archived.documentId;
    expect(await databaseRefusal(sql(`UPDATE archive_document SET title = 'x' WHERE id = $1`, [id]))).toMatch(
      /archive is immutable/,
    );
    expect(await databaseRefusal(sql(`DELETE FROM archive_document WHERE id = $1`, [id]))).toMatch(
      /immutable/,
    );
    expect(await databaseRefusal(sql(`TRUNCATE archive_document CASCADE`))).toMatch(/TRUNCATE/);
    expect(
      await databaseRefusal(sql(`DELETE FROM archive_page WHERE source_document_id = $1`, [source])),
    ).toMatch(/immutable/);
    expect(
      await databaseRefusal(
        sql(`UPDATE archive_retention SET retention_until = '2020-01-01' WHERE source_document_id = $1`, [
          source,
        ]),
      ),
    ).toMatch(/immutable/);
    expect(
      await databaseRefusal(sql(`UPDATE cap_index_value SET value = 'X' WHERE document_id = $1`, [source])),
    ).toMatch(/immutable/);
    expect(
      await databaseRefusal(sql(`UPDATE cap_document SET archived = false WHERE id = $1`, [source])),
    ).toMatch(/immutable/);
    expect(await databaseRefusal(sql(`DELETE FROM cap_document WHERE id = $1`, [source]))).toMatch(
      /immutable/,
    );
    expect(await databaseRefusal(sql(`DELETE FROM cap_journal WHERE document_id = $1`, [source]))).toMatch(
      /immutable/,
    );
    expect(await databaseRefusal(sql(`TRUNCATE cap_journal`))).toMatch(/TRUNCATE/);
    expect(await databaseRefusal(sql(`TRUNCATE audit_log`))).toMatch(/TRUNCATE/);
    expect(
      await databaseRefusal(sql(`UPDATE cap_document SET fibu_exported = true WHERE id = $1`, [source])),
    ).toBe('accepted');
  });

  it('stores a correction as a new revision pointing to the old one', async () => {
    const corrected = await admin.post(`${viewer}/CreateRevision`, {
      documentId: archived.archiveId,
      reason: 'Rechnungsnummer falsch gelesen',
      values: [{ field: 'Kennung', value: 'RE-ARC-1b' }],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const newId = corrected.json().id as string;
    const current = (await admin.get(`${viewer}/GetDocument`, { documentId: newId })).json();
    expect(current).toMatchObject({
      revision: 2,
      previousId: archived.archiveId,
      invoiceNumber: 'RE-ARC-1b',
      correctionReason: 'Rechnungsnummer falsch gelesen',
    });
    expect(current.revisions.map((entry: { revision: number }) => entry.revision)).toEqual([1, 2]);
    const old = (await admin.get(`${viewer}/GetDocument`, { documentId: archived.archiveId })).json();
    expect(old).toMatchObject({ supersededBy: newId, status: 'superseded', invoiceNumber: 'RE-ARC-1' });
    expect((await admin.get(`${viewer}/Verify`, { documentId: archived.archiveId })).json().ok).toBe(true);
    expect((await admin.get(`${viewer}/Verify`, { documentId: newId })).json().ok).toBe(true);
    const again = await admin.post(`${viewer}/CreateRevision`, {
      documentId: archived.archiveId,
      reason: 'noch einmal',
      values: [{ field: 'Kennung', value: 'RE-ARC-1c' }],
    });
    expect(again.json().error.code).toBe('archive.not_current_revision');
    const unchanged = await admin.post(`${viewer}/CreateRevision`, {
      documentId: newId,
      reason: 'nichts',
      values: [{ field: 'Kennung', value: 'RE-ARC-1b' }],
    });
    expect(unchanged.json().error.code).toBe('archive.correction_unchanged');
  });
});
