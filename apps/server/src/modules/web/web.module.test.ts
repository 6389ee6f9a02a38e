import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Belegfluss</title>');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the web client', () => {
  it('serves the client at the root, the code-flow landing paths and /ExtView', async () => {
    for (const url of ['/', '/claimtoken?code=abc', '/claimtokenext?code=abc', '/granttoken', '/ExtView']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<title>Belegfluss</title>');
    }
  });

  it('sends any other path to the root', async () => {
    for (const url of ['/ExtViewer', '/MainFrame/Unides', '/some/old/link']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/');
    }
  });
});
