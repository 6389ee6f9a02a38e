import { ruleIssues, shareIssues, type RuleCore, type ValidationIssue } from '@belegfluss/shared';
import { assertValid } from '../../kernel/validation.js';
import { patternProblem } from './rules.patterns.js';

type RuleLike = RuleCore & { name: string; alternatives: RuleCore[] };

function patternIssuesOf(path: string, rule: RuleCore): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const anchor =
    rule.type === 'Anchor' && rule.anchorPattern.trim() ? patternProblem(rule.anchorPattern) : null;
  if (anchor) issues.push({ path: `${path}.anchorPattern`, code: anchor });
  const search = rule.searchPattern.trim() ? patternProblem(rule.searchPattern) : null;
  if (search) issues.push({ path: `${path}.searchPattern`, code: search });
  return issues;
}

/** Every issue of a mask's rules and shares: the spec's required patterns, names, RE2 syntax, percentages. */
export function maskContentIssues(input: {
  rules: readonly RuleLike[];
  splitRules?: readonly { percent: string }[];
  costSplitRules?: readonly { percent: string; kostArt: number }[];
}): ValidationIssue[] {
  const issues = ruleIssues(input.rules);
  input.rules.forEach((rule, index) => {
    issues.push(...patternIssuesOf(`rules.${index}`, rule));
    rule.alternatives.forEach((alternative, position) =>
      issues.push(...patternIssuesOf(`rules.${index}.alternatives.${position}`, alternative)),
    );
  });
  issues.push(...shareIssues('splitRules', input.splitRules ?? []));
  issues.push(...shareIssues('costSplitRules', input.costSplitRules ?? []));
  return issues;
}

export function assertMaskContent(input: Parameters<typeof maskContentIssues>[0], pathPrefix = 'body'): void {
  assertValid(maskContentIssues(input), pathPrefix);
}
