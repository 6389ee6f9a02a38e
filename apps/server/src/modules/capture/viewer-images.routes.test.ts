import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoicePdf } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  importDocument,
  mandantIdOf,
  type CaptureClient,
} from './test/capture-test-helpers.js';

let t: TestApp;
let admin: CaptureClient;
let mandantId: string;
let documentId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
  const stack = await createStack(admin, mandantId, 'Regelbereiche', { autoJobs: ['extraction'] });
  documentId = await importDocument(t, admin, mandantId, stack.id, 'rechnung.pdf', await invoicePdf());
});
afterAll(async () => t.close());

/** The mean colour of a box of a PNG rendered at 72 dpi (one pixel per point). */
async function meanColour(png: Buffer, box: { x0: number; y0: number; x1: number; y1: number }) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  let count = 0;
  for (let y = Math.ceil(box.y0); y < Math.floor(box.y1); y += 1) {
    for (let x = Math.ceil(box.x0); x < Math.floor(box.x1); x += 1) {
      const offset = (y * info.width + x) * info.channels;
      for (let channel = 0; channel < 3; channel += 1) sums[channel]! += data[offset + channel]!;
      count += 1;
    }
  }
  return sums.map((sum) => sum / count) as [number, number, number];
}

/** How much bluer than red, and redder than blue, a colour is. */
const blueness = ([r, , b]: number[]) => b! - r!;
const redness = ([r, , b]: number[]) => r! - b!;

describe('CapDocViewer/RenderRuleAnnotations', () => {
  it('draws the areas the capture-mask values were read from, and areas a rule names', async () => {
    const document = (await admin.get('/api/cap/stack/document', { mandantId, documentId })).json();
    const page = document.pages[0];
    const betrag = document.index.find((entry: { field: string }) => entry.field === 'Betrag');
    const blank = { x0: 420, y0: 40, x1: 500, y1: 80 };
    const plain = await admin.get('/api/cap/CapDocViewer/FileStreamUid', {
      mandantId,
      pageId: page.id,
      dpi: '72',
    });
    const plainAmount = await meanColour(plain.rawPayload, betrag.area);
    expect(blueness(plainAmount)).toBeLessThan(5);

    const extraction = await admin.post('/api/cap/CapDocViewer/RenderRuleAnnotations', {
      mandantId,
      pageId: page.id,
      dpi: 72,
    });
    expect(extraction.statusCode).toBe(200);
    expect(extraction.headers['content-type']).toBe('image/png');
    expect(blueness(await meanColour(extraction.rawPayload, betrag.area))).toBeGreaterThan(30);
    expect(await meanColour(extraction.rawPayload, blank)).toEqual(await meanColour(plain.rawPayload, blank));

    const rule = await admin.post('/api/cap/CapDocViewer/RenderRuleAnnotations', {
      mandantId,
      pageId: page.id,
      dpi: 72,
      areas: [{ box: blank, label: 'Suchbereich', color: '#e03131' }],
    });
    expect(redness(await meanColour(rule.rawPayload, blank))).toBeGreaterThan(30);
    expect(await meanColour(rule.rawPayload, betrag.area)).toEqual(plainAmount);
  });

  it('refuses pages of another Mandant and areas that are not boxes', async () => {
    const document = (await admin.get('/api/cap/stack/document', { mandantId, documentId })).json();
    const other = await mandantIdOf(t, 10002);
    const foreign = await admin.post('/api/cap/CapDocViewer/RenderRuleAnnotations', {
      mandantId: other,
      pageId: document.pages[0].id,
    });
    expect(foreign.json().error.code).toBe('capture.page_not_found');
    const invalid = await admin.post('/api/cap/CapDocViewer/RenderRuleAnnotations', {
      mandantId,
      pageId: document.pages[0].id,
      areas: [{ box: { x0: 'links' } }],
    });
    expect(invalid.statusCode).toBe(400);
  });
});
