import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateInvoiceFile } from '../engine/validate-file.js';
import { AgreementTable, compare, type Reference } from './agreement.js';

type TestsuiteReference = Reference & {
  source: string;
  provenance: { repo: string; commit: string; path: string };
};

const VERDICT_THRESHOLD = 0.99;
const ERROR_SET_THRESHOLD = 0.97;

/**
 * The wider official test set (see conformance/einvoice-reference/prepare.ts): verdict, error-rule set and
 * warning-rule set agreement with the official artefacts per source, and how often our findings meet
 * the expectations the test authors stated (CEN unit tests: the rule in scope; KoSIT: xml-mutate).
 */
export async function runTestsuites(
  directory: string,
  options: { verbose: boolean; source?: string | undefined },
): Promise<boolean> {
  const expected = JSON.parse(readFileSync(path.join(directory, 'expected.json'), 'utf8')) as Record<
    string,
    TestsuiteReference
  >;
  const table = new AgreementTable();
  for (const [file, reference] of Object.entries(expected)) {
    if (options.source && reference.source !== options.source) continue;
    const result = await validateInvoiceFile(readFileSync(path.join(directory, file)));
    const agreement = compare(file, result, reference);
    table.add(reference.source, agreement);
    if (options.verbose && (!agreement.verdict || agreement.errors === false || agreement.stated === false))
      console.log(
        `MISMATCH ${file} verdict=${result.verdict}/${reference.verdict} missing=[${agreement.missing}] extra=[${agreement.extra}]${agreement.stated === false ? ` stated=${JSON.stringify(reference.stated)}` : ''}`,
      );
  }
  table.print(`official test set (${directory})`, true);
  const total = table.totals();
  return (
    total.verdict / total.total >= VERDICT_THRESHOLD && total.errors / total.complete >= ERROR_SET_THRESHOLD
  );
}
