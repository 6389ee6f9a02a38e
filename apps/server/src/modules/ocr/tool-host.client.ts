import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spawnTool, type SpawnToolRequest, type ToolOutcome } from './spawn-tool.js';
import type { ToolHostReply, ToolHostRequest } from './tool-host.protocol.js';

type Pending = { resolve: (outcome: ToolOutcome) => void };

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
 * Runs tools through one long-lived tool host process, started on first use and again after it
 * died. Without a host (its entry missing, or it cannot start) tools are spawned in-process.
 */
export function createToolHostClient() {
  let host: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  // An idle host must not keep the server (or a command line run) alive.
  const updateRef = () => {
    if (!host) return;
    const channel = host.channel as { ref(): void; unref(): void } | undefined;
    if (pending.size > 0) {
      host.ref();
      channel?.ref();
    } else {
      host.unref();
      channel?.unref();
    }
  };

  function failAll(stderr: string) {
    for (const [id, entry] of pending) {
      pending.delete(id);
      entry.resolve({ ok: false, kind: 'exit', stderr, exitCode: null });
    }
  }

  function start(): ChildProcess | null {
    if (host?.connected) return host;
    const entry = hostEntry();
    if (!entry) return null;
    const child = fork(entry.file, [], {
      execArgv: entry.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (reply: ToolHostReply) => {
      const entry = pending.get(reply.id);
      if (!entry) return;
      pending.delete(reply.id);
      entry.resolve(reply.outcome);
      updateRef();
    });
    child.on('exit', () => {
      if (host === child) host = null;
      failAll('tool host ended');
    });
    child.on('error', () => {
      if (host === child) host = null;
      failAll('tool host failed');
    });
    host = child;
    return child;
  }

  return {
    run(request: SpawnToolRequest, signal?: AbortSignal): Promise<ToolOutcome> {
      const child = start();
      if (!child) return spawnTool(request, signal);
      if (signal?.aborted) return Promise.resolve({ ok: false, kind: 'aborted', stderr: '', exitCode: null });
      const id = nextId++;
      return new Promise<ToolOutcome>((resolve) => {
        const onAbort = () => child.send({ type: 'abort', id } satisfies ToolHostRequest);
        signal?.addEventListener('abort', onAbort, { once: true });
        pending.set(id, {
          resolve: (outcome) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(outcome);
          },
        });
        updateRef();
        child.send({ type: 'run', id, request } satisfies ToolHostRequest);
      });
    },
  };
}
