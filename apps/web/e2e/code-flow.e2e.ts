import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLogin, launchBrowser, newPage } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

describe('authorization-code flow for external apps', () => {
  it('grants the demo app permanent access after sign-in and consent, and revokes it in the user settings', async () => {
    const page = await newPage(browser);
    await page.goto('/#/ClaimToken?clientid=belegfluss-demo-app&clientsecret=Demo-App-Secret-2026');
    await page.waitForURL(/#\/GrantToken\?/);
    await fillLogin(page, 'admin', 'Admin-2026');
    await page
      .getByText('Möchten Sie der Anwendung „Belegfluss Demo-App“ dauerhaften Zugriff gewähren?')
      .waitFor();
    await page.getByRole('button', { name: 'Ja' }).click();
    await page.getByTestId('code-flow-authorized').waitFor();
    expect(await page.getByTestId('code-flow-authorized').textContent()).toBe(
      'Die Anwendung ist für Anna Admin (admin) berechtigt.',
    );
    await page.goto('/#/MainFrame/Einstellungen/Components/Benutzer');
    const grants = page.getByTestId('app-grants');
    await grants.getByText('Belegfluss Demo-App').waitFor();
    await grants.getByRole('button', { name: 'Widerrufen' }).click();
    await page.getByText('Keine Anwendung hat dauerhaften Zugriff.').waitFor();
    await page.close();
  });

  it('answers a GrantToken call without a return URL with the redirect error and a reload', async () => {
    const page = await newPage(browser);
    await page.goto('/#/GrantToken?clientAppInfo=Fremd');
    await page.getByText('Fehler beim Umleitungsvorgang (OAuth2-Code-Flow)!').waitFor();
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/#\/$/);
    // A full reload: the page's state is gone.
    await page.waitForFunction(() => !('beforeReload' in window));
    await page.close();
  });
});
