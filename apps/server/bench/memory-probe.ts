// The memory of a server started with `startServer(…, { memoryProbe: true })`, garbage collected
// first, so a figure compares what is live rather than when V8 happened to collect.
import { readFileSync } from 'node:fs';
import type { RunningServer } from './bench-utils.js';

export type MemoryFigures = {
  /** Resident memory of the process (everything: V8 heap, native buffers, sockets' user-side state). */
  rssKb: number;
  /** JS heap in use plus memory outside it that JS objects hold (Buffers, ArrayBuffers included). */
  jsKb: number;
};

function residentKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/** Asks the server's probe for a full collection and its figures; RSS read right after, from /proc. */
export function measureMemory(server: RunningServer): Promise<MemoryFigures> {
  const child = server.process;
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string; heapUsed: number; external: number }) => {
      if (message.type !== 'memory') return;
      child.off('message', onMessage);
      const rssKb = residentKb(child.pid as number);
      resolve({ rssKb, jsKb: (message.heapUsed + message.external) / 1024 });
    };
    child.on('message', onMessage);
    if (!child.send('memory')) reject(new Error('server has no memory probe (IPC channel)'));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Figures once the server has settled (two collections a second apart agree within 64 KB): the
 * requests just sent have all reached their waiting state and nothing they allocated is pending.
 */
export async function settledMemory(server: RunningServer): Promise<MemoryFigures> {
  let previous = await measureMemory(server);
  for (;;) {
    await sleep(1000);
    const current = await measureMemory(server);
    if (Math.abs(current.rssKb - previous.rssKb) < 64 && Math.abs(current.jsKb - previous.jsKb) < 64)
      return current;
    previous = current;
  }
}
