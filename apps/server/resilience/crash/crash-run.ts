import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../../src/kernel/database.js';
import { createCaller, expectOk } from '../lib/caller.js';
import { fetchHttp, signIn } from '../lib/http.js';
import { freePort, startServerGroup, type ServerGroup } from '../lib/server-process.js';
import { inspect } from './invariants.js';
import { ingestWorkload } from './workloads/ingest.js';
import { workflowStartWorkload } from './workloads/workflow-start.js';
import type { Workload, WorkloadSession } from './workloads/workload.js';

export type CrashOptions = {
  /** `postgres` runs a web and a worker process against `databaseUrl`. */
  database: 'pglite' | 'postgres';
  databaseUrl?: string;
  documents: number;
  kills: number;
  /** A kill comes at a random moment up to this long after the server answers. */
  maxKillDelayMs: number;
  workDir: string;
  log: (line: string) => void;
};

export type CrashResult = {
  kills: number;
  problems: string[];
  /** Figures of the final inspection, by workload (`ingest.lost` …) and for the installation. */
  figures: Record<string, number>;
  /** Confirmed work missing at some check after a kill, summed over the checks. */
  lostAtChecks: number;
  restartMs: number[];
};

const ADMIN_PASSWORD = 'Admin-2026';

type Running = { group: ServerGroup; session: WorkloadSession };

async function start(options: CrashOptions, port: number): Promise<Running> {
  const group = await startServerGroup({
    dataDir: path.join(options.workDir, 'data'),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    port,
    logFile: path.join(options.workDir, 'server.log'),
  });
  const http = fetchHttp(group.baseUrl);
  const caller = createCaller(http, await signIn(http, 'admin', ADMIN_PASSWORD));
  const mandanten = await expectOk<{ id: string; mandnr: number }[]>(
    caller.get('/api/man/mandanten/list'),
    'Mandanten',
  );
  const users = await expectOk<{ id: string; name: string }[]>(caller.get('/api/man/user/list'), 'users');
  return {
    group,
    session: {
      caller,
      mandantId: mandanten.find((row) => row.mandnr === 10001)?.id as string,
      userIds: Object.fromEntries(users.map((user) => [user.name, user.id])),
    },
  };
}

async function createStacks(session: WorkloadSession) {
  const stack = (name: string, autoJobs: string[]) =>
    expectOk<{ id: string }>(
      session.caller.post('/api/cap/stack/create', { mandantId: session.mandantId, name, autoJobs }),
      name,
    ).then((created) => created.id);
  return { plain: await stack('Absturz Eingang', []), ocr: await stack('Absturz Scans', ['ocr']) };
}

async function openProductDatabase(options: CrashOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, 2)
    : openPglite(path.join(options.workDir, 'data', 'db'));
}

/** Every check on the stopped installation: the workloads' own and the installation-wide ones. */
async function inspectStopped(options: CrashOptions, workloads: Workload[], final: boolean) {
  const database = await openProductDatabase(options);
  try {
    const problems: string[] = [];
    const figures: Record<string, number> = {};
    for (const workload of workloads) {
      const check = await workload.verify(database, final);
      problems.push(...check.problems.map((problem) => `${workload.name}: ${problem}`));
      for (const [name, value] of Object.entries(check.figures)) figures[`${workload.name}.${name}`] = value;
    }
    const installation = await inspect(database, path.join(options.workDir, 'data', 'objects'), final);
    problems.push(...installation.problems);
    Object.assign(figures, installation.figures);
    return { problems, figures };
  } finally {
    await database.close();
  }
}

/** Waits until no job waits or runs (the health answer counts them); the ceiling only ends a hang. */
async function waitForIdleJobs(group: ServerGroup) {
  const deadline = Date.now() + 3_600_000;
  for (;;) {
    const health = (await (await fetch(`${group.baseUrl}/api/health`)).json()) as {
      jobs: { waiting: number; running: number };
    };
    if (health.jobs.waiting + health.jobs.running === 0) return;
    if (Date.now() > deadline) throw new Error('jobs did not finish');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const sumOf = (figures: Record<string, number>, suffix: string) =>
  Object.entries(figures)
    .filter(([name]) => name.endsWith(suffix))
    .reduce((sum, [, value]) => sum + value, 0);

/**
 * Sends the workloads' work while `kill -9` hits the whole server process group at random moments.
 * After each kill the invariants are checked on the stopped installation (what is confirmed is
 * there or still queued, nothing half-written, audit chains intact), then the server starts again
 * and its start-up recovers interrupted jobs. At the end the rest of the work goes in without
 * kills, every job runs to its end, the server stops cleanly and the final inspection also demands
 * that every job finished and no stored file is left over.
 */
export async function runCrash(options: CrashOptions): Promise<CrashResult> {
  mkdirSync(path.join(options.workDir, 'data'), { recursive: true });
  const port = await freePort();
  let running = await start(options, port);
  const ingest = ingestWorkload({
    documents: options.documents,
    stacks: await createStacks(running.session),
  });
  const workloads: Workload[] = [
    ingest,
    workflowStartWorkload(() => ingest.uploads().map((upload) => upload.jobId)),
  ];
  const result: CrashResult = { kills: 0, problems: [], figures: {}, lostAtChecks: 0, restartMs: [] };
  const drive = (until: number) =>
    Promise.all(workloads.map((workload) => workload.drive(running.session, until)));
  for (let kill = 1; kill <= options.kills; kill += 1) {
    const delay = 300 + Math.random() * Math.max(0, options.maxKillDelayMs - 300);
    const until = Date.now() + delay;
    await Promise.all([drive(until), new Promise((resolve) => setTimeout(resolve, delay))]);
    await running.group.killGroup();
    result.kills += 1;
    const check = await inspectStopped(options, workloads, false);
    result.lostAtChecks += sumOf(check.figures, '.lost');
    result.problems.push(...check.problems.map((problem) => `nach Abbruch ${kill}: ${problem}`));
    options.log(
      `Abbruch ${kill}/${options.kills} nach ${Math.round(delay)} ms: ${check.figures['ingest.uploads']} Uploads, ${check.figures['ingest.documents']} Belege, ${check.figures['workflow.workflows']} Workflows, ${check.figures.orphanFiles} unreferenzierte Dateien, ${check.problems.length} Probleme`,
    );
    const started = Date.now();
    running = await start(options, port);
    result.restartMs.push(Date.now() - started);
  }
  while (!workloads.every((workload) => workload.finished())) await drive(Date.now() + 60_000);
  await waitForIdleJobs(running.group);
  await drive(Date.now() + 60_000);
  await waitForIdleJobs(running.group);
  await running.group.stop();
  const final = await inspectStopped(options, workloads, true);
  result.problems.push(...final.problems.map((problem) => `am Ende: ${problem}`));
  result.figures = final.figures;
  return result;
}
