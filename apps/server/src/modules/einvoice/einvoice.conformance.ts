import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toCliLine, validateInvoiceFile } from './engine/validate-file.js';

/**
 * Runs the validator over ../shared/einvoice-corpus and compares with its expected.json:
 * verdict, error-rule set and warning-rule set agreement per group and in total.
 */
type Expected = { verdict: string; error_rule_ids?: string[]; warning_rule_ids?: string[]; group: string };

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/** ../shared beside the repository; a git worktree one level deeper finds it further up. */
function findCorpus(): string {
  for (let directory = path.dirname(repositoryRoot); ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, 'shared', 'einvoice-corpus');
    if (existsSync(candidate) || directory === path.dirname(directory)) return candidate;
  }
}
const corpus = findCorpus();
const VERDICT_THRESHOLD = 0.99;
const ERROR_SET_THRESHOLD = 0.95;

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;

async function main() {
  if (!existsSync(path.join(corpus, 'expected.json'))) {
    console.log(`conformance:einvoice skipped: ${corpus} not found`);
    return 0;
  }
  const expected = JSON.parse(readFileSync(path.join(corpus, 'expected.json'), 'utf8')) as Record<
    string,
    Expected
  >;
  const verbose = process.argv.includes('--verbose');
  const groups = new Map<string, { total: number; verdict: number; errors: number; warnings: number }>();
  const timings: { file: string; ms: number }[] = [];
  for (const [file, reference] of Object.entries(expected)) {
    const started = performance.now();
    const result = await validateInvoiceFile(readFileSync(path.join(corpus, file)));
    timings.push({ file, ms: performance.now() - started });
    const line = toCliLine(file, result);
    const group = file.split('/').slice(0, 2).join('/');
    const stats = groups.get(group) ?? { total: 0, verdict: 0, errors: 0, warnings: 0 };
    groups.set(group, stats);
    stats.total += 1;
    const verdictOk = line.verdict === reference.verdict;
    const errorsOk = sameSet(line.error_rule_ids, [...(reference.error_rule_ids ?? [])].sort());
    const warningsOk = sameSet(line.warning_rule_ids, [...(reference.warning_rule_ids ?? [])].sort());
    if (verdictOk) stats.verdict += 1;
    if (errorsOk) stats.errors += 1;
    if (warningsOk) stats.warnings += 1;
    if (verbose && (!verdictOk || !errorsOk)) {
      const want = reference.error_rule_ids ?? [];
      const missing = want.filter((id) => !line.error_rule_ids.includes(id));
      const extra = line.error_rule_ids.filter((id) => !want.includes(id));
      console.log(
        `MISMATCH ${file} verdict=${line.verdict}/${reference.verdict} missing=[${missing}] extra=[${extra}] reasons=[${line.reasons.filter((reason) => !reason.startsWith('rule:'))}]`,
      );
    }
    if (verbose && process.argv.includes('--warnings') && !warningsOk) {
      const want = reference.warning_rule_ids ?? [];
      console.log(
        `WARN ${file} missing=[${want.filter((id) => !line.warning_rule_ids.includes(id))}] extra=[${line.warning_rule_ids.filter((id) => !want.includes(id))}]`,
      );
    }
  }
  const total = { total: 0, verdict: 0, errors: 0, warnings: 0 };
  console.log('group                                        files  verdict   errors    warnings');
  for (const [group, stats] of [...groups.entries()].sort()) {
    total.total += stats.total;
    total.verdict += stats.verdict;
    total.errors += stats.errors;
    total.warnings += stats.warnings;
    console.log(
      `${group.padEnd(44)} ${String(stats.total).padStart(5)}  ${percent(stats.verdict, stats.total).padStart(7)}  ${percent(stats.errors, stats.total).padStart(7)}  ${percent(stats.warnings, stats.total).padStart(7)}`,
    );
  }
  console.log(
    `${'total'.padEnd(44)} ${String(total.total).padStart(5)}  ${percent(total.verdict, total.total).padStart(7)}  ${percent(total.errors, total.total).padStart(7)}  ${percent(total.warnings, total.total).padStart(7)}`,
  );
  console.log('slowest files:');
  for (const { file, ms } of timings.sort((a, b) => b.ms - a.ms).slice(0, 5))
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${file}`);
  const verdictRate = total.verdict / total.total;
  const errorRate = total.errors / total.total;
  const passed = verdictRate >= VERDICT_THRESHOLD && errorRate >= ERROR_SET_THRESHOLD;
  console.log(
    passed
      ? 'conformance:einvoice passed'
      : `conformance:einvoice FAILED (needs verdict >= 99 %, error sets >= 95 %)`,
  );
  return passed ? 0 : 1;
}

process.exitCode = await main();
