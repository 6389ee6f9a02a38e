// npm run bench -- messaging: delivery latency of a message sent through web node A to a long poll
// held at web node B while 500 clients listen there, and the memory a waiting long poll costs; each
// beside its bare ceiling (a bare PostgreSQL NOTIFY round trip; a bare node:http server holding
// requests). Memory is measured after forced garbage collections (both servers run with the same
// memory probe), as the median of several rounds of 500 polls held and hung up. Needs the build
// (npm run build) and starts a throwaway PostgreSQL cluster.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MessageType } from '@belegfluss/shared';
import { withPostgres } from '../../../scripts/lib/postgres.mjs';
import {
  assertBuilt,
  login,
  median,
  percentile,
  report,
  startServer,
  type RunningServer,
} from './bench-utils.js';
import { settledMemory, type MemoryFigures } from './memory-probe.js';

const LISTENERS = 500;
const SAMPLES = 200;
/** Rounds of the memory measurement; the figure is their median. */
const ROUNDS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function threadsOf(pid: number): number {
  return Number(/Threads:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
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

type PerListener = { rssKb: number; jsKb: number; residentKb: number };

/**
 * What the requests held between `before` and `after` cost each. `rssKb` is the larger of what the
 * resident memory and what the live JS objects grew by: RSS misses what the requests put into heap
 * pages the process had already touched (and freed) before, the JS figure misses native memory.
 */
function perListener(before: MemoryFigures, after: MemoryFigures): PerListener {
  const jsKb = (after.jsKb - before.jsKb) / LISTENERS;
  const residentKb = (after.rssKb - before.rssKb) / LISTENERS;
  return { rssKb: Math.max(residentKb, jsKb), jsKb, residentKb };
}

function medianOf(rounds: PerListener[]): PerListener {
  const of = (key: keyof PerListener) => median(rounds.map((round) => round[key]));
  return { rssKb: of('rssKb'), jsKb: of('jsKb'), residentKb: of('residentKb') };
}

function describeRounds(name: string, rounds: PerListener[]) {
  const figures = rounds.map(
    (round) => `RSS +${round.residentKb.toFixed(1)} KB, JS +${round.jsKb.toFixed(1)} KB`,
  );
  process.stderr.write(`${name} je gehaltener Anfrage: ${figures.join('; ')}\n`);
}

/**
 * The same requests (same headers and token) held by a bare node:http server, ROUNDS times, each
 * round on a fresh server like the product's.
 */
async function bareKbPerHeldRequest(tokens: string[]): Promise<PerListener> {
  const rounds: PerListener[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const server = await startServer({}, path.join(import.meta.dirname, 'held-requests.server.mjs'), {
      memoryProbe: true,
    });
    const before = await settledMemory(server);
    const held = tokens.map((token) =>
      fetch(`${server.baseUrl}/wait?lastMsgUID=${randomUUID()}&waitSeconds=55`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((response) => response.text()),
    );
    rounds.push(perListener(before, await settledMemory(server)));
    await fetch(`${server.baseUrl}/release`);
    await Promise.all(held);
    await server.stop();
  }
  describeRounds('node:http', rounds);
  return medianOf(rounds);
}

type Listener = {
  token: string;
  last: string;
  pending: Promise<{ uid: string; at: number }> | null;
  /** The poll has answered (a message, or 204 when its wait ran out). */
  answered: boolean;
};

function poll(node: RunningServer, listener: Listener) {
  listener.answered = false;
  listener.pending = fetch(
    `${node.baseUrl}/api/msg/AppInstance/ListenMessages?lastMsgUID=${listener.last}&waitSeconds=55`,
    { headers: { authorization: `Bearer ${listener.token}` } },
  ).then(
    async (response) => {
      const at = performance.now();
      listener.answered = true;
      if (response.status !== 200) return { uid: '', at };
      const body = (await response.json()) as { messageInfo: { messageUID: string } };
      return { uid: body.messageInfo.messageUID, at };
    },
    () => {
      listener.answered = true;
      return { uid: '', at: performance.now() };
    },
  );
}

/** Node B's first polls: its routes compiled, its LISTEN connection open. */
async function warmUp(nodeA: RunningServer, nodeB: RunningServer, listeners: Listener[]) {
  for (const listener of listeners) poll(nodeB, listener);
  await sleep(500);
  for (const listener of listeners) {
    listener.last = await send(nodeA, listener.token, 'warm-up');
    await listener.pending;
  }
}

/**
 * What a waiting long poll costs a web node: ROUNDS times a fresh node B, warmed up, measured
 * before and after all listeners poll it. The last node B keeps its polls for the latency samples.
 */
async function productKbPerListener(
  nodeA: RunningServer,
  startNodeB: () => Promise<RunningServer>,
  listeners: Listener[],
): Promise<{ perListener: PerListener; nodeB: RunningServer; threadsAdded: number }> {
  const rounds: PerListener[] = [];
  for (let round = 0; ; round += 1) {
    const nodeB = await startNodeB();
    await warmUp(nodeA, nodeB, listeners.slice(0, 20));
    const threadsBefore = threadsOf(nodeB.process.pid as number);
    const before = await settledMemory(nodeB);
    for (const listener of listeners) poll(nodeB, listener);
    rounds.push(perListener(before, await settledMemory(nodeB)));
    if (round === ROUNDS - 1) {
      describeRounds('ListenMessages', rounds);
      const threadsAdded = threadsOf(nodeB.process.pid as number) - threadsBefore;
      return { perListener: medianOf(rounds), nodeB, threadsAdded };
    }
    await nodeB.stop();
    await Promise.all(listeners.map((listener) => listener.pending));
  }
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
    let nodeB: RunningServer | null = null;
    try {
      // One sign-in (device) per listening client; each message goes to exactly one of them.
      const listeners: Listener[] = [];
      for (let index = 0; index < LISTENERS; index += 10) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, async () => {
            const token = await login(nodeA.baseUrl, 'erfasser', 'Erfasser-2026');
            return { token, last: await send(nodeA, token, 'start'), pending: null, answered: false };
          }),
        );
        listeners.push(...batch);
      }
      let round = 0;
      const measured = await productKbPerListener(
        nodeA,
        async () => (nodeB = await startServer(env(`b${(round += 1)}`), undefined, { memoryProbe: true })),
        listeners,
      );
      const listening = measured.perListener;

      const latencies: number[] = [];
      for (let sample = 0; sample < SAMPLES; sample += 1) {
        const listener = listeners[(sample * 37) % LISTENERS] as Listener;
        // On a slow machine the memory rounds can outlast a poll's 55 s: such a listener polls again.
        if (listener.answered) {
          poll(measured.nodeB, listener);
          await sleep(1000);
        }
        const started = performance.now();
        const uid = await send(nodeA, listener.token, `doc-${sample}`);
        let received = await (listener.pending as Promise<{ uid: string; at: number }>);
        // The poll's wait ran out as the message was sent: the message is fetched, but not timed.
        const ranOut = received.uid === '';
        if (ranOut) {
          poll(measured.nodeB, listener);
          received = await (listener.pending as Promise<{ uid: string; at: number }>);
        }
        if (received.uid !== uid) throw new Error(`listener got ${received.uid}, expected ${uid}`);
        if (!ranOut) latencies.push(received.at - started);
        listener.last = uid;
        poll(measured.nodeB, listener);
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
      const bare = await bareKbPerHeldRequest(listeners.map((listener) => listener.token));
      reportAgainstBare(
        'messaging.kb_per_listener',
        'messaging.kb_per_listener_ceiling_bare_http',
        'messaging.kb_per_listener_ratio',
        'KB',
        listening.rssKb,
        bare.rssKb,
        0.2,
      );
      // Of that, the JS heap and what JS objects hold outside it (the rest is native: sockets, parsers).
      report('messaging.js_kb_per_listener', listening.jsKb, 'KB');
      report('messaging.js_kb_per_listener_ceiling_bare_http', bare.jsKb, 'KB');
      report('messaging.threads_added_by_listeners', measured.threadsAdded, 'threads');
      report('messaging.listeners', LISTENERS, 'clients');
    } finally {
      await Promise.all([nodeA.stop(), (nodeB as RunningServer | null)?.stop()]);
      await admin.end();
    }
  },
  (line) => process.stderr.write(`${line}\n`),
);
process.exit(0);
