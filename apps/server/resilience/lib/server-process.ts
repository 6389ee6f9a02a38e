import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const productServer = path.join(repositoryRoot, 'apps/server/dist/main.js');

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

export type ServerSetup = {
  dataDir: string;
  /** Empty: embedded PGlite, one process doing HTTP and jobs. Set: a web and a worker process. */
  databaseUrl?: string;
  port: number;
  env?: Record<string, string>;
  /** Where the processes' output goes (appended). */
  logFile: string;
};

export type ServerGroup = {
  baseUrl: string;
  /** The process group every server process (and the tools they start) belongs to. */
  groupId: number;
  /** kill -9 to the whole group; resolves once no process of the group is left. */
  killGroup: () => Promise<void>;
  /** SIGTERM to the group (a clean stop); resolves once it is gone. */
  stop: () => Promise<void>;
  exited: () => boolean;
  /** Process ids of the group (server processes, tool host, parser, running tools). */
  members: () => number[];
};

const nodeCommand = (mode: string) =>
  `PROCESS_MODE=${mode} exec "${process.execPath}" --max-semi-space-size=4 "${productServer}"`;

/** Process ids whose process group is `groupId`, from /proc. */
export function groupMembers(groupId: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === groupId && fields[0] !== 'Z') members.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return members;
}

async function waitUntilGone(groupId: number) {
  const deadline = Date.now() + 600_000;
  while (groupMembers(groupId).length > 0) {
    if (Date.now() > deadline) throw new Error(`process group ${groupId} does not end`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts the built product in a process group of its own (a shell as group leader): on PGlite one
 * process for HTTP and jobs, on PostgreSQL a web and a worker process. Resolves when /api/health
 * answers 200 and, on PostgreSQL, sees a live worker. The ceiling only ends a start that hangs.
 */
export async function startServerGroup(setup: ServerSetup): Promise<ServerGroup> {
  if (!existsSync(productServer)) throw new Error('Build first: npm run build -w apps/server');
  const log = createWriteStream(setup.logFile, { flags: 'a' });
  const script = setup.databaseUrl
    ? `${nodeCommand('web')} & ${nodeCommand('worker')} & wait`
    : nodeCommand('all');
  const child: ChildProcess = spawn('sh', ['-c', script], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(setup.port),
      HOST: '127.0.0.1',
      DATA_DIR: setup.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: setup.databaseUrl ?? '',
      PUBLIC_URL: `http://127.0.0.1:${setup.port}`,
      ...setup.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const groupId = child.pid as number;
  let exited = false;
  child.once('exit', () => (exited = true));
  const baseUrl = `http://127.0.0.1:${setup.port}`;
  const group: ServerGroup = {
    baseUrl,
    groupId,
    exited: () => exited,
    members: () => groupMembers(groupId),
    async killGroup() {
      try {
        process.kill(-groupId, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await waitUntilGone(groupId);
    },
    async stop() {
      try {
        process.kill(-groupId, 'SIGTERM');
      } catch {
        return;
      }
      await waitUntilGone(groupId);
    },
  };
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (exited) throw new Error(`server exited during start (see ${setup.logFile})`);
    const health = await fetch(`${baseUrl}/api/health`)
      .then(async (answer) =>
        answer.status === 200 ? ((await answer.json()) as { jobs: { workers: boolean } }) : null,
      )
      .catch(() => null);
    if (health && (!setup.databaseUrl || health.jobs.workers)) return group;
    if (Date.now() > deadline) {
      await group.killGroup();
      throw new Error('server did not become healthy');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resident memory in MB of one process, and of it with every process below it. */
export function residentMegabytes(pid: number): { own: number; tree: number } {
  const own = (() => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  })();
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    children = [];
  }
  return { own, tree: own + children.reduce((sum, child) => sum + residentMegabytes(child).tree, 0) };
}
