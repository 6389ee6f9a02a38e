import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { errorCatalog } from '@belegfluss/shared';
import { createCaller, expectOk, type Caller } from '../lib/caller.js';
import { openDemoWorld } from '../lib/demo-world.js';
import {
  fetchHttp,
  multipartBody,
  signIn,
  type Http,
  type HttpRequest,
  type HttpResponse,
} from '../lib/http.js';
import { fetchOperations, type Operation } from '../lib/openapi.js';
import { freePort, residentMegabytes, startServerGroup, type ServerGroup } from '../lib/server-process.js';
import { isServerFault, refusalFault } from '../lib/verdicts.js';
import { createDataSet } from '../isolation/data-set.js';
import type { DataSet } from '../isolation/id-kinds.js';
import type { Target } from '../isolation/probes.js';
import { hostileFiles, type HostileFile } from './hostile-files.js';
import { hostileCall } from './hostile-json.js';
import { createRandom, type Random } from './random.js';

export type FuzzOptions = {
  inputs: number;
  seed: number;
  workDir: string;
  /** Real records to aim at (a data set in 10001): deeper paths, but a slower start. */
  withDataSet: boolean;
  log: (line: string) => void;
};

export type FuzzResult = {
  tries: number;
  uploads: number;
  serverErrors: string[];
  badRefusals: string[];
  unansweredCalls: string[];
  faultyJobsWithoutCode: string[];
  deaths: number;
  memoryPeakMb: number;
  treePeakMb: number;
  quietP95Ms: number;
  busyP95Ms: number;
  /** The inputs that took longest to answer, slowest first (where the victim had to wait). */
  slowest: string[];
};

/** Calls that switch the installation off for everyone, and how the run switches it on again. */
const restoreAfter: Record<string, HttpRequest> = {
  'POST /api/man/system/startmaintenance': {
    method: 'POST',
    url: '/api/man/system/endmaintenance',
    body: {},
  },
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

type Run = {
  options: FuzzOptions;
  random: Random;
  port: number;
  group: ServerGroup;
  http: Http;
  admin: Caller;
  result: FuzzResult;
};

async function startServer(run: Pick<Run, 'options' | 'port'>) {
  return startServerGroup({
    dataDir: path.join(run.options.workDir, 'data'),
    port: run.port,
    logFile: path.join(run.options.workDir, 'server.log'),
  });
}

/** Sends one call as the fuzzing administrator; a lost answer is checked against a dead server. */
const durations: [number, string][] = [];

async function send(run: Run, request: HttpRequest, label: string): Promise<HttpResponse | null> {
  // A kept-alive connection the server closed after its idle timeout resets the next request on it
  // (a client-side race): such a call is sent once more on a fresh connection; a reset that comes
  // again is the server's doing.
  const once = () =>
    run.http({ ...request, headers: { ...request.headers, authorization: run.admin.authorization } });
  const call = () =>
    once().catch((error: Error & { cause?: { code?: string } }) => {
      if (error.cause?.code !== 'ECONNRESET' || run.group.exited()) throw error;
      return once();
    });
  try {
    const started = performance.now();
    let answer = await call();
    durations.push([performance.now() - started, label]);
    if (answer.status === 401 && (await run.admin.get('/api/auth/me')).status === 401) {
      run.admin = createCaller(run.http, await signIn(run.http, 'admin', 'Admin-2026'));
      answer = await call();
    }
    return answer;
  } catch (error) {
    if (run.group.exited() || run.group.members().length === 0) {
      run.result.deaths += 1;
      run.options.log(`Server beendet bei ${label}; Neustart`);
      run.group = await startServer(run);
      run.http = fetchHttp(run.group.baseUrl, { timeoutMs: 300_000 });
      run.admin = createCaller(run.http, await signIn(run.http, 'admin', 'Admin-2026'));
    } else {
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      run.result.unansweredCalls.push(
        `${request.url.slice(0, 300)}: ${(error as Error).message} ${cause?.code ?? ''} ${cause?.message ?? ''}`,
      );
    }
    return null;
  }
}

function judge(run: Run, answer: HttpResponse | null, request: HttpRequest, label: string) {
  run.result.tries += 1;
  if (!answer) return;
  if (isServerFault(answer))
    run.result.serverErrors.push(`${label} → ${answer.status} ${answer.text().slice(0, 200)}`);
  const refusal = refusalFault(answer, request.url);
  if (refusal) run.result.badRefusals.push(`${label} → ${answer.status}: ${refusal}`);
}

type UploadTargets = { stackId: string; einvoiceStackId: string; mandantId: string; dataSet: DataSet | null };

/** Where a hostile file goes: capture stacks, the e-invoice check, attachments, workflow files, imports, the logo. */
function uploadRequest(file: HostileFile, targets: UploadTargets, random: Random): HttpRequest {
  const { mandantId } = targets;
  const document = targets.dataSet?.ids.document?.[0];
  const workflow = targets.dataSet?.ids.workflow?.[0];
  const choices: [string, Record<string, string>, string][] = [
    [`/api/job/main/addfilestostack?mandantId=${mandantId}&stackId=${targets.stackId}`, {}, 'files'],
    [`/api/job/main/addfilestostack?mandantId=${mandantId}&stackId=${targets.einvoiceStackId}`, {}, 'files'],
    ['/api/cap/einvoice/check', {}, 'file'],
    ['/api/man/konten/import', { mandantId }, 'file'],
    ['/api/man/system/uploadcustomlogo', {}, 'file'],
    ...(document
      ? [
          [`/api/cap/stack/addattachment?mandantId=${mandantId}&documentId=${document}`, {}, 'file'] as [
            string,
            Record<string, string>,
            string,
          ],
        ]
      : []),
    ...(workflow
      ? [
          ['/api/wf/workflows/addfile2workflow', { InstanceId: workflow }, 'file'] as [
            string,
            Record<string, string>,
            string,
          ],
        ]
      : []),
  ];
  const [url, fields, field] = random.pick(choices);
  const body = multipartBody(fields, [{ field, name: file.name, content: file.content }]);
  return {
    method: 'POST',
    url,
    headers: { 'content-type': body.contentType, 'accept-language': 'de' },
    body: body.body,
  };
}

/** The victim: another user's ordinary request, timed, one after the other until `until()` says stop. */
async function timeVictim(http: () => Http, authorization: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    const answer = await http()({
      method: 'GET',
      url: '/api/man/mandanten/list',
      headers: { authorization },
    }).catch(() => null);
    if (answer?.status === 200) times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

async function prepareTargets(run: Run): Promise<UploadTargets> {
  const world = await openDemoWorld(run.http);
  const mandantId = world.mandanten[10001] as string;
  const stack = (name: string, type: string) =>
    expectOk<{ id: string }>(
      run.admin.post('/api/cap/stack/create', { mandantId, name, type, autoJobs: ['ocr'] }),
      name,
    ).then((created) => created.id);
  let dataSet: DataSet | null = null;
  if (run.options.withDataSet) {
    const erfasser = await world.signIn('erfasser');
    dataSet = await createDataSet({
      mandantId,
      clerk: erfasser,
      admin: run.admin,
      approvers: [
        { id: world.userIds.erfasser as string, caller: erfasser },
        { id: world.userIds.freigeber as string, caller: await world.signIn('freigeber') },
      ],
      owner: { id: world.userIds.erfasser as string, caller: erfasser },
      prefix: 'Fuzz',
    });
  }
  return {
    stackId: await stack('Fuzz Eingang', 'standard'),
    einvoiceStackId: await stack('Fuzz E-Rechnung', 'einvoice'),
    mandantId,
    dataSet,
  };
}

function targetOf(targets: UploadTargets): Target {
  return {
    mandantId: targets.mandantId,
    mandnr: 10001,
    idOf: (kind) => targets.dataSet?.ids[kind]?.[0] ?? (kind === 'stack' ? targets.stackId : randomUUID()),
  };
}

async function fuzzLoop(run: Run, operations: Operation[], targets: UploadTargets) {
  const nextFile = await hostileFiles(run.random);
  const target = targetOf(targets);
  // One hostile client, sending one input after the other.
  for (let sent = 1; sent <= run.options.inputs; sent += 1) {
    if (run.random.chance(0.3)) {
      const file = await nextFile();
      const request = uploadRequest(file, targets, run.random);
      const label = `Upload ${file.kind} ${JSON.stringify(file.name.slice(0, 40))} → ${request.url.split('?')[0]}`;
      run.result.uploads += 1;
      judge(run, await send(run, request, label), request, label);
      continue;
    }
    const operation = run.random.pick(operations);
    const request = hostileCall(operation, target, run.random);
    const shown = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? '');
    const label = `${operation.key} ${request.url.slice(0, 120)} ${shown.slice(0, 160)}`;
    const answer = await send(run, request, label);
    judge(run, answer, request, label);
    const restore = restoreAfter[operation.key];
    if (restore && answer && answer.status < 300) await send(run, restore, 'restore');
    if (sent % 500 === 0)
      run.options.log(
        `${sent}/${run.options.inputs} Eingaben, ${run.result.serverErrors.length} Serverfehler`,
      );
  }
}

/** Faulty jobs whose error has no catalogued code (the user would see no clear message). */
async function jobsWithoutCode(run: Run): Promise<string[]> {
  // A long run outlives the administrator's access token: sign in afresh.
  run.admin = createCaller(run.http, await signIn(run.http, 'admin', 'Admin-2026'));
  const jobs = await expectOk<
    { kind: string; state: string; errorCode: string | null; errorText: string | null }[]
  >(run.admin.get('/api/job/jobs', { state: 'faulty', limit: '500' }), 'jobs');
  return jobs
    .filter((job) => !job.errorCode || !errorCatalog[job.errorCode] || job.errorCode === 'platform.internal')
    .map((job) => `${job.kind}: ${job.errorCode ?? 'kein Code'} ${job.errorText?.slice(0, 120) ?? ''}`);
}

async function waitForIdleJobs(run: Run) {
  const deadline = Date.now() + 3_600_000;
  for (;;) {
    const health = (await (await fetch(`${run.group.baseUrl}/api/health`)).json()) as {
      jobs: { waiting: number; running: number };
    };
    if (health.jobs.waiting + health.jobs.running === 0) return;
    if (Date.now() > deadline) throw new Error('jobs did not finish');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Sends hostile uploads and hostile calls of every OpenAPI operation (as the administrator, so they
 * reach deep) while another user's ordinary request is timed and the server's memory sampled.
 * Counts answers ≥ 500, refusals without a catalogued German message, server deaths, and faulty
 * jobs without a code once every job has run.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const port = await freePort();
  const group = await startServerGroup({
    dataDir: path.join(options.workDir, 'data'),
    port,
    logFile: path.join(options.workDir, 'server.log'),
  });
  const http = fetchHttp(group.baseUrl, { timeoutMs: 300_000 });
  const run: Run = {
    options,
    random: createRandom(options.seed),
    port,
    group,
    http,
    admin: createCaller(http, await signIn(http, 'admin', 'Admin-2026')),
    result: {
      tries: 0,
      uploads: 0,
      serverErrors: [],
      badRefusals: [],
      unansweredCalls: [],
      faultyJobsWithoutCode: [],
      deaths: 0,
      memoryPeakMb: 0,
      treePeakMb: 0,
      quietP95Ms: 0,
      busyP95Ms: 0,
      slowest: [],
    },
  };
  const operations = await fetchOperations(http);
  const targets = await prepareTargets(run);
  await waitForIdleJobs(run);
  const victim = await signIn(http, 'freigeber', 'Freigabe-2026');
  let quietCount = 0;
  const quiet = await timeVictim(
    () => run.http,
    victim,
    () => (quietCount += 1) > 60,
  );
  run.result.quietP95Ms = percentile(quiet, 95);
  let fuzzing = true;
  const sampler = setInterval(() => {
    const memory = residentMegabytes(run.group.groupId);
    run.result.memoryPeakMb = Math.max(run.result.memoryPeakMb, memory.own);
    run.result.treePeakMb = Math.max(run.result.treePeakMb, memory.tree);
  }, 250);
  const busy = timeVictim(
    () => run.http,
    victim,
    () => !fuzzing,
  );
  await fuzzLoop(run, operations, targets);
  fuzzing = false;
  run.result.busyP95Ms = percentile(await busy, 95);
  await waitForIdleJobs(run);
  // Quiet again: the machine's own load may have changed meanwhile, so the quiet value is the
  // higher of the two quiet spells around the run.
  let afterCount = 0;
  const after = await timeVictim(
    () => run.http,
    victim,
    () => (afterCount += 1) > 60,
  );
  run.result.quietP95Ms = Math.max(run.result.quietP95Ms, percentile(after, 95));
  clearInterval(sampler);
  run.result.faultyJobsWithoutCode = await jobsWithoutCode(run);
  run.result.slowest = durations
    .sort((a, b) => b[0] - a[0])
    .slice(0, 15)
    .map(([ms, label]) => `${Math.round(ms)} ms ${label.slice(0, 160)}`);
  if (run.group.exited()) run.result.deaths += 1;
  await run.group.stop();
  return run.result;
}
