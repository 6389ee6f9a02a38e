import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultPasswordPolicy, type PasswordPolicy } from '@belegfluss/shared';
import { initI18n } from '../../i18n/index.js';
import { fakeServer, json, OpenLogin, renderInApp, tokenResponse } from '../../test/harness.js';
import { ModalBackground } from '../../ui/modal/ModalBackground.js';
import { LoginDialog } from './LoginDialog.js';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  vi.useRealTimers();
});

const encodePolicy = (policy: PasswordPolicy) => btoa(JSON.stringify(policy));

function renderDialog() {
  return renderInApp(
    <>
      <OpenLogin />
      <LoginDialog />
    </>,
  );
}

async function signIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(screen.getByLabelText(/Benutzername/), username);
  await user.type(screen.getByLabelText(/^Passwort/), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('LoginDialog', () => {
  it('switches to renew-password mode when the password expired and sends the new one with RENEW_PWD_', async () => {
    const server = fakeServer({
      'POST /Token': async (request) => {
        const form = new URLSearchParams(await request.text());
        if (!form.get('scope')?.includes('RENEW_PWD_')) {
          return json(
            { error: 'PWD_POLICY_MAX_AGE_REACHED', error_description: encodePolicy(defaultPasswordPolicy) },
            400,
          );
        }
        return json(tokenResponse({ name: 'erfasser', roles: [] }));
      },
      'GET /api/man/user/passwordage': () => json({ Result: 0, Error: null }),
    });
    const user = userEvent.setup();
    renderDialog();
    await signIn(user, 'erfasser', 'Alt-Passwort-1');

    expect(
      await screen.findByText('Ihr Passwort ist abgelaufen, bitte vergeben Sie ein Neues.'),
    ).toBeTruthy();
    expect(screen.getByText('Neues Passwort vergeben')).toBeTruthy();
    expect((screen.getByLabelText(/Benutzername/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByLabelText(/^Altes Passwort/)).toBeTruthy();
    expect(screen.queryByLabelText('Angemeldet bleiben')).toBeNull();

    await user.type(screen.getByLabelText(/^Neues Passwort \*?$/), 'Neu-Passwort-2');
    await user.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'Neu-Passwort-2');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.queryByText('Neues Passwort vergeben')).toBeNull());
    const sent = new URLSearchParams(await server.calls('POST', '/Token')[1]?.text());
    expect(sent.get('password')).toBe('Alt-Passwort-1');
    expect(sent.get('scope')).toBe('RENEW_PWD_Neu-Passwort-2');
  });

  it('checks the new password live against the policy, the old password and the repeat', async () => {
    fakeServer({
      'POST /Token': () =>
        json(
          {
            error: 'PWD_POLICY_NOT_VALID',
            error_description: encodePolicy({
              ...defaultPasswordPolicy,
              PolicyMinLenActive: true,
              PolicyMinLenValue: 10,
            }),
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderDialog();
    await signIn(user, 'sba', 'Sba-2026');
    expect(
      await screen.findByText(
        'Ihr Passwort entspricht nicht den aktuellen Passwortrichtlinien, bitte vergeben Sie ein Neues.',
      ),
    ).toBeTruthy();
    const newPassword = screen.getByLabelText(/^Neues Passwort \*?$/);
    await user.type(newPassword, 'kurz€');
    expect(screen.getByText('Das Passwort muss mind. 10 Zeichen lang sein.')).toBeTruthy();
    expect(screen.getByText(/Diese Zeichen sind unzulässig/)).toBeTruthy();
    expect(
      screen.getByText('Es müssen Zeichen aus mind. 3 der nachfolgenden Gruppen eingegeben werden:'),
    ).toBeTruthy();
    expect(screen.getByText('Passwort-Wiederholung ist nicht korrekt.')).toBeTruthy();

    await user.clear(newPassword);
    await user.type(newPassword, 'Sba-2026');
    expect(screen.getByText('Das neue Passwort muss sich vom alten Passwort unterscheiden!')).toBeTruthy();
    expect(screen.queryByText(/mind. 10 Zeichen/)).toBeTruthy();

    await user.clear(newPassword);
    await user.type(newPassword, 'Sicher-Genug-2026');
    await user.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'Sicher-Genug-2026');
    expect(screen.queryByTestId('policy-messages')).toBeNull();
    expect(screen.queryByText('Passwort-Wiederholung ist nicht korrekt.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the page behind it out of reach while open, and gives it back the moment it closes', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderInApp(
      <ModalBackground>
        <header data-testid="page-header">
          <button type="button">Anmelden</button>
        </header>
        <main data-testid="page-main">
          <button type="button">Anmelden</button>
        </main>
        <OpenLogin />
        <LoginDialog />
      </ModalBackground>,
    );
    const dialog = await screen.findByRole('dialog');

    const reachable = screen.getAllByRole('button', { name: 'Anmelden' });
    expect(reachable).toHaveLength(1);
    expect(dialog.contains(reachable[0] as HTMLElement)).toBe(true);
    expect(screen.getByTestId('page-header').closest('[inert]')).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    // Asked at once, while the dialog may still be fading out.
    expect(within(screen.getByTestId('page-header')).getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(within(screen.getByTestId('page-main')).getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('counts a lockout down every second with submit disabled until it ends', async () => {
    const server = fakeServer({
      'POST /Token': () => json({ error: 'TO_MANY_TRIES', error_description: '3' }, 400),
    });
    // The clock runs on by itself (for the dialog's own waits) and is pushed on by whole seconds.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDialog();
    await signIn(user, 'mandant', 'falsch');
    expect(await screen.findByText('Zu viele Versuche! Bitte warten Sie 3 Sekunden.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Zu viele Versuche! Bitte warten Sie 2 Sekunden.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Zu viele Versuche! Bitte warten Sie 1 Sekunden.')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText(/Zu viele Versuche/)).toBeNull();
    expect(submit.disabled).toBe(false);
    expect(server.calls('POST', '/Token')).toHaveLength(1);
  });
});
