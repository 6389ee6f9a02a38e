import { mandantTable } from '../tenancy/tenancy.tables.js';
import type { TestApp } from '../../test/test-app.js';

/** Ids of the demo Mandanten by MANDNR (10001 Bäckerei, 10002 Autohaus, 10003 Hotel). */
export async function demoMandanten(t: TestApp): Promise<Record<number, string>> {
  const rows = await t.deps.db
    .select({ id: mandantTable.id, mandnr: mandantTable.mandnr })
    .from(mandantTable);
  return Object.fromEntries(rows.map((row) => [row.mandnr, row.id]));
}

/** Small request helpers for HTTP tests: JSON in, the reply out. */
export function createCaller(t: TestApp, authorization: string, language = 'de') {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization, 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, query: Record<string, string | number | boolean> = {}) =>
      call(
        'GET',
        `${url}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`,
      ),
    post: (url: string, body: unknown) => call('POST', url, body),
  };
}
