import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TOOL_NICENESS } from '../../ocr/index.js';
import { permanentFailure } from '../capture.errors.js';
import type {
  ParserMessage,
  ParserReply,
  ParserRequest,
  ParserResults,
  ParserVerdict,
} from './parser.protocol.js';

/** JavaScript heap of the parser process: pdf-lib keeps every object of a PDF in it. */
const PARSER_HEAP_MB = 256;
/** All writable memory of the parser process (heap, sharp's pixel buffers, code). */
const PARSER_DATA_BYTES = 640 * 1024 * 1024;
/** A parser with nothing to do ends after this long; the next file starts a new one. */
const PARSER_IDLE_MS = 30_000;

type ParserLimits = { heapMb: number };

type Host = { process: ChildProcess; pending: Map<number, (verdict: ParserVerdict | null) => void> };

/**
 * The parser's entry: beside the bundle (`dist/capture-parser.js`) or, when the server runs from
 * its TypeScript sources (tests, `tsx`), beside this file, loaded through tsx.
 */
function parserEntry(): { file: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(
    new URL(fromSources ? './parser.main.ts' : './capture-parser.js', import.meta.url),
  );
  if (!existsSync(file)) throw new Error(`capture parser missing: ${file}`);
  return { file, execArgv: fromSources ? ['--import', 'tsx'] : [] };
}

/** Starts the parser at low priority under its caps: prlimit for all memory, V8's flag for the heap. */
function startHost({ heapMb }: ParserLimits): Host {
  const entry = parserEntry();
  const child = spawn(
    'nice',
    [
      '-n',
      String(TOOL_NICENESS),
      'prlimit',
      `--data=${PARSER_DATA_BYTES}`,
      process.execPath,
      ...entry.execArgv,
      `--max-old-space-size=${heapMb}`,
      entry.file,
    ],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced' },
  );
  const host: Host = { process: child, pending: new Map() };
  child.on('message', (reply: ParserReply) => {
    host.pending.get(reply.id)?.(reply.verdict);
    host.pending.delete(reply.id);
  });
  const fail = () => {
    for (const resolve of host.pending.values()) resolve(null);
    host.pending.clear();
  };
  child.on('exit', fail);
  child.on('error', fail);
  return host;
}

/**
 * Reads uploaded files in a separate process under a memory cap, one file at a time, so the
 * server's event loop and memory stay untouched. A permanent verdict (corrupt, encrypted, too many
 * pages or pixels) becomes a permanent job error; a file that brings the parser down (its caps
 * reached) is refused as too large to process.
 */
export function createParserClient({
  idleMs = PARSER_IDLE_MS,
  heapMb = PARSER_HEAP_MB,
}: { idleMs?: number; heapMb?: number } = {}) {
  let current: Host | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;

  function host(): Host {
    if (idleTimer) clearTimeout(idleTimer);
    if (!current?.process.connected) current = startHost({ heapMb });
    current.process.ref();
    return current;
  }

  // An idle parser must not keep the server (or a command line run) alive.
  function rest(active: Host) {
    active.process.unref();
    (active.process.channel as { unref(): void } | undefined)?.unref();
    idleTimer = setTimeout(() => {
      if (current === active && active.pending.size === 0) {
        current = null;
        active.process.disconnect();
      }
    }, idleMs);
    idleTimer.unref();
  }

  async function send(request: ParserRequest): Promise<ParserVerdict | null> {
    const active = host();
    (active.process.channel as { ref(): void } | undefined)?.ref();
    const id = nextId++;
    const verdict = await new Promise<ParserVerdict | null>((resolve) => {
      active.pending.set(id, resolve);
      active.process.send({ id, request } satisfies ParserMessage);
    });
    if (verdict === null && current === active) current = null;
    else rest(active);
    return verdict;
  }

  return {
    async parse<Operation extends ParserRequest['operation']>(
      request: Extract<ParserRequest, { operation: Operation }>,
    ): Promise<ParserResults[Operation]> {
      const turn = queue.then(() => send(request));
      queue = turn.catch(() => undefined);
      const verdict = await turn;
      if (verdict === null) throw permanentFailure('capture.file_too_large');
      if (verdict.ok) return verdict.value as ParserResults[Operation];
      if ('code' in verdict) throw permanentFailure(verdict.code);
      throw new Error(`capture parser: ${verdict.fault}`);
    },
  };
}

const parser = createParserClient();

/** Reads a file with pdf-lib or sharp in the shared parser process (see `createParserClient`). */
export function runParser<Operation extends ParserRequest['operation']>(
  request: Extract<ParserRequest, { operation: Operation }>,
): Promise<ParserResults[Operation]> {
  return parser.parse(request);
}
