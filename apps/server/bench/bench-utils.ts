import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Prints a figure in the form scripts read: `BENCH <module>.<name> <value> <unit>`. */
export function report(key: string, value: number, unit: string) {
  const rounded = Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
  process.stdout.write(`BENCH ${key} ${rounded} ${unit}\n`);
}

export type RatioFigure = {
  /** The product's figure, e.g. `capture.pdf_ingest_docs_per_s`. */
  key: string;
  /** The bare tool or framework doing the same work in the same run, e.g. `capture.pdf_ingest_ceiling_docs_per_s`. */
  ceilingKey: string;
  /** e.g. `capture.pdf_ingest_ratio`: value ÷ ceiling, the figure that holds from machine to machine. */
  ratioKey: string;
  unit: string;
  value: number;
  ceiling: number;
  /** The ratio the product should reach (issue 22). */
  target: number;
};

/**
 * Prints a machine-dependent figure with the ceiling it was measured against and their ratio, as
 * three BENCH lines, plus a `RATIO <ratioKey> <key> <ceilingKey> <target>` line that tells
 * `npm run bench` to show them side by side with the target.
 */
export function reportRatio(figure: RatioFigure) {
  report(figure.key, figure.value, figure.unit);
  report(figure.ceilingKey, figure.ceiling, figure.unit);
  report(figure.ratioKey, figure.value / figure.ceiling, 'ratio');
  process.stdout.write(`RATIO ${figure.ratioKey} ${figure.key} ${figure.ceilingKey} ${figure.target}\n`);
}

/**
 * A p95 latency beside its bare query as `<module>.<name>_p95_ms`, `…_ceiling_p95_ms` and
 * `…_ratio`; lower is better, so the ratio is ceiling ÷ product.
 */
export function reportLatencyRatio(
  module: string,
  name: string,
  value: number,
  ceiling: number,
  target: number,
) {
  const key = `${module}.${name}_p95_ms`;
  const ceilingKey = `${module}.${name}_ceiling_p95_ms`;
  const ratioKey = `${module}.${name}_ratio`;
  report(key, value, 'ms');
  report(ceilingKey, ceiling, 'ms');
  report(ratioKey, ceiling / value, 'ratio');
  process.stdout.write(`RATIO ${ratioKey} ${key} ${ceilingKey} ${target}\n`);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function assertBuilt() {
  if (!existsSync(productServer)) {
    throw new Error('Build first: npm run build');
  }
}

export type RunningServer = { process: ChildProcess; baseUrl: string; stop: () => Promise<void> };

export const productServer = path.join(repositoryRoot, 'apps/server/dist/main.js');

const memoryProbe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'memory-probe.preload.mjs');

/**
 * Starts the built server (or another `script` that answers /api/health, with the same node flags);
 * resolves once /api/health answers 200, with the time that took. `memoryProbe` loads the probe
 * `measureMemory` (memory-probe.ts) talks to over an IPC channel.
 */
export async function startServer(
  env: Record<string, string>,
  script = productServer,
  options: { memoryProbe?: boolean } = {},
): Promise<RunningServer & { startMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const probe = options.memoryProbe ? ['--expose-gc', '--import', pathToFileURL(memoryProbe).href] : [];
  const child = spawn(process.execPath, ['--max-semi-space-size=4', ...probe, script], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit', ...(options.memoryProbe ? (['ipc'] as const) : [])],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  return {
    process: child,
    baseUrl,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process and every process it started (the tool host and its tools). */
export function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return kilobytes / 1024 + children.reduce((sum, child) => sum + rssMegabytes(Number(child)), 0);
}

export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  if (!response.ok) throw new Error(`login failed: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Keeps `concurrency` requests in flight for `seconds`; returns requests per second and latencies. */
export async function load(
  request: () => Promise<Response>,
  { concurrency, seconds }: { concurrency: number; seconds: number },
) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await request();
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { rps: latencies.length / seconds, latencies, errors };
}
