import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandantIdOf } from '../modules/capture/test/capture-test-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let authorization: string;
let mandantId: string;
beforeAll(async () => {
  t = await createTestApp();
  authorization = await t.login('admin');
  mandantId = await mandantIdOf(t, 10001);
});
afterAll(async () => t.close());

/** The JSON is written by hand so the escapes reach the server exactly as a fuzzer sends them. */
const postRaw = (url: string, json: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: json,
    headers: { authorization, 'content-type': 'application/json', 'accept-language': 'de' },
  });

const refusal = {
  code: 'platform.invalid_characters',
  message: 'Die Eingabe enthält unzulässige Zeichen (Nullzeichen oder unvollständige Unicode-Zeichen).',
};

describe('NUL characters and lone surrogates in requests', () => {
  it('refuses a NUL in a JSON string with 400 naming the field (stack/create answered 500)', async () => {
    const response = await postRaw(
      '/api/cap/stack/create',
      `{"mandantId":"${mandantId}","name":"a\\u0000b"}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      ...refusal,
      fields: [{ path: 'body.name', issue: 'platform.invalid_characters' }],
    });
  });

  it('refuses lone surrogates, high or low, also deep in arrays and in keys', async () => {
    const high = await postRaw(
      '/api/cap/stack/create',
      `{"mandantId":"${mandantId}","name":"ok","description":"x\\ud800"}`,
    );
    expect(high.json().error.fields[0].path).toBe('body.description');
    const low = await postRaw('/api/man/user/passwordset', `{"oldPassword":"\\udc00a","newPassword":"b"}`);
    expect(low.statusCode).toBe(400);
    expect(low.json().error.fields[0].path).toBe('body.oldPassword');
    const nested = await postRaw(
      '/api/cap/stack/create',
      `{"mandantId":"${mandantId}","name":"ok","autoJobs":["ocr","\\u0000"],"x\\ud801":1}`,
    );
    expect(nested.statusCode).toBe(400);
    expect(['body.autoJobs.1', 'body.x\ud801']).toContain(nested.json().error.fields[0].path);
  });

  it('refuses them in query strings as well', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cap/stack/list?mandantId=${mandantId}%00`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('querystring.mandantId');
  });

  it('refuses a NUL in the query of a route registered in a module (getJsonData, workflow accounts answered 500)', async () => {
    for (const url of [
      '/api/man/system/getJsonData?key=a%00b',
      '/api/wf/workflows/konten/9d200faa-678c-4496-994e-d1a5c2303ec3?limit=1&search=a%00b',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('platform.invalid_characters');
    }
  });

  it('lets well-formed text through, emoji (surrogate pairs) included', async () => {
    const response = await postRaw(
      '/api/cap/stack/create',
      `{"mandantId":"${mandantId}","name":"Belege \\ud83d\\udcc4"}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Belege 📄');
  });
});
