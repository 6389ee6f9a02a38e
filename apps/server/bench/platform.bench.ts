import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assertBuilt,
  load,
  login,
  median,
  report,
  reportRatio,
  rssMegabytes,
  startServer,
  type RunningServer,
} from './bench-utils.js';
import { queriesPerRequest } from './query-count.js';

const helloWorldServer = path.join(import.meta.dirname, 'hello-world.server.mjs');

/** Requests per second on `/api/auth/me` with a bearer token: 32 connections for 10 s after a warm-up. */
async function signedInRps(server: RunningServer, token: string) {
  const request = () =>
    fetch(`${server.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  await load(request, { concurrency: 16, seconds: 2 });
  const result = await load(request, { concurrency: 32, seconds: 10 });
  if (result.errors > 0) throw new Error(`${result.errors} requests failed`);
  return result.rps;
}

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

  const apiRps = await signedInRps(server, await login(server.baseUrl, 'admin', 'Admin-2026'));
  await server.stop();
  // The ceiling: a bare Fastify hello-world, same node flags, same load, same token sent along.
  const helloWorld = await startServer({}, helloWorldServer);
  const helloWorldRps = await signedInRps(helloWorld, 'not-checked').finally(() => helloWorld.stop());
  reportRatio({
    key: 'platform.api_rps',
    ceilingKey: 'platform.api_rps_ceiling',
    ratioKey: 'platform.api_rps_ratio',
    unit: 'req/s',
    value: apiRps,
    ceiling: helloWorldRps,
    target: 0.2,
  });

  const queries = await queriesPerRequest('/api/auth/me', ['admin', 'erfasser']);
  process.stderr.write(
    `statements per /api/auth/me: ${Object.entries(queries)
      .map(([user, count]) => `${user} ${count}`)
      .join(', ')}\n`,
  );
  report('platform.auth_queries_per_request', queries.admin as number, 'queries');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
