import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, newPage, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

const ENTRIES = '**/api/man/DownloadManager/GetDownloadableContentEntriesforUser';

/** An entry whose zip is still being built, shaped as the server sends it. */
const stillWorking = {
  FOLDER_REFERENCE_ID: '0f0e0d0c-0b0a-4908-8706-050403020100',
  CONTENT_STATE: 1,
  DOWNLOAD_NAME: 'DATEV-Export März',
  CONTENT_TYPE: 2,
  CONTENT_SYSTEM: 1,
  TIME_STAMP: new Date().toISOString(),
  MANDNR: 10001,
  UNSEEN_BY_USER: false,
  WORKING_JOB_ID: '1f1e1d1c-1b1a-4918-8716-151413121110',
  PROGRESS: 40,
  JOB_STATE: 'in_progress',
  ERROR_TEXT: null,
};

/**
 * The only producer so far (the error-log export) builds its zip within a second, too fast to
 * catch "In Bearbeitung". The browser's list answer gains one entry in that state, so the dialog's
 * rules for mixed selections run in Chromium; the server's refusal of such entries (409) is
 * covered by its HTTP tests.
 */
async function addEntryStillWorking(page: Page) {
  await page.route(ENTRIES, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { Result: unknown[] };
    await route.fulfill({ response, json: { ...body, Result: [...body.Result, stillWorking] } });
  });
}

const selectedRows = (page: Page) => page.locator('.ag-row-selected[row-id]').count();

/** Removes what earlier e2e files left in admin's list (exports, archive data carriers), so the list starts empty. */
async function clearDownloads() {
  const api = await apiAs('admin', 'Admin-2026');
  const { Result } = (await api.get(ENTRIES.replace('**', ''))) as {
    Result: { FOLDER_REFERENCE_ID: string }[];
  };
  if (Result.length > 0) {
    await api.post('/api/man/DownloadManager/DeleteContentEntries', {
      ids: Result.map((entry) => entry.FOLDER_REFERENCE_ID),
    });
  }
  await api.signOut();
}

describe('download manager', () => {
  it('shows a prepared export next to one still being built, downloads and deletes by the rules', async () => {
    await clearDownloads();
    const page = await newPage(browser);
    await signIn(page, 'admin', 'Admin-2026');
    await page.getByTestId('user-menu').waitFor();
    await addEntryStillWorking(page);
    await page.goto('/#/MainFrame/Einstellungen/Components/System');
    await page.getByRole('button', { name: 'Fehlerprotokoll exportieren' }).click();

    const button = page.getByTestId('download-button');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="download-button"]')?.getAttribute('data-unseen') === 'true',
      undefined,
      { timeout: STATE_TIMEOUT },
    );
    expect(await button.getAttribute('data-count')).toBe('1');
    await button.click();

    const dialog = page.getByRole('dialog', { name: 'Verfügbare Downloads' });
    await dialog.getByText('Bereit').waitFor();
    await dialog.getByText('In Bearbeitung').waitFor();
    for (const header of ['Status', 'Bezeichnung', 'Typ', 'Modul', 'Datum', 'Mandant']) {
      expect(await dialog.getByRole('columnheader', { name: header }).isVisible()).toBe(true);
    }
    const download = dialog.getByRole('button', { name: 'Herunterladen' });
    const remove = dialog.getByRole('button', { name: 'Löschen' });
    const ready = dialog.locator('.ag-row[row-id]', { hasText: 'Fehlerprotokoll' });
    const working = dialog.locator('.ag-row[row-id]', { hasText: 'DATEV-Export März' });

    // Only the unseen entry is preselected: both buttons work.
    await page.waitForFunction(() => document.querySelectorAll('.ag-row-selected[row-id]').length === 1);
    expect(await ready.getAttribute('aria-selected')).toBe('true');
    await download.and(page.locator(':enabled')).waitFor();
    expect(await remove.isEnabled()).toBe(true);

    // Ctrl+A takes the entry being built as well: neither download nor delete.
    await ready.click();
    await page.keyboard.press('Control+a');
    await page.waitForFunction(() => document.querySelectorAll('.ag-row-selected[row-id]').length === 2);
    await download.and(page.locator(':disabled')).waitFor();
    expect(await remove.isDisabled()).toBe(true);

    await working.click();
    await page.waitForFunction(() => document.querySelectorAll('.ag-row-selected[row-id]').length === 1);
    expect(await working.getAttribute('aria-selected')).toBe('true');
    expect(await download.isDisabled()).toBe(true);
    expect(await remove.isDisabled()).toBe(true);

    await ready.click();
    await download.and(page.locator(':enabled')).waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^Fehlerprotokoll \d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = readFileSync((await file.path()) as string);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    await dialog.getByRole('button', { name: 'Aktualisieren' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.ag-row-selected[row-id]').length === 0);
    await download.and(page.locator(':disabled')).waitFor();
    expect(await selectedRows(page)).toBe(0);
    expect(await remove.isDisabled()).toBe(true);

    await ready.click();
    await remove.and(page.locator(':enabled')).click();
    await ready.waitFor({ state: 'detached' });
    expect(await working.isVisible()).toBe(true);

    // Without the extra entry the list is empty now.
    await page.unroute(ENTRIES);
    await dialog.getByRole('button', { name: 'Aktualisieren' }).click();
    await dialog.getByText('Es liegen keine Downloads vor.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="download-button"]')?.getAttribute('data-count') === '0',
    );
    await page.close();
  });
});
