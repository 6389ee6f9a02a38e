import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../../test/harness.js';
import { AccountFrameControls } from './AccountFrameControls.js';

const MANDANT = '22222222-2222-4222-8222-222222222222';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  vi.restoreAllMocks();
});

function Harness() {
  const [message, setMessage] = useState('');
  return (
    <>
      <AccountFrameControls mandantId={MANDANT} onMessage={setMessage} onApplied={() => undefined} />
      <p data-testid="message">{message}</p>
    </>
  );
}

describe('AccountFrameControls', () => {
  it('takes over nothing until a chart is chosen, then saves the choice and takes over the chosen chart', async () => {
    const server = fakeServer({
      'GET /api/man/konten/chart': () => json({ frame: null }),
      'POST /api/man/konten/chart': () => json({ frame: 'SKR04' }),
      'POST /api/man/konten/applyframe': () => json({ created: 1125, skipped: 0 }),
    });
    const user = userEvent.setup();
    renderInApp(<Harness />, { manager: signedInManager(['ADMIN'], 'admin') });
    const apply = screen.getByRole('button', { name: 'Kontenrahmen übernehmen' });
    expect((apply as HTMLButtonElement).disabled).toBe(true);

    const select = (await screen.findAllByLabelText('Kontenrahmen')).find(
      (element) => element.tagName === 'INPUT',
    );
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    await user.click(select as HTMLInputElement);
    await user.click(await screen.findByRole('option', { name: 'SKR04', hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('message').textContent).toBe('Der Mandant bucht im Kontenrahmen SKR04.'),
    );
    expect(await server.calls('POST', '/api/man/konten/chart')[0]?.json()).toEqual({
      mandantId: MANDANT,
      frame: 'SKR04',
    });

    await waitFor(() => expect((apply as HTMLButtonElement).disabled).toBe(false));
    await user.click(apply);
    await waitFor(() =>
      expect(screen.getByTestId('message').textContent).toBe('1125 Konten angelegt, 0 bereits vorhanden.'),
    );
    expect(await server.calls('POST', '/api/man/konten/applyframe')[0]?.json()).toEqual({
      mandantId: MANDANT,
    });
  });
});
