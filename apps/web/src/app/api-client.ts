import { apiErrorSchema, type FieldIssue } from '@belegfluss/shared';
import { i18n } from '../i18n/index.js';
import { getAccessToken } from '../modules/auth/session.js';

/** A failed call: the shared error code, the server's message in the UI language, and field issues. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldIssue[] = [],
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
};

function translatedMessage(code: string, fallback: string): string {
  const key = `api-errors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : fallback;
}

/** Calls the API with the session's bearer token and the UI language; JSON in, JSON out. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { 'accept-language': i18n.language };
  const token = getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if ((options.method ?? 'GET') === 'GET') headers['cache-control'] = 'no-cache';
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(
      0,
      'platform.unavailable',
      translatedMessage('platform.unavailable', 'offline'),
    );
  }
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    const code = parsed.success ? parsed.data.error.code : 'platform.internal';
    const message = parsed.success ? parsed.data.error.message : response.statusText;
    throw new ApiRequestError(
      response.status,
      code,
      translatedMessage(code, message),
      parsed.success ? parsed.data.error.fields : [],
      parsed.success ? parsed.data.error.requestId : undefined,
    );
  }
  return data as T;
}
