import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateInvoiceFile } from '../engine/validate-file.js';
import { AgreementTable, compare, type Reference } from './agreement.js';

const VERDICT_THRESHOLD = 0.998;
const ERROR_SET_THRESHOLD = 0.99;

/** ../shared/einvoice-corpus against its expected.json; true when the agreement meets the thresholds. */
export async function runSharedCorpus(corpus: string, verbose: boolean): Promise<boolean> {
  const expected = JSON.parse(readFileSync(path.join(corpus, 'expected.json'), 'utf8')) as Record<
    string,
    Reference
  >;
  const table = new AgreementTable();
  const timings: { file: string; ms: number }[] = [];
  for (const [file, reference] of Object.entries(expected)) {
    const started = performance.now();
    const result = await validateInvoiceFile(readFileSync(path.join(corpus, file)));
    timings.push({ file, ms: performance.now() - started });
    const agreement = compare(file, result, reference);
    table.add(file.split('/').slice(0, 2).join('/'), agreement);
    if (verbose && (!agreement.verdict || agreement.errors === false))
      console.log(
        `MISMATCH ${file} verdict=${result.verdict}/${reference.verdict} missing=[${agreement.missing}] extra=[${agreement.extra}]`,
      );
  }
  table.print('shared corpus (../shared/einvoice-corpus)', false);
  console.log('slowest files:');
  for (const { file, ms } of timings.sort((a, b) => b.ms - a.ms).slice(0, 5))
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${file}`);
  const total = table.totals();
  return (
    total.verdict / total.total >= VERDICT_THRESHOLD && total.errors / total.complete >= ERROR_SET_THRESHOLD
  );
}
