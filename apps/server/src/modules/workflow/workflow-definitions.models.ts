import {
  RecipientKind,
  WorkflowDependency,
  WorkflowKind,
  type AccountRule,
  type DefinitionStepEntry,
  type Recipient,
  type RecipientKindValue,
  type TaskKindValue,
  type WorkflowDependencyValue,
  type WorkflowKindValue,
} from '@belegfluss/shared';

/** A definition as the engine sees it (stored or ad hoc). */
export type DefinitionShape = {
  id: string | null;
  kind: WorkflowKindValue;
  dependency: WorkflowDependencyValue;
  users: DefinitionStepEntry[];
  groups: DefinitionStepEntry[];
  receiver: Recipient | null;
  unreceiver: Recipient | null;
  split: boolean;
  accountRules: AccountRule[];
};

export type DefinitionIssue =
  | { code: 'workflow.definition_invalid'; reason: string }
  | { code: 'workflow.group_required' }
  | { code: 'workflow.mixed_group_dependency' };

export type DefinitionWarning = { code: 'workflow.parallel_capture_conflict'; step: number };

/** Checks a definition's shape; `referenced` are the definitions an account-dependent one points to. */
export function validateDefinition(
  definition: DefinitionShape,
  referenced: Pick<DefinitionShape, 'id' | 'dependency'>[] = [],
): { issues: DefinitionIssue[]; warnings: DefinitionWarning[] } {
  const issues: DefinitionIssue[] = [];
  const warnings: DefinitionWarning[] = [];
  const entries = [...definition.users, ...definition.groups];

  if (definition.dependency === WorkflowDependency.Account) {
    if (entries.length > 0)
      issues.push({ code: 'workflow.definition_invalid', reason: 'account_with_steps' });
    if (definition.accountRules.length === 0)
      issues.push({ code: 'workflow.definition_invalid', reason: 'no_account_rules' });
    for (const rule of definition.accountRules) {
      if (Number(rule.From) > Number(rule.To))
        issues.push({ code: 'workflow.definition_invalid', reason: 'account_range' });
      const target = referenced.find((candidate) => candidate.id === rule.DefinitionId);
      if (!target) issues.push({ code: 'workflow.definition_invalid', reason: 'account_target_missing' });
      else if (target.dependency === WorkflowDependency.Account) {
        issues.push({ code: 'workflow.definition_invalid', reason: 'account_nested' });
      }
    }
    const groupDependent = referenced.filter(
      (target) => target.dependency === WorkflowDependency.Group,
    ).length;
    if (groupDependent > 0 && groupDependent < referenced.length)
      issues.push({ code: 'workflow.mixed_group_dependency' });
    if (overlappingRanges(definition.accountRules))
      issues.push({ code: 'workflow.definition_invalid', reason: 'account_overlap' });
    return { issues, warnings };
  }

  if (definition.dependency === WorkflowDependency.Group && definition.groups.length === 0) {
    issues.push({ code: 'workflow.group_required' });
  }
  if (entries.length === 0) issues.push({ code: 'workflow.definition_invalid', reason: 'no_recipients' });
  const steps = effectiveSteps(definition, null);
  const byStep = new Map<number, DefinitionStepEntry[]>();
  for (const entry of steps) byStep.set(entry.Step, [...(byStep.get(entry.Step) ?? []), entry]);
  for (const [step, stepEntries] of byStep) {
    if (stepEntries.length > 1 && !definition.split) {
      issues.push({ code: 'workflow.definition_invalid', reason: `parallel_without_split:${step}` });
    }
    const ids = stepEntries.map((entry) => entry.Id);
    if (new Set(ids).size !== ids.length)
      issues.push({ code: 'workflow.definition_invalid', reason: `duplicate_recipient:${step}` });
    if (stepEntries.filter((entry) => entry.InvoiceCapture).length > 1) {
      warnings.push({ code: 'workflow.parallel_capture_conflict', step });
    }
  }
  return { issues, warnings };
}

function overlappingRanges(rules: AccountRule[]): boolean {
  const sorted = [...rules].sort((a, b) => Number(a.From) - Number(b.From));
  return sorted.some((rule, index) => index > 0 && Number(rule.From) <= Number(sorted[index - 1]?.To));
}

type StepEntryWithKind = DefinitionStepEntry & { recipientKind: RecipientKindValue };

/**
 * The step entries that apply: for a group-dependent definition only the chosen group of its groups
 * (all of them while validating, `chosenGroupId` null), otherwise every user and group.
 */
function effectiveSteps(definition: DefinitionShape, chosenGroupId: string | null): StepEntryWithKind[] {
  const users = definition.users.map((entry) => ({ ...entry, recipientKind: RecipientKind.User }));
  const groups = definition.groups
    .filter(
      (entry) =>
        definition.dependency !== WorkflowDependency.Group ||
        chosenGroupId === null ||
        entry.Id === chosenGroupId,
    )
    .map((entry) => ({ ...entry, recipientKind: RecipientKind.Group }));
  if (definition.dependency === WorkflowDependency.Group && chosenGroupId === null) {
    // Validation view: the groups are alternatives, so count one of them per step.
    const perStep = new Map<number, StepEntryWithKind>();
    for (const group of groups) if (!perStep.has(group.Step)) perStep.set(group.Step, group);
    return [...users, ...perStep.values()];
  }
  return [...users, ...groups];
}

export type PlannedTask = {
  stepNo: number;
  kind: TaskKindValue;
  recipient: Recipient;
  invoiceCapture: boolean;
};

export type Plan = {
  definitionId: string | null;
  kind: WorkflowKindValue;
  split: boolean;
  tasks: PlannedTask[];
  receiver: Recipient | null;
  unreceiver: Recipient | null;
  /** Goods-receipt check applies (Wait4Order workflows). */
  wePruefung: boolean;
};

export type PlanResult =
  | { ok: true; plan: Plan }
  | {
      ok: false;
      code: 'workflow.group_required' | 'workflow.no_definition_for_account' | 'workflow.definition_invalid';
    };

/** The account rule that matches `konto` (numeric range, inclusive). */
export function findAccountRule(rules: AccountRule[], konto: string | null): AccountRule | null {
  if (!konto || !/^\d{1,9}$/.test(konto.trim())) return null;
  const number = Number(konto.trim());
  return rules.find((rule) => Number(rule.From) <= number && number <= Number(rule.To)) ?? null;
}

/**
 * Turns a definition into the tasks of one workflow. Account-dependent definitions pick their target
 * by the document's Konto through `resolve`; group-dependent ones need the chosen group, which must be
 * one of the definition's groups. Steps are renumbered 1, 2, ... in their order.
 */
export function planWorkflow(
  definition: DefinitionShape,
  context: { chosenGroupId: string | null; konto: string | null },
  resolve: (definitionId: string) => DefinitionShape | null,
): PlanResult {
  let effective = definition;
  if (definition.dependency === WorkflowDependency.Account) {
    const rule = findAccountRule(definition.accountRules, context.konto);
    const target = rule ? resolve(rule.DefinitionId) : null;
    if (!target) return { ok: false, code: 'workflow.no_definition_for_account' };
    if (target.dependency === WorkflowDependency.Account)
      return { ok: false, code: 'workflow.definition_invalid' };
    effective = target;
  }
  if (effective.dependency === WorkflowDependency.Group) {
    if (!context.chosenGroupId || !effective.groups.some((group) => group.Id === context.chosenGroupId)) {
      return { ok: false, code: 'workflow.group_required' };
    }
  }
  const entries = effectiveSteps(effective, context.chosenGroupId);
  if (entries.length === 0) return { ok: false, code: 'workflow.definition_invalid' };
  const stepNumbers = [...new Set(entries.map((entry) => entry.Step))].sort((a, b) => a - b);
  const tasks = entries
    .map((entry) => ({
      stepNo: stepNumbers.indexOf(entry.Step) + 1,
      kind: entry.Task,
      recipient: { Kind: entry.recipientKind, Id: entry.Id },
      invoiceCapture: entry.InvoiceCapture,
    }))
    .sort((a, b) => a.stepNo - b.stepNo);
  return {
    ok: true,
    plan: {
      definitionId: effective.id,
      kind: effective.kind,
      split: effective.split,
      tasks,
      receiver: effective.receiver,
      unreceiver: effective.unreceiver,
      wePruefung: effective.kind === WorkflowKind.Wait4Order,
    },
  };
}

/** An ad-hoc workflow (kind None) from recipients chosen at start. */
export function adHocDefinition(input: {
  users: DefinitionStepEntry[];
  groups: DefinitionStepEntry[];
  split: boolean;
}): DefinitionShape {
  return {
    id: null,
    kind: WorkflowKind.None,
    dependency: WorkflowDependency.None,
    users: input.users,
    groups: input.groups,
    receiver: null,
    unreceiver: null,
    split: input.split,
    accountRules: [],
  };
}

/** Every recipient a definition names (for the right and Mandant checks). */
export function definitionRecipients(definition: DefinitionShape): Recipient[] {
  return [
    ...definition.users.map((entry) => ({ Kind: RecipientKind.User, Id: entry.Id })),
    ...definition.groups.map((entry) => ({ Kind: RecipientKind.Group, Id: entry.Id })),
    ...(definition.receiver ? [definition.receiver] : []),
    ...(definition.unreceiver ? [definition.unreceiver] : []),
  ];
}

/** Stored definitions may not be of kind None (that kind is for ad-hoc workflows). */
export function isStorableKind(kind: WorkflowKindValue): boolean {
  return kind !== WorkflowKind.None;
}
