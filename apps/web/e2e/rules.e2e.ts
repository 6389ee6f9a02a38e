import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, newPage, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
let invoiceFile: string;
let dir: string;

const LINE_TOP = (index: number) => 842 - (780 - index * 22) - 12;

/** An invoice whose number follows a label no built-in rule knows ("Vorgangskennung"); made here. */
async function writeInvoice(file: string) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Papierwerk Müller KG',
    'Lindenweg 4, 34117 Kassel',
    '',
    'Rechnung',
    'Vorgangskennung XK-4711-Z',
    'Datum: 12.03.2026',
    '',
    'Netto 200,00 EUR',
    'MwSt 19 % 38,00 EUR',
    'Gesamtbetrag 238,00 EUR',
  ];
  const page = document.addPage([595, 842]);
  lines.forEach((line, index) => line && page.drawText(line, { x: 60, y: 780 - index * 22, size: 12, font }));
  writeFileSync(file, await document.save());
}

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
  dir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-rules-e2e-'));
  invoiceFile = path.join(dir, 'Rechnung Müller.pdf');
  await writeInvoice(invoiceFile);
});
afterAll(async () => close());

async function maskValue(page: Page, field: string) {
  return page.locator(`[data-field="${field}"]`).inputValue();
}

/** Drags a rectangle over the rule page, given in page points (the page is drawn 620 px wide). */
async function drag(page: Page, box: { x0: number; y0: number; x1: number; y1: number }) {
  const frame = await page.getByTestId('rule-page').boundingBox();
  if (!frame) throw new Error('rule page not shown');
  const scale = frame.width / 595;
  await page.mouse.move(frame.x + box.x0 * scale, frame.y + box.y0 * scale);
  await page.mouse.down();
  await page.mouse.move(frame.x + ((box.x0 + box.x1) / 2) * scale, frame.y + ((box.y0 + box.y1) / 2) * scale);
  await page.mouse.move(frame.x + box.x1 * scale, frame.y + box.y1 * scale);
  await page.mouse.up();
}

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('Regelmanager', () => {
  it('draws an anchor rule on a page, re-runs extraction and explains the field; exports it into another Mandant; shows and deletes a learned rule', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1600, height: 1100 });
    await signIn(page, 'erfasser', 'Erfasser-2026');
    await page.getByRole('link', { name: 'Rechnungsverarbeitung' }).click();
    await page.getByRole('button', { name: 'Neuer Stapel' }).click();
    await page.getByLabel('Stapelname').fill('E2E Regeln');
    await page.getByLabel('Datenextraktion').check();
    await page.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('upload-input').setInputFiles([invoiceFile]);
    await page.getByTestId('document-node').first().waitFor({ timeout: STATE_TIMEOUT });
    await page.getByTestId('document-node').first().click();
    await expect.poll(() => maskValue(page, 'Betrag'), { timeout: STATE_TIMEOUT }).toBe('238,00');
    expect(await maskValue(page, 'Kennung')).toBe('');

    // The rule editor on the real page: anchor, then value; the hit shows at once.
    await page.getByRole('link', { name: 'Regelmanager' }).click();
    await page.getByTestId('rule-new').click();
    await page.getByTestId('rule-name').fill('Rechnungsnr. Fa. Müller');
    await choose(page, 'rule-stack', 'E2E Regeln');
    await choose(page, 'rule-document', /Müller/);
    await page.getByTestId('rule-page').locator('img').waitFor({ timeout: STATE_TIMEOUT });
    await drag(page, { x0: 55, y0: LINE_TOP(4) - 3, x1: 150, y1: LINE_TOP(4) + 14 });
    await expect
      .poll(() => page.getByTestId('rule-anchor').inputValue(), { timeout: STATE_TIMEOUT })
      .toBe('Vorgangskennung');
    await page.getByText('Wert wählen').click();
    await drag(page, { x0: 158, y0: LINE_TOP(4) - 3, x1: 245, y1: LINE_TOP(4) + 14 });
    await expect
      .poll(() => page.getByTestId('rule-search').inputValue(), { timeout: STATE_TIMEOUT })
      .not.toBe('');
    await expect
      .poll(() => page.getByTestId('rule-hit').textContent(), { timeout: STATE_TIMEOUT })
      .toContain('XK-4711-Z');
    await page.getByTestId('rule-apply').click();
    await page
      .getByTestId('rule-table')
      .getByText('Rechnungsnr. Fa. Müller')
      .waitFor({ timeout: STATE_TIMEOUT });

    await page.getByTestId('rule-rerun').click();
    await expect
      .poll(() => page.getByTestId('rule-message').textContent(), { timeout: STATE_TIMEOUT })
      .toMatch(/^\d+ nicht exportierte Belege werden erneut ausgewertet\./);

    await page.getByRole('link', { name: 'Rechnungsverarbeitung' }).click();
    await page.getByTestId('stack-tree').getByText('E2E Regeln', { exact: true }).first().click();
    await page.getByTestId('document-node').first().click();
    await expect.poll(() => maskValue(page, 'Kennung'), { timeout: STATE_TIMEOUT }).toBe('XK-4711-Z');
    await page.locator('[data-field="Kennung"]').click();
    await page
      .getByText("Regel 'Rechnungsnr. Fa. Müller' (Mandant 10001)")
      .waitFor({ timeout: STATE_TIMEOUT });

    // Export the mask, import it as a template for Mandant 10002 and adopt it there.
    await page.getByRole('link', { name: 'Regelmanager' }).click();
    await page.getByRole('tab', { name: 'Regelsätze und Vorlagen' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('rule-export-mask').click(),
    ]);
    const exported = path.join(dir, 'regeln.json');
    await download.saveAs(exported);
    expect(JSON.parse(readFileSync(exported, 'utf8')).format).toBe('belegfluss-rule-export');
    await choose(page, 'mandant-select', /10002/);
    await page.getByTestId('rule-import-file').click();
    await page.locator('input[type="file"]').setInputFiles(exported);
    await page.getByTestId('rule-import').click();
    await expect
      .poll(() => page.getByTestId('rule-templates-message').textContent(), { timeout: STATE_TIMEOUT })
      .toContain('Regelvorlagen wurden importiert');
    await page.getByTestId('rule-template-table').getByRole('checkbox').first().check();
    await page.getByTestId('rule-adopt').click();
    await expect
      .poll(() => page.getByTestId('rule-templates-message').textContent(), { timeout: STATE_TIMEOUT })
      .toContain('hat jetzt 1 Regeln');
    await page.getByRole('tab', { name: 'Regelübersicht' }).click();
    await page
      .getByTestId('rule-table')
      .getByText('Rechnungsnr. Fa. Müller')
      .waitFor({ timeout: STATE_TIMEOUT });

    // A correction in the mask teaches a learned rule; the rule manager shows it and deletes it.
    const api = await apiAs('erfasser', 'Erfasser-2026');
    const me = (await api.get('/api/auth/me')) as { mandanten: { id: string; mandnr: number }[] };
    const mandantId = me.mandanten.find((mandant) => mandant.mandnr === 10001)!.id;
    const stacks = (await api.get(`/api/cap/stack/list?mandantId=${mandantId}`)) as {
      id: string;
      name: string;
    }[];
    const stackId = stacks.find((stack) => stack.name === 'E2E Regeln')!.id;
    const tree = (await api.get(`/api/cap/stack/read?mandantId=${mandantId}&stackId=${stackId}`)) as {
      folders: { documents: { id: string }[] }[];
    };
    const documentId = tree.folders[0]!.documents[0]!.id;
    await api.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values: [{ field: 'Faelligkeit', value: '12.03.2026', source: 'manual' }],
    });
    await api.signOut();
    await choose(page, 'mandant-select', /10001/);
    await page.getByRole('tab', { name: 'Gelernte Regeln' }).click();
    // Only this test's creditor: other e2e files teach rules for their own creditors.
    const row = page
      .getByTestId('rule-learned-row')
      .filter({ hasText: 'Papierwerk Müller KG' })
      .filter({ hasText: 'Datum:' });
    await row.waitFor({ timeout: STATE_TIMEOUT });
    expect(await row.textContent()).toContain('Ende');
    await row.getByTestId('rule-learned-delete').click();
    await expect
      .poll(() => page.getByTestId('rule-learned-message').textContent(), { timeout: STATE_TIMEOUT })
      .toContain('Die gelernte Regel wurde gelöscht.');
    await row.waitFor({ state: 'detached', timeout: STATE_TIMEOUT });
    await page.close();
  });
});
