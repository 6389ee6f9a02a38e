// `npm run bench [-- MODULE…]`: runs apps/server/bench/<module>.bench.ts and prints a table for
// people, then one line per figure for scripts: `BENCH <module>.<name> <value> <unit>`.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, repositoryRoot } from './lib/setup.mjs';

await ensureDependencies();
const benchDir = path.join(repositoryRoot, 'apps/server/bench');
const available = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace('.bench.ts', ''))
  .sort((a, b) => (a === 'platform' ? -1 : b === 'platform' ? 1 : a.localeCompare(b)));
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length) {
  console.error(`Unbekannte Benchmark-Module: ${unknown.join(', ')}. Vorhanden: ${available.join(', ')}`);
  process.exit(2);
}

function runModule(name) {
  return new Promise((resolve) => {
    const lines = [];
    const child = spawn('npx', ['--no-install', 'tsx', path.join(benchDir, `${name}.bench.ts`)], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        if (line.startsWith('BENCH ')) lines.push(line);
        else process.stderr.write(`${line}\n`);
      }
    });
    child.on('exit', (code) => resolve({ code, lines }));
  });
}

const figures = [];
let failures = 0;
for (const name of requested.length ? requested : available) {
  process.stderr.write(`\n── ${name} ──\n`);
  const { code, lines } = await runModule(name);
  if (code !== 0) failures += 1;
  figures.push(...lines);
}

const rows = figures.map((line) => line.split(' ').slice(1));
console.log('\n| figure | value | unit |\n|---|---:|---|');
for (const [key, value, unit] of rows) console.log(`| ${key} | ${value} | ${unit ?? ''} |`);
console.log('');
for (const line of figures) console.log(line);
process.exit(failures === 0 ? 0 : 1);
