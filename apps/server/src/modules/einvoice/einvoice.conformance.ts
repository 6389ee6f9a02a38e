import { findSharedEInvoiceCorpus, findTestsuitesDir } from './conformance/locations.js';
import { runSharedCorpus } from './conformance/shared-corpus.js';
import { runTestsuites } from './conformance/testsuites.js';

/**
 * `npm run conformance:einvoice [-- --verbose] [--source NAME]`: our validator against the official
 * verdicts, on ../shared/einvoice-corpus and on the wider official test set (EINVOICE_TESTSUITES_DIR,
 * else `einvoice-testsuites` beside `shared`); each part is skipped with a note when its folder is absent.
 */
async function main(): Promise<number> {
  const verbose = process.argv.includes('--verbose');
  const sourceIndex = process.argv.indexOf('--source');
  const source = sourceIndex > 0 ? process.argv[sourceIndex + 1] : undefined;
  let passed = true;
  const corpus = findSharedEInvoiceCorpus();
  if (!corpus)
    console.log('conformance:einvoice: ../shared/einvoice-corpus not found, shared corpus skipped');
  else if (!source) passed = (await runSharedCorpus(corpus, verbose)) && passed;
  const testsuites = findTestsuitesDir();
  if (!testsuites)
    console.log(
      'conformance:einvoice: wider official test set not found (EINVOICE_TESTSUITES_DIR or einvoice-testsuites beside shared; build it with apps/server/conformance/einvoice-reference/prepare.ts), skipped',
    );
  else passed = (await runTestsuites(testsuites, { verbose, source })) && passed;
  console.log(passed ? 'conformance:einvoice passed' : 'conformance:einvoice FAILED');
  return passed ? 0 : 1;
}

process.exitCode = await main();
