import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Rights } from '@belegfluss/shared';
import { initI18n } from '../../../i18n/index.js';
import { renderInApp } from '../../../test/harness.js';
import { HeaderMenu } from '../HeaderMenu.js';
import { visibleMenuEntries } from '../menu.js';
import { helpDe } from './help.de.js';
import { helpEn } from './help.en.js';
import { helpRu } from './help.ru.js';
import { helpRouteFor, helpSectionIds } from './help-content.js';
import { HelpPage } from './HelpPage.js';

afterAll(async () => {
  await initI18n('de');
});

const helpByLanguage = { de: helpDe, en: helpEn, ru: helpRu } as const;

describe('HelpPage', () => {
  it.each(['de', 'en', 'ru'] as const)(
    '%s: renders a table of contents and a section with steps, buttons and errors for every module',
    async (language) => {
      await initI18n(language);
      const content = helpByLanguage[language];
      renderInApp(<HelpPage />, { route: '/MainFrame/Hilfe' });
      const contents = screen.getByRole('navigation');
      expect(
        within(contents)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(helpSectionIds.map((id) => content.sections[id].title));
      for (const id of helpSectionIds) {
        const section = screen.getByRole('region', { name: content.sections[id].title });
        expect(section.textContent).toContain(content.sections[id].purpose);
        expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
        expect(within(section).getAllByRole('table').length).toBeGreaterThanOrEqual(2);
      }
    },
    20_000,
  );

  it('names the German buttons as the product shows them, and the capture shortcuts', async () => {
    await initI18n('de');
    renderInApp(<HelpPage />, { route: '/MainFrame/Hilfe' });
    const capture = screen.getByRole('region', { name: 'Rechnungsverarbeitung' });
    expect(within(capture).getByRole('rowheader', { name: 'Strg+S' })).toBeTruthy();
    expect(capture.textContent).toContain('Grün (vollständig)');
    const downloads = screen.getByRole('region', { name: 'Downloads' });
    expect(downloads.textContent).toContain('Es liegen keine Downloads vor.');
  });

  it('opens at the section of the module the user came from', async () => {
    await initI18n('de');
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrollIntoView,
    });
    renderInApp(<HelpPage />, { route: '/MainFrame/Hilfe?section=workflow' });
    expect(scrolled).toEqual(['help-workflow']);
    delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });
});

describe('the Hilfe menu entry', () => {
  it('links to the section of the current module', async () => {
    await initI18n('de');
    expect(helpRouteFor('/MainFrame/Unides')).toBe('/MainFrame/Hilfe?section=capture');
    expect(helpRouteFor('/MainFrame/Unides/einvoice-check')).toBe('/MainFrame/Hilfe?section=einvoice');
    expect(helpRouteFor('/MainFrame/WorkflowRecherche')).toBe('/MainFrame/Hilfe?section=workflow');
    expect(helpRouteFor('/MainFrame/Einstellungen/Components/Benutzer')).toBe(
      '/MainFrame/Hilfe?section=settings',
    );
    expect(helpRouteFor('/')).toBe('/MainFrame/Hilfe');

    renderInApp(<HeaderMenu entries={visibleMenuEntries([`${Rights.canStartWorkflow};TRUE`])} />, {
      route: '/MainFrame/Workflows',
    });
    expect(screen.getByRole('link', { name: 'Hilfe' }).getAttribute('href')).toBe(
      '/MainFrame/Hilfe?section=workflow',
    );
  });
});
