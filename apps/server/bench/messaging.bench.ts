// npm run bench -- messaging: delivery latency of a message sent through web node A to a long poll
// held at web node B while 500 clients listen there, and the memory a waiting long poll costs; each
// beside its bare ceiling (a bare PostgreSQL NOTIFY round trip; a bare node:http server holding
// requests). Needs the build (npm run build) and starts a throwaway PostgreSQL cluster.
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MessageType } from '@belegfluss/shared';
import { withPostgres } from '../../../scripts/lib/postgres.mjs';
import {
  assertBuilt,
  login,
  percentile,
  report,
  rssMegabytes,
  startServer,
  type RunningServer,
} from './bench-utils.js';

const LISTENERS = 500;
const SAMPLES = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function threadsOf(pid: number): number {
  return Number(/Threads:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/** RSS once it stopped moving (the server allocated what the open requests need). */
async function settledRssKb(pid: number): Promise<number> {
  let previous = -1;
  for (;;) {
    await sleep(1000);
    const current = rssMegabytes(pid) * 1024;
    if (Math.abs(current - previous) < 64) return current;
    previous = current;
  }
}

/** Lower is better for latency and memory: the ratio is bare ÷ product (the share of the bare figure). */
function reportAgainstBare(
  key: string,
  ceilingKey: string,
  ratioKey: string,
  unit: string,
  value: number,
  bare: number,
  target: number,
) {
  report(key, value, unit);
  report(ceilingKey, bare, unit);
  report(ratioKey, bare / value, 'ratio');
  process.stdout.write(`RATIO ${ratioKey} ${key} ${ceilingKey} ${target}\n`);
}

async function bareNotifyP95(url: string): Promise<number> {
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Client({ connectionString: url });
  await Promise.all([listener.connect(), sender.connect()]);
  await listener.query('LISTEN bench_bare');
  const samples: number[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    const received = new Promise<void>((resolve) => listener.once('notification', () => resolve()));
    await sender.query(`NOTIFY bench_bare, '${index}'`);
    await received;
    samples.push(performance.now() - started);
  }
  await Promise.all([listener.end(), sender.end()]);
  return percentile(samples, 95);
}

async function bareKbPerHeldRequest(): Promise<number> {
  const server = await startServer({}, path.join(import.meta.dirname, 'held-requests.server.mjs'));
  const pid = server.process.pid as number;
  const before = await settledRssKb(pid);
  const held = Array.from({ length: LISTENERS }, () => fetch(`${server.baseUrl}/wait`).then((r) => r.text()));
  const after = await settledRssKb(pid);
  await fetch(`${server.baseUrl}/release`);
  await Promise.all(held);
  await server.stop();
  return (after - before) / LISTENERS;
}

type Listener = { token: string; last: string; pending: Promise<{ uid: string; at: number }> | null };

function poll(node: RunningServer, listener: Listener) {
  listener.pending = fetch(
    `${node.baseUrl}/api/msg/AppInstance/ListenMessages?lastMsgUID=${listener.last}&waitSeconds=55`,
    { headers: { authorization: `Bearer ${listener.token}` } },
  ).then(async (response) => {
    const at = performance.now();
    if (response.status !== 200) return { uid: '', at };
    const body = (await response.json()) as { messageInfo: { messageUID: string } };
    return { uid: body.messageInfo.messageUID, at };
  });
}

async function send(node: RunningServer, token: string, documentUID: string) {
  const response = await fetch(`${node.baseUrl}/api/msg/AppInstance/SendMessage`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      messageInfo: {
        instanceType: 'UD',
        senderUID: 'bench',
        messageType: MessageType.documentSelectionChanged,
      },
      customData: { documentUID },
    }),
  });
  return ((await response.json()) as { messageUID: string }).messageUID;
}

assertBuilt();
await withPostgres(
  async (serverUrl) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS bench_messaging WITH (FORCE)');
    await admin.query('CREATE DATABASE bench_messaging');
    const url = serverUrl.replace(/\/postgres$/, '/bench_messaging');
    const env = (name: string) => ({
      PROCESS_MODE: 'web',
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `belegfluss-bench-${name}-`)),
      TOKEN_RATE_LIMIT_PER_MINUTE: '1000000',
      OCR: 'off',
    });
    const nodeA = await startServer(env('a'));
    const nodeB = await startServer(env('b'));
    try {
      // One sign-in (device) per listening client; each message goes to exactly one of them.
      const listeners: Listener[] = [];
      for (let index = 0; index < LISTENERS; index += 10) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, async () => {
            const token = await login(nodeA.baseUrl, 'erfasser', 'Erfasser-2026');
            return { token, last: await send(nodeA, token, 'start'), pending: null };
          }),
        );
        listeners.push(...batch);
      }
      const pidB = nodeB.process.pid as number;
      const threadsBefore = threadsOf(pidB);
      // Warm up B's routes and its LISTEN connection, then measure what the 500 waiting polls add.
      for (const listener of listeners.slice(0, 20)) poll(nodeB, listener);
      await sleep(500);
      for (const listener of listeners.slice(0, 20)) {
        listener.last = await send(nodeA, listener.token, 'warm-up');
        await listener.pending;
      }
      const rssBefore = await settledRssKb(pidB);
      for (const listener of listeners) poll(nodeB, listener);
      const rssAfter = await settledRssKb(pidB);
      const threadsAfter = threadsOf(pidB);

      const latencies: number[] = [];
      for (let sample = 0; sample < SAMPLES; sample += 1) {
        const listener = listeners[(sample * 37) % LISTENERS] as Listener;
        const started = performance.now();
        const uid = await send(nodeA, listener.token, `doc-${sample}`);
        const received = await (listener.pending as Promise<{ uid: string; at: number }>);
        if (received.uid !== uid) throw new Error(`listener got ${received.uid}, expected ${uid}`);
        latencies.push(received.at - started);
        listener.last = uid;
        poll(nodeB, listener);
      }
      const bareP95 = await bareNotifyP95(url);
      reportAgainstBare(
        'messaging.delivery_p95_ms_cross_node',
        'messaging.delivery_p95_ceiling_ms_bare_notify',
        'messaging.delivery_p95_ratio',
        'ms',
        percentile(latencies, 95),
        bareP95,
        0.01,
      );
      const bareKb = await bareKbPerHeldRequest();
      reportAgainstBare(
        'messaging.kb_per_listener',
        'messaging.kb_per_listener_ceiling_bare_http',
        'messaging.kb_per_listener_ratio',
        'KB',
        (rssAfter - rssBefore) / LISTENERS,
        bareKb,
        0.2,
      );
      report('messaging.threads_added_by_listeners', threadsAfter - threadsBefore, 'threads');
      report('messaging.listeners', LISTENERS, 'clients');
    } finally {
      await Promise.all([nodeA.stop(), nodeB.stop()]);
      await admin.end();
    }
  },
  (line) => process.stderr.write(`${line}\n`),
);
process.exit(0);
