import { apiErrorSchema, audienceForCall, type Audience, type FieldIssue } from '@belegfluss/shared';
import { i18n } from '../i18n/index.js';

/** The message the spec raises before sending a call without a usable token (spec 000, section 7). */
export const NO_JWT_MESSAGE = 'No JWT present or has expired';

/** A failed call: the shared error code, the server's message in the UI language, and field issues. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldIssue[] = [],
    readonly requestId?: string,
    readonly details?: Record<string, unknown>,
    readonly url = '',
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Calls that work without a signed-in user (start-up settings, error log). */
  anonymous?: boolean;
  /** Whose token to send; by default the module the user is in, when the called service takes it, else the shell's. */
  audience?: Audience;
  /** 'caller': the caller shows the error itself; session, licence and critical errors are still handled globally. */
  errors?: 'global' | 'caller';
  /** Polling and session calls: not cancelled when the user navigates away. */
  background?: boolean;
  /** A token of its own instead of a session's: deep-link sessions limited to one workflow. */
  token?: string;
};

type ApiClientConfig = {
  /** The access token for an audience, or null when none is usable. */
  getToken: (audience: Audience | undefined) => Promise<string | null>;
  onError: (error: ApiRequestError, options: RequestOptions) => void;
};

let config: ApiClientConfig = { getToken: async () => null, onError: () => undefined };
let currentAudience: Audience | undefined;

/** The module the user is in; its token goes with calls that name no audience and that its service accepts. */
export function setCurrentAudience(audience: Audience | undefined) {
  currentAudience = audience;
}
const pending = new Set<{ controller: AbortController; background: boolean }>();

/** The token a call to `path` carries; for requests the client cannot send itself (upload progress via XHR). */
export function getApiToken(path = ''): Promise<string | null> {
  return config.getToken(path ? audienceForCall(path, currentAudience) : currentAudience);
}

/** Wires the client to the session (tokens) and to the global error handling; called once at start. */
export function configureApiClient(next: ApiClientConfig) {
  config = next;
}

/** Cancels calls in flight: page calls when navigating away, all of them after a critical error. */
export function cancelPendingRequests({ includeBackground }: { includeBackground: boolean }) {
  for (const entry of [...pending]) {
    if (includeBackground || !entry.background) {
      entry.controller.abort();
      pending.delete(entry);
    }
  }
}

export function isAbortError(error: unknown): boolean {
  // Not every DOMException is an Error instance (jsdom, some browsers), so the name decides.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function translatedMessage(code: string, fallback: string): string {
  const key = `api-errors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : fallback;
}

const writesInFlight = new Set<Promise<unknown>>();

/**
 * Resolves when every write (non-GET call) already on the wire has ended, answered or not. Calls
 * still waiting for their token are not waited for: a renewal can wait on timers a logout stops.
 */
export async function settleWrites(): Promise<void> {
  await Promise.allSettled([...writesInFlight]);
}

/** A fetch that a logout can let finish before it revokes the tokens, when it is a write. */
function trackedFetch(url: URL, init: RequestInit & { method: string }): Promise<Response> {
  const request = fetch(url, init);
  if (init.method === 'GET') return request;
  writesInFlight.add(request);
  void request.catch(() => undefined).finally(() => writesInFlight.delete(request));
  return request;
}

async function send(path: string, options: RequestOptions, init: RequestInit): Promise<Response> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers(init.headers);
  headers.set('accept-language', i18n.language);
  const token =
    options.token ??
    (await config.getToken(options.audience ?? audienceForCall(url.pathname, currentAudience)));
  if (!token && !options.anonymous) {
    const error = new ApiRequestError(
      401,
      'auth.unauthorized',
      NO_JWT_MESSAGE,
      [],
      undefined,
      undefined,
      path,
    );
    config.onError(error, options);
    throw error;
  }
  if (token) headers.set('authorization', `Bearer ${token}`);
  if ((options.method ?? 'GET') === 'GET') {
    headers.set('cache-control', 'no-cache');
    headers.set('pragma', 'no-cache');
  }
  const entry = { controller: new AbortController(), background: options.background ?? false };
  options.signal?.addEventListener('abort', () => entry.controller.abort());
  pending.add(entry);
  let response: Response;
  try {
    response = await trackedFetch(url, {
      ...init,
      method: options.method ?? 'GET',
      headers,
      signal: entry.controller.signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    const failure = new ApiRequestError(
      0,
      'platform.unavailable',
      translatedMessage('platform.unavailable', 'offline'),
      [],
      undefined,
      undefined,
      path,
    );
    config.onError(failure, options);
    throw failure;
  } finally {
    pending.delete(entry);
  }
  if (!response.ok) {
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    const parsed = apiErrorSchema.safeParse(data);
    const code = parsed.success ? parsed.data.error.code : 'platform.internal';
    const message = parsed.success ? parsed.data.error.message : text || response.statusText;
    const failure = new ApiRequestError(
      response.status,
      code,
      parsed.success ? translatedMessage(code, message) : message,
      parsed.success ? (parsed.data.error.fields ?? []) : [],
      parsed.success ? parsed.data.error.requestId : undefined,
      parsed.success ? parsed.data.error.details : undefined,
      path,
      response.statusText,
    );
    config.onError(failure, options);
    throw failure;
  }
  return response;
}

/** Calls the API with the session's bearer token and the UI language; JSON in, JSON out. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, {
    headers: options.body !== undefined ? { 'content-type': 'application/json' } : {},
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The `Result` of a ResultObject answer (spec 000, section 3). */
export async function apiResult<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<{ Result: T }>(path, options)).Result;
}

/** Sends a form with files (multipart). */
export async function apiUpload<T>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, { ...options, method: 'POST' }, { body: form });
  return (await response.json()) as T;
}

/** A binary answer (downloads) with the response headers. */
export async function apiBlob(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const response = await send(path, options, {
    headers: options.body !== undefined ? { 'content-type': 'application/json' } : {},
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  return { blob: await response.blob(), headers: response.headers };
}

/** Offers a blob to the user as a file. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
