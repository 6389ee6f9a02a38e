import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, newPage, runMark, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
/** Every e2e file shares one server and database: this run's names carry a unique mark. */
const mark = runMark('WF');
const title = `Rechnung ${mark}`;
const definitionName = `Zweistufig ${mark}`;
let invoiceFile: string;

/** A born-digital invoice (made here, never copied from a corpus). */
async function writeInvoice(file: string) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  [
    'Werkzeughandel Brandt KG',
    `Rechnung ${mark}`,
    'Rechnungsdatum: 12.03.2026',
    'Akkuschrauber 2 Stück',
    'Gesamtbetrag 238,00 EUR',
  ].forEach((line, index) => page.drawText(line, { x: 60, y: 780 - index * 24, size: 12, font }));
  writeFileSync(file, await document.save());
}

/** Admin builds the two-step approval through the API: step 1 Frieda Freigeber, step 2 Anna Admin. */
async function buildTwoStepDefinition(): Promise<void> {
  const erfasser = await apiAs('erfasser', 'Erfasser-2026');
  const me = (await erfasser.get('/api/auth/me')) as { mandanten: { id: string; mandnr: number }[] };
  await erfasser.signOut();
  const mandant = me.mandanten[0];
  expect(mandant?.mandnr).toBe(10001);
  const admin = await apiAs('admin', 'Admin-2026');
  const participants = (await admin.get(`/api/wf/workflows/participants?mandantId=${mandant?.id}`)) as {
    Kind: string;
    Id: string;
    Kuerzel: string;
  }[];
  const idOf = (kuerzel: string) =>
    participants.find((participant) => participant.Kind === 'User' && participant.Kuerzel === kuerzel)?.Id;
  await admin.post('/api/wf/workflows/buildapprovewf', {
    mandantId: mandant?.id,
    Name: definitionName,
    Users: [
      { Id: idOf('freigeber'), Step: 1 },
      { Id: idOf('admin'), Step: 2 },
    ],
  });
  await admin.signOut();
}

/** Signs an approver in; the shell tells them about their open workflow requests first (spec 000). */
async function signInWithOpenRequests(page: Page, username: string, password: string) {
  await signIn(page, username, password);
  const notice = page.getByRole('dialog').filter({ hasText: /offene Workflow-Anfrage/ });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'OK' }).click();
  await notice.waitFor({ state: 'detached' });
}

async function openWorkflows(page: Page) {
  await page.getByRole('link', { name: 'Workflow', exact: true }).click();
  await page.getByRole('heading', { name: 'Workflow', level: 3 }).waitFor();
}

const row = (page: Page) => page.getByTestId('workflow-row').filter({ hasText: title });
const actions = (page: Page) => page.getByLabel('Aktionen');

/**
 * Approves with the green stamp, clicking the page at a height (the real page image must be
 * there); `fillMask` types into the input mask first, which the stamp action saves before approving.
 */
async function approveWithStamp(page: Page, height: number, fillMask?: Record<string, string>) {
  await row(page).click();
  if (fillMask) {
    await page.getByRole('tab', { name: 'Erfassungsmaske' }).click();
    for (const [field, value] of Object.entries(fillMask))
      await page.locator(`[data-field="${field}"]`).fill(value);
    await page.getByRole('tab', { name: 'Dokument' }).click();
  }
  await page.getByTestId('workflow-page').locator('img').waitFor();
  await actions(page).getByRole('button', { name: 'Genehmigen' }).click();
  await page.getByText('Klicken Sie auf die Seite, um den Stempel „Genehmigt“ zu setzen.').waitFor();
  const sheet = page.getByTestId('workflow-page');
  const frame = await sheet.boundingBox();
  if (!frame) throw new Error('no page shown');
  await sheet.click({ position: { x: frame.width * 0.6, y: frame.height * height } });
  await row(page).waitFor({ state: 'detached' });
  await page.getByText(/^Ihre Genehmigung wurde gespeichert\. /).waitFor();
}

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
  invoiceFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'belegfluss-workflow-e2e-')), `${title}.pdf`);
  await writeInvoice(invoiceFile);
  await buildTwoStepDefinition();
});
afterAll(async () => close());

describe('Workflow', () => {
  it('routes a captured invoice through a two-step approval with a Rückfrage and stamps', async () => {
    // The clerk captures the invoice in a new stack and sends it into the approval.
    const clerk = await newPage(browser);
    await clerk.setViewportSize({ width: 1600, height: 1000 });
    await signIn(clerk, 'erfasser', 'Erfasser-2026');
    await clerk.getByRole('link', { name: 'Rechnungsverarbeitung' }).click();
    await clerk.getByRole('button', { name: 'Neuer Stapel' }).click();
    await clerk.getByLabel('Stapelname').fill(`Eingang ${mark}`);
    await clerk.getByRole('button', { name: 'Anlegen' }).click();
    await clerk.getByRole('dialog').waitFor({ state: 'detached' });
    await clerk.getByTestId('upload-input').setInputFiles([invoiceFile]);
    await clerk.getByTestId('document-node').first().waitFor({ timeout: STATE_TIMEOUT });
    await clerk.getByTestId('document-node').first().click();
    await clerk.getByTestId('document-actions').getByRole('button', { name: 'In Workflow senden' }).click();
    const start = clerk.getByRole('dialog', { name: 'Beleg in den Workflow senden' });
    expect(await start.getByText(title).count()).toBeGreaterThan(0);
    await start.getByLabel('Freigabe-Workflow', { exact: true }).click();
    await clerk.getByRole('option', { name: definitionName }).click();
    await start.getByRole('button', { name: 'Senden' }).click();
    await clerk.getByText('Der Beleg wurde in den Workflow gesendet.').waitFor();

    // The first approver sees the real page and asks the clerk a question.
    const approver = await newPage(browser);
    await approver.setViewportSize({ width: 1600, height: 1000 });
    await signInWithOpenRequests(approver, 'freigeber', 'Freigabe-2026');
    await openWorkflows(approver);
    await row(approver).click();
    await approver.getByTestId('workflow-page').locator('img').waitFor();
    expect(await approver.getByTestId('workflow-page-number').textContent()).toBe('Seite 1 von 1');
    await actions(approver).getByRole('button', { name: 'Rückfrage', exact: true }).click();
    const inquiry = approver.getByRole('dialog', { name: 'Rückfrage stellen' });
    await inquiry.getByLabel('Empfänger', { exact: true }).click();
    await approver.getByRole('option', { name: 'Erik Erfasser' }).click();
    await inquiry.getByLabel('Frage', { exact: false }).fill('Ist die Lieferung vollständig?');
    await inquiry.getByRole('button', { name: 'Rückfrage' }).click();
    await approver.getByTestId('workflow-status').filter({ hasText: 'Rückfrage' }).waitFor();

    // The clerk answers it.
    await clerk.reload();
    await openWorkflows(clerk);
    await clerk
      .getByText(/^Rückfragen/)
      .first()
      .click();
    await row(clerk).click();
    await actions(clerk).getByRole('button', { name: 'Rückfrage beantworten' }).click();
    const answer = clerk.getByRole('dialog', { name: 'Rückfrage beantworten' });
    await answer.getByLabel('Antwort').fill('Ja, beide Geräte sind angekommen.');
    await answer.getByRole('button', { name: 'Rückfrage beantworten' }).click();
    await row(clerk).waitFor({ state: 'detached' });

    // Both approvers approve with stamps placed on the page.
    await approver.reload();
    await openWorkflows(approver);
    await approveWithStamp(approver, 0.3);

    const admin = await newPage(browser);
    await admin.setViewportSize({ width: 1600, height: 1000 });
    await signInWithOpenRequests(admin, 'admin', 'Admin-2026');
    await openWorkflows(admin);
    await approveWithStamp(admin, 0.45, { Kennung: `RE-${mark}` });

    // The clerk's sent box shows the finished workflow: both stamps on the page, every step in the
    // history, and the Rechnungsnummer the second approver typed, saved with the stamp.
    await clerk.reload();
    await openWorkflows(clerk);
    await clerk
      .getByText(/^Gesendet/)
      .first()
      .click();
    await row(clerk).click();
    await clerk.getByTestId('workflow-status').filter({ hasText: 'Abgeschlossen' }).waitFor();
    await expect.poll(() => clerk.getByTestId('workflow-stamp').count()).toBe(2);
    await clerk.getByRole('tab', { name: 'Historie' }).click();
    const history = clerk.getByTestId('workflow-history');
    await history.waitFor();
    const texts = await history.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(texts).toEqual([
      `Workflow gestartet (${definitionName}) an Frieda Freigeber`,
      expect.stringMatching(/^Rückfrage an Erik Erfasser \(bis .+\): Ist die Lieferung vollständig\?$/),
      'Rückfrage beantwortet: Ja, beide Geräte sind angekommen.',
      'Genehmigt (Stempel auf Seite 1)',
      'Weiter an Anna Admin',
      'Indexdaten geändert: Kennung',
      'Genehmigt (Stempel auf Seite 1)',
      'Workflow abgeschlossen (Genehmigt)',
    ]);
    const users = await history.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(users).toEqual([
      'Erik Erfasser',
      'Frieda Freigeber',
      'Erik Erfasser',
      'Frieda Freigeber',
      'Frieda Freigeber',
      'Anna Admin',
      'Anna Admin',
      'Anna Admin',
    ]);
    await clerk.getByRole('tab', { name: 'Erfassungsmaske' }).click();
    expect(await clerk.locator('[data-field="Kennung"]').inputValue()).toBe(`RE-${mark}`);
    await Promise.all([clerk.close(), approver.close(), admin.close()]);
  });
});
