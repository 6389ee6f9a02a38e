import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { captureClient, mandantIdOf, type CaptureClient } from '../capture/test/capture-test-helpers.js';
import { createSearchRepository } from './archive-search.repository.js';
import { captureAndArchive } from './test/archive-test-helpers.js';

let t: TestApp;
let admin: CaptureClient;
let mandantId: string;
const docs = {} as Record<'a' | 'b' | 'c', Awaited<ReturnType<typeof captureAndArchive>>>;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
  docs.a = await captureAndArchive(t, admin, mandantId, { number: 'S-1' });
  docs.b = await captureAndArchive(t, admin, mandantId, {
    number: 'S-2',
    date: '10.11.2025',
    net: '2.000,00',
    vat: '380,00',
    gross: '2.380,00',
    creditor: 'Holzbau Meier KG',
    vatId: 'DE811569869',
  });
  docs.c = await captureAndArchive(t, admin, mandantId, {
    number: 'S-3',
    net: '42,02',
    vat: '7,98',
    gross: '50,00',
  });
});
afterAll(async () => t.close());

type Started = {
  runId: string;
  state: string;
  hits: number;
  limited: boolean;
  warnings: string[];
  rows: { sourceDocumentId: string }[];
};

async function search(client: CaptureClient, body: Record<string, unknown>) {
  const response = await client.post('/api/arc/search', { mandantIds: [mandantId], ...body });
  return { status: response.statusCode, body: response.json() as Started & { error?: { code: string } } };
}

const ids = (started: Started) => started.rows.map((row) => row.sourceDocumentId).sort();
const expected = (...keys: ('a' | 'b' | 'c')[]) => keys.map((key) => docs[key].documentId).sort();

/** Polls a running search until it has ended (the suite's timeout ends a hang). */
async function untilEnded(runId: string) {
  for (;;) {
    const run = (await admin.get(`/api/arc/search/${runId}`, {})).json() as Started;
    if (run.state === 'ended' || run.state === 'aborted') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('archive search', () => {
  it('finds by index fields: Kreditor, amount and date ranges, invoice number', async () => {
    const byCreditor = await search(admin, {
      entries: [{ field: 'Kreditor', value: 'büromarkt schneider gmbh' }],
    });
    expect(ids(byCreditor.body)).toEqual(expected('a', 'c'));
    const byAmount = await search(admin, { entries: [{ field: 'Betrag', from: '100', to: '2.000,00' }] });
    expect(ids(byAmount.body)).toEqual(expected('a'));
    const byDate = await search(admin, { entries: [{ field: 'Belegdatum', from: '01.01.2026' }] });
    expect(ids(byDate.body)).toEqual(expected('a', 'c'));
    const byNumber = await search(admin, { entries: [{ field: 'Kennung', value: 's-2' }] });
    expect(ids(byNumber.body)).toEqual(expected('b'));
    const byVat = await search(admin, { entries: [{ field: 'UStId', value: 'DE811569869' }] });
    expect(ids(byVat.body)).toEqual(expected('b'));
    const bad = await search(admin, { entries: [{ field: 'Belegdatum', from: '31.02.2026' }] });
    expect(bad.body.error?.code).toBe('archive.search_invalid');
  });

  it('searches the German page text with stemming and refuses terms of 3 letters or fewer', async () => {
    expect(ids((await search(admin, { fulltext: 'Holzbau' })).body)).toEqual(expected('b'));
    expect(ids((await search(admin, { fulltext: 'Rechnungen' })).body)).toEqual(expected('a', 'b', 'c'));
    const short = await search(admin, { fulltext: 'Holzbau KG' });
    expect(short.status).toBe(400);
    expect(short.body.error?.code).toBe('archive.fulltext_term_too_short');
    const stopWords = await search(admin, { fulltext: 'oder auch' });
    expect(stopWords.body.warnings).toContain('archive.search_warning_ambiguous');
  });

  it('answers the first page at once and counts on in the background up to the maximum count', async () => {
    const first = await search(admin, { pageSize: 1 });
    expect(first.body.rows).toHaveLength(1);
    expect(first.body.state).toBe('found_continuing');
    expect(await untilEnded(first.body.runId)).toMatchObject({ state: 'ended', hits: 3, limited: false });
    const rest = (
      await admin.get(`/api/arc/search/${first.body.runId}/rows`, { offset: '1', limit: '10' })
    ).json();
    expect(rest).toHaveLength(2);
    const limited = await search(admin, { pageSize: 1, maxCount: 2 });
    expect(await untilEnded(limited.body.runId)).toMatchObject({
      hits: 2,
      limited: true,
      warnings: ['archive.search_limited'],
    });
    const small = await search(admin, { entries: [{ field: 'Kennung', value: 'S-1' }] });
    expect(small.body).toMatchObject({ state: 'ended', hits: 1 });
  });

  it('keeps an aborted search aborted when its count finishes later', async () => {
    const repository = createSearchRepository({ db: t.deps.db });
    const userId = String(
      (await t.deps.database.execute(`SELECT id FROM app_user WHERE kuerzel = 'admin'`)).rows[0]?.id,
    );
    const run = await repository.insertRun({
      userId,
      state: 'found_continuing',
      maxCount: 10,
      query: {},
      startedAt: new Date().toISOString(),
    });
    await repository.abortRun(run.id, userId, new Date().toISOString());
    await repository.finishRun(run.id, {
      state: 'ended',
      hits: 5,
      limited: false,
      endedAt: new Date().toISOString(),
    });
    expect(await repository.findRun(run.id, userId)).toMatchObject({ state: 'aborted' });
  });

  it("scopes every search to the caller's Mandanten and archive right", async () => {
    const sba = captureClient(t, await t.login('sba'));
    expect((await search(sba, {})).body.rows).toEqual([]);
    const mandant = captureClient(t, await t.login('mandant'));
    expect(ids((await search(mandant, { fulltext: 'Holzbau' })).body)).toEqual(expected('b'));
  });

  it('shows older revisions only when asked', async () => {
    await admin.post('/api/arc/ArcDocViewer/CreateRevision', {
      documentId: docs.c.archiveId,
      reason: 'Nummer korrigiert',
      values: [{ field: 'Kennung', value: 'S-3a' }],
    });
    const old = { entries: [{ field: 'Kennung', value: 'S-3' }] };
    expect((await search(admin, old)).body.rows).toEqual([]);
    const withRevisions = await search(admin, { ...old, showRevision: true });
    expect(withRevisions.body.rows).toEqual([expect.objectContaining({ revision: 1, status: 'superseded' })]);
  });

  it('saves, copies, publishes and deletes search masks by their owner', async () => {
    const mask = {
      name: 'Büromarkt',
      entries: [{ field: 'Kreditor', value: 'Büromarkt*' }],
      resultFields: ['Belegdatum', 'Betrag'],
    };
    const saved = (await admin.post('/api/arc/masks/save', mask)).json();
    expect(saved).toMatchObject({ name: 'Büromarkt', own: true, published: false, showRevision: false });
    expect((await admin.post('/api/arc/masks/save', mask)).json().error.code).toBe('archive.mask_name_taken');
    const erfasser = captureClient(t, await t.login('erfasser'));
    expect((await erfasser.get('/api/arc/masks', {})).json()).toEqual([]);
    await admin.post('/api/arc/masks/publish', { id: saved.id, published: true });
    expect((await erfasser.get('/api/arc/masks', {})).json()).toEqual([
      expect.objectContaining({ id: saved.id, own: false }),
    ]);
    expect((await erfasser.post('/api/arc/masks/delete', { id: saved.id })).json().error.code).toBe(
      'archive.mask_not_owner',
    );
    const copy = (await erfasser.post('/api/arc/masks/copy', { id: saved.id, name: 'Meine Kopie' })).json();
    expect(copy).toMatchObject({ name: 'Meine Kopie', own: true, entries: mask.entries });
    expect((await admin.post('/api/arc/masks/delete', { id: saved.id })).statusCode).toBe(200);
    expect(ids((await search(admin, { entries: mask.entries })).body)).toEqual(expected('a', 'c'));
  });

  it('opens deep links and external sessions only for users they are released to', async () => {
    const link = await admin.get(`/api/arc/ArcDocViewer/DL/${docs.a.documentId}`, {});
    expect(link.json()).toMatchObject({ id: docs.a.archiveId, invoiceNumber: 'S-1' });
    const freigeber = captureClient(t, await t.login('freigeber'));
    expect((await freigeber.get(`/api/arc/ArcDocViewer/DL/${docs.a.documentId}`, {})).json().error.code).toBe(
      'archive.deep_link_not_released',
    );
    const session = (
      await admin.post('/api/arc/ArcDocViewer/EXTERN', {
        mandantId,
        sourceDocumentIds: [docs.a.documentId, docs.b.documentId],
      })
    ).json();
    const opened = (await admin.get(`/api/arc/ArcDocViewer/EXTERN/${session.sessionUid}`, {})).json();
    expect(opened.documents).toHaveLength(2);
    const mandant = captureClient(t, await t.login('mandant'));
    expect((await mandant.get(`/api/arc/ArcDocViewer/EXTERN/${session.sessionUid}`, {})).statusCode).toBe(
      404,
    );
  });

  it('finds the history of a Mandant in its audit trail', async () => {
    const rows = (
      await admin.post('/api/arc/history/search', { mandantId, action: 'archive.archived' })
    ).json();
    expect(rows.length).toBe(3);
    expect(rows[0]).toMatchObject({ action: 'archive.archived', entityType: 'archive_document' });
  });
});
