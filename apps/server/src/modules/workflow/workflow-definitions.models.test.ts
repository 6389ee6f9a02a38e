import { WorkflowDependency, WorkflowKind, type DefinitionStepEntry } from '@belegfluss/shared';
import { describe, expect, it } from 'vitest';
import {
  adHocDefinition,
  findAccountRule,
  planWorkflow,
  validateDefinition,
  type DefinitionShape,
} from './workflow-definitions.models.js';

const u1 = '00000000-0000-4000-8000-000000000001';
const u2 = '00000000-0000-4000-8000-000000000002';
const g1 = '00000000-0000-4000-8000-0000000000a1';
const g2 = '00000000-0000-4000-8000-0000000000a2';
const step = (Id: string, Step: number, extra: Partial<DefinitionStepEntry> = {}): DefinitionStepEntry => ({
  Id,
  Step,
  Task: 'Genehmigung',
  InvoiceCapture: false,
  ...extra,
});
const definition = (overrides: Partial<DefinitionShape>): DefinitionShape => ({
  id: 'def',
  kind: WorkflowKind.General,
  dependency: WorkflowDependency.None,
  users: [],
  groups: [],
  receiver: null,
  unreceiver: null,
  split: false,
  accountRules: [],
  ...overrides,
});

describe('validating approval workflow definitions', () => {
  it('accepts a two-step sequence', () => {
    expect(validateDefinition(definition({ users: [step(u1, 1), step(u2, 2)] }))).toEqual({
      issues: [],
      warnings: [],
    });
  });

  it('needs at least one recipient', () => {
    expect(validateDefinition(definition({})).issues).toContainEqual({
      code: 'workflow.definition_invalid',
      reason: 'no_recipients',
    });
  });

  it('allows several recipients on a step only with Split', () => {
    const parallel = { users: [step(u1, 1), step(u2, 1)] };
    expect(validateDefinition(definition(parallel)).issues).toContainEqual({
      code: 'workflow.definition_invalid',
      reason: 'parallel_without_split:1',
    });
    expect(validateDefinition(definition({ ...parallel, split: true })).issues).toEqual([]);
  });

  it('warns when parallel branches use invoice capture several times', () => {
    const result = validateDefinition(
      definition({
        split: true,
        users: [step(u1, 1, { InvoiceCapture: true }), step(u2, 1, { InvoiceCapture: true })],
      }),
    );
    expect(result.issues).toEqual([]);
    expect(result.warnings).toEqual([{ code: 'workflow.parallel_capture_conflict', step: 1 }]);
  });

  it('needs a group for group-dependent workflows and treats its groups as alternatives', () => {
    expect(
      validateDefinition(definition({ dependency: 'Group', users: [step(u1, 2)] })).issues,
    ).toContainEqual({
      code: 'workflow.group_required',
    });
    const alternatives = definition({
      dependency: 'Group',
      groups: [step(g1, 1), step(g2, 1)],
      users: [step(u1, 2)],
    });
    expect(validateDefinition(alternatives).issues).toEqual([]);
  });

  it('refuses to mix group-dependent and other workflows in an account-dependent one', () => {
    const accountDependent = definition({
      dependency: 'Account',
      accountRules: [
        { From: '4000', To: '4999', DefinitionId: 'a' },
        { From: '6000', To: '6999', DefinitionId: 'b' },
      ],
    });
    const mixed = [
      { id: 'a', dependency: WorkflowDependency.Group },
      { id: 'b', dependency: WorkflowDependency.None },
    ];
    expect(validateDefinition(accountDependent, mixed).issues).toEqual([
      { code: 'workflow.mixed_group_dependency' },
    ]);
    const uniform = mixed.map((target) => ({ ...target, dependency: WorkflowDependency.Group }));
    expect(validateDefinition(accountDependent, uniform).issues).toEqual([]);
  });

  it('refuses overlapping account ranges, nested account workflows and steps in account workflows', () => {
    const issues = validateDefinition(
      definition({
        dependency: 'Account',
        users: [step(u1, 1)],
        accountRules: [
          { From: '4000', To: '4999', DefinitionId: 'a' },
          { From: '4500', To: '5999', DefinitionId: 'b' },
        ],
      }),
      [
        { id: 'a', dependency: WorkflowDependency.None },
        { id: 'b', dependency: WorkflowDependency.Account },
      ],
    ).issues.map((issue) => ('reason' in issue ? issue.reason : issue.code));
    expect(issues).toEqual(
      expect.arrayContaining(['account_with_steps', 'account_nested', 'account_overlap']),
    );
  });
});

describe('planning a workflow', () => {
  const none = () => null;

  it('renumbers steps and keeps parallel branches on one step', () => {
    const result = planWorkflow(
      definition({
        split: true,
        users: [step(u1, 10), step(u2, 10)],
        groups: [step(g1, 20, { Task: 'Kenntnisnahme' })],
      }),
      { chosenGroupId: null, konto: null },
      none,
    );
    expect(result.ok && result.plan.tasks.map((task) => [task.stepNo, task.recipient.Id, task.kind])).toEqual(
      [
        [1, u1, 'Genehmigung'],
        [1, u2, 'Genehmigung'],
        [2, g1, 'Kenntnisnahme'],
      ],
    );
  });

  it('uses only the chosen group of a group-dependent workflow, and needs one', () => {
    const groupDependent = definition({
      dependency: 'Group',
      groups: [step(g1, 1), step(g2, 1)],
      users: [step(u1, 2)],
    });
    expect(planWorkflow(groupDependent, { chosenGroupId: null, konto: null }, none)).toEqual({
      ok: false,
      code: 'workflow.group_required',
    });
    const planned = planWorkflow(groupDependent, { chosenGroupId: g2, konto: null }, none);
    expect(planned.ok && planned.plan.tasks.map((task) => task.recipient.Id)).toEqual([g2, u1]);
  });

  it('lets the document account pick the workflow of an account-dependent one', () => {
    const target = definition({ id: 'target', kind: WorkflowKind.Wait4Order, users: [step(u2, 1)] });
    const accountDependent = definition({
      dependency: 'Account',
      accountRules: [{ From: '4000', To: '4999', DefinitionId: 'target' }],
    });
    const resolve = (id: string) => (id === 'target' ? target : null);
    const planned = planWorkflow(accountDependent, { chosenGroupId: null, konto: '4400' }, resolve);
    expect(planned.ok && planned.plan).toMatchObject({ definitionId: 'target', wePruefung: true });
    expect(planWorkflow(accountDependent, { chosenGroupId: null, konto: '1200' }, resolve)).toEqual({
      ok: false,
      code: 'workflow.no_definition_for_account',
    });
  });

  it('matches account ranges inclusively and ignores non-numeric accounts', () => {
    const rules = [{ From: '4000', To: '4999', DefinitionId: 'x' }];
    expect(findAccountRule(rules, '4999')).toEqual(rules[0]);
    expect(findAccountRule(rules, '5000')).toBeNull();
    expect(findAccountRule(rules, 'abc')).toBeNull();
    expect(findAccountRule(rules, null)).toBeNull();
  });

  it('builds ad-hoc workflows of kind None', () => {
    const planned = planWorkflow(
      adHocDefinition({ users: [step(u1, 1)], groups: [], split: false }),
      { chosenGroupId: null, konto: null },
      none,
    );
    expect(planned.ok && planned.plan.kind).toBe('None');
  });
});
