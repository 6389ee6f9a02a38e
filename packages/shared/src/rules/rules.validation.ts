import { issue, type ValidationIssue } from '../validation.js';
import type { RuleCore, RuleInput } from './rules.schemas.js';

type RuleLike = Pick<RuleInput, 'name' | 'type'> & {
  anchorPattern?: string | undefined;
  searchPattern?: string | undefined;
  alternatives?: Partial<RuleCore>[] | undefined;
};

/** Spec 002: an Anchor rule needs its anchor pattern and every rule its search pattern. */
function patternIssues(path: string, rule: Partial<RuleCore>): ValidationIssue[] {
  const missingAnchor = rule.type === 'Anchor' && !rule.anchorPattern?.trim();
  return missingAnchor || !rule.searchPattern?.trim()
    ? [issue(path, 'rules.anchor_and_search_required')]
    : [];
}

/** The business rules of a mask's rules: names given and unique, patterns defined (alternatives too). */
export function ruleIssues(rules: readonly RuleLike[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const names = new Set<string>();
  rules.forEach((rule, index) => {
    const name = rule.name.trim().toLocaleLowerCase('de');
    if (!name) issues.push(issue(`rules.${index}.name`, 'rules.name_required'));
    else if (names.has(name)) issues.push(issue(`rules.${index}.name`, 'rules.name_duplicate'));
    names.add(name);
    issues.push(...patternIssues(`rules.${index}.searchPattern`, rule));
    (rule.alternatives ?? []).forEach((alternative, position) =>
      issues.push(...patternIssues(`rules.${index}.alternatives.${position}.searchPattern`, alternative)),
    );
  });
  return issues;
}

const PERCENT = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/** Hundredths of a percent, or null when the text is no percentage from 0 to 100. */
export function percentToBasisPoints(text: string): number | null {
  if (!PERCENT.test(text.trim())) return null;
  const value = Math.round(Number(text.trim().replace(',', '.')) * 100);
  return value <= 10_000 ? value : null;
}

/** Split and cost-split shares: valid percentages that add up to at most 100 % (per cost kind). */
export function shareIssues(
  path: string,
  shares: readonly { percent: string; kostArt?: number }[],
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const sums = new Map<number, number>();
  shares.forEach((share, index) => {
    const points = percentToBasisPoints(share.percent);
    if (points === null) return void issues.push(issue(`${path}.${index}.percent`, 'rules.percent_invalid'));
    const group = share.kostArt ?? 0;
    sums.set(group, (sums.get(group) ?? 0) + points);
  });
  if ([...sums.values()].some((sum) => sum > 10_000)) issues.push(issue(path, 'rules.percent_sum'));
  return issues;
}
