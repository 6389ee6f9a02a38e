import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../kernel/api-client.js';
import { initI18n, setLanguage } from '../../../i18n/index.js';
import { captureApi } from '../capture.api.js';
import { JobControlBar } from './JobControlBar.js';

const settings = { showJobList: true, refreshSeconds: 5, hidePickedUp: true, startAutoJobs: true };

function renderBar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <JobControlBar
          mandantId="m-1"
          settings={settings}
          onToggle={() => undefined}
          onChanged={() => undefined}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await setLanguage('de');
});
afterEach(() => vi.restoreAllMocks());

describe('job control bar', () => {
  it('says "Keine Verbindung zum Job-Server!" while the connection test fails', async () => {
    vi.spyOn(captureApi, 'jobs').mockResolvedValue([]);
    vi.spyOn(captureApi, 'testJobServer').mockRejectedValue(
      new ApiRequestError(503, 'jobs.server_unavailable', 'Keine Verbindung zum Job-Server!'),
    );
    renderBar();
    expect((await screen.findByTestId('job-server-offline')).textContent).toBe(
      'Keine Verbindung zum Job-Server!',
    );
    expect(captureApi.testJobServer).toHaveBeenCalledWith('m-1');
  });

  it('shows no warning while the job server answers', async () => {
    vi.spyOn(captureApi, 'jobs').mockResolvedValue([]);
    vi.spyOn(captureApi, 'testJobServer').mockResolvedValue({ ok: true });
    renderBar();
    await screen.findByText('Keine Jobs.');
    expect(screen.queryByTestId('job-server-offline')).toBeNull();
  });
});
