import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spawnTool, type SpawnToolRequest, type ToolOutcome } from './spawn-tool.js';
import type { ToolHostReply, ToolHostRequest } from './tool-host.protocol.js';

/** A host with nothing to do ends after this long; the next tool run starts a new one. */
const DEFAULT_IDLE_MS = 30_000;

type Host = { process: ChildProcess; pending: Map<number, (outcome: ToolOutcome) => void> };

/**
 * Where the tool host's entry lies: beside the bundle (`dist/tool-host.js`) or, when the server
 * runs from its TypeScript sources (tests, `tsx`), beside this file, loaded through tsx.
 */
function hostEntry(): { file: string; execArgv: string[] } | null {
  const fromSources = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(
    new URL(fromSources ? './tool-host.main.ts' : './tool-host.js', import.meta.url),
  );
  if (!existsSync(file)) return null;
  return { file, execArgv: fromSources ? ['--import', 'tsx'] : [] };
}

/**
 * Runs tools through a tool host process, started on first use, replaced when it died and ended
 * after a quiet spell. Without a host entry (a partial build) tools are spawned in-process.
 */
export function createToolHostClient({ idleMs = DEFAULT_IDLE_MS }: { idleMs?: number } = {}) {
  let current: Host | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;

  // An idle host must not keep the server (or a command line run) alive.
  function settle(host: Host) {
    const channel = host.process.channel as { ref(): void; unref(): void } | undefined;
    if (host.pending.size > 0) {
      host.process.ref();
      channel?.ref();
      return;
    }
    host.process.unref();
    channel?.unref();
    if (host !== current) return;
    idleTimer = setTimeout(() => {
      if (current === host && host.pending.size === 0) {
        current = null;
        host.process.disconnect();
      }
    }, idleMs);
    idleTimer.unref();
  }

  function start(): Host | null {
    if (current?.process.connected) return current;
    const entry = hostEntry();
    if (!entry) return null;
    const host: Host = {
      process: fork(entry.file, [], {
        execArgv: entry.execArgv,
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
      pending: new Map(),
    };
    host.process.on('message', (reply: ToolHostReply) => {
      const resolve = host.pending.get(reply.id);
      if (!resolve) return;
      host.pending.delete(reply.id);
      resolve(reply.outcome);
      settle(host);
    });
    const fail = (stderr: string) => {
      if (current === host) current = null;
      for (const resolve of host.pending.values())
        resolve({ ok: false, kind: 'exit', stderr, exitCode: null });
      host.pending.clear();
    };
    host.process.on('exit', () => fail('tool host ended'));
    host.process.on('error', () => fail('tool host failed'));
    current = host;
    return host;
  }

  return {
    run(request: SpawnToolRequest, signal?: AbortSignal): Promise<ToolOutcome> {
      if (idleTimer) clearTimeout(idleTimer);
      const host = start();
      if (!host) return spawnTool(request, signal);
      if (signal?.aborted) return Promise.resolve({ ok: false, kind: 'aborted', stderr: '', exitCode: null });
      const id = nextId++;
      return new Promise<ToolOutcome>((resolve) => {
        const onAbort = () => host.process.send({ type: 'abort', id } satisfies ToolHostRequest);
        signal?.addEventListener('abort', onAbort, { once: true });
        host.pending.set(id, (outcome) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(outcome);
        });
        settle(host);
        host.process.send({ type: 'run', id, request } satisfies ToolHostRequest);
      });
    },
  };
}
