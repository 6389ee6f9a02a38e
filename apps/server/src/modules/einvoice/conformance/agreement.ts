import type { FileValidation } from '../engine/validate-file.js';
import { toCliLine } from '../engine/validate-file.js';

/** The official verdict of one file, as the reference run wrote it (expected.json). */
export type Reference = {
  verdict: string;
  error_rule_ids?: string[];
  warning_rule_ids?: string[];
  reasons?: string[];
  kind?: 'document' | 'fragment';
  stated?: { valid: string[]; invalid: string[] } | { success: string[]; error: string[]; warning: string[] };
};

export type Agreement = {
  verdict: boolean;
  /** Null when the official run stopped with a processing error, so its rule sets are incomplete. */
  errors: boolean | null;
  warnings: boolean | null;
  /** Whether our findings meet what the test's author stated (null: nothing stated). */
  stated: boolean | null;
  /** Whether the official run itself meets them: a test written for another release may not. */
  officialStated: boolean | null;
  missing: string[];
  extra: string[];
};

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

function statedAgreement(reference: Reference, errors: string[], warnings: string[]): boolean | null {
  const stated = reference.stated;
  if (!stated) return null;
  const fired = new Set([...errors, ...warnings]);
  if ('success' in stated) {
    if (stated.success.length + stated.error.length + stated.warning.length === 0) return null;
    return (
      stated.success.every((id) => !fired.has(id)) &&
      stated.error.every((id) => errors.includes(id)) &&
      stated.warning.every((id) => fired.has(id))
    );
  }
  if (stated.valid.length + stated.invalid.length === 0) return null;
  return stated.valid.every((id) => !errors.includes(id)) && stated.invalid.every((id) => fired.has(id));
}

/** Compares our result for one file with the official one. */
export function compare(file: string, result: FileValidation, reference: Reference): Agreement {
  const line = toCliLine(file, result);
  const wantErrors = [...(reference.error_rule_ids ?? [])].sort();
  const complete = !(reference.reasons ?? []).includes('schematron-processing-error');
  return {
    verdict: line.verdict === reference.verdict,
    errors: complete ? sameSet(line.error_rule_ids, wantErrors) : null,
    warnings: complete
      ? sameSet(line.warning_rule_ids, [...(reference.warning_rule_ids ?? [])].sort())
      : null,
    stated: statedAgreement(reference, line.error_rule_ids, line.warning_rule_ids),
    officialStated: statedAgreement(
      reference,
      reference.error_rule_ids ?? [],
      reference.warning_rule_ids ?? [],
    ),
    missing: wantErrors.filter((id) => !line.error_rule_ids.includes(id)),
    extra: line.error_rule_ids.filter((id) => !wantErrors.includes(id)),
  };
}

type Counts = Record<
  'total' | 'verdict' | 'errors' | 'warnings' | 'complete' | 'stated' | 'official' | 'statedTotal',
  number
>;
const emptyCounts = (): Counts => ({
  total: 0,
  verdict: 0,
  errors: 0,
  warnings: 0,
  complete: 0,
  stated: 0,
  official: 0,
  statedTotal: 0,
});

/** Per-group counters and the table the conformance run prints. */
export class AgreementTable {
  private readonly groups = new Map<string, Counts>();

  add(group: string, agreement: Agreement) {
    const stats = this.groups.get(group) ?? emptyCounts();
    this.groups.set(group, stats);
    stats.total += 1;
    if (agreement.verdict) stats.verdict += 1;
    if (agreement.errors !== null) stats.complete += 1;
    if (agreement.errors) stats.errors += 1;
    if (agreement.warnings) stats.warnings += 1;
    if (agreement.stated !== null) {
      stats.statedTotal += 1;
      if (agreement.stated) stats.stated += 1;
      if (agreement.officialStated) stats.official += 1;
    }
  }

  totals() {
    const total = emptyCounts();
    for (const stats of this.groups.values())
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += stats[key];
    return total;
  }

  print(title: string, withStated: boolean) {
    const percent = (part: number, whole: number) =>
      whole === 0 ? '      –' : `${((100 * part) / whole).toFixed(1)} %`.padStart(7);
    const header = `${title.padEnd(44)} files  verdict   errors  warnings${withStated ? '   stated (official)' : ''}`;
    console.log(header);
    const row = (name: string, stats: Counts) =>
      console.log(
        `${name.padEnd(44)} ${String(stats.total).padStart(5)}  ${percent(stats.verdict, stats.total)}  ${percent(stats.errors, stats.complete)}  ${percent(stats.warnings, stats.complete)}` +
          (withStated
            ? `  ${percent(stats.stated, stats.statedTotal)} (${percent(stats.official, stats.statedTotal).trim()}) of ${stats.statedTotal}`
            : ''),
      );
    for (const [group, stats] of [...this.groups.entries()].sort()) row(group, stats);
    row('total', this.totals());
  }
}
