import { validateXml } from '../src/modules/einvoice/engine/validate.js';
import { buildCiiInvoice, buildUblInvoice } from '../src/modules/einvoice/testing/invoice-builder.js';
import { median, report } from './bench-utils.js';

// Typical invoices (≤ 20 lines), alternating UBL and CII, on one core; then one 1,000-line invoice.
const typical = [
  buildUblInvoice({ lines: 12 }),
  buildCiiInvoice({ lines: 12 }),
  buildUblInvoice({ lines: 20 }),
  buildCiiInvoice({ lines: 3 }),
].map((xml) => Buffer.from(xml));
for (let warm = 0; warm < 200; warm += 1) validateXml(typical[warm % typical.length]!);
let count = 0;
const started = performance.now();
while (performance.now() - started < 3000) {
  const result = validateXml(typical[count % typical.length]!);
  if (result.verdict !== 'valid') throw new Error(`benchmark invoice invalid: ${result.reasons.join(', ')}`);
  count += 1;
}
report('einvoice.validations_per_s', (count * 1000) / (performance.now() - started), 'validations/s');

const large = Buffer.from(buildUblInvoice({ lines: 1000 }));
const runs: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const runStarted = performance.now();
  const result = validateXml(large);
  runs.push(performance.now() - runStarted);
  if (result.verdict !== 'valid') throw new Error(`1,000-line invoice invalid: ${result.reasons.join(', ')}`);
}
report('einvoice.lines_1000_ms', median(runs), 'ms');
