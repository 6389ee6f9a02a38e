// `npm run resilience -- crash`: ingests documents while kill -9 hits the server's process group at
// random moments, on PGlite and (with RESILIENCE_POSTGRES_URL, set by the script) on PostgreSQL
// with a web and a worker process; prints BENCH resilience.crash.* figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, repositoryRoot } from '../lib/server-process.js';
import { listFindings, options, report, reportRatio } from '../lib/report.js';
import { runCrash, type CrashResult } from './crash-run.js';

const settings = options({
  small: false,
  documents: 1000,
  kills: 50,
  maxKillDelayMs: 20_000,
  keep: false,
  databases: 'pglite,postgres',
});
const databases = settings.databases.split(',');
const small = settings.small;
const documents = small ? 8 : settings.documents;
const kills = small ? 2 : settings.kills;
const postgresServer = process.env.RESILIENCE_POSTGRES_URL ?? '';

/** The ceiling of a restart: a bare Fastify server started the same way, until it answers. */
async function bareStartMs(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=4', path.join(repositoryRoot, 'apps/server/bench/hello-world.server.mjs')],
    {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: 'ignore',
    },
  );
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  return elapsed;
}

async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `belegfluss_crash_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function runOn(database: 'pglite' | 'postgres'): Promise<CrashResult> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `belegfluss-crash-${database}-`));
  process.stderr.write(
    `\nAbsturzlauf auf ${database}: ${documents} Belege, ${kills} × kill -9 (Arbeitsverzeichnis ${workDir})\n`,
  );
  const result = await runCrash({
    database,
    ...(database === 'postgres' ? { databaseUrl: await freshDatabase(postgresServer) } : {}),
    documents,
    kills,
    maxKillDelayMs: settings.maxKillDelayMs,
    workDir,
    log: (line) => process.stderr.write(`  ${line}\n`),
  });
  listFindings(`Probleme auf ${database}`, result.problems);
  if (!settings.keep && result.problems.length === 0) rmSync(workDir, { recursive: true, force: true });
  return result;
}

const results: [string, CrashResult][] = [];
if (databases.includes('pglite')) results.push(['pglite', await runOn('pglite')]);
// The small run of `npm test` stays on PGlite: PostgreSQL re-queues a killed worker's jobs only
// after 60 s of silence, which the full run waits for.
if (postgresServer && !small && databases.includes('postgres'))
  results.push(['postgres', await runOn('postgres')]);

const total = (pick: (result: CrashResult) => number) =>
  results.reduce((sum, [, result]) => sum + pick(result), 0);
const lost = (result: CrashResult) =>
  result.lostAtChecks + (result.figures['ingest.lost'] ?? 0) + (result.figures['workflow.lost'] ?? 0);
for (const [database, result] of results) {
  report('crash', `${database}.kills`, result.kills);
  report('crash', `${database}.failures`, result.problems.length);
  report('crash', `${database}.lost`, lost(result));
  report('crash', `${database}.documents`, result.figures['ingest.documents'] ?? 0);
}
report(
  'crash',
  'tries',
  total((result) => result.kills),
);
report(
  'crash',
  'failures',
  total((result) => result.problems.length),
);
report('crash', 'lost', total(lost));
report(
  'crash',
  'uploads',
  total((result) => result.figures['ingest.uploads'] ?? 0),
);
report(
  'crash',
  'accepted',
  total((result) => result.figures['ingest.accepted'] ?? 0),
);
report(
  'crash',
  'documents',
  total((result) => result.figures['ingest.documents'] ?? 0),
);
report(
  'crash',
  'duplicates',
  total((result) => result.figures['ingest.duplicates'] ?? 0),
);
report(
  'crash',
  'workflows',
  total((result) => result.figures['workflow.workflows'] ?? 0),
);
report(
  'crash',
  'half_written',
  total((result) => result.figures.halfWritten ?? 0),
);
report(
  'crash',
  'missing_objects',
  total((result) => result.figures.missingObjects ?? 0),
);
report(
  'crash',
  'orphan_files',
  total((result) => result.figures.orphanFiles ?? 0),
);
report(
  'crash',
  'unfinished_jobs',
  total((result) => result.figures.unfinishedJobs ?? 0),
);
report(
  'crash',
  'audit_entries',
  total((result) => result.figures.auditEntries ?? 0),
);
const restarts = results.flatMap(([, result]) => result.restartMs);
if (restarts.length)
  reportRatio('crash', 'restart_median_ms', median(restarts), await bareStartMs(), 'ms', 0.05);
process.exit(total((result) => result.problems.length) === 0 ? 0 : 1);
