import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.js';
import { LoginDialog } from '../modules/auth/LoginDialog.js';
import { HomePage } from '../modules/shell/pages/ShellPages.js';
import { UserMenu } from '../modules/shell/UserMenu.js';
import { OpenLogin, renderInApp } from '../test/harness.js';
import { keepBackgroundInertWhileModalOpen } from './modal-inertness.js';
import { ThemeProvider } from '../kernel/ThemeContext.js';

beforeAll(async () => {
  await initI18n('de');
});

function renderWithInertness(ui: ReactElement) {
  const result = renderInApp(ui);
  const release = keepBackgroundInertWhileModalOpen(result.container);
  return { ...result, release };
}

describe('keepBackgroundInertWhileModalOpen', () => {
  it('leaves only the login dialog reachable: one "Anmelden" button, not the header\'s and the page\'s', async () => {
    const { container, release } = renderWithInertness(
      <ThemeProvider>
        <UserMenu onShowReleaseNotes={() => undefined} />
        <HomePage />
        <OpenLogin />
        <LoginDialog />
      </ThemeProvider>,
    );
    await screen.findByRole('dialog', { name: 'Anmeldung' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Anmelden' })).toHaveLength(1));
    const [reachable] = screen.getAllByRole('button', { name: 'Anmelden' });
    expect(reachable?.closest('[role="dialog"]')).not.toBeNull();
    expect(container.hasAttribute('inert')).toBe(true);
    release();
  });

  it('gives the page back, with its focus, when the last modal closes', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Öffnen</Button>
          <Modal
            opened={open}
            onClose={() => setOpen(false)}
            title="Dialog"
            transitionProps={{ duration: 0 }}
          >
            <Button onClick={() => setOpen(false)}>Schließen</Button>
          </Modal>
        </>
      );
    }
    const { container, release } = renderWithInertness(<Page />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    expect(container.hasAttribute('inert')).toBe(false);

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Dialog' });
    await waitFor(() => expect(container.getAttribute('aria-hidden')).toBe('true'));
    expect(screen.queryByRole('button', { name: 'Öffnen' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(container.hasAttribute('inert')).toBe(false));
    expect(container.hasAttribute('aria-hidden')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
    release();
  });
});
