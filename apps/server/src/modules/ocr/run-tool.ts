import { spawn } from 'node:child_process';

export type ToolFailureKind = 'missing' | 'timeout' | 'aborted' | 'exit' | 'output_too_large';

/** A child process that did not finish normally; `stderr` is kept for mapping and the log. */
export class ToolError extends Error {
  constructor(
    readonly kind: ToolFailureKind,
    readonly command: string,
    readonly stderr: string,
    readonly exitCode: number | null = null,
  ) {
    super(
      `${command}: ${kind}${exitCode !== null ? ` (exit ${exitCode})` : ''}${stderr ? `: ${stderr.slice(0, 500)}` : ''}`,
    );
    this.name = 'ToolError';
  }
}

export type RunToolOptions = {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Extra environment variables; the rest is inherited (set through `env`, see below). */
  environment?: Record<string, string>;
  /** Largest stdout kept in memory; more ends the process with `output_too_large`. */
  maxOutputBytes?: number;
  /** Bytes written to the process's stdin (e.g. an image for `tesseract stdin`). */
  input?: Buffer;
};

const DEFAULT_MAX_OUTPUT = 256 * 1024 * 1024;

/** Niceness of every tool run: OCR and rendering yield the cores to web requests. */
export const TOOL_NICENESS = 15;

/**
 * Runs a command line tool in its own process at low CPU priority and resolves with its stdout.
 * The process is killed on timeout or abort; the event loop only moves bytes. The command starts
 * through `nice -n 15 env VAR=value command`, so the priority holds from the first instruction and
 * the parent's environment is inherited without reading it here.
 */
export function runTool(command: string, args: string[], options: RunToolOptions): Promise<Buffer> {
  const extra = Object.entries(options.environment ?? {}).map(([key, value]) => `${key}=${value}`);
  const file = 'nice';
  const argv = ['-n', String(TOOL_NICENESS), 'env', ...extra, command, ...args];
  const maxOutput = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT;

  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ToolError('aborted', command, ''));
      return;
    }
    const child = spawn(file, argv, { stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    if (options.input && child.stdin) {
      // A process that exits early closes its stdin; its exit code tells what went wrong.
      child.stdin.on('error', () => undefined);
      child.stdin.end(options.input);
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
    const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
    const onAbort = () => stop('aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout?.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutput) stop('output_too_large');
      else chunks.push(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 64 * 1024) stderr += chunk.toString('utf8');
    });
    const finish = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish();
      reject(new ToolError(error.code === 'ENOENT' ? 'missing' : 'exit', command, error.message));
    });
    child.on('close', (code) => {
      finish();
      if (failure) reject(new ToolError(failure, command, stderr.trim()));
      // `env` answers 127 when it cannot find the command.
      else if (code === 127) reject(new ToolError('missing', command, stderr.trim(), code));
      else if (code !== 0) reject(new ToolError('exit', command, stderr.trim(), code));
      else resolve(Buffer.concat(chunks));
    });
  });
}
