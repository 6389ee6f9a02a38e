import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.js';

describe('redactUrl', () => {
  it('redacts token-like query parameters and keeps the rest as it came', () => {
    expect(redactUrl('/OAuth/Authorize?client_id=app&access_token=eyJ.x.y&state=a%20b')).toBe(
      '/OAuth/Authorize?client_id=app&access_token=[redacted]&state=a%20b',
    );
    expect(
      redactUrl('/x?Code=1&refresh_token=2&token=3&password=4&client_secret=5&access%5Ftoken=6&codes=7'),
    ).toBe(
      '/x?Code=[redacted]&refresh_token=[redacted]&token=[redacted]&password=[redacted]&client_secret=[redacted]&access%5Ftoken=[redacted]&codes=7',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('request logs', () => {
  it('never contain the access token of a URL', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ loggerInstance: createLogger({ logLevel: 'info' }, destination) });
    app.get('/OAuth/Authorize', async () => ({ ok: true }));
    const secret = 'eyJhbGciOiJFZERTQSJ9.secret-claims.signature';
    await app.inject({
      method: 'GET',
      url: `/OAuth/Authorize?client_id=app&access_token=${secret}&code=c0de`,
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/OAuth/Authorize?client_id=app&access_token=[redacted]&code=[redacted]');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('c0de');
  });
});
