import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentState, type DownloadEntry } from '@belegfluss/shared';
import { initI18n } from '../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../test/harness.js';
import { DownloadButton } from './DownloadButton.js';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const BASE = '/api/man/DownloadManager';
const result = (value: unknown) => () => json({ Result: value, Error: null });

function entry(overrides: Partial<DownloadEntry>): DownloadEntry {
  return {
    FOLDER_REFERENCE_ID: '11111111-1111-4111-8111-111111111111',
    CONTENT_STATE: ContentState.Finished,
    DOWNLOAD_NAME: 'Export Januar',
    CONTENT_TYPE: 2,
    CONTENT_SYSTEM: 1,
    TIME_STAMP: '2026-03-02T10:00:00.000Z',
    MANDNR: 10001,
    UNSEEN_BY_USER: true,
    WORKING_JOB_ID: null,
    PROGRESS: 100,
    JOB_STATE: 'finished',
    ERROR_TEXT: null,
    ...overrides,
  };
}

describe('DownloadButton', () => {
  it('shows the number of entries and is highlighted while unseen ones exist', async () => {
    fakeServer({
      [`GET ${BASE}/CheckIfDownloadableContentsExists`]: result(3),
      [`GET ${BASE}/CheckIfUnseenDownloadsExists`]: result(true),
      [`GET ${BASE}/GetAutoDownloadEnabledForUser`]: result(false),
    });
    renderInApp(<DownloadButton />, { manager: signedInManager([]) });
    const button = screen.getByTestId('download-button');
    await waitFor(() => expect(button.dataset.count).toBe('3'));
    await waitFor(() => expect(button.dataset.unseen).toBe('true'));
    expect(button.getAttribute('aria-label')).toBe('Downloads (3)');
    expect(button.dataset.variant).toBe('filled');
  });

  it('is plain without unseen entries and shows no counter without entries', async () => {
    fakeServer({
      [`GET ${BASE}/CheckIfDownloadableContentsExists`]: result(0),
      [`GET ${BASE}/CheckIfUnseenDownloadsExists`]: result(false),
      [`GET ${BASE}/GetAutoDownloadEnabledForUser`]: result(false),
    });
    const { container } = renderInApp(<DownloadButton />, { manager: signedInManager([]) });
    const button = screen.getByTestId('download-button');
    await waitFor(() => expect(button.dataset.unseen).toBe('false'));
    expect(button.dataset.variant).toBe('subtle');
    expect(container.querySelector('.mantine-Indicator-indicator')).toBeNull();
  });

  it('is not there for signed-out users', () => {
    const server = fakeServer({});
    renderInApp(<DownloadButton />);
    expect(screen.queryByTestId('download-button')).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('saves ready entries by itself while automatic download is on', async () => {
    const ready = entry({});
    const server = fakeServer({
      [`GET ${BASE}/CheckIfDownloadableContentsExists`]: result(1),
      [`GET ${BASE}/CheckIfUnseenDownloadsExists`]: result(true),
      [`GET ${BASE}/GetAutoDownloadEnabledForUser`]: result(true),
      [`GET ${BASE}/GetAutoDownloadReadyContentEntries`]: result([ready]),
      [`POST ${BASE}/StartContentDownload`]: () =>
        new Response(new Uint8Array([80, 75, 5, 6]), {
          headers: { zipfilename: encodeURIComponent('Export März.zip') },
        }),
    });
    URL.createObjectURL = () => 'blob:download';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderInApp(<DownloadButton />, { manager: signedInManager([]) });
    await waitFor(() => expect(saved).toEqual(['Export März.zip']));
    const [download] = server.calls('POST', `${BASE}/StartContentDownload`);
    expect(await download?.json()).toEqual({ ids: [ready.FOLDER_REFERENCE_ID] });
  });
});
