import type { App } from '../../src/kernel/http.js';

export type HttpRequest = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless a Buffer or string (then as given, with the caller's content type). */
  body?: unknown;
};

export type HttpResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  text: () => string;
  json: () => unknown;
};

/** One HTTP exchange with the product, in-process (`app.inject`) or over the network (`fetch`). */
export type Http = (request: HttpRequest) => Promise<HttpResponse>;

function response(status: number, headers: Record<string, string>, body: Buffer): HttpResponse {
  return {
    status,
    headers,
    body,
    text: () => body.toString('utf8'),
    json: () => JSON.parse(body.toString('utf8')) as unknown,
  };
}

function encode(request: HttpRequest): { headers: Record<string, string>; payload?: Buffer | string } {
  const headers = { ...request.headers };
  if (request.body === undefined) return { headers };
  if (Buffer.isBuffer(request.body) || typeof request.body === 'string') {
    return { headers, payload: request.body };
  }
  headers['content-type'] ??= 'application/json';
  return { headers, payload: JSON.stringify(request.body) };
}

/** The server built in this process, driven without a socket. */
export function injectHttp(app: App): Http {
  return async (request) => {
    const { headers, payload } = encode(request);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) flat[name] = String(value);
    return response(answer.statusCode, flat, answer.rawPayload);
  };
}

/** A running server at `baseUrl`; a request that gets no answer rejects. */
export function fetchHttp(baseUrl: string, options: { timeoutMs?: number } = {}): Http {
  return async (request) => {
    const { headers, payload } = encode(request);
    const answer = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      ...(payload === undefined ? {} : { body: payload }),
      ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
    });
    const flat: Record<string, string> = {};
    answer.headers.forEach((value, name) => (flat[name] = value));
    return response(answer.status, flat, Buffer.from(await answer.arrayBuffer()));
  };
}

/** A multipart/form-data body of text fields and files. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; name: string; content: Buffer; type?: string }[],
): { body: Buffer; contentType: string } {
  const boundary = `----resilience${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Signs a user in with the password grant; returns the Authorization header value. */
export async function signIn(http: Http, username: string, password: string): Promise<string> {
  const answer = await http({
    method: 'POST',
    url: '/Token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${username}: ${answer.status} ${answer.text()}`);
  return `Bearer ${(answer.json() as { access_token: string }).access_token}`;
}
