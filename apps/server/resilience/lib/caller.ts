import { multipartBody, type Http, type HttpResponse } from './http.js';

export type Caller = ReturnType<typeof createCaller>;

/** Calls of one signed-in user; `expectOk` turns an answer other than 2xx into an error naming the call. */
export function createCaller(http: Http, authorization: string) {
  const headers = { authorization, 'accept-language': 'de' };
  const query = (values: Record<string, string> = {}) => {
    const text = new URLSearchParams(values).toString();
    return text ? `?${text}` : '';
  };
  return {
    authorization,
    get: (url: string, values?: Record<string, string>) =>
      http({ method: 'GET', url: `${url}${query(values)}`, headers }),
    post: (url: string, body?: unknown) => http({ method: 'POST', url, headers, body: body ?? {} }),
    put: (url: string, body?: unknown) => http({ method: 'PUT', url, headers, body: body ?? {} }),
    delete: (url: string) => http({ method: 'DELETE', url, headers }),
    upload: (
      url: string,
      fields: Record<string, string>,
      files: { field?: string; name: string; content: Buffer }[],
    ) => {
      const multipart = multipartBody(
        fields,
        files.map((file) => ({ field: file.field ?? 'files', name: file.name, content: file.content })),
      );
      return http({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': multipart.contentType },
        body: multipart.body,
      });
    },
  };
}

/** The JSON answer of a call that must succeed. */
export async function expectOk<T = Record<string, unknown>>(
  call: Promise<HttpResponse>,
  what: string,
): Promise<T> {
  const answer = await call;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text().slice(0, 400)}`);
  const text = answer.text();
  return (text ? JSON.parse(text) : {}) as T;
}
