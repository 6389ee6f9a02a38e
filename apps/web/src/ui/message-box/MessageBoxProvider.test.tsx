import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { renderInApp } from '../../test/harness.js';
import { MessageBoxButtons, MessageBoxResult, MessageBoxType } from './message-box.js';
import { useMessageBox } from './MessageBoxProvider.js';

beforeAll(async () => {
  await initI18n('de');
});

type Api = ReturnType<typeof useMessageBox>;

function renderProvider(): Promise<Api> {
  return new Promise((resolve) => {
    function Capture() {
      const api = useMessageBox();
      useEffect(() => resolve(api), [api]);
      return null;
    }
    renderInApp(<Capture />);
  });
}

describe('MessageBoxProvider', () => {
  it("shows one error dialog at a time, titled 'Fehler', and drops errors raised meanwhile", async () => {
    const api = await renderProvider();
    const user = userEvent.setup();
    let first: Promise<string> = Promise.resolve('');
    let second: Promise<string> = Promise.resolve('');
    act(() => {
      first = api.showError('Der Server antwortet nicht.');
      second = api.showError('Fehler 503: Wartung');
    });
    expect(await second).toBe(MessageBoxResult.None);
    const dialog = await screen.findByRole('dialog', { name: 'Fehler' });
    expect(dialog.textContent).toContain('Der Server antwortet nicht.');
    expect(screen.queryByText('Fehler 503: Wartung')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await first).toBe(MessageBoxResult.OK);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Fehler 503: Wartung')).toBeNull();
  });

  it('queues other message boxes behind an open error and answers with the clicked button', async () => {
    const api = await renderProvider();
    const user = userEvent.setup();
    let question: Promise<string> = Promise.resolve('');
    act(() => {
      void api.showError('Erst der Fehler');
      question = api.showMessageBox({
        type: MessageBoxType.Question,
        buttons: MessageBoxButtons.YesNo,
        message: 'Jetzt ändern?',
      });
    });
    await screen.findByText('Erst der Fehler');
    expect(screen.queryByText('Jetzt ändern?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByText('Jetzt ändern?');
    await user.click(screen.getByRole('button', { name: 'Nein' }));
    expect(await question).toBe(MessageBoxResult.No);
  });

  // jsdom cannot reload a page; that the reload happens is checked in Chromium (code-flow.e2e.ts).
  it('sends the user to the root after OK on a reload-type error', async () => {
    window.history.replaceState(null, '', '/#/MainFrame/Hilfe');
    const api = await renderProvider();
    const user = userEvent.setup();
    act(() => {
      void api.showError('Fehler beim Umleitungsvorgang (OAuth2-Code-Flow)!', { reload: true });
    });
    await screen.findByRole('dialog', { name: 'Fehler' });
    expect(window.location.hash).toBe('#/MainFrame/Hilfe');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#/');
  });
});
