import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoicePdf, sampleInvoice, textPdf } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  importDocument,
  mandantIdOf,
  type CaptureClient,
} from './test/capture-test-helpers.js';

let t: TestApp;
let admin: CaptureClient;
let erfasser: CaptureClient;
let mandantId: string;
let stackId: string;
let documentId: string;
let pageIds: string[];

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  erfasser = captureClient(t, await t.login('erfasser'));
  mandantId = await mandantIdOf(t, 10001);
  stackId = (await createStack(admin, mandantId, 'Viewer')).id;
  documentId = await importDocument(
    t,
    admin,
    mandantId,
    stackId,
    'Rechnung Schneider.pdf',
    await invoicePdf(sampleInvoice, 2),
  );
  pageIds = (
    (await admin.get('/api/cap/CapDocViewer/GetDocPagesInfo', { mandantId, documentId })).json() as {
      id: string;
    }[]
  ).map((page) => page.id);
});
afterAll(async () => t.close());

const viewer = '/api/cap/CapDocViewer';
// The "Gesamtbetrag 119,00 EUR" line of the sample invoice, in points from the top left of the page.
const totalLine = { Left: 50, Top: 262, Width: 300, Height: 26 };

describe('CapDocViewer', () => {
  it('OcrTextSelected returns the text, highlight areas and flags, and fills the active field when applied', async () => {
    const response = await erfasser.post(`${viewer}/OcrTextSelected`, {
      mandantId,
      ActiveDocument: documentId,
      ActivePage: pageIds[0],
      Selection: totalLine,
      FieldTypeTag: 'Betrag',
      Apply: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      SearchText: 'Gesamtbetrag 119,00 EUR',
      SearchCurDocUID: documentId,
      SearchCurPageUID: pageIds[0],
      FieldTypeTag: 'Betrag',
      AppliedValue: '119.00',
      ViewIsDirty: true,
      CurZoomMode: 2,
    });
    expect(body.ViewState & 1).toBe(1);
    expect(JSON.parse(body.SearchTextAreasJson)).toHaveLength(3);
    expect(body.Hash).toMatch(/^[0-9a-f]{16}$/);
    const index = (await admin.get('/api/cap/CapIndex/GetIndexData', { mandantId, documentId })).json();
    expect(index.index.find((entry: { field: string }) => entry.field === 'Betrag')).toMatchObject({
      value: '119.00',
      source: 'selection',
      pageId: pageIds[0],
    });
  });

  it('OcrTextSelected reads the same words on a turned page, in the turned coordinates', async () => {
    const own = await importDocument(
      t,
      admin,
      mandantId,
      stackId,
      'gedreht.pdf',
      await invoicePdf({ ...sampleInvoice, number: 'ROT-1' }),
    );
    const [page] = (await admin.get(`${viewer}/GetDocPagesInfo`, { mandantId, documentId: own })).json() as {
      id: string;
      height: number;
    }[];
    await admin.post('/api/cap/stack/rotate', { mandantId, pageIds: [page?.id], degrees: 90 });
    const height = page?.height ?? 842;
    const turned = {
      Left: height - (totalLine.Top + totalLine.Height),
      Top: totalLine.Left,
      Width: totalLine.Height,
      Height: totalLine.Width,
    };
    const body = (
      await admin.post(`${viewer}/OcrTextSelected`, {
        mandantId,
        ActiveDocument: own,
        ActivePage: page?.id,
        Selection: turned,
      })
    ).json();
    expect(body).toMatchObject({
      SearchText: 'Gesamtbetrag 119,00 EUR',
      AppliedValue: null,
      ViewIsDirty: false,
    });
    const [area] = JSON.parse(body.SearchTextAreasJson) as { Left: number; Width: number; Height: number }[];
    expect(area?.Height).toBeGreaterThan(area?.Width ?? 0);
  });

  it('answers an empty selection and a page without text clearly', async () => {
    const empty = (
      await admin.post(`${viewer}/OcrTextSelected`, {
        mandantId,
        ActiveDocument: documentId,
        ActivePage: pageIds[0],
        Selection: { Left: 500, Top: 800, Width: 10, Height: 10 },
      })
    ).json();
    expect(empty).toMatchObject({ SearchText: '', CurZoomMode: 1, SearchZommInRect: null });
    const wrongDocument = await admin.post(`${viewer}/OcrTextSelected`, {
      mandantId,
      ActiveDocument: stackId,
      ActivePage: pageIds[0],
      Selection: totalLine,
    });
    expect(wrongDocument.statusCode).toBe(404);
  });

  it('gives the page text with word boxes', async () => {
    const text = (
      await admin.get(`${viewer}/ExtractOCRTextFromPage`, { mandantId, pageId: pageIds[0] as string })
    ).json();
    expect(text.text).toContain('Rechnungsnummer: RE-2026-0042');
    expect(text.words.find((word: { text: string }) => word.text === 'RE-2026-0042').box.x0).toBeGreaterThan(
      60,
    );
    expect(text).toMatchObject({ source: 'text_layer', width: 595 });
  });

  it('streams the current PDF, offers it as a download and keeps the original for Original-Leser', async () => {
    const stream = await t.app.inject({
      method: 'GET',
      url: `${viewer}/StreamDocItem?mandantId=${mandantId}&documentId=${documentId}`,
      headers: { authorization: await t.login('erfasser') },
    });
    expect(stream.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(stream.rawPayload)).getPageCount()).toBe(2);
    const download = await t.app.inject({
      method: 'GET',
      url: `${viewer}/GetDocumentAsPdf?mandantId=${mandantId}&documentId=${documentId}`,
      headers: { authorization: await t.login('admin') },
    });
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Rechnung%20Schneider.pdf");
    await t.deps.database.execute(
      `DELETE FROM user_group_member WHERE user_id = (SELECT id FROM app_user WHERE kuerzel = 'erfasser') AND group_id IN (SELECT id FROM user_group WHERE name = 'Original-Leser')`,
    );
    const originalRefused = await t.app.inject({
      method: 'GET',
      url: `${viewer}/StreamDocItem?mandantId=${mandantId}&documentId=${documentId}&original=true`,
      headers: { authorization: await t.login('erfasser') },
    });
    expect(originalRefused.statusCode).toBe(403);
    const original = await t.app.inject({
      method: 'GET',
      url: `${viewer}/StreamDocItem?mandantId=${mandantId}&documentId=${documentId}&original=true`,
      headers: { authorization: await t.login('admin') },
    });
    expect(original.statusCode).toBe(200);
  });

  it('zips documents and pages', async () => {
    const authorization = await t.login('admin');
    const documents = await t.app.inject({
      method: 'POST',
      url: `${viewer}/DownloadDocumentsAsZip`,
      payload: { mandantId, documentIds: [documentId] },
      headers: { authorization },
    });
    expect(documents.headers['content-type']).toBe('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(documents.rawPayload)))).toEqual(['Rechnung Schneider.pdf']);
    const pages = await t.app.inject({
      method: 'POST',
      url: `${viewer}/DownloadPagesAsZip`,
      payload: { mandantId, pageIds },
      headers: { authorization },
    });
    const entries = unzipSync(new Uint8Array(pages.rawPayload));
    expect(Object.keys(entries)).toEqual([
      'Rechnung Schneider_Seite_1.pdf',
      'Rechnung Schneider_Seite_2.pdf',
    ]);
    expect(
      (await PDFDocument.load(entries['Rechnung Schneider_Seite_2.pdf'] as Uint8Array)).getPageCount(),
    ).toBe(1);
    const base64 = (
      await admin.post(`${viewer}/DownloadDocsAsZipBase64`, { mandantId, documentIds: [documentId] })
    ).json();
    expect(Object.keys(unzipSync(Buffer.from(base64.base64, 'base64')))).toHaveLength(1);
  });

  it('stores annotations per page (PUT) and renders them into the page image', async () => {
    const json = JSON.stringify([
      { type: 'highlight', x: 50, y: 260, width: 300, height: 30, color: '#f08c00', text: 'prüfen' },
    ]);
    const saved = await admin.put(`${viewer}/SaveNewAnnotationByPageUid`, {
      mandantId,
      docUid: documentId,
      pageUid: pageIds[1],
      selectedPageIndex: 1,
      jsonAnnotations: json,
    });
    expect(saved.json()).toMatchObject({ selectedPageIndex: 1, jsonAnnotations: json });
    expect(
      (await admin.get(`${viewer}/GetNewAnnotation`, { mandantId, documentId, pageIndex: '1' })).json()
        .jsonAnnotations,
    ).toBe(json);
    expect(
      (
        await admin.get(`${viewer}/GetNewAnnotationByPageUid`, { mandantId, pageId: pageIds[0] as string })
      ).json().jsonAnnotations,
    ).toBe('[]');
    const rendered = await t.app.inject({
      method: 'GET',
      url: `${viewer}/RenderAnnotationByPageUid?mandantId=${mandantId}&pageId=${pageIds[1]}`,
      headers: { authorization: await t.login('admin') },
    });
    expect(rendered.headers['content-type']).toBe('image/png');
    expect(rendered.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const stamps = (await admin.get(`${viewer}/GetCustomStampInfos`, { mandantId })).json();
    expect(stamps.map((stamp: { text: string }) => stamp.text)).toContain('Genehmigt');
  });

  it('previews image operations without storing and persists them as a new version', async () => {
    const own = await importDocument(t, admin, mandantId, stackId, 'bild.pdf', await textPdf(1));
    const [page] = (await admin.get(`${viewer}/GetDocPagesInfo`, { mandantId, documentId: own })).json() as {
      id: string;
    }[];
    const preview = await t.app.inject({
      method: 'POST',
      url: `${viewer}/ProcessImage`,
      payload: { mandantId, pageId: page?.id, operation: 'bitonal' },
      headers: { authorization: await t.login('admin') },
    });
    expect(preview.headers['content-type']).toBe('image/png');
    expect(
      (await admin.get('/api/cap/stack/document', { mandantId, documentId: own })).json().currentVersion
        .versionNo,
    ).toBe(1);
    await admin.post(`${viewer}/ProcessImageAndPersist`, {
      mandantId,
      pageId: page?.id,
      operation: 'grayscale',
    });
    const after = (await admin.get('/api/cap/stack/document', { mandantId, documentId: own })).json();
    expect(after.currentVersion).toMatchObject({ versionNo: 2, operation: 'grayscale' });
    expect(after.pages[0].hasText).toBe(true);
  });

  it('serves thumbnails and page images, and keeps the view options in the user settings', async () => {
    const authorization = await t.login('admin');
    const thumbnail = await t.app.inject({
      method: 'GET',
      url: `${viewer}/Thumbnail?mandantId=${mandantId}&pageId=${pageIds[0]}`,
      headers: { authorization },
    });
    expect(thumbnail.headers['cache-control']).toContain('immutable');
    const byIndex = await t.app.inject({
      method: 'GET',
      url: `${viewer}/FileStreamIdx?mandantId=${mandantId}&documentId=${documentId}&index=1&dpi=50`,
      headers: { authorization },
    });
    expect(byIndex.headers['content-type']).toBe('image/png');
    // Zoom, thumbnails and highlighting are the user's settings of Einstellungen › Ansicht.
    expect((await admin.get(`${viewer}/GetStdViewMode`, { mandantId })).json()).toEqual({ zoomMode: 'fit' });
    await admin.post(`${viewer}/SetStdViewMode`, { mandantId, zoomMode: 'wholeHeight' });
    expect((await admin.get(`${viewer}/GetViewOptions`, { mandantId })).json().zoomMode).toBe('wholeHeight');
    expect((await admin.get('/api/man/settings/getstandardview', {})).json()).toEqual({
      view: 'PDF',
      size: 'GANZE_HOEHE',
    });
    await admin.post('/api/man/settings/setthumbmode', { value: { mode: 'AUS' } });
    await admin.post('/api/man/settings/sethighlightsearcharea', { value: { enabled: false } });
    expect((await admin.get(`${viewer}/GetViewOptions`, { mandantId })).json()).toMatchObject({
      showThumbnails: false,
      highlightFieldSources: false,
    });
  });
});

describe('CapIndex split helpers', () => {
  it('computes the rest and new entries in exact cents', async () => {
    const rest = (
      await admin.post('/api/cap/CapIndex/CalcSumRest', {
        mandantId,
        total: '119,00',
        entries: [
          { konto: '4930', betrag: '50,00' },
          { konto: '4940', betrag: '19,99' },
        ],
      })
    ).json();
    expect(rest).toEqual({ total: '119.00', distributed: '69.99', rest: '49.01' });
    const percent = (
      await admin.post('/api/cap/CapIndex/CalculateSplitEntry', {
        mandantId,
        total: '100,00',
        mode: 'percentOfRemaining',
        value: '50',
        entries: [{ konto: '4930', betrag: '40,00' }],
      })
    ).json();
    expect(percent).toEqual({ betrag: '30.00', rest: '30.00' });
    const remaining = (
      await admin.post('/api/cap/CapIndex/CalculateSplitEntry', {
        mandantId,
        total: '100,00',
        mode: 'RemainingAmount',
        entries: [{ konto: '4930', betrag: '33,33' }],
      })
    ).json();
    expect(remaining).toEqual({ betrag: '66.67', rest: '0.00' });
    const bad = await admin.post('/api/cap/CapIndex/CalcSumRest', { mandantId, total: 'abc', entries: [] });
    expect(bad.statusCode).toBe(400);
    const fields = (await admin.get('/api/cap/CapIndex/GetIndexFieldDefinitions', { mandantId })).json();
    expect(fields.find((field: { field: string }) => field.field === 'Kennung')).toMatchObject({
      required: true,
      active: true,
      kind: 'text',
    });
  });
});
