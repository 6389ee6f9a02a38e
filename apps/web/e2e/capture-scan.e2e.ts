import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

/**
 * A scanned invoice as a PNG, drawn on a canvas in the browser: an A4 page at 200 dpi, dark text on
 * white, no text anywhere but in its pixels.
 */
async function scannedInvoice(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1654;
    canvas.height = 2339;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#000000';
    context.font = '46px sans-serif';
    [
      'Papierhandel Krause KG',
      'Rechnung',
      'Rechnungsnummer: SCAN-4711',
      'Rechnungsdatum: 12.02.2026',
      'Nettobetrag 50,00 EUR',
      'MwSt 19 % 9,50 EUR',
      'Gesamtbetrag 59,50 EUR',
    ].forEach((line, index) => context.fillText(line, 160, 260 + index * 90));
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

async function maskValue(page: Page, field: string) {
  return page.locator(`[data-field="${field}"]`).inputValue();
}

async function openCapture(page: Page) {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, 'erfasser', 'Erfasser-2026');
  await page.getByRole('link', { name: 'Rechnungsverarbeitung' }).click();
}

async function createStack(page: Page, name: string, autoJobs: string[]) {
  await page.getByRole('button', { name: 'Neuer Stapel' }).click();
  await page.getByLabel('Stapelname').fill(name);
  // Exactly the named auto jobs: a new stack starts with all of them on.
  for (const job of ['Texterkennung (OCR)', 'Analyse', 'Datenextraktion'])
    await page.getByLabel(job).setChecked(autoJobs.includes(job));
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('Rechnungsverarbeitung with scans', () => {
  it('fills the mask of a scanned PNG from the text the OCR auto job recognised', async () => {
    const page = await newPage(browser);
    await openCapture(page);
    await createStack(page, 'E2E Scans', ['Texterkennung (OCR)', 'Datenextraktion']);

    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: await scannedInvoice(page) });
    await page.getByTestId('upload-accepted').waitFor();
    await page.getByTestId('document-node').first().waitFor({ timeout: STATE_TIMEOUT });
    await page.getByTestId('document-node').first().click();

    await expect.poll(() => maskValue(page, 'Kennung'), { timeout: STATE_TIMEOUT }).toBe('SCAN-4711');
    expect(await maskValue(page, 'Betrag')).toBe('59,50');
    expect(await maskValue(page, 'Belegdatum')).toBe('12.02.2026');
    // Values read from a scan below the review threshold are marked "bitte prüfen": the document
    // waits for the user's look, and confirming them and saving makes it green.
    const marks = page.getByTestId('capture-mask').getByTestId('review-mark');
    if ((await marks.count()) > 0) {
      expect(await page.getByTestId('document-status').textContent()).toBe('Fehlerhaft');
      while ((await marks.count()) > 0) await marks.first().click();
      await page.getByTestId('capture-mask').getByRole('button', { name: 'Speichern' }).click();
    }
    await expect
      .poll(() => page.getByTestId('document-status').textContent(), { timeout: STATE_TIMEOUT })
      .toBe('Grün (vollständig)');
    expect(
      await page
        .locator('[data-testid="job-row"]')
        .evaluateAll((rows) =>
          rows.map((row) => `${row.textContent ?? ''}|${row.getAttribute('data-state') ?? ''}`),
        ),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Texterkennung \(OCR\).*\|finished$/),
        expect.stringMatching(/^Datenextraktion.*\|finished$/),
      ]),
    );
    await page.getByRole('tab', { name: 'Volltext' }).click();
    expect(await page.getByTestId('fulltext').textContent()).toContain('Papierhandel Krause KG');
    await page.close();
  });

  it('keeps attachments, hands a zip to the download manager, filters, counts and guards unsaved changes', async () => {
    const page = await newPage(browser);
    await openCapture(page);
    await page.getByTestId('stack-tree').getByText('E2E Scans', { exact: true }).first().click();
    const node = page.getByTestId('document-node').first();
    await node.click();
    await page.getByTestId('capture-mask').waitFor();

    await page.getByRole('tab', { name: 'Anlagen' }).click();
    await page.getByTestId('attachment-input').setInputFiles({
      name: 'Lieferschein.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Artikel;Menge\nKopierpapier A4;10\n'),
    });
    await page.getByTestId('attachment-row').getByText('Lieferschein.csv').waitFor();

    await node.getByRole('checkbox').check();
    await page.getByTestId('download-zip').click();
    await page.getByText('Der ZIP-Download wird vorbereitet. Sie finden ihn im Download-Manager.').waitFor();
    await page.getByTestId('download-button').click();
    const manager = page.getByRole('dialog', { name: 'Verfügbare Downloads' });
    await manager.getByText('scan', { exact: true }).waitFor({ timeout: STATE_TIMEOUT });
    await manager.getByRole('button', { name: 'OK' }).click();

    await page.getByTestId('status-filter').click();
    await page.getByRole('option', { name: 'Fehlerhaft' }).click();
    await expect.poll(() => page.getByTestId('document-node').count()).toBe(0);
    await page.getByTestId('status-filter').click();
    await page.getByRole('option', { name: 'Grün (vollständig)' }).click();
    await expect.poll(() => page.getByTestId('document-node').count()).toBe(1);

    await page.getByRole('button', { name: 'Statistik & Journal' }).click();
    const info = page.getByRole('dialog', { name: 'Stapel E2E Scans' });
    expect(await info.locator('[data-count="documents"]').textContent()).toBe('1');
    expect(await info.locator('[data-count="green"]').textContent()).toBe('1');
    await info.getByRole('tab', { name: 'Journal' }).click();
    await info.getByText('Anlage hinzugefügt').waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('document-node').first().click();
    await page.locator('[data-field="Bestellnummer"]').fill('B-77');
    await page.getByTestId('stack-tree').getByText('XRechnung', { exact: true }).click();
    const unsaved = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await unsaved.waitFor();
    await unsaved.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await maskValue(page, 'Bestellnummer')).toBe('B-77');
    await page.getByTestId('stack-tree').getByText('XRechnung', { exact: true }).click();
    await unsaved.getByRole('button', { name: 'Nicht speichern' }).click();
    await page.getByText('Wählen Sie einen Beleg im Stapel.').waitFor();
    await page.close();
  });
});
