import { createToolHostClient } from './tool-host.client.js';
import type { ToolFailureKind } from './spawn-tool.js';

export type { ToolFailureKind } from './spawn-tool.js';
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

const toolHost = createToolHostClient();

/**
 * Runs a command line tool in its own process at low CPU priority and resolves with its stdout.
 * The process is killed on timeout or abort. It starts through `nice -n 15 env VAR=value command`,
 * so the priority holds from the first instruction and the environment is inherited without reading
 * it here; the tool host starts it, so the server's event loop never pays for a fork.
 */
export async function runTool(command: string, args: string[], options: RunToolOptions): Promise<Buffer> {
  const extra = Object.entries(options.environment ?? {}).map(([key, value]) => `${key}=${value}`);
  const outcome = await toolHost.run(
    {
      file: 'nice',
      argv: ['-n', String(TOOL_NICENESS), 'env', ...extra, command, ...args],
      timeoutMs: options.timeoutMs,
      maxOutputBytes: options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT,
      ...(options.input ? { input: options.input } : {}),
    },
    options.signal,
  );
  // Over the host's channel a Buffer arrives as a plain Uint8Array.
  if (outcome.ok)
    return Buffer.from(outcome.stdout.buffer, outcome.stdout.byteOffset, outcome.stdout.byteLength);
  throw new ToolError(outcome.kind, command, outcome.stderr, outcome.exitCode);
}
