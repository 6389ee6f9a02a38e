import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt, load, login, median, report, rssMegabytes, startServer } from './bench-utils.js';

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-'));
const env = { DATA_DIR: dataDir };

try {
  // First start creates, migrates and seeds the data directory; the figure is for later starts.
  await (await startServer(env)).stop();
  const startTimes: number[] = [];
  for (let run = 0; run < 4; run += 1) {
    const server = await startServer(env);
    startTimes.push(server.startMs);
    await server.stop();
  }
  report('platform.startup_ms', median(startTimes), 'ms');

  const server = await startServer(env);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  report('platform.idle_rss_mb', rssMegabytes(server.process.pid as number), 'MB');

  const token = await login(server.baseUrl, 'admin', 'Admin-2026');
  const request = () =>
    fetch(`${server.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  await load(request, { concurrency: 16, seconds: 2 });
  const result = await load(request, { concurrency: 32, seconds: 10 });
  if (result.errors > 0) throw new Error(`${result.errors} requests failed`);
  report('platform.api_rps', result.rps, 'req/s');
  await server.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
