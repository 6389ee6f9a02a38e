import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sweepOrphanObjects } from './capture-objects-sweep.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { invoicePdf } from './test/capture-fixtures.js';
import { captureClient, createStack, importDocument, mandantIdOf } from './test/capture-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
});
afterAll(async () => t.close());

const stored = async (sha256: string) => (await t.deps.storage.size(sha256)) !== null;

describe('sweep of stored objects after a crash', () => {
  it('removes what nothing refers to and keeps every object of a document and of a waiting upload', async () => {
    const client = captureClient(t, await t.login('erfasser'));
    const mandantId = await mandantIdOf(t, 10001);
    const stack = await createStack(client, mandantId, 'Aufräumen');
    const documentId = await importDocument(t, client, mandantId, stack.id, 'beleg.pdf', await invoicePdf());
    const ctx = createCaptureContext(t.deps);
    const { rows } = await t.deps.database.execute(
      `SELECT d.original_sha256, p.thumb_sha256 FROM cap_document d JOIN cap_page p ON p.document_id = d.id WHERE d.id = $1`,
      [documentId],
    );
    const kept = rows.flatMap((row) => Object.values(row as Record<string, string>));
    // Left by a cut-off import attempt, and an upload whose import job is still waiting.
    const leftover = (await t.deps.storage.put(Buffer.from('Vorschaubild eines abgebrochenen Imports')))
      .sha256;
    const waiting = (await t.deps.storage.put(Buffer.from('%PDF-1.7 wartet auf den Import'))).sha256;
    await t.deps.database.execute(
      `INSERT INTO job (kind, mandant_id, state, payload) VALUES ('capture.import', $1, 'waiting', $2)`,
      [mandantId, JSON.stringify({ sha256: waiting })],
    );
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    await pause();
    const crashNoticed = new Date();
    await pause();
    const later = (await t.deps.storage.put(Buffer.from('nach dem Absturz geschrieben'))).sha256;

    const removed = await sweepOrphanObjects(ctx, crashNoticed);
    expect(removed).toContain(leftover);
    expect(await stored(leftover)).toBe(false);
    for (const sha256 of [...kept, waiting]) expect(await stored(sha256), sha256).toBe(true);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    // Written after the moment the crash ended: not the sweep's business.
    expect(await stored(later)).toBe(true);
    expect(removed).not.toContain(later);
  });
});
