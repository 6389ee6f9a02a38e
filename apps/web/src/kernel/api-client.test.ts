import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  ApiRequestError,
  cancelPendingRequests,
  configureApiClient,
  NO_JWT_MESSAGE,
  settleWrites,
} from './api-client.js';

/** A fetch that never answers on its own but honours its abort signal, recording every call. */
function pendingFetch() {
  const calls: { url: string; headers: Headers }[] = [];
  const fetchStub = vi.fn((url: URL, init: RequestInit) => {
    calls.push({ url: String(url), headers: new Headers(init.headers) });
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ getToken: async () => null, onError: () => undefined });
});

describe('api client', () => {
  it("raises 'No JWT present or has expired' before sending when there is no token", async () => {
    const calls = pendingFetch();
    const errors: ApiRequestError[] = [];
    configureApiClient({ getToken: async () => null, onError: (error) => errors.push(error) });
    await expect(apiRequest('/api/man/system/getsystemdata')).rejects.toMatchObject({
      message: NO_JWT_MESSAGE,
    });
    expect(calls).toHaveLength(0);
    expect(errors[0]?.code).toBe('auth.unauthorized');
  });

  it('sends the bearer token and no-cache headers on GET', async () => {
    const calls = pendingFetch();
    configureApiClient({ getToken: async () => 'token-1', onError: () => undefined });
    const call = apiRequest('/api/auth/sessions').catch(() => undefined);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(calls[0]?.headers.get('cache-control')).toBe('no-cache');
    cancelPendingRequests({ includeBackground: true });
    await call;
  });

  it('cancels page calls on navigation but keeps background calls until a critical error', async () => {
    const calls = pendingFetch();
    configureApiClient({ getToken: async () => 'token', onError: () => undefined });
    const page = apiRequest('/api/man/page').then(
      () => 'answered',
      (error: Error) => error.name,
    );
    let background = 'pending';
    const polling = apiRequest('/api/man/poll', { background: true }).then(
      () => (background = 'answered'),
      (error: Error) => (background = error.name),
    );
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    cancelPendingRequests({ includeBackground: false });
    expect(await page).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(background).toBe('pending');
    cancelPendingRequests({ includeBackground: true });
    await polling;
    expect(background).toBe('AbortError');
  });

  it('turns an API error body into its code and reports it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'downloads.entry_busy', message: 'busy' } },
          { status: 409, statusText: 'Conflict' },
        ),
      ),
    );
    const errors: ApiRequestError[] = [];
    configureApiClient({ getToken: async () => 't', onError: (error) => errors.push(error) });
    await expect(apiRequest('/api/man/DownloadManager/DeleteContentEntries')).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(errors[0]).toMatchObject({ status: 409, code: 'downloads.entry_busy', statusText: 'Conflict' });
  });

  it('lets settleWrites wait for writes in flight but not for reads', async () => {
    const answers: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answers.push(() => resolve(new Response('{"Result":true,"Error":null}')));
          }),
      ),
    );
    configureApiClient({ getToken: async () => 'token', onError: () => undefined });
    void apiRequest('/api/man/poll', { background: true });
    const write = apiRequest('/api/man/user/setlanguage', { method: 'POST', body: { language: 'en' } });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    let settled = false;
    const waiting = settleWrites().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answers[1]?.();
    await write;
    await waiting;
    expect(settled).toBe(true);
    cancelPendingRequests({ includeBackground: true });
  });
});
