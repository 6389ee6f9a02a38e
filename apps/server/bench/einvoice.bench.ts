import { validateXml } from '../src/modules/einvoice/engine/validate.js';
import { buildCiiInvoice, buildUblInvoice } from '../src/modules/einvoice/testing/invoice-builder.js';
import { median, report } from './bench-utils.js';

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
let count = 0;
const wallStarted = performance.now();
const cpuStarted = cpuMs();
while (cpuMs() - cpuStarted < 3000) {
  const result = validateXml(typical[count % typical.length]!);
  if (result.verdict !== 'valid') throw new Error(`benchmark invoice invalid: ${result.reasons.join(', ')}`);
  count += 1;
}
const cpuSpent = cpuMs() - cpuStarted;
const wallSpent = performance.now() - wallStarted;
console.log(`# ${count} validations: ${cpuSpent.toFixed(0)} ms CPU, ${wallSpent.toFixed(0)} ms wall clock`);
report('einvoice.validations_per_s', (count * 1000) / cpuSpent, 'validations/s');

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
