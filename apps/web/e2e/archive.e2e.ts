import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, runMark, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
/** Every e2e file shares one server and database: this run's names carry a unique mark. */
const mark = runMark('AR');
const supplier = `Zimmerei${mark.toLowerCase()} GmbH`;

/** A born-digital invoice (made here) with a supplier word no other document has. */
async function invoice() {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  [
    supplier,
    'Rechnung',
    `Rechnungsnummer: RE-${mark}`,
    'Rechnungsdatum: 14.03.2026',
    'Dachlatten 40 Stück',
    'Nettobetrag 100,00 EUR',
    'MwSt 19 % 19,00 EUR',
    'Gesamtbetrag 119,00 EUR',
    'USt-IdNr.: DE136695976',
  ].forEach((line, index) => page.drawText(line, { x: 60, y: 780 - index * 22, size: 12, font }));
  return Buffer.from(await document.save());
}

/** The admin's API session (bearer token) for the capture steps before the browser takes over. */
async function adminApi() {
  const token = await fetch(`${baseUrl()}/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'admin',
      password: 'Admin-2026',
    }).toString(),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const call = async (method: string, path: string, body?: BodyInit, type?: string) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(type ? { 'content-type': type } : {}) },
      body: body ?? null,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, JSON.stringify(body), 'application/json'),
    upload: (path: string, form: FormData) => call('POST', path, form),
  };
}

/** Waits for a job to reach a final state (the suite's timeout ends a hang). */
async function finished(api: Awaited<ReturnType<typeof adminApi>>, jobId: string) {
  for (;;) {
    const job = await api.get(`/api/job/jobs/${jobId}`);
    if (job.state === 'finished') return job;
    if (job.state === 'faulty' || job.state === 'canceled')
      throw new Error(`job ${jobId} ${String(job.state)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Captures the invoice (import, extraction: green) and archives it, through the API. */
async function captureAndArchive() {
  const api = await adminApi();
  const me = (await api.get('/api/auth/me')) as unknown as { mandanten: { id: string; mandnr: number }[] };
  const mandantId = me.mandanten.find((mandant) => mandant.mandnr === 10001)?.id as string;
  const stack = await api.post('/api/cap/stack/create', {
    mandantId,
    name: `Archiv ${mark}`,
    autoJobs: ['extraction'],
  });
  const form = new FormData();
  form.append('file', new Blob([await invoice()], { type: 'application/pdf' }), `RE-${mark}.pdf`);
  const upload = (await api.upload(
    `/api/job/main/addfilestostack?mandantId=${mandantId}&stackId=${String(stack.id)}`,
    form,
  )) as unknown as { files: { jobId: string }[] };
  const imported = await finished(api, upload.files[0]?.jobId as string);
  const documentId = (imported.result as { documentId: string }).documentId;
  for (;;) {
    const index = await api.get(
      `/api/cap/CapIndex/GetIndexData?mandantId=${mandantId}&documentId=${documentId}`,
    );
    if (index.status === 'green') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const started = await api.post('/api/job/main/startarchivejobs', {
    mandantId,
    stackId: stack.id,
    documentIds: [documentId],
    confirmDuplicates: true,
  });
  await finished(api, String(started.jobId));
  return documentId;
}

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

describe('Archiv', () => {
  it('finds an archived invoice by full text and by index, opens it in the viewer and by deep link', async () => {
    const documentId = await captureAndArchive();
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, 'admin', 'Admin-2026');
    await page.getByRole('link', { name: 'Archiv' }).click();

    await page.getByTestId('archive-fulltext').fill(`zimmerei${mark.toLowerCase()}`);
    await page.getByTestId('archive-search').click();
    const results = page.getByTestId('archive-results');
    await results.getByText(`RE-${mark}`, { exact: true }).waitFor({ timeout: STATE_TIMEOUT });
    expect(await page.getByTestId('archive-search-state').textContent()).toContain('Treffer: 1');

    await page.getByTestId('archive-fulltext').fill('');
    await page.getByRole('button', { name: 'Suchfeld hinzufügen' }).click();
    await page.getByLabel('Wert', { exact: true }).fill(supplier);
    await page.getByTestId('archive-search').click();
    await results.getByText(`RE-${mark}`, { exact: true }).waitFor({ timeout: STATE_TIMEOUT });
    await results.getByText(`RE-${mark}`, { exact: true }).click();
    const viewer = page.getByTestId('archive-viewer');
    await viewer.getByTestId('archive-page').waitFor({ timeout: STATE_TIMEOUT });
    await viewer.getByRole('tab', { name: 'Text' }).click();
    await viewer
      .getByTestId('archive-page-text')
      .filter({ hasText: `Rechnungsnummer: RE-${mark}` })
      .waitFor();
    await viewer.getByRole('tab', { name: 'Historie' }).click();
    await viewer.getByTestId('archive-history').getByText('document.imported').first().waitFor();

    await page.goto(`${baseUrl()}/#/ArcDocViewer/DL/${documentId}`);
    await page.getByTestId('archive-viewer').getByText(`RE-${mark}.pdf`).waitFor({ timeout: STATE_TIMEOUT });
    await page.getByTestId('archive-page').waitFor({ timeout: STATE_TIMEOUT });
  });
});
