import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, renderInApp, signedInManager } from '../../test/harness.js';
import { useCaptureViewSettings } from './useCaptureViewSettings.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function ViewSettingsProbe() {
  const settings = useCaptureViewSettings();
  return (
    <output
      data-testid="view-settings"
      data-highlight={String(settings.highlightSources)}
      data-unsaved={settings.unsavedMode}
    />
  );
}

describe('the capture screen’s view settings', () => {
  it('follows the user’s stored settings once they arrive, the defaults before', async () => {
    const server = fakeServer({
      'GET /api/man/settings/gethighlightsearcharea': () => json({ enabled: false }),
      'GET /api/man/settings/getautosave': () => json({ mode: 'IMMER_SPEICHERN' }),
    });
    renderInApp(<ViewSettingsProbe />, { manager: signedInManager(['Erfasser']) });
    const probe = screen.getByTestId('view-settings');
    expect(probe.dataset.highlight).toBe('true');
    await waitFor(() => expect(probe.dataset.highlight).toBe('false'));
    await waitFor(() => expect(probe.dataset.unsaved).toBe('always_save'));
    expect(server.calls('GET', '/api/man/settings/gethighlightsearcharea')).toHaveLength(1);
  });
});
