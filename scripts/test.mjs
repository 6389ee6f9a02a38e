// `npm test`: lint, format, type check, unit and integration tests on PGlite, the server suite again
// on a real PostgreSQL server, build, several product processes on PostgreSQL and S3 (cluster),
// end-to-end tests in Chromium, the small reliability runs, and the conformance runs over ../shared
// when it exists. Ends with the line `N passed, N failed`.
//   npm test -- unit e2e     runs only the named steps
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withPostgres } from './lib/postgres.mjs';
import { withS3 } from './lib/s3-server.mjs';
import { assertNodeVersion, ensureDependencies, packageScripts, repositoryRoot } from './lib/setup.mjs';
import { ensureChromium, ensureOcrTools, run } from './lib/system.mjs';

assertNodeVersion();
await ensureDependencies();

const runDir = path.join(repositoryRoot, '.test-run');
rmSync(runDir, { recursive: true, force: true });
mkdirSync(runDir, { recursive: true });
const sharedDir = path.resolve(repositoryRoot, '..', 'shared');
const only = process.argv.slice(2);
const results = [];
const failures = [];

const npx = (args, options = {}) =>
  run('npx', ['--no-install', ...args], { cwd: repositoryRoot, ...options });

async function check(name, work) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await work();
  results.push({
    name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    seconds: (Date.now() - started) / 1000,
  });
}

/** The failed tests of a Vitest JSON report, as `step: file › test: first line of the error`. */
function failedTestNames(step, data) {
  const names = [];
  for (const file of data.testResults) {
    const relative = path.relative(repositoryRoot, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) {
      names.push(`${step}: ${relative}: ${firstLine(file.message)}`);
    }
    for (const test of failedTests) {
      names.push(`${step}: ${relative} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  return names;
}

function firstLine(text) {
  return (text ?? '').split('\n')[0].slice(0, 300);
}

/** Runs Vitest with a JSON report and counts its tests; a run that reports nothing counts as one failure. */
async function vitest(name, args, env = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const report = path.join(runDir, `${name}.json`);
  const code = await npx(
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    {
      env: { ...process.env, ...env },
    },
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) {
    const data = JSON.parse(readFileSync(report, 'utf8'));
    passed = data.numPassedTests;
    failed = data.numFailedTests + data.numPendingTests + data.numTodoTests;
    failed += data.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    failures.push(...failedTestNames(name, data));
  }
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed, seconds: (Date.now() - started) / 1000 });
}

/**
 * Server test files that open a database (directly, or through a harness on the test app they
 * import); only these run again on PostgreSQL.
 */
function databaseTestFiles() {
  const serverDir = path.join(repositoryRoot, 'apps/server');
  return readdirSync(serverDir, { recursive: true })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .filter((file) =>
      /createTestApp|createTestDatabase|createEmptyDatabase|test\/test-app\.js'/.test(
        readFileSync(path.join(serverDir, file), 'utf8'),
      ),
    )
    .map((file) => path.join('apps/server', file));
}

const ocr = ensureOcrTools();
if (!ocr.ok) console.warn(`OCR-Werkzeuge fehlen (${ocr.missing.join(' ')}); OCR-Tests werden fehlschlagen.`);

await check('lint', () => npx(['eslint', '.', '--max-warnings', '0']));
await check('boundaries', () =>
  npx(['depcruise', 'apps/server/src', 'apps/web/src', 'packages/shared/src', '--output-type', 'err']),
);
await check('functions', () => run('node', ['scripts/function-lengths.mjs'], { cwd: repositoryRoot }));
await check('format', () => npx(['prettier', '--check', '--log-level', 'warn', '.']));
await check('typecheck', () => npx(['tsc', '-b']));
await vitest('unit', []);
if (!only.length || only.includes('postgres')) {
  try {
    await withPostgres((url) =>
      vitest('postgres', ['--project', 'server', ...databaseTestFiles()], { TEST_DATABASE_URL: url }),
    );
  } catch (error) {
    console.error(`PostgreSQL-Lauf nicht möglich: ${error.message}`);
    results.push({ name: 'postgres', passed: 0, failed: 1, seconds: 0 });
  }
}
await check('build', () => run('npm', ['run', 'build', '--silent'], { cwd: repositoryRoot }));
if (!only.length || only.includes('cluster')) {
  // The built product as several processes on one PostgreSQL and an S3-compatible server, and the
  // storage contract against that server.
  try {
    await withPostgres((url) =>
      withS3((s3) =>
        vitest('cluster', ['--config', 'apps/server/vitest.cluster.config.ts'], {
          CLUSTER_DATABASE_URL: url,
          S3_TEST_ENDPOINT: s3.endpoint,
          S3_TEST_REGION: s3.region,
          S3_TEST_ACCESS_KEY_ID: s3.accessKeyId,
          S3_TEST_SECRET_ACCESS_KEY: s3.secretAccessKey,
        }),
      ),
    );
  } catch (error) {
    console.error(`Cluster-Lauf nicht möglich: ${error.message}`);
    results.push({ name: 'cluster', passed: 0, failed: 1, seconds: 0 });
  }
}
if (!only.length || only.includes('e2e')) {
  if (ensureChromium()) {
    await vitest('e2e', ['--config', 'apps/web/vitest.e2e.config.ts']);
  } else {
    console.error('Chromium fehlt und konnte nicht installiert werden (apt-get install chromium).');
    results.push({ name: 'e2e', passed: 0, failed: 1, seconds: 0 });
  }
}
// The export's conformance makes its own data (the XSD check joins in when ../shared exists): always run.
await check('conformance:export', () =>
  run('npm', ['run', '--silent', 'conformance:export'], { cwd: repositoryRoot }),
);
// The small variants of the reliability suite that need the built product (isolation and rights
// run as Vitest files above): a crash run and a fuzz run. The part under a CPU hog (`busy`) runs in
// `npm run resilience` only until the login e2e passes there (docs/decisions/resilience.md).
await check('resilience', () =>
  run('node', ['scripts/resilience.mjs', '--small', 'crash', 'fuzz'], { cwd: repositoryRoot }),
);
if (existsSync(sharedDir)) {
  for (const script of Object.keys(packageScripts()).filter(
    (name) => name.startsWith('conformance:') && name !== 'conformance:export',
  )) {
    await check(script, () => run('npm', ['run', '--silent', script], { cwd: repositoryRoot }));
  }
} else {
  console.log('\n../shared fehlt: Konformitätsläufe übersprungen.');
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
if (failures.length) {
  console.log('\n━━ Fehlgeschlagen ━━');
  for (const failure of failures) console.log(failure);
}
console.log('\n━━ Zusammenfassung ━━');
for (const result of results) {
  const mark = result.failed === 0 ? 'ok  ' : 'FAIL';
  console.log(
    `${mark} ${result.name.padEnd(28)} ${String(result.passed).padStart(5)} passed ${String(result.failed).padStart(4)} failed ${result.seconds.toFixed(1).padStart(7)} s`,
  );
}
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(runDir, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(failed === 0 ? 0 : 1);
