import { spawn, type ChildProcess } from 'node:child_process';
import { canReadCpuTime, processCpuMs } from './cpu-time.js';

export type ToolFailureKind = 'missing' | 'timeout' | 'aborted' | 'exit' | 'output_too_large';

/** How a tool run ended: stdout on success, otherwise the failure with what the tool said on stderr. */
export type ToolOutcome =
  | { ok: true; stdout: Buffer }
  | { ok: false; kind: ToolFailureKind; stderr: string; exitCode: number | null };

export type SpawnToolRequest = {
  file: string;
  argv: string[];
  /**
   * CPU time the process may use. A busy machine (tools run at low priority) makes a run take
   * longer, not fail: the wall-clock limit is WALL_CLOCK_FACTOR times this, a stop for a process
   * that hangs without computing.
   */
  timeoutMs: number;
  maxOutputBytes: number;
  input?: Uint8Array;
};

export const WALL_CLOCK_FACTOR = 10;
const CPU_CHECK_INTERVAL_MS = 250;

/** Calls `onExceeded` once the process has used more than `limitMs` of CPU time. */
function watchCpuTime(child: ChildProcess, limitMs: number, onExceeded: () => void): () => void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking || child.pid === undefined) return;
    checking = true;
    void processCpuMs(child.pid).then((used) => {
      checking = false;
      if (used !== null && used > limitMs) onExceeded();
    });
  }, CPU_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

/**
 * Starts one process, feeds its stdin, collects stdout up to a limit and kills it when it used up
 * its CPU time, hung past the wall-clock limit, or on abort. `env` answers 127 when it cannot find the command, which counts as missing.
 */
export function spawnTool(request: SpawnToolRequest, signal?: AbortSignal): Promise<ToolOutcome> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: false, kind: 'aborted', stderr: '', exitCode: null });
      return;
    }
    const child = spawn(request.file, request.argv, {
      stdio: [request.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    if (request.input && child.stdin) {
      // A process that exits early closes its stdin; its exit code tells what went wrong.
      child.stdin.on('error', () => undefined);
      child.stdin.end(request.input);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: ToolFailureKind | null = null;

    const stop = (kind: ToolFailureKind) => {
      if (failure) return;
      failure = kind;
      child.kill('SIGKILL');
    };
    const wallLimitMs = canReadCpuTime ? request.timeoutMs * WALL_CLOCK_FACTOR : request.timeoutMs;
    const timer = setTimeout(() => stop('timeout'), wallLimitMs);
    const stopWatching = canReadCpuTime
      ? watchCpuTime(child, request.timeoutMs, () => stop('timeout'))
      : () => undefined;
    const onAbort = () => stop('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout?.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > request.maxOutputBytes) stop('output_too_large');
      else chunks.push(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 64 * 1024) stderr += chunk.toString('utf8');
    });
    const finish = (outcome: ToolOutcome) => {
      clearTimeout(timer);
      stopWatching();
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish({
        ok: false,
        kind: error.code === 'ENOENT' ? 'missing' : 'exit',
        stderr: error.message,
        exitCode: null,
      });
    });
    child.on('close', (code) => {
      const trimmed = stderr.trim();
      if (failure) finish({ ok: false, kind: failure, stderr: trimmed, exitCode: null });
      else if (code === 127) finish({ ok: false, kind: 'missing', stderr: trimmed, exitCode: code });
      else if (code !== 0) finish({ ok: false, kind: 'exit', stderr: trimmed, exitCode: code });
      else finish({ ok: true, stdout: Buffer.concat(chunks) });
    });
  });
}
