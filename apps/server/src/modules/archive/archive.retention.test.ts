import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { captureClient, mandantIdOf, type CaptureClient } from '../capture/test/capture-test-helpers.js';
import { captureAndArchive, databaseRefusal } from './test/archive-test-helpers.js';

let t: TestApp;
let admin: CaptureClient;
let mandantId: string;
let expired: Awaited<ReturnType<typeof captureAndArchive>>;
let running: Awaited<ReturnType<typeof captureAndArchive>>;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
  expired = await captureAndArchive(t, admin, mandantId, { number: 'RE-2017-1', date: '02.05.2017' });
  // Dated this year: its retention runs for years to come, whenever the test runs.
  running = await captureAndArchive(t, admin, mandantId, {
    number: 'RE-NEU-9',
    date: `03.03.${new Date().getFullYear()}`,
  });
});
afterAll(async () => t.close());

const base = '/api/arc/retention';
const dueIds = async () =>
  ((await admin.get(`${base}/due`, { mandantId })).json() as { sourceDocumentId: string }[]).map(
    (row) => row.sourceDocumentId,
  );

describe('retention (§ 147 AO)', () => {
  it('lists only documents whose period ended with the calendar year and refuses deleting the others', async () => {
    expect(await dueIds()).toEqual([expired.documentId]);
    const refused = await admin.post(`${base}/delete`, {
      mandantId,
      sourceDocumentIds: [running.documentId],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('archive.retention_not_expired');
    expect(
      await databaseRefusal(
        t.deps.database.execute(`DELETE FROM archive_document WHERE source_document_id = $1`, [
          running.documentId,
        ]),
      ),
    ).toMatch(/immutable/);
  });

  it('lets only administrators decide', async () => {
    const erfasser = captureClient(t, await t.login('erfasser'));
    expect((await erfasser.get(`${base}/due`, { mandantId })).statusCode).toBe(403);
    const deletion = await erfasser.post(`${base}/delete`, {
      mandantId,
      sourceDocumentIds: [expired.documentId],
    });
    expect(deletion.statusCode).toBe(403);
  });

  it('keeps documents under a legal hold of the document or the Mandant', async () => {
    const missingReason = await admin.post(`${base}/hold`, {
      sourceDocumentId: expired.documentId,
      hold: true,
    });
    expect(missingReason.json().error.code).toBe('archive.retention_reason_required');
    await admin.post(`${base}/hold`, {
      sourceDocumentId: expired.documentId,
      hold: true,
      reason: 'Betriebsprüfung 2026',
    });
    expect(await dueIds()).toEqual([]);
    const held = await admin.post(`${base}/delete`, { mandantId, sourceDocumentIds: [expired.documentId] });
    expect(held.json().error.code).toBe('archive.retention_not_expired');
    await admin.post(`${base}/hold`, { sourceDocumentId: expired.documentId, hold: false });
    await admin.post(`${base}/mandanthold`, { mandantId, hold: true, reason: 'Rechtsstreit' });
    expect(await dueIds()).toEqual([]);
    await admin.post(`${base}/mandanthold`, { mandantId, hold: false });
    expect(await dueIds()).toEqual([expired.documentId]);
  });

  it('deletes an expired document completely, audited, with a line in the deletion report', async () => {
    const deleted = await admin.post(`${base}/delete`, {
      mandantId,
      sourceDocumentIds: [expired.documentId],
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual([
      expect.objectContaining({
        sourceDocumentId: expired.documentId,
        retentionClass: 'booking_document',
        retentionUntil: '2025-12-31',
        revisions: 1,
        deletedBy: 'Anna Admin',
      }),
    ]);
    const count = async (sql: string) =>
      Number((await t.deps.database.execute(sql, [expired.documentId])).rows[0]?.n);
    expect(await count(`SELECT count(*)::int AS n FROM archive_document WHERE source_document_id = $1`)).toBe(
      0,
    );
    expect(await count(`SELECT count(*)::int AS n FROM archive_page WHERE source_document_id = $1`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM cap_document WHERE id = $1`)).toBe(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'archive.deleted' AND entity_id = $1`,
      ),
    ).toBe(1);
    const report = (await admin.get(`${base}/report`, { mandantId })).json();
    expect(report.map((row: { sourceDocumentId: string }) => row.sourceDocumentId)).toEqual([
      expired.documentId,
    ]);
    expect(
      await databaseRefusal(
        t.deps.database.execute(`DELETE FROM archive_deletion WHERE source_document_id = $1`, [
          expired.documentId,
        ]),
      ),
    ).toMatch(/immutable/);
    expect(
      (await admin.get('/api/arc/ArcDocViewer/GetDocument', { documentId: running.archiveId })).statusCode,
    ).toBe(200);
  });

  it('builds the GDPdU data carrier of a period, anchoring the audit trail first', async () => {
    const year = new Date().getFullYear();
    const period = { mandantId, from: `${year}-01-01`, to: `${year}-12-31` };
    const future = await admin.post('/api/arc/export/gdpdu', {
      ...period,
      from: `${year + 1}-01-01`,
      to: `${year + 1}-12-31`,
    });
    expect(future.json().error.code).toBe('archive.export_period_invalid');
    const started = await admin.post('/api/arc/export/gdpdu', period);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ documents: 1 });
    const anchors = readdirSync(path.join(t.deps.config.dataDir, 'audit-anchors'));
    expect(anchors.some((name) => name.endsWith('-export.json'))).toBe(true);
    const { rows } = await t.deps.database.execute(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'archive.gdpdu_exported'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
