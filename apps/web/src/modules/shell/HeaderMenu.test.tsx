import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Rights } from '@belegfluss/shared';
import { initI18n } from '../../i18n/index.js';
import { renderInApp } from '../../test/harness.js';
import { HeaderMenu, MENU_BUTTON_SIZE, MENU_SCROLL_STEP } from './HeaderMenu.js';
import { visibleMenuEntries } from './menu.js';

beforeAll(async () => {
  await initI18n('de');
});

/** A ResizeObserver the test triggers: jsdom lays nothing out and never resizes. */
function controllableResizeObserver() {
  const callbacks: ResizeObserverCallback[] = [];
  class ControllableResizeObserver {
    constructor(callback: ResizeObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', ControllableResizeObserver);
  return { resize: () => callbacks.forEach((callback) => callback([], {} as ResizeObserver)) };
}

const granted = (...rights: string[]) => rights.map((right) => `${right};TRUE`);
const menuLabels = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter(Boolean);

describe('HeaderMenu', () => {
  it('shows the modules the start rights open, and Einstellungen and Hilfe to everyone', () => {
    renderInApp(
      <HeaderMenu
        entries={visibleMenuEntries([
          ...granted(Rights.canStartUnides, Rights.canStartWorkflow, Rights.canStartVerwaltung),
          'FIBU;0',
        ])}
      />,
    );
    expect(menuLabels()).toEqual([
      'Rechnungsverarbeitung',
      'E-Rechnung prüfen',
      'Regelmanager',
      'Workflow',
      'WF Recherche',
      'Verwaltung',
      'Einstellungen',
      'Hilfe',
    ]);
  });

  it('hides invoice processing from SBA users and WF Recherche from SBA users on ADDISON', () => {
    renderInApp(
      <HeaderMenu
        entries={visibleMenuEntries([
          ...granted(Rights.canStartUnides, Rights.canStartWorkflow, Rights.canStartUniview, Rights.isSba),
          'FIBU;1',
        ])}
      />,
    );
    expect(menuLabels()).toEqual(['Workflow', 'Archiv', 'Einstellungen', 'Hilfe']);
  });

  it('marks the entry of the current route, the longest match winning', () => {
    renderInApp(<HeaderMenu entries={visibleMenuEntries(granted(Rights.canStartUnides))} />, {
      route: '/MainFrame/Unides/einvoice-check',
    });
    expect(screen.getByRole('link', { name: 'E-Rechnung prüfen' }).getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('link', { name: 'Rechnungsverarbeitung' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('scrolls in steps of 80 px when the entries do not fit', async () => {
    renderInApp(
      <HeaderMenu
        entries={visibleMenuEntries(
          granted(
            Rights.canStartUnides,
            Rights.canStartWorkflow,
            Rights.canStartUniview,
            Rights.canStartVerwaltung,
          ),
        )}
      />,
    );
    const nav = screen.getByTestId('header-menu');
    // jsdom lays nothing out: give the menu a 300 px window onto 900 px of entries.
    Object.defineProperty(nav, 'clientWidth', { value: 300 });
    Object.defineProperty(nav, 'scrollWidth', { value: 900 });
    nav.scrollBy = ((options: ScrollToOptions) => {
      nav.scrollLeft = Math.max(0, Math.min(600, nav.scrollLeft + (options.left ?? 0)));
    }) as typeof nav.scrollBy;
    fireEvent(window, new Event('resize'));
    expect(screen.queryByRole('button', { name: 'Menü nach links blättern' })).toBeNull();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menü nach rechts blättern' }));
    expect(nav.scrollLeft).toBe(MENU_SCROLL_STEP);
    expect(MENU_SCROLL_STEP).toBe(80);
    await user.click(screen.getByRole('button', { name: 'Menü nach rechts blättern' }));
    expect(nav.scrollLeft).toBe(160);
    const left = await screen.findByRole('button', { name: 'Menü nach links blättern' });
    await user.click(left);
    expect(nav.scrollLeft).toBe(80);

    nav.scrollLeft = 600;
    fireEvent.scroll(nav);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Menü nach rechts blättern' })).toBeNull(),
    );
  });

  it("uses compact buttons with the small font, so that an administrator's eight modules fit at 1440 px", () => {
    renderInApp(<HeaderMenu entries={visibleMenuEntries(granted(Rights.canStartUnides))} />);
    expect(MENU_BUTTON_SIZE).toBe('compact-sm');
    const link = screen.getByRole('link', { name: 'Rechnungsverarbeitung' });
    expect(link.getAttribute('style')).toContain('--button-fz: var(--mantine-font-size-sm)');
  });

  it('shows the arrows when the menu loses room to its neighbours in the header, without a window resize', async () => {
    const observer = controllableResizeObserver();
    renderInApp(
      <HeaderMenu entries={visibleMenuEntries(granted(Rights.canStartUnides, Rights.canStartWorkflow))} />,
    );
    const nav = screen.getByTestId('header-menu');
    Object.defineProperty(nav, 'scrollWidth', { value: 700 });
    Object.defineProperty(nav, 'clientWidth', { configurable: true, value: 700 });
    observer.resize();
    expect(screen.queryByRole('button', { name: 'Menü nach rechts blättern' })).toBeNull();

    // The user name and the download button appear after sign-in: the menu keeps 500 px.
    Object.defineProperty(nav, 'clientWidth', { configurable: true, value: 500 });
    observer.resize();
    expect(await screen.findByRole('button', { name: 'Menü nach rechts blättern' })).toBeTruthy();
  });
});
