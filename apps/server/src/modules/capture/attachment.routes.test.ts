import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoicePdf, multipart } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  importDocument,
  mandantIdOf,
  type CaptureClient,
} from './test/capture-test-helpers.js';

const LIMIT = 50_000;
let t: TestApp;
let admin: CaptureClient;
let adminAuthorization: string;
let mandantId: string;
let documentId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work', env: { UPLOAD_MAX_BYTES: String(LIMIT) } });
  adminAuthorization = await t.login('admin');
  admin = captureClient(t, adminAuthorization);
  mandantId = await mandantIdOf(t, 10001);
  const stack = await createStack(admin, mandantId, 'Anlagen');
  documentId = await importDocument(t, admin, mandantId, stack.id, 'rechnung.pdf', await invoicePdf());
});
afterAll(async () => t.close());

function attach(
  file: { name: string; content: Buffer },
  authorization = adminAuthorization,
  id = documentId,
) {
  const body = multipart([file]);
  return t.app.inject({
    method: 'POST',
    url: `/api/cap/stack/addattachment?mandantId=${mandantId}&documentId=${id}`,
    payload: body.payload,
    headers: { authorization, 'accept-language': 'de', ...body.headers },
  });
}

const list = async () =>
  (await admin.get('/api/cap/stack/attachments', { mandantId, documentId })).json() as {
    id: string;
    fileName: string;
    contentType: string;
    size: number;
    createdBy: string;
  }[];

describe('attachments /api/cap/stack/*', () => {
  it('adds files with their type sniffed from the bytes, lists and downloads them', async () => {
    const csv = Buffer.from('Artikel;Menge\nPapier A4;10\n');
    const added = await attach({ name: 'lieferschein.pdf', content: csv });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      documentId,
      fileName: 'lieferschein.pdf',
      contentType: 'text/plain',
      size: csv.length,
      createdBy: (await t.deps.tenancy.findUserByLogin('admin'))?.fullName,
    });
    const pdf = await invoicePdf();
    await attach({ name: 'angebot', content: pdf });
    expect((await list()).map((entry) => [entry.fileName, entry.contentType])).toEqual([
      ['lieferschein.pdf', 'text/plain'],
      ['angebot', 'application/pdf'],
    ]);

    const download = await admin.get('/api/cap/stack/attachment', {
      mandantId,
      attachmentId: added.json().id,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(csv)).toBe(true);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toContain('attachment; filename="lieferschein.pdf"');
  });

  it('refuses empty and oversized files and stores nothing of them', async () => {
    const before = (await list()).length;
    const empty = await attach({ name: 'leer.txt', content: Buffer.alloc(0) });
    expect(empty.json().error).toMatchObject({
      code: 'capture.file_empty',
      message: 'Die Datei ist leer (0 Byte) und wurde nicht übernommen.',
    });
    const big = Buffer.alloc(LIMIT + 1, 7);
    const tooLarge = await attach({ name: 'gross.bin', content: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('capture.file_too_large');
    expect((await list()).length).toBe(before);
    const { rows } = await t.deps.database.execute(
      `SELECT count(*)::int AS n FROM cap_attachment WHERE file_name IN ('leer.txt', 'gross.bin')`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('deletes an attachment and its stored bytes, and refuses changes to locked documents', async () => {
    const content = Buffer.from('Nur einmal gespeichert: Anlage zum Löschen');
    const added = (await attach({ name: 'weg.txt', content })).json() as { id: string };
    const { rows } = await t.deps.database.execute(`SELECT sha256 FROM cap_attachment WHERE id = $1`, [
      added.id,
    ]);
    const sha256 = String(rows[0]?.sha256);
    expect(await t.deps.storage.size(sha256)).toBe(content.length);
    const deleted = await admin.post('/api/cap/stack/deleteattachment', {
      mandantId,
      attachmentId: added.id,
    });
    expect(deleted.json()).toEqual({ ok: true });
    expect((await list()).map((entry) => entry.id)).not.toContain(added.id);
    expect(await t.deps.storage.size(sha256)).toBeNull();
    const again = await admin.post('/api/cap/stack/deleteattachment', { mandantId, attachmentId: added.id });
    expect(again.json().error.code).toBe('capture.attachment_not_found');

    await admin.post('/api/cap/stack/setstate', {
      mandantId,
      documentIds: [documentId],
      flag: 'locked',
      value: true,
    });
    const locked = await attach({ name: 'spaet.txt', content: Buffer.from('zu spät') });
    expect(locked.json().error.code).toBe('capture.document_locked');
    await admin.post('/api/cap/stack/setstate', {
      mandantId,
      documentIds: [documentId],
      flag: 'locked',
      value: false,
    });
  });

  it('keeps attachments inside their Mandant', async () => {
    const [first] = await list();
    const otherMandant = await mandantIdOf(t, 10002);
    const foreign = await admin.get('/api/cap/stack/attachment', {
      mandantId: otherMandant,
      attachmentId: first!.id,
    });
    expect(foreign.json().error.code).toBe('capture.attachment_not_found');
    // sba works for Mandant 10002 only: Bäckerei Sonnenschein does not exist for them.
    const sba = captureClient(t, await t.login('sba'));
    const refused = await sba.get('/api/cap/stack/attachments', { mandantId, documentId });
    expect(refused.json().error.code).toBe('tenancy.mandant_not_found');
  });
});
