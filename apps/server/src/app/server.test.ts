import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/explode', async () => {
    throw new Error('secret internal detail');
  });
});
afterAll(async () => t.close());

describe('HTTP platform', () => {
  it('reports database, storage, jobs and OCR tools at /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = response.json();
    expect(health).toMatchObject({
      status: 'ok',
      database: { ok: true },
      storage: { ok: true, driver: 'memory' },
      jobs: { ok: true },
    });
    expect(typeof health.ocr.tesseract.available).toBe('boolean');
  });

  it('answers with a request id, taking a well-formed one from the caller', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(own.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists invalid fields and translates the message by Accept-Language', async () => {
    const authorization = await t.login('admin');
    const german = await t.app.inject({
      method: 'GET',
      url: '/api/job/jobs?limit=0',
      headers: { authorization },
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().error).toMatchObject({
      code: 'platform.validation_failed',
      message: 'Die Eingaben sind unvollständig oder ungültig.',
    });
    expect(german.json().error.fields[0].path).toBe('querystring.limit');
    const russian = await t.app.inject({
      method: 'GET',
      url: '/api/job/jobs/not-a-uuid',
      headers: { authorization, 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(russian.json().error.message).toBe('Введённые данные неполны или неверны.');
  });

  it('answers unknown API paths with a JSON 404 and sends other paths to the root', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('platform.not_found');
    const page = await t.app.inject({ method: 'GET', url: '/some/old/link' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/');
  });

  it('publishes the OpenAPI document generated from the shared schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/Token'].post).toBeDefined();
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('never shows a stack trace for unexpected errors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json().error.code).toBe('platform.internal');
  });

  it('refuses a body the token endpoint cannot read in the error shape, not as a server error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/Token',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${'['.repeat(1000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'platform.validation_failed',
      message: 'Die Eingaben sind unvollständig oder ungültig.',
    });
  });

  it('refuses a URL it cannot decode with a code and a German message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/man/settings/%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'platform.validation_failed',
      message: 'Die Eingaben sind unvollständig oder ungültig.',
    });
  });

  it('answers a URL beyond the HTTP limit with a code and a German message', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health?q=${'a'.repeat(40_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1.1 431/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body.error).toMatchObject({
      code: 'platform.request_too_large',
      message: 'Die Anfrage ist zu groß (Adresse oder Kopfzeilen zu lang).',
    });
  });
});
