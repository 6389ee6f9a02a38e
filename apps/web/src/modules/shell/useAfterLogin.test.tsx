import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../i18n/index.js';
import { ThemeProvider, useAppTheme } from '../../kernel/ThemeContext.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../test/harness.js';
import { useUserPreferences } from '../auth/index.js';
import { useAfterLogin } from './useAfterLogin.js';

const GET_LANGUAGE = '/api/man/user/getlanguage';
const GET_THEME = '/api/man/system/getUserTheme';

let i18n: Awaited<ReturnType<typeof initI18n>>;
beforeAll(async () => {
  i18n = await initI18n('de');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('de');
});

function Probe() {
  useAfterLogin();
  const { chooseLanguage, chooseTheme } = useUserPreferences();
  const { theme } = useAppTheme();
  return (
    <>
      <button onClick={() => chooseLanguage('en')}>choose-en</button>
      <button onClick={() => chooseTheme('Grün')}>choose-green</button>
      <output data-testid="theme">{theme}</output>
    </>
  );
}

/** An answer the test releases itself, standing for a slow server. */
function heldAnswer(body: unknown) {
  let release = () => undefined as void;
  const answered = new Promise<Response>((resolve) => {
    release = () => resolve(json(body));
  });
  return { answered, release: () => release() };
}

describe('the user’s own language and theme after sign-in', () => {
  it('keeps a choice made while the stored values were still loading', async () => {
    const language = heldAnswer({ Result: 'de', Error: null });
    const theme = heldAnswer({ Result: 'Blau', Error: null });
    const server = fakeServer({
      [`GET ${GET_LANGUAGE}`]: () => language.answered,
      [`GET ${GET_THEME}`]: () => theme.answered,
      'POST /api/man/user/setlanguage': () => json({ Result: 'en', Error: null }),
      'POST /api/man/system/saveUserTheme': () => json({ Result: 'Grün', Error: null }),
    });
    renderInApp(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
      { manager: signedInManager(['Erfassung']) },
    );
    await waitFor(() => expect(server.calls('GET', GET_LANGUAGE)).toHaveLength(1));
    await waitFor(() => expect(server.calls('GET', GET_THEME)).toHaveLength(1));

    act(() => screen.getByText('choose-en').click());
    act(() => screen.getByText('choose-green').click());
    await waitFor(() => expect(i18n.language).toBe('en'));
    language.release();
    theme.release();

    await waitFor(() => expect(server.calls('POST', '/api/man/user/setlanguage')).toHaveLength(1));
    await waitFor(() => expect(server.calls('POST', '/api/man/system/saveUserTheme')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.language).toBe('en');
    expect(screen.getByTestId('theme').textContent).toBe('Grün');
  });
});
