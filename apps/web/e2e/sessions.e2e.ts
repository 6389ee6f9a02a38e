import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, fillLogin, launchBrowser, newPage, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

const defaultPolicy = {
  PolicyMinLenActive: false,
  PolicyMinLenValue: 8,
  PolicyComplexityActive: true,
  PolicyMaxAgeActive: false,
  PolicyMaxAgeValue: 90,
};

describe('sessions', () => {
  it('asks for a new password when the policy changed, checks it live and signs in with it', async () => {
    const admin = await apiAs('admin', 'Admin-2026');
    await admin.post('/api/man/system/setpasswordsettings', {
      ...defaultPolicy,
      PolicyMinLenActive: true,
      PolicyMinLenValue: 14,
    });
    const page = await newPage(browser);
    try {
      await signIn(page, 'mandant', 'Mandant-2026');
      const dialog = page.getByRole('dialog', { name: 'Neues Passwort vergeben' });
      await dialog.waitFor();
      expect(await page.getByTestId('login-error').textContent()).toBe(
        'Ihr Passwort entspricht nicht den aktuellen Passwortrichtlinien, bitte vergeben Sie ein Neues.',
      );
      await dialog
        .getByLabel(/^Neues Passwort/)
        .first()
        .fill('kurz');
      await page.getByText('Das Passwort muss mind. 14 Zeichen lang sein.').waitFor();
      await dialog.getByLabel(/^Neues Passwort wiederholen/).fill('anders');
      await page.getByText('Passwort-Wiederholung ist nicht korrekt.').waitFor();
      await dialog
        .getByLabel(/^Neues Passwort/)
        .first()
        .fill('Mandant-2026-lang');
      await dialog.getByLabel(/^Neues Passwort wiederholen/).fill('Mandant-2026-lang');
      expect(await page.getByTestId('policy-messages').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Anmelden' }).click();
      await page.getByTestId('user-menu').waitFor();
      await page.waitForURL(/#\/MainFrame\/Archiv$/);
    } finally {
      await admin.post('/api/man/system/setpasswordsettings', defaultPolicy);
      const mandant = await apiAs('mandant', 'Mandant-2026-lang').catch(() => null);
      await mandant?.post('/api/man/user/passwordset', {
        oldPassword: 'Mandant-2026-lang',
        newPassword: 'Mandant-2026',
      });
      await page.close();
    }
  });

  it('sends the second device of a module to the session list and lets the user end the other one', async () => {
    const first = await newPage(browser);
    await signIn(first, 'sba', 'Sba-Demo-2026');
    await first.waitForURL(/#\/MainFrame\/Workflows$/);
    await first.getByRole('heading', { name: 'Workflow', level: 3 }).waitFor();

    const second = await newPage(browser);
    await signIn(second, 'sba', 'Sba-Demo-2026', { keepOtherSessions: true });
    await second.waitForURL(/#\/MainFrame\/Einstellungen\/Components\/DeviceSessions$/);
    await second.getByTestId('instance-locked-notice').waitFor();
    await second.getByRole('button', { name: 'OK' }).click();
    const other = second.locator('[data-testid="device-session"][data-current="false"]', {
      hasText: 'Workflow',
    });
    await other.getByRole('button', { name: 'Beenden' }).click();
    await other.waitFor({ state: 'detached' });

    await second.getByRole('link', { name: 'Workflow', exact: true }).click();
    await second.getByRole('heading', { name: 'Workflow', level: 3 }).waitFor();
    // The first device learns within one status poll that its module was ended and leaves it.
    await first.waitForURL(/#\/$/, { timeout: STATE_TIMEOUT });
    await first.getByText('Die Sitzung in diesem Modul wurde vom Server beendet.').waitFor();
    await first.close();
    await second.close();
  });

  it('reloads to SessionExpired when another device signed this one out', async () => {
    const page = await newPage(browser);
    await signIn(page, 'freigeber', 'Freigabe-2026');
    await page.getByTestId('user-menu').waitFor();
    const other = await newPage(browser);
    await signIn(other, 'freigeber', 'Freigabe-2026', { keepOtherSessions: true });
    // Workflow, the start module, is open on the first device: this one lands on the session list.
    await other.waitForURL(/#\/MainFrame\/Einstellungen\/Components\/DeviceSessions$/);
    await other.getByRole('button', { name: 'OK' }).click();
    // The first device's sign-in, and any an earlier test file left for this user: end them all.
    const others = other.locator('[data-testid="device-session"][data-current="false"]', {
      hasText: 'Belegfluss',
    });
    await others.first().waitFor();
    for (let count = await others.count(); count > 0; count = await others.count()) {
      await others.first().getByRole('button', { name: 'Abmelden' }).click();
      await expect.poll(() => others.count()).toBeLessThan(count);
    }

    await page.waitForURL(/#\/SessionExpired$/, { timeout: STATE_TIMEOUT });
    await page.getByText('Die Sitzung wurde beendet! Bitte melden Sie sich erneut an!').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('belegfluss.sessions'))).toBeNull();
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await fillLogin(page, 'freigeber', 'Freigabe-2026');
    await page.getByTestId('user-menu').waitFor();
    await page.close();
    await other.close();
  });

  it('signs an idle user out after the inactivity timeout and the idle timer', async () => {
    const page = await newPage(browser);
    // The page's clock is Playwright's: idle minutes pass at once.
    await page.clock.install();
    const systemData = page.waitForResponse('**/api/man/system/getsystemdata');
    await signIn(page, 'mandant', 'Mandant-2026');
    await page.getByTestId('user-menu').waitFor();
    await systemData;
    const sessionId = await page.evaluate(() => {
      const sessions = JSON.parse(localStorage.getItem('belegfluss.sessions') ?? '{}') as {
        web?: { accessToken: string };
      };
      const payload = sessions.web?.accessToken.split('.')[1] ?? '';
      return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sid: string }).sid;
    });
    // InaktivityTimeout (600 s) plus the idle timer (300 s): still signed in a little before.
    await page.clock.fastForward('14:50');
    await page.clock.runFor(2000);
    expect(await page.getByTestId('user-menu').isVisible()).toBe(true);
    await page.clock.fastForward('00:15');
    await page.clock.runFor(2000);
    await page.getByTestId('login-button').waitFor();
    await page.waitForURL(/#\/$/);
    expect(await page.evaluate(() => localStorage.getItem('belegfluss.sessions'))).toBeNull();
    // The sign-out reached the server: the session is no longer live.
    const mandant = await apiAs('mandant', 'Mandant-2026');
    const liveSessions = async () =>
      ((await mandant.get('/api/auth/sessions')) as { tokenId: string }[]).map((session) => session.tokenId);
    await expect.poll(liveSessions, { timeout: STATE_TIMEOUT }).not.toContain(sessionId);
    await mandant.signOut();
    await page.close();
  });

  it('shows the maintenance countdown to signed-in users', async () => {
    const page = await newPage(browser);
    // The window learns of the announcement from its message listener: announce once it listens.
    const listening = page.waitForRequest(/\/api\/msg\/AppInstance\/ListenMessages/, {
      timeout: STATE_TIMEOUT,
    });
    await signIn(page, 'erfasser', 'Erfasser-2026');
    await page.getByTestId('user-menu').waitFor();
    await listening;
    const admin = await apiAs('admin', 'Admin-2026');
    await admin.post('/api/man/system/announcemaintenance', {});
    try {
      const bar = page.getByTestId('maintenance-bar');
      await bar.waitFor({ timeout: STATE_TIMEOUT });
      const text = (await bar.textContent()) ?? '';
      expect(text).toMatch(/^Bitte abmelden! Wartungsmodus wird in \d+ Sekunden aktiviert\.$/);
      const seconds = Number(/in (\d+) Sekunden/.exec(text)?.[1]);
      expect(seconds).toBeLessThanOrEqual(60);
      await page.waitForTimeout(2100);
      const later = Number(/in (\d+) Sekunden/.exec((await bar.textContent()) ?? '')?.[1]);
      expect(later).toBeLessThan(seconds);
    } finally {
      await admin.post('/api/man/system/endmaintenance');
      await page.close();
    }
  });
});
