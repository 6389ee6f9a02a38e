import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

describe('sign-in', () => {
  it('signs a demo user in and shows the menu their rights allow', async () => {
    const page = await newPage(browser);
    await signIn(page, 'erfasser', 'Erfasser-2026');
    await page.getByText('Willkommen, erfasser').waitFor();
    expect(await page.getByRole('link', { name: 'Rechnungsverarbeitung' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Verwaltung' }).count()).toBe(0);
    await page.close();
  });

  it('says so when the password is wrong', async () => {
    const page = await newPage(browser);
    await signIn(page, 'freigeber', 'falsch');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Fehler bei der Anmeldung! Benutzername oder Passwort falsch!',
    );
    await page.close();
  });

  it('switches the language and signs out', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin', 'Admin-2026');
    await page.getByText('Willkommen, admin').waitFor();
    await page
      .getByRole('textbox', { name: 'Sprache' })
      .or(page.getByRole('combobox', { name: 'Sprache' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Invoice processing' }).waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await page.close();
  });
});
