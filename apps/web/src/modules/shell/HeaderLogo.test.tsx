import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderInApp } from '../../test/harness.js';
import { DEFAULT_LOGO, HeaderLogo } from './Shell.js';

const LOGO = '/api/man/initialsettings/getselectedlogo';

afterEach(() => {
  vi.restoreAllMocks();
});

const logoSource = () => screen.getByTestId('header-logo').getAttribute('src');

describe('HeaderLogo', () => {
  it('shows the product logo when the server has none (204), asking once and without an error', async () => {
    const server = fakeServer({ [`GET ${LOGO}`]: () => new Response(null, { status: 204 }) });
    const { queryClient } = renderInApp(<HeaderLogo />);
    await waitFor(() => expect(server.calls('GET', LOGO)).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryState(['shell', 'custom-logo'])?.status).toBe('success'));
    expect(logoSource()).toBe(DEFAULT_LOGO);
  });

  it('shows the uploaded logo as an object URL', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:custom-logo');
    fakeServer({
      [`GET ${LOGO}`]: () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
    });
    renderInApp(<HeaderLogo />);
    await waitFor(() => expect(logoSource()).toBe('blob:custom-logo'));
  });
});
