import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, newPage, signIn } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
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
    const page = await newPage(browser);
    await signIn(page, 'admin', 'Admin-2026');
    await page.getByTestId('user-menu').waitFor();
    await page.goto('/#/MainFrame/Einstellungen/Erfassung');
    const form = page.getByTestId('setting-requiredFields');
    await form.getByRole('combobox', { name: 'Pflichtfelder' }).click();
    await page.getByRole('option', { name: 'Bestellnummer' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByText('Gespeichert.').waitFor();
    const api = await apiAs('admin', 'Admin-2026');
    const me = (await api.get('/api/auth/me')) as { mandanten: { id: string; mandnr: number }[] };
    const mandantId = me.mandanten.find((mandant) => mandant.mandnr === 10001)?.id;
    const capture = (await api.get(`/api/man/settings/getcapturefieldsettings?mandantId=${mandantId}`)) as {
      required: string[];
    };
    expect(capture.required).toEqual(['Datum', 'Belegnummer', 'Umsatz', 'Bestellnummer']);
    const mask = (await api.get(`/api/cap/CapIndex/GetIndexFieldDefinitions?mandantId=${mandantId}`)) as {
      field: string;
      required: boolean;
    }[];
    expect(mask.filter((field) => field.required).map((field) => field.field)).toEqual([
      'Kennung',
      'Belegdatum',
      'Betrag',
      'Bestellnummer',
    ]);
    // Other browser tests capture invoices without an order number in this Mandant.
    await api.post('/api/man/settings/setrequiredfields', {
      mandantId,
      value: { fields: ['Datum', 'Belegnummer', 'Umsatz'] },
    });
    await api.signOut();
    await page.close();
  });
});
