import {
  ApprovalResult,
  HistoryEntryType,
  TaskKind,
  TaskState,
  type ApprovalResultValue,
  type Recipient,
} from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { routeAfterSubmit, type RoutingDecision, type TaskRole } from './workflow.models.js';
import { recipientNames, recordEvent, type WorkflowContext } from './workflow.context.js';
import { historyText } from './workflow-history.models.js';
import type { WorkflowActor } from './workflow.policies.js';
import {
  createWorkflowRepository,
  recipientColumns,
  type InstanceRow,
  type TaskRow,
} from './workflow.repository.js';

/** What every routing outcome works with: the transaction, the workflow and when it happens. */
type RoutingStep = {
  tx: Db;
  ctx: WorkflowContext;
  actor: WorkflowActor;
  instance: InstanceRow;
  repository: ReturnType<typeof createWorkflowRepository>;
  at: string;
};

/** Applies the routing decision after a submitted task: next step, final recipient, or completion. */
export async function routeAfterSubmittedTask(
  tx: Db,
  ctx: WorkflowContext,
  actor: WorkflowActor,
  instance: InstanceRow,
  tasks: TaskRow[],
  submitted: TaskRow,
  result: ApprovalResultValue,
) {
  const decision = decideRoute(instance, tasks, submitted, result);
  const step: RoutingStep = {
    tx,
    ctx,
    actor,
    instance,
    repository: createWorkflowRepository({ db: tx }),
    at: ctx.clock.now().toISOString(),
  };
  switch (decision.kind) {
    case 'wait':
      return stayInProgress(step);
    case 'openStep':
      return openNextStep(step, tasks, decision.stepNo);
    case 'notify':
      return notifyFinalRecipient(step, decision);
    case 'complete':
      return completeWorkflow(step, decision);
  }
}

function decideRoute(
  instance: InstanceRow,
  tasks: TaskRow[],
  submitted: TaskRow,
  result: ApprovalResultValue,
): RoutingDecision {
  const snapshot = (task: TaskRow) => ({
    id: task.id,
    stepNo: task.stepNo,
    kind: task.kind as 'Genehmigung' | 'Kenntnisnahme',
    role: task.role as TaskRole,
    state: task.state as 'OPEN',
    result: task.result as ApprovalResultValue,
  });
  return routeAfterSubmit({
    tasks: tasks.map(snapshot),
    submitted: { ...snapshot(submitted), state: TaskState.Done, result },
    hasReceiver: instance.receiver !== null,
    hasUnreceiver: instance.unreceiver !== null,
    decidedResult: instance.approveResult as ApprovalResultValue,
  });
}

function stayInProgress({ repository, instance }: RoutingStep) {
  return repository.updateInstance(instance.id, {
    status: 'IN_PROGRESS',
    lockedBy: null,
    lockedAt: null,
  });
}

async function openNextStep(step: RoutingStep, tasks: TaskRow[], stepNo: number) {
  const { tx, ctx, actor, instance, repository } = step;
  await repository.openWaitingStep(instance.id, stepNo);
  const opened = tasks.filter((task) => task.stepNo === stepNo && task.state === TaskState.Waiting);
  await recordEvent(tx, ctx, actor, {
    instance,
    entryType: HistoryEntryType.SystemNote,
    text: historyText.nextStep(opened.map((task) => task.recipientName)),
    action: 'workflow.step_opened',
    data: { stepNo },
  });
  return stayInProgress(step);
}

/** After the last step: the receiver (approved) or unreceiver (rejected) takes note. */
async function notifyFinalRecipient(
  { tx, ctx, actor, instance, repository, at }: RoutingStep,
  decision: Extract<RoutingDecision, { kind: 'notify' }>,
) {
  await repository.cancelPendingTasks(instance.id);
  const recipient = (decision.role === 'receiver' ? instance.receiver : instance.unreceiver) as Recipient;
  const names = await recipientNames(tx, [recipient]);
  await repository.insertTasks([
    {
      instanceId: instance.id,
      mandantId: instance.mandantId,
      stepNo: decision.stepNo,
      role: decision.role,
      kind: TaskKind.Kenntnisnahme,
      ...recipientColumns(recipient),
      recipientName: names.get(recipient.Id) ?? '',
      state: TaskState.Open,
      openedAt: at,
    },
  ]);
  await recordEvent(tx, ctx, actor, {
    instance,
    entryType: HistoryEntryType.SystemNote,
    text: historyText.nextStep([names.get(recipient.Id) ?? '']),
    action: 'workflow.final_recipient',
    data: { role: decision.role, result: decision.result },
  });
  return repository.updateInstance(instance.id, {
    status: 'IN_PROGRESS',
    approveResult: decision.result,
    lockedBy: null,
    lockedAt: null,
  });
}

async function completeWorkflow(
  { tx, ctx, actor, instance, repository, at }: RoutingStep,
  decision: Extract<RoutingDecision, { kind: 'complete' }>,
) {
  await repository.cancelPendingTasks(instance.id);
  if (decision.result === ApprovalResult.Genehmigt && instance.documentId)
    await ctx.ports.approvalCompleted.approved(tx, {
      mandantId: instance.mandantId,
      documentId: instance.documentId,
    });
  await recordEvent(tx, ctx, actor, {
    instance,
    entryType: HistoryEntryType.SystemNote,
    text: historyText.completed(decision.result),
    action: 'workflow.completed',
    data: { result: decision.result },
  });
  return repository.updateInstance(instance.id, {
    status: 'COMPLETED',
    approveResult: decision.result,
    completedAt: at,
    lockedBy: null,
    lockedAt: null,
  });
}
