import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, fillLogin, launchBrowser, newPage, signIn } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

describe('sign-in', () => {
  it('signs a demo user in, opens the start module and shows the menu their rights allow', async () => {
    const page = await newPage(browser);
    await signIn(page, 'erfasser', 'Erfasser-2026');
    await page.waitForURL(/#\/MainFrame\/Unides$/);
    expect(await page.getByRole('link', { name: 'Rechnungsverarbeitung' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Verwaltung' }).count()).toBe(0);
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('user-menu').textContent()).toBe('erfasser');
    await page.close();
  });

  it('says so when the password is wrong and keeps the dialog open', async () => {
    const page = await newPage(browser);
    await signIn(page, 'freigeber', 'falsch');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('Fehler bei der Anmeldung! Benutzername oder Passwort falsch!');
    expect(await page.getByRole('dialog', { name: 'Anmeldung' }).isVisible()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByTestId('login-button').waitFor();
    await page.close();
  });

  it('counts a lockout down with the submit button disabled', async () => {
    const page = await newPage(browser);
    await page.goto('/#/');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await fillLogin(page, 'sperrtest', `falsch-${attempt}`);
      await page.getByTestId('login-error').waitFor();
    }
    await fillLogin(page, 'sperrtest', 'noch-einmal');
    const error = page.getByTestId('login-error');
    await page.getByText(/^Zu viele Versuche! Bitte warten Sie \d+ Sekunden\.$/).waitFor();
    const first = Number(/(\d+) Sekunden/.exec((await error.textContent()) ?? '')?.[1]);
    expect(first).toBeGreaterThan(25);
    const submit = page.getByRole('dialog').getByRole('button', { name: 'Anmelden' });
    expect(await submit.isDisabled()).toBe(true);
    await page.waitForTimeout(2200);
    const later = Number(/(\d+) Sekunden/.exec((await error.textContent()) ?? '')?.[1]);
    expect(later).toBeLessThanOrEqual(first - 2);
    expect(await submit.isDisabled()).toBe(true);
    await page.close();
  });

  it('switches the language and signs out', async () => {
    const page = await newPage(browser);
    let admin: Awaited<ReturnType<typeof apiAs>> | undefined;
    try {
      await signIn(page, 'admin', 'Admin-2026');
      await page.getByTestId('user-menu').waitFor();
      await page
        .getByRole('textbox', { name: 'Sprache' })
        .or(page.getByRole('combobox', { name: 'Sprache' }))
        .first()
        .click();
      await page.getByRole('option', { name: 'English' }).click();
      await page.getByRole('link', { name: 'Invoice processing' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('LAST_SESSION_LANG'))).toBe('en');
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByTestId('login-button').filter({ hasText: 'Sign in' }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.waitForURL(/#\/$/);
      // Logout keeps the last session language and nothing else.
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['LAST_SESSION_LANG']);
      // The choice was saved for the user.
      admin = await apiAs('admin', 'Admin-2026');
      expect(await admin.get('/api/man/user/getlanguage')).toEqual({ Result: 'en', Error: null });
    } finally {
      // Other tests expect admin in German, also when this one failed half-way.
      admin ??= await apiAs('admin', 'Admin-2026');
      await admin.post('/api/man/user/setlanguage', { language: 'de' });
      await page.close();
    }
  });

  it('switches the theme, keeps it for the user, and closes the user menu on an outside click', async () => {
    const page = await newPage(browser);
    await signIn(page, 'freigeber', 'Freigabe-2026');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('theme-Grün').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'Grün');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).waitFor();
    await page.mouse.click(600, 400);
    await page.getByRole('menuitem', { name: 'Abmelden' }).waitFor({ state: 'hidden' });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'Grün');
    await page.close();
  });
});
