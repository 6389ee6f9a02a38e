import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCapturedInvoice, mandantIdOf, userIdOf } from './workflow.testing.js';

/** WFDocViewer: the workflow's document for its participants and its deep-link session, nobody else. */
let t: TestApp;
let mandantId: string;
const auth: Record<string, string> = {};
const ids: Record<string, string> = {};
let linked: { instanceId: string; documentId: string; sha256: string };
let other: { instanceId: string; documentId: string; sha256: string };

const call = (authorization: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const as = (kuerzel: string) => auth[kuerzel] as string;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The workflow's PDF as `authorization` gets it; the viewer's stream and the download agree. */
async function pdfSeenBy(authorization: string, instanceId: string): Promise<Buffer> {
  const stream = await call(authorization, 'GET', `/api/wf/WFDocViewer/StreamDocItem/${instanceId}`);
  const download = await call(authorization, 'GET', `/api/wf/WFDocViewer/GetDocumentAsPdf/${instanceId}`);
  expect(stream.statusCode).toBe(200);
  expect(sha256(download.rawPayload)).toBe(sha256(stream.rawPayload));
  return stream.rawPayload;
}

/** A PDF someone outside Original-Leser got: not the stored bytes, yet the same pages. */
async function expectCopy(bytes: Buffer, storedSha256: string) {
  expect(sha256(bytes)).not.toBe(storedSha256);
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
}

async function start(title: string) {
  const document = await createCapturedInvoice(t, { mandantId, title, index: { Betrag: '50.00' } });
  const response = await call(as('erfasser'), 'POST', '/api/wf/workflows/sendworkflowmulti', {
    mandantId,
    DocIDs: [document.documentId],
    Users: [{ Id: ids.freigeber, Step: 1 }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    documentId: document.documentId,
    sha256: document.sha256,
    instanceId: response.json().Result[0].WF_INSTANCEID as string,
  };
}

const annotationsOf = async (kuerzel: string, instanceId: string) =>
  JSON.parse(
    (await call(as(kuerzel), 'GET', `/api/wf/WFDocViewer/GetNewAnnotation/${instanceId}?pageIndex=0`)).json()
      .jsonAnnotations,
  ) as { id: string; text?: string; createdBy: string; author: string }[];
const saveAnnotations = (kuerzel: string, instanceId: string, items: unknown[]) =>
  call(as(kuerzel), 'PUT', `/api/wf/WFDocViewer/SaveNewAnnotation/${instanceId}`, {
    docUid: linked.documentId,
    selectedPageIndex: 0,
    jsonAnnotations: JSON.stringify(items),
  });

beforeAll(async () => {
  t = await createTestApp();
  mandantId = await mandantIdOf(t, 10001);
  for (const kuerzel of ['admin', 'erfasser', 'freigeber', 'sba', 'mandant']) {
    auth[kuerzel] = await t.login(kuerzel);
    ids[kuerzel] = await userIdOf(t, kuerzel);
  }
  linked = await start('Viewer');
  other = await start('Anderer Beleg');
});
afterAll(async () => t.close());

describe('the workflow’s document', () => {
  it('shows its pages, page images, thumbnails and the PDF to the participants', async () => {
    const document = await call(
      as('freigeber'),
      'GET',
      `/api/wf/WFDocViewer/GetDocument/${linked.instanceId}`,
    );
    expect(document.statusCode, document.body).toBe(200);
    expect(document.json()).toMatchObject({
      DocID: linked.documentId,
      WF_INSTANCEID: linked.instanceId,
      Title: 'Viewer',
      IsEInvoice: false,
      Pages: [{ PageIndex: 0, Width: 595, Height: 842, Rotation: 0 }],
      LockState: { EditLocked: false, InUse: false, InUseBy: null },
    });

    const image = await call(
      as('erfasser'),
      'GET',
      `/api/wf/WFDocViewer/FileStreamIdx/${linked.instanceId}?index=0&dpi=50`,
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const thumbnail = await call(
      as('freigeber'),
      'GET',
      `/api/wf/WFDocViewer/Thumbnail/${linked.instanceId}?index=0`,
    );
    expect(thumbnail.headers['content-type']).toBe('image/png');

    const stream = await call(
      as('freigeber'),
      'GET',
      `/api/wf/WFDocViewer/StreamDocItem/${linked.instanceId}`,
    );
    expect(stream.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(stream.headers['content-disposition']).toBeUndefined();
    const download = await call(
      as('freigeber'),
      'GET',
      `/api/wf/WFDocViewer/GetDocumentAsPdf/${linked.instanceId}`,
    );
    expect(download.headers['content-disposition']).toContain('filename="Viewer.pdf"');

    const missing = await call(
      as('freigeber'),
      'GET',
      `/api/wf/WFDocViewer/FileStreamIdx/${linked.instanceId}?index=3`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('workflow.page_not_found');
  });

  it('gives members of Original-Leser the stored PDF and other participants a marked copy', async () => {
    // erfasser (who started it) is in Original-Leser, freigeber is not.
    expect(sha256(await pdfSeenBy(as('erfasser'), linked.instanceId))).toBe(linked.sha256);
    await expectCopy(await pdfSeenBy(as('freigeber'), linked.instanceId), linked.sha256);
  });

  it('refuses users who take no part in the workflow, even administrators of the Mandant', async () => {
    for (const kuerzel of ['admin', 'mandant']) {
      const response = await call(as(kuerzel), 'GET', `/api/wf/WFDocViewer/GetDocument/${linked.instanceId}`);
      expect(response.statusCode, kuerzel).toBe(403);
      expect(response.json().error.code).toBe('workflow.not_participant');
      const image = await call(as(kuerzel), 'GET', `/api/wf/WFDocViewer/FileStreamIdx/${linked.instanceId}`);
      expect(image.statusCode, kuerzel).toBe(403);
    }
    const otherMandant = await call(
      as('sba'),
      'GET',
      `/api/wf/WFDocViewer/StreamDocItem/${linked.instanceId}`,
    );
    expect(otherMandant.statusCode).toBe(404);
  });

  it('says when someone else has the workflow checked out', async () => {
    const locked = await call(as('freigeber'), 'POST', '/api/wf/workflows/lockout', {
      InstanceId: other.instanceId,
    });
    expect(locked.json().Result.LockResult).toBe(0);
    const state = await call(as('erfasser'), 'GET', `/api/wf/WFDocViewer/GetLockState/${other.instanceId}`);
    expect(state.json()).toEqual({ EditLocked: false, InUse: true, InUseBy: 'Frieda Freigeber' });
    const own = await call(as('freigeber'), 'GET', `/api/wf/WFDocViewer/GetLockState/${other.instanceId}`);
    expect(own.json().InUse).toBe(false);
  });
});

describe('annotations on the workflow’s document', () => {
  it('records who created a note, shares it with capture, and lets only its creator change or delete it', async () => {
    const added = await saveAnnotations('freigeber', linked.instanceId, [
      { type: 'note', x: 50, y: 60, width: 120, height: 40, text: 'Skonto prüfen' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const [note] = await annotationsOf('erfasser', linked.instanceId);
    expect(note).toMatchObject({
      text: 'Skonto prüfen',
      createdBy: ids.freigeber,
      author: 'Frieda Freigeber',
    });
    const inCapture = await call(
      as('erfasser'),
      'GET',
      `/api/cap/CapDocViewer/GetNewAnnotation?mandantId=${mandantId}&documentId=${linked.documentId}&pageIndex=0`,
    );
    expect(JSON.parse(inCapture.json().jsonAnnotations)[0].id).toBe(note?.id);

    const edited = await saveAnnotations('erfasser', linked.instanceId, [{ ...note, text: 'Erledigt' }]);
    expect(edited.statusCode).toBe(403);
    expect(edited.json().error.code).toBe('workflow.annotation_edit_not_creator');
    const deleted = await saveAnnotations('erfasser', linked.instanceId, []);
    expect(deleted.json().error.code).toBe('workflow.annotation_delete_not_creator');

    const both = await saveAnnotations('erfasser', linked.instanceId, [
      note,
      { type: 'rect', x: 10, y: 10, width: 30, height: 30 },
    ]);
    expect(both.statusCode, both.body).toBe(200);
    const afterDelete = await saveAnnotations(
      'freigeber',
      linked.instanceId,
      (await annotationsOf('freigeber', linked.instanceId)).filter(
        (item) => item.createdBy !== ids.freigeber,
      ),
    );
    expect(afterDelete.statusCode, afterDelete.body).toBe(200);
    expect((await annotationsOf('erfasser', linked.instanceId)).map((item) => item.author)).toEqual([
      'Erik Erfasser',
    ]);
  });
});

describe('viewer options', () => {
  it('are stored per user', async () => {
    const defaults = (await call(as('freigeber'), 'GET', '/api/wf/WFDocViewer/GetViewOptions')).json();
    expect(defaults).toEqual({ zoomMode: 'fit', showThumbnails: true });
    await call(as('freigeber'), 'POST', '/api/wf/WFDocViewer/SetViewOptions', {
      zoomMode: 'fullWidth',
      showThumbnails: false,
    });
    expect((await call(as('freigeber'), 'GET', '/api/wf/WFDocViewer/GetViewOptions')).json()).toEqual({
      zoomMode: 'fullWidth',
      showThumbnails: false,
    });
    expect((await call(as('erfasser'), 'GET', '/api/wf/WFDocViewer/GetViewOptions')).json()).toEqual(
      defaults,
    );
  });

  it('are the user settings standardView and thumbMode of Einstellungen › Ansicht', async () => {
    expect((await call(as('freigeber'), 'GET', '/api/man/settings/getstandardview')).json()).toEqual({
      view: 'PDF',
      size: 'VOLLE_BREITE',
    });
    expect((await call(as('freigeber'), 'GET', '/api/man/settings/getthumbmode')).json()).toEqual({
      mode: 'AUS',
    });
    await call(as('erfasser'), 'POST', '/api/man/settings/setstandardview', {
      value: { view: 'VOLLTEXT', size: 'GANZE_HOEHE' },
    });
    await call(as('erfasser'), 'POST', '/api/man/settings/setthumbmode', { value: { mode: 'GROSS' } });
    expect((await call(as('erfasser'), 'GET', '/api/wf/WFDocViewer/GetViewOptions')).json()).toEqual({
      zoomMode: 'wholeHeight',
      showThumbnails: true,
    });
  });
});

describe('an external partner user with a deep link WFExtUser/DL/{PID}', () => {
  let token: string;

  it('is invited by a participant, choosing among the external users they may use', async () => {
    const external = await call(as('admin'), 'POST', '/api/man/mandanten/addexternalworkflowuser', {
      mandantId,
      name: 'Prüfer Extern',
      email: 'pruefer@example.org',
      scope: 'CROSS_MANDANT',
    });
    expect(external.statusCode, external.body).toBe(200);
    const offered = await call(
      as('freigeber'),
      'GET',
      `/api/wf/workflows/externalusers/${linked.instanceId}`,
    );
    expect(offered.json()).toEqual([
      { Id: external.json().id, Name: 'Prüfer Extern', Email: 'pruefer@example.org' },
    ]);
    const link = await call(as('freigeber'), 'POST', '/api/wf/workflows/deeplink', {
      InstanceId: linked.instanceId,
      ExternalUserId: external.json().id,
      ExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(link.statusCode, link.body).toBe(200);
    const opened = await t.app.inject({ method: 'POST', url: `/api/wf/WFExtUser/DL/${link.json().PID}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ WF_INSTANCEID: linked.instanceId, Name: 'Prüfer Extern' });
    token = `Bearer ${opened.json().access_token}`;
  });

  it('reaches exactly that workflow and its document', async () => {
    for (const url of [
      `/api/wf/workflows/workflow/${linked.instanceId}`,
      `/api/wf/workflows/history/${linked.instanceId}`,
      `/api/wf/WFIndex/GetIndexData/${linked.instanceId}`,
      `/api/wf/WFDocViewer/GetDocument/${linked.instanceId}`,
      `/api/wf/WFDocViewer/GetNewAnnotation/${linked.instanceId}?pageIndex=0`,
      `/api/wf/WFDocViewer/StreamDocItem/${linked.instanceId}`,
      `/api/wf/WFDocViewer/FileStreamIdx/${linked.instanceId}?index=0&dpi=30`,
    ]) {
      expect((await call(token, 'GET', url)).statusCode, url).toBe(200);
    }
    await expectCopy(await pdfSeenBy(token, linked.instanceId), linked.sha256);
    expect((await call(token, 'GET', '/api/wf/WFDocViewer/GetViewOptions')).json()).toEqual({
      zoomMode: 'fit',
      showThumbnails: true,
    });
  });

  it('is refused on every other workflow, list and document', async () => {
    for (const url of [
      `/api/wf/workflows/workflow/${other.instanceId}`,
      `/api/wf/workflows/history/${other.instanceId}`,
      `/api/wf/WFDocViewer/GetDocument/${other.instanceId}`,
      `/api/wf/WFDocViewer/StreamDocItem/${other.instanceId}`,
      `/api/wf/WFDocViewer/FileStreamIdx/${other.instanceId}`,
      `/api/wf/WFDocViewer/GetNewAnnotation/${other.instanceId}`,
    ]) {
      const response = await call(token, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('workflow.not_available');
    }
    for (const [method, url, payload] of [
      ['GET', '/api/wf/workflows/list'],
      ['GET', '/api/wf/workflows/counts'],
      ['POST', '/api/wf/workflows/chunks', { InstanceIds: [linked.instanceId, other.instanceId] }],
      ['POST', '/api/wf/workflows/search', {}],
      ['GET', `/api/wf/workflows/externalusers/${linked.instanceId}`],
      [
        'PUT',
        `/api/wf/WFDocViewer/SaveNewAnnotation/${linked.instanceId}`,
        { docUid: linked.documentId, selectedPageIndex: 0, jsonAnnotations: '[]' },
      ],
      [
        'POST',
        `/api/wf/WFIndex/SaveCapIndex/${linked.instanceId}`,
        { values: [{ field: 'Kennung', value: 'x' }] },
      ],
      ['GET', `/api/cap/CapDocViewer/GetDocument?mandantId=${mandantId}&documentId=${linked.documentId}`],
      ['GET', `/api/cap/CapDocViewer/StreamDocItem?mandantId=${mandantId}&documentId=${other.documentId}`],
      ['GET', `/api/wf/WFDocViewer/EInvoiceSummary/${linked.documentId}`],
    ] as ['GET' | 'POST' | 'PUT', string, unknown?][]) {
      expect((await call(token, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
