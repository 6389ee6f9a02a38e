import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, newPage, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
let invoiceFile: string;
let secondInvoiceFile: string;

/** A born-digital invoice without an order number (made here). */
async function writeInvoice(file: string, number: string) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Getreidemühle Ostholstein KG',
    'Mühlenweg 3, 23701 Eutin',
    '',
    'Rechnung',
    `Rechnungsnummer: ${number}`,
    'Rechnungsdatum: 12.03.2026',
    '',
    'Pos. 1  Roggenmehl Type 1150  40 kg',
    'Nettobetrag 200,00 EUR',
    'MwSt 7 % 14,00 EUR',
    'Gesamtbetrag 214,00 EUR',
  ];
  const page = document.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 60, y: 780 - index * 22, size: 12, font }));
  writeFileSync(file, await document.save());
}

/** A date `days` from today as typed in German forms. */
function germanDate(days: number): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));
}

async function createStack(page: Page, name: string, extraction: boolean) {
  await page.getByRole('button', { name: 'Neuer Stapel' }).click();
  await page.getByLabel('Stapelname').fill(name);
  await page.getByLabel('Datenextraktion').setChecked(extraction);
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-admin-e2e-'));
  invoiceFile = path.join(dir, 'Rechnung Pflichtfeld.pdf');
  await writeInvoice(invoiceFile, 'RE-E2E-PFLICHT-7');
  secondInvoiceFile = path.join(dir, 'Rechnung Extras.pdf');
  await writeInvoice(secondInvoiceFile, 'RE-E2E-EXTRAS-8');
});
afterAll(async () => close());

describe('administration by an administrator', () => {
  it('creates a user with rights who can then sign in with them', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin', 'Admin-2026');
    await page.getByTestId('user-menu').waitFor();
    await page.goto('/#/MainFrame/Verwaltung/Benutzer');
    await page.getByTestId('grid-users').getByText('erfasser', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Neu', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Benutzername (Kürzel)').fill('ebuch');
    await dialog.getByLabel('Vollständiger Name').fill('Emil Buchhalter');
    await dialog.getByLabel(/^Passwort/).fill('einfach');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog
      .getByTestId('dialog-error')
      .getByText('Das neue Passwort entspricht nicht den Passwortrichtlinien.')
      .waitFor();
    await dialog.getByLabel(/^Passwort/).fill('Start-2026');
    await dialog.getByRole('tab', { name: 'Gruppen und Mandanten' }).click();
    await dialog.getByRole('combobox', { name: 'Mandanten' }).click();
    await page.getByRole('option', { name: /10001 Bäckerei Sonnenschein/ }).click();
    await dialog.getByRole('tab', { name: 'Rechte' }).click();
    await dialog.getByLabel('UA_CAN_START_WORKFLOW global').check();
    await dialog.getByLabel('UA_CAN_START_UNIVIEW global').check();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('grid-users').getByText('Emil Buchhalter').waitFor();

    const other = await newPage(browser);
    await signIn(other, 'ebuch', 'Start-2026');
    await other.getByTestId('user-menu').waitFor();
    expect(await other.getByRole('link', { name: 'Workflow', exact: true }).isVisible()).toBe(true);
    expect(await other.getByRole('link', { name: 'Archiv' }).isVisible()).toBe(true);
    expect(await other.getByRole('link', { name: 'Verwaltung' }).count()).toBe(0);
    await other.close();
    await page.close();
  });

  it('creates a creditor with its bank account, refusing a wrong IBAN, and a cost centre', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin', 'Admin-2026');
    await page.getByTestId('user-menu').waitFor();
    await page.goto('/#/MainFrame/Verwaltung/Kreditoren');
    await page.getByRole('button', { name: 'Neu', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Kontonummer').inputValue()).toBe('70000');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Mühlenwerke Nord GmbH');
    await dialog.getByRole('tab', { name: 'Bankverbindung' }).click();
    await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await dialog.getByLabel('BIC').fill('COBADEFFXXX');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    expect(await dialog.getByTestId('dialog-error').textContent()).toBe('Die IBAN ist ungültig.');
    await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('grid-KREDITOR').getByText('DE89370400440532013000').waitFor();

    await page.getByRole('tab', { name: 'Kostenstellen' }).click();
    await page.getByRole('button', { name: 'Neu', exact: true }).click();
    await dialog.getByLabel('Kostenstelle').fill('100');
    await dialog.getByLabel('Bezeichnung').fill('Backstube');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('grid-cost-centres').getByText('Backstube').waitFor();
    await page.getByRole('button', { name: 'Neu', exact: true }).click();
    await dialog.getByLabel('Kostenstelle').fill('100');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Kostenstelle existiert bereits. Möchten Sie sie überschreiben?').waitFor();
    await page.close();
  });

  it('sets required fields that the capture mask then enforces', async () => {
    const api = await apiAs('admin', 'Admin-2026');
    const me = (await api.get('/api/auth/me')) as { mandanten: { id: string; mandnr: number }[] };
    const mandantId = me.mandanten.find((mandant) => mandant.mandnr === 10001)?.id;
    const page = await newPage(browser);
    const clerk = await newPage(browser);
    try {
      await signIn(page, 'admin', 'Admin-2026');
      await page.getByTestId('user-menu').waitFor();
      await page.goto('/#/MainFrame/Einstellungen/Erfassung');
      const form = page.getByTestId('setting-requiredFields');
      await form.getByRole('combobox', { name: 'Pflichtfelder' }).click();
      await page.getByRole('option', { name: 'Bestellnummer' }).click();
      await page.keyboard.press('Escape');
      await form.getByRole('button', { name: 'Speichern' }).click();
      await form.getByText('Gespeichert.').waitFor();
      const capture = (await api.get(`/api/man/settings/getcapturefieldsettings?mandantId=${mandantId}`)) as {
        required: string[];
      };
      expect(capture.required).toEqual(['Datum', 'Belegnummer', 'Umsatz', 'Bestellnummer']);

      // The clerk's capture mask: extraction fills everything but the order number.
      await clerk.setViewportSize({ width: 1600, height: 1000 });
      await signIn(clerk, 'erfasser', 'Erfasser-2026');
      await clerk.getByRole('link', { name: 'Rechnungsverarbeitung' }).click();
      await createStack(clerk, 'E2E Pflichtfeld', true);
      await clerk.getByTestId('upload-input').setInputFiles(invoiceFile);
      await clerk.getByTestId('document-node').first().click({ timeout: STATE_TIMEOUT });
      await expect
        .poll(() => clerk.locator('[data-field="Kennung"]').inputValue(), { timeout: STATE_TIMEOUT })
        .toBe('RE-E2E-PFLICHT-7');
      const mask = clerk.getByTestId('capture-mask');
      expect(await clerk.getByTestId('document-status').textContent()).toBe('Fehlerhaft');
      expect(await clerk.getByTestId('missing-fields').textContent()).toBe(
        'Pflichtfelder fehlen: Bestellnummer',
      );
      expect(await mask.locator('label', { hasText: 'Bestellnummer' }).textContent()).toMatch(
        /Bestellnummer\s*\*/,
      );
      await clerk.getByRole('button', { name: 'Archivieren' }).click();
      expect(await clerk.getByTestId('capture-message').textContent()).toBe(
        'Nur vollständig erfasste (grüne) Belege können archiviert werden.',
      );

      await clerk.locator('[data-field="Bestellnummer"]').fill('B-4711');
      await mask.getByRole('button', { name: 'Speichern' }).click();
      await clerk.getByText('Die Indexdaten wurden gespeichert.').waitFor();
      await expect.poll(() => clerk.getByTestId('document-status').textContent()).toBe('Grün (vollständig)');
      expect(await clerk.getByTestId('missing-fields').count()).toBe(0);
    } finally {
      // Other browser tests capture invoices without an order number in this Mandant.
      await api.post('/api/man/settings/setrequiredfields', {
        mandantId,
        value: { fields: ['Datum', 'Belegnummer', 'Umsatz'] },
      });
      await api.signOut();
      await clerk.close();
      await page.close();
    }
  });

  it('plans a resubmission, sends by e-mail and calculates from the capture document actions', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, 'erfasser', 'Erfasser-2026');
    await page.getByRole('link', { name: 'Rechnungsverarbeitung' }).click();
    await createStack(page, 'E2E Extras', false);
    await page.getByTestId('upload-input').setInputFiles(secondInvoiceFile);
    await page.getByTestId('document-node').first().click({ timeout: STATE_TIMEOUT });
    const tools = async (item: string) => {
      await page.getByTestId('document-tools').click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
      return page.getByRole('dialog');
    };

    let dialog = await tools('Wiedervorlagen …');
    await dialog.getByText('Für diesen Beleg ist keine Wiedervorlage geplant.').waitFor();
    await dialog.getByRole('button', { name: 'Wiedervorlage hinzufügen' }).click();
    await dialog.getByLabel('Datum').fill('01.01.2020');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog
      .getByText('Das Wiedervorlagedatum darf nicht in der Vergangenheit liegen.')
      .first()
      .waitFor();
    await dialog.getByLabel('Datum').fill(germanDate(3));
    await dialog.getByLabel('Anmerkung').fill('Skonto prüfen');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });

    dialog = await tools('Fällige Wiedervorlagen …');
    await dialog.getByLabel('Fällig bis').fill(germanDate(5));
    await dialog.getByTestId('due-resubmissions').getByText('Skonto prüfen').waitFor();
    await dialog.getByRole('button', { name: 'Erledigt' }).click();
    await dialog.getByText('Keine fälligen Wiedervorlagen.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    dialog = await tools('Per E-Mail senden …');
    expect(await dialog.getByLabel(/PDF-Dateiname/).inputValue()).toBe('Rechnung Extras');
    await dialog.getByLabel(/Empfänger/).fill('kunde@example.com');
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await dialog.getByTestId('dialog-error').getByText('Bitte geben Sie eine Nachricht ein.').waitFor();
    await dialog.getByLabel(/Nachricht/).fill('Anbei die Rechnung.');
    await dialog.getByRole('button', { name: 'Senden' }).click();
    expect(await dialog.getByTestId('dialog-error').textContent()).toBe(
      'Keine Standard-SMTP-Einstellungen vorhanden, ein Versand ist nicht möglich.',
    );
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });

    dialog = await tools('Rechner …');
    await dialog.getByLabel('Nettobetrag').fill('1.000,50');
    await dialog.getByRole('button', { name: 'Berechnen' }).click();
    await dialog.getByTestId('calc-result').getByText('1.190,60').waitFor();
    await dialog.getByRole('tab', { name: 'Fälligkeit' }).click();
    await dialog.getByLabel('Rechnungsdatum').fill('31.01.2026');
    await dialog.getByLabel('Skontofrist (Tage)').fill('10');
    await dialog.getByRole('button', { name: 'Berechnen' }).click();
    await dialog.getByTestId('calc-result').getByText('02.03.2026').waitFor();
    expect(await dialog.getByTestId('calc-result').textContent()).toContain('10.02.2026');
    await dialog.getByLabel('Zahlungsziel (Tage)').fill('x');
    await dialog.getByRole('button', { name: 'Berechnen' }).click();
    await dialog.getByText('Die Anzahl der Tage muss eine ganze Zahl zwischen 0 und 3650 sein.').waitFor();
    await page.close();
  });
});
