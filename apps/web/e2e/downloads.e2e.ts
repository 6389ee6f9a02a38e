import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

describe('download manager', () => {
  it('shows a prepared export, downloads it as a zip and deletes it', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin', 'Admin-2026');
    await page.getByTestId('user-menu').waitFor();
    await page.goto('/#/MainFrame/Einstellungen/Components/System');
    await page.getByRole('button', { name: 'Fehlerprotokoll exportieren' }).click();

    const button = page.getByTestId('download-button');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="download-button"]')?.getAttribute('data-unseen') === 'true',
      undefined,
      { timeout: 25_000 },
    );
    expect(await button.getAttribute('data-count')).toBe('1');
    await button.click();

    const dialog = page.getByRole('dialog', { name: 'Verfügbare Downloads' });
    await dialog.getByText('Bereit').waitFor();
    for (const header of ['Status', 'Bezeichnung', 'Typ', 'Modul', 'Datum', 'Mandant']) {
      expect(await dialog.getByRole('columnheader', { name: header }).isVisible()).toBe(true);
    }
    expect(await dialog.getByText('CSV-Export').isVisible()).toBe(true);
    const download = dialog.getByRole('button', { name: 'Herunterladen' });
    // The unseen entry is preselected, so both buttons work at once.
    await page.waitForFunction(() => document.querySelectorAll('.ag-row-selected').length === 1);
    expect(await download.isEnabled()).toBe(true);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^Fehlerprotokoll \d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = readFileSync((await file.path()) as string);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    await dialog.getByRole('button', { name: 'Aktualisieren' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.ag-row-selected').length === 0);
    await download.and(page.locator(':disabled')).waitFor();
    expect(await download.isDisabled()).toBe(true);
    await dialog.locator('.ag-row').first().click();
    await page.keyboard.press('Control+a');
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await dialog.getByText('Fehler beim Laden der Einträge').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="download-button"]')?.getAttribute('data-count') === '0',
    );
    await page.close();
  });
});
