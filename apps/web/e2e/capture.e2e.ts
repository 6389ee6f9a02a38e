import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
let invoiceFile: string;
let corruptFile: string;

/** A born-digital invoice with German labels (made here, never copied from a corpus). */
async function writeInvoice(file: string) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Büromarkt Schneider GmbH',
    'Hauptstraße 1, 80331 München',
    '',
    'Rechnung',
    'Rechnungsnummer: RE-E2E-0815',
    'Rechnungsdatum: 05.03.2026',
    '',
    'Pos. 1  Büromaterial  1 Stück',
    'Nettobetrag 100,00 EUR',
    'MwSt 19 % 19,00 EUR',
    'Gesamtbetrag 119,00 EUR',
  ];
  const first = document.addPage([595, 842]);
  lines.forEach((line, index) => first.drawText(line, { x: 60, y: 780 - index * 22, size: 12, font }));
  document.addPage([595, 842]).drawText('Anlage zur Rechnung', { x: 60, y: 780, size: 12, font });
  writeFileSync(file, await document.save());
}

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-capture-e2e-'));
  invoiceFile = path.join(dir, 'Rechnung Schneider.pdf');
  corruptFile = path.join(dir, 'kaputt.pdf');
  await writeInvoice(invoiceFile);
  writeFileSync(corruptFile, '%PDF-1.7\n1 0 obj << /Type /Catalog');
});
afterAll(async () => close());

async function maskValue(page: Page, field: string) {
  return page.locator(`[data-field="${field}"]`).inputValue();
}

describe('Rechnungsverarbeitung', () => {
  it('uploads, extracts, takes text from a selection, edits a page, turns green and archives', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, 'erfasser', 'Erfasser-2026');
    await page.getByRole('link', { name: 'Rechnungsverarbeitung' }).click();

    await page.getByRole('button', { name: 'Neuer Stapel' }).click();
    await page.getByLabel('Stapelname').fill('E2E Eingang');
    await page.getByLabel('Datenextraktion').check();
    await page.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByTestId('upload-input').setInputFiles([invoiceFile, corruptFile]);
    await page.getByTestId('upload-accepted').waitFor();
    await page.getByTestId('document-node').first().waitFor({ timeout: STATE_TIMEOUT });
    // The job list shows every stack's jobs: wait for this stack's import, not any faulty job.
    await page
      .locator('[data-testid="job-row"][data-state="faulty"]')
      .filter({ hasText: 'E2E Eingang' })
      .waitFor({ timeout: STATE_TIMEOUT });
    expect(await page.getByTestId('job-list').textContent()).toContain(
      'Die Datei ist beschädigt und kann nicht gelesen werden.',
    );

    await page.getByTestId('document-node').first().click();
    await expect.poll(() => maskValue(page, 'Kennung'), { timeout: STATE_TIMEOUT }).toBe('RE-E2E-0815');
    expect(await maskValue(page, 'Betrag')).toBe('119,00');
    await expect
      .poll(() => page.getByTestId('field-highlight').count(), { timeout: STATE_TIMEOUT })
      .toBeGreaterThan(3);

    // Text selection: the creditor line at the top fills the active field Kreditor.
    await page.locator('[data-field="Kreditor"]').click();
    await page.getByTestId('select-mode').click();
    const overlay = page.getByTestId('page-overlay');
    const box = await overlay.boundingBox();
    if (!box) throw new Error('no page shown');
    const scale = box.width / 595;
    await page.mouse.move(box.x + 50 * scale, box.y + 45 * scale);
    await page.mouse.down();
    await page.mouse.move(box.x + 300 * scale, box.y + 68 * scale, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(() => maskValue(page, 'Kreditor'), { timeout: STATE_TIMEOUT })
      .toBe('Büromarkt Schneider GmbH');
    expect(await page.getByTestId('last-selection').textContent()).toContain('Büromarkt Schneider GmbH');

    // Page edit: turn the second page; a new version appears.
    await page.getByTestId('thumbnail').nth(1).click();
    await page.getByRole('button', { name: 'Seite nach rechts drehen' }).click();
    await page.getByRole('tab', { name: 'Indexdaten' }).click();
    await page.getByText('Versionen des Belegs: 2').waitFor({ timeout: STATE_TIMEOUT });

    // A typed German amount keeps the document green.
    await page.locator('[data-field="Netto"]').fill('100');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Indexdaten wurden gespeichert.').waitFor();
    expect(await page.getByTestId('document-status').textContent()).toBe('Grün (vollständig)');

    await page.getByRole('button', { name: 'Archivieren' }).click();
    await page.getByText('Der Archivierungsjob wurde gestartet.').waitFor();
    await page
      .getByTestId('document-node')
      .first()
      .getByText('Archiviert')
      .waitFor({ timeout: STATE_TIMEOUT });
    await page.close();
  });

  it('shows the spec message when a stack name is taken and refuses deleting a reserved stack', async () => {
    const page = await newPage(browser);
    await signIn(page, 'erfasser', 'Erfasser-2026');
    await page.getByRole('link', { name: 'Rechnungsverarbeitung' }).click();
    await page.getByRole('button', { name: 'Neuer Stapel' }).click();
    await page.getByLabel('Stapelname').fill('XRechnung');
    await page.getByRole('button', { name: 'Anlegen' }).click();
    expect(await page.getByTestId('dialog-error').textContent()).toBe(
      'Der Stapelname ist bereits vorhanden.',
    );
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByText('XRechnung', { exact: true }).click();
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    expect(await page.getByTestId('dialog-error').textContent()).toContain('reserviert');
    await page.close();
  });
});
