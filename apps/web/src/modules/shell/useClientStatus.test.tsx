import { LAST_MSG_UID_HEADER, type ClientStatus } from '@belegfluss/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../test/harness.js';
import { useMessageListener } from '../messaging/index.js';
import { MaintenanceBar } from './MaintenanceBar.js';
import { useClientStatus } from './useClientStatus.js';

beforeAll(async () => {
  await initI18n('de');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function WindowWithBar() {
  const { status, receivedAt } = useClientStatus();
  useMessageListener({ active: true, instanceType: null, onSessionCheck: async () => true });
  return <MaintenanceBar status={status} receivedAt={receivedAt} />;
}

describe('the client status', () => {
  it('shows a maintenance announced after sign-in but before the message listener had its place', async () => {
    let announced: ClientStatus['maintenance'] = null;
    const server = fakeServer({
      'GET /api/auth/status': () =>
        json({ serverTime: new Date().toISOString(), maintenance: announced, terminatedAudiences: [] }),
      'GET /api/msg/AppInstance/ListenMessages': (request) => {
        const url = new URL(request.url);
        if (url.searchParams.get('waitSeconds') === '0') {
          // Announced while this first poll was on its way: no message will ever tell this window.
          announced = {
            activatesAt: new Date(Date.now() + 60_000).toISOString(),
            active: false,
            message: null,
          };
          return new Response(null, {
            status: 204,
            headers: { [LAST_MSG_UID_HEADER]: '5b1c9a70-3c1e-4f6e-9a43-0d2f5e7c8b10' },
          });
        }
        return new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      },
    });
    renderInApp(<WindowWithBar />, { manager: signedInManager([]) });
    const bar = await screen.findByTestId('maintenance-bar');
    expect(bar.textContent).toMatch(/Wartungsmodus wird in \d+ Sekunden/);
    const polls = server.calls('GET', '/api/msg/AppInstance/ListenMessages');
    expect(new URL(polls[1]!.url).searchParams.get('lastMsgUID')).toBe(
      '5b1c9a70-3c1e-4f6e-9a43-0d2f5e7c8b10',
    );
  });
});
