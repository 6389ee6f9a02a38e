import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt, percentile, report, startServer } from './bench-utils.js';

type TokenAnswer = { access_token: string; refresh_token: string };

async function token(
  baseUrl: string,
  fields: Record<string, string>,
): Promise<{ ms: number; body: TokenAnswer }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const body = (await response.json()) as TokenAnswer;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`token request failed: ${JSON.stringify(body)}`);
  return { ms, body };
}

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-auth-'));
const server = await startServer({ DATA_DIR: dataDir, TOKEN_RATE_LIMIT_PER_MINUTE: '1000000' });
try {
  const password = { grant_type: 'password', username: 'admin', password: 'Admin-2026' };
  // Warm up: JIT, connection, first Argon2 allocation.
  for (let round = 0; round < 10; round += 1) await token(server.baseUrl, password);

  // Password grant: one user signing in after another, Argon2id included.
  const passwordTimes: number[] = [];
  for (let round = 0; round < 100; round += 1) passwordTimes.push((await token(server.baseUrl, password)).ms);
  report('auth.password_grant_p95_ms', percentile(passwordTimes, 95), 'ms');
  report('auth.password_grant_p50_ms', percentile(passwordTimes, 50), 'ms');

  // Refresh grant: a client renewing its tokens, each renewal rotating the refresh token.
  let refreshToken = (await token(server.baseUrl, password)).body.refresh_token;
  for (let round = 0; round < 20; round += 1) {
    refreshToken = (await token(server.baseUrl, { grant_type: 'refresh_token', refresh_token: refreshToken }))
      .body.refresh_token;
  }
  const refreshTimes: number[] = [];
  for (let round = 0; round < 300; round += 1) {
    const { ms, body } = await token(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    refreshTimes.push(ms);
    refreshToken = body.refresh_token;
  }
  report('auth.refresh_grant_p95_ms', percentile(refreshTimes, 95), 'ms');
  report('auth.refresh_grant_p50_ms', percentile(refreshTimes, 50), 'ms');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
