import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/**
 * How long a test waits for a state (a job finished, a page shown) before it gives up: generous, so a
 * busy machine makes a test slower, never red (a scan's OCR took 277 s with both cores hogged).
 */
export const STATE_TIMEOUT = 600_000;

/**
 * A mark unique to this run for the names and numbers a test creates (every e2e file shares one
 * server). It always ends in a digit: an invoice number of letters only is no invoice number to the
 * extraction, and a base-36 time stamp has no digit in about one run of fourteen.
 */
export function runMark(prefix: string): string {
  const now = Date.now();
  return `${prefix}${now.toString(36).toUpperCase()}${now % 10}`;
}

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

export async function newPage(browser: Browser, locale = 'de-DE', productUrl = baseUrl()): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL: productUrl, acceptDownloads: true });
  context.setDefaultTimeout(STATE_TIMEOUT);
  return context.newPage();
}

/** Opens the login dialog from the header and fills it in (German UI). */
export async function fillLogin(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Anmeldung' });
  if (!(await dialog.isVisible())) {
    await page.getByTestId('login-button').click();
  }
  await dialog.getByLabel('Benutzername').fill(username);
  await dialog.getByLabel(/^Passwort/).fill(password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * Signs a user in from the start page. Module sessions the user left open in earlier tests are
 * ended first (a module is open on one device at a time), unless `keepOtherSessions` is set.
 */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  options: { keepOtherSessions?: boolean } = {},
) {
  if (!options.keepOtherSessions) await endModuleSessions(username, password).catch(() => undefined);
  await page.goto('/#/');
  await fillLogin(page, username, password);
}

/** Ends every module session of the user (their windows fall back to the start page). */
export async function endModuleSessions(username: string, password: string) {
  const api = await apiAs(username, password);
  const sessions = (await api.get('/api/auth/sessions')) as { tokenId: string; audience: string }[];
  const modules = sessions.filter((session) => session.audience !== 'web').map((session) => session.tokenId);
  if (modules.length > 0) await api.post('/NotifyClientsForInstanceTermination', modules);
  await api.signOut();
}

/** Calls the API directly as a user, for set-up and clean-up around browser steps. */
export async function apiAs(username: string, password: string, productUrl = baseUrl()) {
  const token = await fetch(`${productUrl}/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  if (!token.ok) throw new Error(`sign-in of ${username} failed: ${await token.text()}`);
  const { access_token: accessToken, refresh_token: refreshToken } = (await token.json()) as {
    access_token: string;
    refresh_token: string;
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${productUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    signOut: () => call('POST', '/api/auth/RefreshTokens/DeleteAllByTokens', [refreshToken]),
  };
}
