import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/**
 * Debian's Chromium, headless, with the flags a closed network and root need. Playwright starts
 * it with a fresh temporary profile (its own --user-data-dir) and removes it on close.
 */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return {
    browser,
    close: () => browser.close(),
  };
}

export async function newPage(browser: Browser, locale = 'de-DE'): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL: baseUrl() });
  return context.newPage();
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/#/login');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel(/^Passwort/).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}
