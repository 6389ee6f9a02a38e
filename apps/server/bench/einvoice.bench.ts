import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { toInvoiceView } from '../src/modules/einvoice/einvoice.models.js';
import { parseXml } from '../src/modules/einvoice/engine/xml.js';
import { validateXml } from '../src/modules/einvoice/engine/validate.js';
import { buildCiiInvoice, buildUblInvoice } from '../src/modules/einvoice/testing/invoice-builder.js';
import { median, percentile, report, reportRatio, repositoryRoot } from './bench-utils.js';

// Throughput on one core: validation is synchronous and single-threaded, so the process's own CPU
// time (user + system) is the time one core spends; wall-clock time is printed alongside because a
// shared machine stretches it with other processes' work.
function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

const typical = [
  buildUblInvoice({ lines: 12 }),
  buildCiiInvoice({ lines: 12 }),
  buildUblInvoice({ lines: 20 }),
  buildCiiInvoice({ lines: 3 }),
].map((xml) => Buffer.from(xml));
for (let warm = 0; warm < 300; warm += 1) validateXml(typical[warm % typical.length]!);
// Ceiling: the bare XML parse of the same documents (the least work any validation does), on the same
// core in alternating slices with the validations, so both see the same machine; the ratio is the
// share of that speed the full validation keeps.
let count = 0;
let parsed = 0;
let validateCpu = 0;
let parseCpu = 0;
const wallStarted = performance.now();
while (validateCpu < 3000) {
  let sliceStarted = cpuMs();
  while (cpuMs() - sliceStarted < 200) {
    const result = validateXml(typical[count % typical.length]!);
    if (result.verdict !== 'valid')
      throw new Error(`benchmark invoice invalid: ${result.reasons.join(', ')}`);
    count += 1;
  }
  validateCpu += cpuMs() - sliceStarted;
  sliceStarted = cpuMs();
  while (cpuMs() - sliceStarted < 100) {
    parseXml(typical[parsed % typical.length]!);
    parsed += 1;
  }
  parseCpu += cpuMs() - sliceStarted;
}
const wallSpent = performance.now() - wallStarted;
console.log(
  `# ${count} validations: ${validateCpu.toFixed(0)} ms CPU (${parsed} bare parses: ${parseCpu.toFixed(0)} ms), ${wallSpent.toFixed(0)} ms wall clock`,
);
reportRatio({
  key: 'einvoice.validations_per_s',
  ceilingKey: 'einvoice.xml_parse_ceiling_per_s',
  ratioKey: 'einvoice.validations_ratio',
  unit: 'validations/s',
  value: (count * 1000) / validateCpu,
  ceiling: (parsed * 1000) / parseCpu,
  target: 0.1,
});

const large = Buffer.from(buildUblInvoice({ lines: 1000 }));
const cpuRuns: number[] = [];
const wallRuns: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const wall = performance.now();
  const cpu = cpuMs();
  const result = validateXml(large);
  cpuRuns.push(cpuMs() - cpu);
  wallRuns.push(performance.now() - wall);
  if (result.verdict !== 'valid') throw new Error(`1,000-line invoice invalid: ${result.reasons.join(', ')}`);
}
console.log(
  `# 1,000 lines: median ${median(cpuRuns).toFixed(0)} ms CPU, ${median(wallRuns).toFixed(0)} ms wall clock`,
);
report('einvoice.lines_1000_ms', median(cpuRuns), 'ms');

// The readable view of a typical invoice (12 lines): the server turns the stored model into the view
// (toInvoiceView), the web renders ReadableInvoiceView server-side (renderToString, the readable model
// built inside); their sum per run. Ceiling: bare React writing the same sections as plain HTML.
const RENDER_RUNS = 300;
const stored = validateXml(typical[0]!).model!;
const serverRuns: number[] = [];
for (let run = 0; run < 50 + RENDER_RUNS; run += 1) {
  const started = performance.now();
  toInvoiceView(stored);
  if (run >= 50) serverRuns.push(performance.now() - started);
}
const rendered = spawnSync(
  'npx',
  [
    '--no-install',
    'tsx',
    '--tsconfig',
    path.join(repositoryRoot, 'apps/web/tsconfig.json'),
    path.join(repositoryRoot, 'apps/web/bench/readable-view.render.tsx'),
    String(RENDER_RUNS),
  ],
  { cwd: repositoryRoot, input: JSON.stringify(toInvoiceView(stored)), maxBuffer: 16 * 1024 * 1024 },
);
if (rendered.status !== 0) throw new Error(`readable view render failed: ${rendered.stderr.toString()}`);
const timesLine = rendered.stdout
  .toString()
  .split('\n')
  .find((line) => line.startsWith('TIMES '));
if (!timesLine) throw new Error(`readable view render printed no times: ${rendered.stdout.toString()}`);
const renders = JSON.parse(timesLine.slice('TIMES '.length)) as { product: number[]; bare: number[] };
const viewP95 = percentile(
  renders.product.map((ms, run) => ms + serverRuns[run]!),
  95,
);
const bareP95 = percentile(renders.bare, 95);
console.log(
  `# readable view: server p95 ${percentile(serverRuns, 95).toFixed(2)} ms, web render p95 ${percentile(renders.product, 95).toFixed(2)} ms`,
);
report('einvoice.view_render_p95_ms', viewP95, 'ms');
report('einvoice.view_render_ceiling_p95_ms', bareP95, 'ms');
report('einvoice.view_render_ratio', bareP95 / viewP95, 'ratio');
process.stdout.write(
  'RATIO einvoice.view_render_ratio einvoice.view_render_p95_ms einvoice.view_render_ceiling_p95_ms 0.05\n',
);
