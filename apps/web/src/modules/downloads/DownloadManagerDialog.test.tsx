import { rem } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentState, type DownloadEntry } from '@belegfluss/shared';
import { configureApiClient } from '../../kernel/api-client.js';
import { initI18n } from '../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../test/harness.js';
import { DownloadManagerDialog } from './DownloadManagerDialog.js';
import { useDownloadEntries } from './useDownloadEntries.js';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  vi.useRealTimers();
});

const BASE = '/api/man/DownloadManager';
const result = (value: unknown) => () => json({ Result: value, Error: null });

function entry(id: string, overrides: Partial<DownloadEntry>): DownloadEntry {
  return {
    FOLDER_REFERENCE_ID: `${id}1111111-1111-4111-8111-111111111111`,
    CONTENT_STATE: ContentState.Finished,
    DOWNLOAD_NAME: 'Export',
    CONTENT_TYPE: 2,
    CONTENT_SYSTEM: 1,
    TIME_STAMP: '2026-03-02T10:00:00.000Z',
    MANDNR: 10001,
    UNSEEN_BY_USER: false,
    WORKING_JOB_ID: null,
    PROGRESS: 100,
    JOB_STATE: null,
    ERROR_TEXT: null,
    ...overrides,
  };
}

const ready = entry('a', { DOWNLOAD_NAME: 'Export Januar', UNSEEN_BY_USER: true });
const working = entry('b', {
  DOWNLOAD_NAME: 'Export Februar',
  CONTENT_STATE: ContentState.Working,
  PROGRESS: 40,
  JOB_STATE: 'in_progress',
  WORKING_JOB_ID: 'b2222222-2222-4222-8222-222222222222',
});
const failed = entry('c', {
  DOWNLOAD_NAME: 'Export März',
  CONTENT_STATE: ContentState.Error,
  ERROR_TEXT: 'Datei fehlt',
  MANDNR: -1,
});

function serve(entries: () => Response | Promise<Response>) {
  return fakeServer({
    [`GET ${BASE}/GetDownloadableContentEntriesforUser`]: entries,
    [`GET ${BASE}/GetAutoDownloadEnabledForUser`]: result(false),
    [`POST ${BASE}/resetUnseenFlagsForUser`]: result(1),
  });
}

function renderDialog(onClose = () => undefined) {
  return renderInApp(<DownloadManagerDialog onClose={onClose} />, { manager: signedInManager([]) });
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** Waits until Herunterladen and Löschen are enabled as given. */
const expectEnabled = (download: boolean, remove: boolean) =>
  waitFor(() => {
    expect(button('Herunterladen').disabled).toBe(!download);
    expect(button('Löschen').disabled).toBe(!remove);
  });
const row = (name: string) => screen.getByText(name).closest('.ag-row') as HTMLElement;
const selectedNames = () =>
  [...document.querySelectorAll('.ag-row-selected[row-id] [col-id="name"]')].map((cell) => cell.textContent);

describe('DownloadManagerDialog', () => {
  it('lays the grid out as specified: columns, widths, row height, button width, hidden auto-download', async () => {
    serve(result([ready, working, failed]));
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Verfügbare Downloads' })).toBeTruthy();
    await screen.findByText('Export Januar');
    const headers = [...document.querySelectorAll<HTMLElement>('.ag-header-cell')];
    expect(headers.map((header) => header.textContent?.trim())).toEqual([
      'Status',
      'Bezeichnung',
      'Typ',
      'Modul',
      'Datum',
      'Mandant',
    ]);
    expect(headers.map((header) => header.style.width)).toEqual([
      '109px',
      '206px',
      '103px',
      '109px',
      '111px',
      '122px',
    ]);
    const rows = [...document.querySelectorAll<HTMLElement>('.ag-row[row-id]')];
    expect(rows).toHaveLength(3);
    for (const gridRow of rows) expect(gridRow.style.height).toBe('25px');
    expect(row('Export Februar').textContent).toContain('In Bearbeitung');
    expect(row('Export März').textContent).toContain('Fehler');
    expect(button('Herunterladen').style.width).toBe(rem(130));
    const auto = screen.getByLabelText('automatischen Download aktivieren', { selector: 'input' });
    expect(auto.closest('[style*="display: none"]')).not.toBeNull();
  });

  it('preselects unseen entries and enables Herunterladen and Löschen by the selected states', async () => {
    serve(result([ready, working, failed]));
    renderDialog();
    await screen.findByText('Export Januar');
    await waitFor(() => expect(selectedNames()).toEqual(['Export Januar']));
    await expectEnabled(true, true);

    // Ctrl+A selects every row: an entry still being prepared disables both.
    fireEvent.keyDown(screen.getByTestId('download-grid'), { key: 'a', ctrlKey: true });
    await waitFor(() => expect(selectedNames()).toHaveLength(3));
    await expectEnabled(false, false);

    const user = userEvent.setup();
    await user.click(screen.getByText('Export März'));
    await waitFor(() => expect(selectedNames()).toEqual(['Export März']));
    await expectEnabled(false, true);

    await user.keyboard('{Control>}');
    await user.click(screen.getByText('Export Januar'));
    await user.keyboard('{/Control}');
    await waitFor(() => expect(selectedNames()).toHaveLength(2));
    await expectEnabled(false, true);

    await user.click(screen.getByText('Export Februar'));
    await waitFor(() => expect(selectedNames()).toEqual(['Export Februar']));
    await expectEnabled(false, false);

    await user.click(button('Aktualisieren'));
    await waitFor(() => expect(selectedNames()).toEqual([]));
    await expectEnabled(false, false);
  });

  it("shows 'Fehler beim Laden der Einträge' when the load fails", async () => {
    serve(() => json({ error: { code: 'platform.internal', message: 'kaputt' } }, 500));
    renderDialog();
    expect(await screen.findByText('Fehler beim Laden der Einträge')).toBeTruthy();
  });

  it('says that there are no downloads for an empty list, and resets the unseen flags on closing', async () => {
    const server = serve(result([]));
    const onClose = vi.fn();
    renderDialog(onClose);
    expect(await screen.findByText('Es liegen keine Downloads vor.')).toBeTruthy();
    expect(screen.queryByText('Fehler beim Laden der Einträge')).toBeNull();
    await userEvent.setup().click(button('OK'));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(server.calls('POST', `${BASE}/resetUnseenFlagsForUser`)).toHaveLength(1));
  });
});

describe('DownloadManagerDialog in English and Russian', () => {
  afterEach(async () => {
    await initI18n('de');
  });

  it.each([
    ['en', 'Loading ...', 'There are no downloads.'],
    ['ru', 'Загрузка ...', 'Загрузок пока нет.'],
  ] as const)('%s: translates the loading overlay and the empty list', async (language, loading, empty) => {
    await initI18n(language);
    let answer: (response: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderDialog();
    expect(await screen.findByText(loading)).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    answer(json({ Result: [], Error: null }));
    expect(await screen.findByText(empty)).toBeTruthy();
  });
});

describe('useDownloadEntries', () => {
  it('polls the entries every 10 seconds', async () => {
    vi.useFakeTimers();
    const server = serve(result([ready]));
    const manager = signedInManager([]);
    configureApiClient({ getToken: (audience) => manager.getToken(audience), onError: () => undefined });
    const queryClient = new QueryClient();
    renderHook(() => useDownloadEntries(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    const loads = () => server.calls('GET', `${BASE}/GetDownloadableContentEntriesforUser`).length;
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(loads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(loads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loads()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(loads()).toBe(3);
    queryClient.clear();
  });
});
