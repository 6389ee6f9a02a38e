import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ProductProcess = { name: string; child: ChildProcess; baseUrl: string | null };

/** Waits for `ready()`; the ceiling only ends a wait that hangs, a crashed process ends it at once. */
export async function until<T>(
  what: string,
  ready: () => Promise<T | null | undefined | false>,
  watched: ProductProcess[] = [],
  ceilingMs = 600_000,
): Promise<T> {
  const deadline = Date.now() + ceilingMs;
  for (;;) {
    const crashed = watched.find(
      (process) => process.child.exitCode !== null && process.child.signalCode === null,
    );
    if (crashed)
      throw new Error(`${crashed.name} exited with ${crashed.child.exitCode} while waiting for ${what}`);
    const value = await ready();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the built server as one process of a cluster; web processes are returned once healthy. */
export async function startProductProcess(
  name: string,
  mode: 'web' | 'worker',
  env: Record<string, string>,
): Promise<ProductProcess> {
  const port = mode === 'web' ? await freePort() : 0;
  const child = spawn(process.execPath, ['--max-semi-space-size=4', serverMain], {
    env: {
      ...process.env,
      ...env,
      PROCESS_MODE: mode,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `belegfluss-${name}-`)),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started: ProductProcess = {
    name,
    child,
    baseUrl: mode === 'web' ? `http://127.0.0.1:${port}` : null,
  };
  if (started.baseUrl) {
    const health = `${started.baseUrl}/api/health`;
    await until(
      `${name} to answer`,
      () =>
        fetch(health).then(
          (response) => response.ok,
          () => false,
        ),
      [started],
    );
  }
  return started;
}

export async function stopProductProcess(process: ProductProcess) {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return;
  const exited = new Promise((resolve) => process.child.once('exit', resolve));
  process.child.kill('SIGTERM');
  await exited;
}
