import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { TokenResponse } from '@belegfluss/shared';
import { configureApiClient } from '../kernel/api-client.js';
import { createSessionManager, type SessionManager } from '../modules/auth/session-manager.js';
import { SessionProvider, useSession } from '../modules/auth/SessionContext.js';
import { MessageBoxProvider } from '../ui/message-box/MessageBoxProvider.js';

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/**
 * The network boundary for component tests: `fetch` answers from handlers keyed by
 * `METHOD /path`; every request is recorded. Unknown calls answer 404.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const request = new Request(url, init);
    requests.push(request.clone());
    const handler = handlers[`${request.method} ${url.pathname}`];
    return handler ? handler(request) : json({ error: { code: 'platform.not_found', message: '' } }, 404);
  });
  return {
    requests,
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && new URL(request.url).pathname === path),
  };
}

/** An access token the client can read (it never checks signatures). */
export function fakeAccessToken(claims: { name: string; roles: string[]; aud?: string; full_name?: string }) {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = {
    sub: '00000000-0000-4000-8000-000000000001',
    aud: 'web',
    exp: Math.floor(Date.now() / 1000) + 1800,
    doc_read_right: false,
    ...claims,
  };
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

export function tokenResponse(claims: Parameters<typeof fakeAccessToken>[0]): TokenResponse {
  const now = new Date();
  return {
    access_token: fakeAccessToken(claims),
    token_type: 'bearer',
    refresh_token: 'refresh-token',
    expires_in: 1800,
    '.issued': now.toUTCString(),
    '.expires': new Date(now.getTime() + 1_800_000).toUTCString(),
    '.persistent': false,
  };
}

/** A session manager signed in as a user with these roles. */
export function signedInManager(roles: string[], name = 'erfasser'): SessionManager {
  const manager = createSessionManager();
  manager.adopt(tokenResponse({ name, roles }), Date.now());
  return manager;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Opens the login dialog once, as the route guard or the Anmelden link does. */
export function OpenLogin() {
  const { openLogin } = useSession();
  useEffect(() => openLogin(), [openLogin]);
  return null;
}

/**
 * Renders a component inside the providers the app gives it (Mantine, queries, session, message
 * boxes, a router at `route`), with the API client using the session's tokens.
 */
export function renderInApp(
  ui: ReactElement,
  { route = '/', manager = createSessionManager() }: { route?: string; manager?: SessionManager } = {},
) {
  configureApiClient({ getToken: (audience) => manager.getToken(audience), onError: () => undefined });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider manager={manager}>
          <MemoryRouter initialEntries={[route]}>
            <MessageBoxProvider>
              {ui}
              <LocationProbe />
            </MessageBoxProvider>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, manager, queryClient };
}
