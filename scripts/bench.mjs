// `npm run bench [-- MODULE…]`: runs apps/server/bench/<module>.bench.ts and prints a table for
// people, then one line per figure for scripts: `BENCH <module>.<name> <value> <unit>`. A figure that
// depends on the machine comes with the ceiling it is measured against and their ratio (announced by
// a `RATIO <ratioKey> <key> <ceilingKey> <target>` line); the table shows the three side by side.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, repositoryRoot } from './lib/setup.mjs';

/** The 1-minute load average; above 1 other work shares the cores and absolute figures drop. */
const describeLoad = (when) =>
  `Lastmittel (1 min) ${when}: ${os.loadavg()[0].toFixed(2)} bei ${os.availableParallelism()} Kernen`;

const loadAtStart = describeLoad('zu Beginn');
console.log(loadAtStart);
if (os.loadavg()[0] > 1) {
  console.log(
    'Warnung: Lastmittel über 1, der Rechner ist nicht frei: absolute Werte fallen niedriger aus; maßgeblich sind die Verhältnisse (*_ratio) zur Obergrenze aus demselben Lauf.',
  );
}
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
    const ratios = [];
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
        else if (line.startsWith('RATIO ')) ratios.push(line);
        else process.stderr.write(`${line}\n`);
      }
    });
    child.on('exit', (code) => resolve({ code, lines, ratios }));
  });
}

const figures = [];
const ratioLines = [];
let failures = 0;
for (const name of requested.length ? requested : available) {
  process.stderr.write(`\n── ${name} ──\n`);
  const { code, lines, ratios } = await runModule(name);
  if (code !== 0) failures += 1;
  figures.push(...lines);
  ratioLines.push(...ratios);
}

/** One row per figure; a figure with a ceiling shows ceiling, ratio and target beside its value. */
function tableRows() {
  const values = new Map(
    figures.map((line) => line.split(' ').slice(1)).map(([key, ...rest]) => [key, rest]),
  );
  const ratios = new Map();
  const shownInRatio = new Set();
  for (const line of ratioLines) {
    const [, ratioKey, key, ceilingKey, target] = line.split(' ');
    ratios.set(key, { ceiling: values.get(ceilingKey)?.[0], ratio: values.get(ratioKey)?.[0], target });
    shownInRatio.add(ratioKey).add(ceilingKey);
  }
  return [...values]
    .filter(([key]) => !shownInRatio.has(key))
    .map(([key, [value, unit = '']]) => {
      const ratio = ratios.get(key);
      if (!ratio) return `| ${key} | ${value} | | | | ${unit} |`;
      const verdict = Number(ratio.ratio) >= Number(ratio.target) ? 'erreicht' : 'verfehlt';
      return `| ${key} | ${value} | ${ratio.ceiling} | ${ratio.ratio} | ≥ ${ratio.target} ${verdict} | ${unit} |`;
    });
}

console.log(`\n${loadAtStart}\n${describeLoad('am Ende')}`);
console.log('\n| figure | value | ceiling | ratio | target | unit |\n|---|---:|---:|---:|---|---|');
for (const row of tableRows()) console.log(row);
console.log('');
for (const line of figures) console.log(line);
process.exit(failures === 0 ? 0 : 1);
