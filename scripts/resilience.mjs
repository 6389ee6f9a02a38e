// `npm run resilience [-- PART…] [--small] [--update] [--OPTION VALUE…]`: the reliability suite. Parts: crash (kill -9
// during ingest, PGlite and PostgreSQL), fuzz (hostile uploads and calls), isolation (every
// operation by outsiders with another Mandant's ids), rights (operation × demo role against
// rights-matrix.md; --update rewrites it), busy (the PostgreSQL and e2e steps of `npm test` while a
// CPU hog occupies every core). Prints per part tries, failures and figures as a table and as
// `BENCH resilience.<part>.<figure> <value> <unit>` lines. `--small` runs the variants of `npm test`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withPostgres } from './lib/postgres.mjs';
import { ensureDependencies, repositoryRoot } from './lib/setup.mjs';
import { ensureChromium, ensureOcrTools, run } from './lib/system.mjs';

const parts = ['crash', 'fuzz', 'isolation', 'rights', 'busy'];
const args = process.argv.slice(2);
const small = args.includes('--small');
const update = args.includes('--update');
/** `--name value` pairs other than the switches go to the part itself (sizes: `crash --documents 200`). */
const passed = [];
const requested = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index];
  if (arg === '--small' || arg === '--update') continue;
  if (arg === '--keep') passed.push(arg);
  else if (arg.startsWith('--')) passed.push(arg, args[(index += 1)] ?? '');
  else requested.push(arg);
}
if (passed.length && requested.length !== 1) {
  console.error('Optionen wie --documents gelten für genau einen genannten Teil.');
  process.exit(2);
}
const unknown = requested.filter((name) => !parts.includes(name));
if (unknown.length) {
  console.error(`Unbekannte Teile: ${unknown.join(', ')}. Vorhanden: ${parts.join(', ')}`);
  process.exit(2);
}
const chosen = requested.length ? requested : parts;

await ensureDependencies();
const figures = [];
const ratioLines = [];
const outcomes = [];

/** Runs a command, passes its output through and keeps its BENCH and RATIO lines. */
function runPart(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: repositoryRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('BENCH ')) figures.push(line);
        else if (line.startsWith('RATIO ')) ratioLines.push(line);
        else process.stderr.write(`${line}\n`);
      }
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const tsx = (file, extra = [], env = {}) =>
  runPart(
    'npx',
    [
      '--no-install',
      'tsx',
      path.join('apps/server/resilience', file),
      ...(small ? ['--small'] : []),
      ...extra,
      ...passed,
    ],
    env,
  );

const buildServer = () =>
  run('npm', ['run', 'build', '--silent', '-w', 'apps/server'], { cwd: repositoryRoot });

const report = (figure, value, unit = 'count') => figures.push(`BENCH resilience.${figure} ${value} ${unit}`);

/** Busy machine: a spinning process per core (normal priority) while the PostgreSQL and e2e steps run. */
async function busyPart() {
  const cores = os.availableParallelism();
  if (!small && (await run('npm', ['run', 'build', '--silent'], { cwd: repositoryRoot })) !== 0) return 1;
  if (!ensureChromium()) {
    console.error('Chromium fehlt (apt-get install chromium).');
    return 1;
  }
  const hogs = Array.from({ length: cores }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const started = Date.now();
  let code;
  let tries = 0;
  let failures = 0;
  try {
    if (small) {
      // One e2e file in Chromium and one timing-sensitive server file (job heartbeats and recovery) on PostgreSQL.
      const e2e = await runPart('npx', [
        '--no-install',
        'vitest',
        'run',
        '--config',
        'apps/web/vitest.e2e.config.ts',
        'apps/web/e2e/login.e2e.ts',
      ]);
      const postgres = await withPostgres((url) =>
        runPart(
          'npx',
          [
            '--no-install',
            'vitest',
            'run',
            '--project',
            'server',
            'apps/server/src/modules/jobs/jobs.service.test.ts',
          ],
          {
            TEST_DATABASE_URL: url,
          },
        ),
      );
      tries = 2;
      failures = (e2e === 0 ? 0 : 1) + (postgres === 0 ? 0 : 1);
      code = failures === 0 ? 0 : 1;
    } else {
      code = await runPart(process.execPath, ['scripts/test.mjs', 'postgres', 'e2e']);
      for (const step of ['postgres', 'e2e']) {
        const file = path.join(repositoryRoot, '.test-run', `${step}.json`);
        if (!existsSync(file)) {
          failures += 1;
          continue;
        }
        const data = JSON.parse(readFileSync(file, 'utf8'));
        tries += data.numTotalTests;
        failures += data.numFailedTests + data.numPendingTests;
      }
      if (code !== 0 && failures === 0) failures = 1;
    }
  } finally {
    for (const hog of hogs) hog.kill('SIGKILL');
  }
  report('busy.tries', tries);
  report('busy.failures', failures);
  report('busy.hog_processes', cores);
  report('busy.seconds', Math.round((Date.now() - started) / 1000), 's');
  report('busy.load_average', os.loadavg()[0].toFixed(2), 'load');
  return code;
}

const runners = {
  async crash() {
    ensureOcrTools();
    if ((await buildServer()) !== 0) return 1;
    if (small) return tsx('crash/crash.main.ts');
    return withPostgres((url) => tsx('crash/crash.main.ts', [], { RESILIENCE_POSTGRES_URL: url }));
  },
  async fuzz() {
    ensureOcrTools();
    if ((await buildServer()) !== 0) return 1;
    return tsx('fuzz/fuzz.main.ts');
  },
  isolation: () => tsx('isolation/isolation.main.ts'),
  rights: () => tsx('rights/rights.main.ts', update ? ['--update'] : []),
  busy: busyPart,
};

for (const part of chosen) {
  process.stderr.write(`\n━━ resilience: ${part}${small ? ' (klein)' : ''} ━━\n`);
  const started = Date.now();
  let code;
  try {
    code = await runners[part]();
  } catch (error) {
    console.error(`${part}: ${error.message}`);
    code = 1;
  }
  outcomes.push({ part, code, seconds: (Date.now() - started) / 1000 });
}

/** One row per part: tries and failures first, then its other figures. */
console.log(
  `\nLastmittel (1 min) am Ende: ${os.loadavg()[0].toFixed(2)} bei ${os.availableParallelism()} Kernen`,
);
console.log('\n| part | result | tries | failures | seconds | figures |\n|---|---|---:|---:|---:|---|');
for (const { part, code, seconds } of outcomes) {
  const mine = figures
    .map((line) => line.split(' '))
    .filter(([, key]) => key.startsWith(`resilience.${part}.`))
    .map(([, key, value, unit]) => [key.slice(`resilience.${part}.`.length), value, unit]);
  const value = (name) => mine.find(([key]) => key === name)?.[1] ?? '–';
  const others = mine
    .filter(([key]) => key !== 'tries' && key !== 'failures')
    .map(([key, figure, unit]) => `${key} ${figure}${unit === 'count' ? '' : ` ${unit}`}`)
    .join(', ');
  console.log(
    `| ${part} | ${code === 0 ? 'ok' : 'FEHLER'} | ${value('tries')} | ${value('failures')} | ${seconds.toFixed(0)} | ${others} |`,
  );
}
console.log('');
for (const line of [...figures, ...ratioLines]) console.log(line);
process.exit(outcomes.every((outcome) => outcome.code === 0) ? 0 : 1);
