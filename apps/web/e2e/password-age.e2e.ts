import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, fillLogin, launchBrowser, newPage } from './browser.js';
import { startProductServer, type ProductServer } from './product-server.js';

/**
 * Password ages need days to pass. This file runs its own server: started once to seed the demo
 * data and set a 30-day maximum age, stopped, its embedded database given older password dates
 * (freigeber 40 days: expired; sba 25 days: 5 days left), and started again.
 */
let browser: Browser;
let closeBrowser: () => Promise<void>;
let server: ProductServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-e2e-age-'));
  const first = await startProductServer(dataDir);
  const admin = await apiAs('admin', 'Admin-2026', first.baseUrl);
  await admin.post('/api/man/system/setpasswordsettings', {
    PolicyMinLenActive: false,
    PolicyMinLenValue: 8,
    PolicyComplexityActive: true,
    PolicyMaxAgeActive: true,
    PolicyMaxAgeValue: 30,
  });
  await admin.signOut();
  await first.stop();

  const database = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
  await database.query(
    `UPDATE app_user SET password_changed_at = now() - make_interval(days => $2) WHERE kuerzel = $1`,
    ['freigeber', 40],
  );
  await database.query(
    `UPDATE app_user SET password_changed_at = now() - make_interval(days => $2) WHERE kuerzel = $1`,
    ['sba', 25],
  );
  await database.close();

  server = await startProductServer(dataDir);
  ({ browser, close: closeBrowser } = await launchBrowser());
}, 180_000);

afterAll(async () => {
  await closeBrowser?.();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('password age', () => {
  it('makes an expired password renewed at sign-in (PWD_POLICY_MAX_AGE_REACHED)', async () => {
    const page = await newPage(browser, 'de-DE', server.baseUrl);
    await page.goto('/#/');
    await fillLogin(page, 'freigeber', 'Freigabe-2026');
    const dialog = page.getByRole('dialog', { name: 'Neues Passwort vergeben' });
    await dialog.waitFor();
    expect(await page.getByTestId('login-error').textContent()).toBe(
      'Ihr Passwort ist abgelaufen, bitte vergeben Sie ein Neues.',
    );
    expect(await dialog.getByLabel('Benutzername').isDisabled()).toBe(true);
    await dialog.getByLabel(/^Altes Passwort/).waitFor();
    await dialog
      .getByLabel(/^Neues Passwort/)
      .first()
      .fill('Freigabe-2026');
    await page.getByText('Das neue Passwort muss sich vom alten Passwort unterscheiden!').waitFor();
    await dialog
      .getByLabel(/^Neues Passwort/)
      .first()
      .fill('Freigabe-2026-neu');
    await dialog.getByLabel(/^Neues Passwort wiederholen/).fill('Freigabe-2026-neu');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByTestId('user-menu').waitFor();
    await page.waitForURL(/#\/MainFrame\/Workflows$/);
    // The new password counts from today: no question about its age after this sign-in.
    expect(await page.getByText(/Ihr Passwort läuft in/).count()).toBe(0);
    await apiAs('freigeber', 'Freigabe-2026-neu', server.baseUrl);
    await expect(apiAs('freigeber', 'Freigabe-2026', server.baseUrl)).rejects.toThrow(/invalid_grant/);
    await page.close();
  });

  it('asks after sign-in when the password expires soon; Ja opens the user settings', async () => {
    const page = await newPage(browser, 'de-DE', server.baseUrl);
    await page.goto('/#/');
    await fillLogin(page, 'sba', 'Sba-Demo-2026');
    const question = page.getByRole('dialog').filter({
      hasText: 'Ihr Passwort läuft in 5 Tag(en) ab. Möchten Sie es jetzt ändern?',
    });
    await question.waitFor();
    await question.getByRole('button', { name: 'Ja' }).click();
    await page.waitForURL(/#\/MainFrame\/Einstellungen\/Components\/Benutzer$/);
    await question.waitFor({ state: 'hidden' });
    await page.close();
  });
});
