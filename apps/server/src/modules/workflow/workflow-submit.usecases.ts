import {
  ApprovalResult,
  HistoryEntryType,
  TaskKind,
  TaskState,
  type ActionResult,
  type ApprovalResultValue,
  type submitSchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import type { Db } from '../../kernel/database.js';
import { approvalFromStamp, checkSubmitResult } from './workflow.models.js';
import { recordEvent, type WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import { historyText } from './workflow-history.models.js';
import { runBeforeSubmitHooks } from './workflow-hooks.js';
import { applyCapIndex } from './workflow-index.usecases.js';
import type { ActionableTask, WorkflowActor } from './workflow.policies.js';
import { createWorkflowRecordsRepository } from './workflow-records.repository.js';
import type { InstanceRow } from './workflow.repository.js';
import { actionResult, openForAction, principalName, requireTask } from './workflow-action.common.js';
import { routeAfterSubmittedTask } from './workflow-routing.usecases.js';

type SubmitInput = z.infer<typeof submitSchema>;

/** submit/{id}: approve, reject or acknowledge the actor's task, then route the workflow on. */
export async function submitTask(
  ctx: WorkflowContext,
  actor: WorkflowActor,
  instanceId: string,
  input: SubmitInput,
): Promise<ActionResult> {
  return ctx.db.transaction(async (tx) => {
    const { repository, instance, tasks } = await openForAction(tx, actor, instanceId, 'submit');
    const mine = requireTask(actor, instance, tasks, ctx.clock.now());
    const result = checkSubmission(instance, mine, input);
    if (input.capIndex.length > 0)
      await applyCapIndex(tx, ctx, actor, instance, input.capIndex, 'body.capIndex');
    const note = await runBeforeSubmitHooks(ctx.ports.beforeSubmit, {
      tx,
      trigger: 'submit',
      instance: {
        id: instance.id,
        mandantId: instance.mandantId,
        documentId: instance.documentId,
        wePruefung: instance.wePruefung,
        isPostback: mine.task.postbackUntil !== null,
      },
      approveResult: result,
      jobInfo: input.jobInfo,
      note: input.sAnmerkung.trim(),
      confirmed: input.ConfirmInvoiceCheck ?? false,
    });
    const completedAt = ctx.clock.now().toISOString();
    await repository.updateTask(mine.task.id, {
      state: TaskState.Done,
      result,
      note: note.slice(0, 999),
      completedBy: actor.userId,
      completedByName: actor.fullName,
      completedAt,
      onBehalfOf: mine.onBehalfOf,
      postbackUntil: null,
    });
    if (input.stamp) await recordStamp(tx, actor, instance, mine, input.stamp, completedAt);
    await recordSubmission(tx, ctx, actor, instance, mine, input, result, note);
    const afterSubmit = tasks.map((task) =>
      task.id === mine.task.id ? { ...task, state: TaskState.Done, result } : task,
    );
    const updated = await routeAfterSubmittedTask(tx, ctx, actor, instance, afterSubmit, mine.task, result);
    return actionResult(updated);
  });
}

/** Refuses a submission that does not fit the workflow; returns the decided result. */
function checkSubmission(instance: InstanceRow, mine: ActionableTask, input: SubmitInput) {
  const instanceId = instance.id;
  if (input.sDocUID !== instance.documentId) throw workflowError.documentMismatch({ instanceId });
  if (input.expectedVersion !== undefined && input.expectedVersion !== instance.version) {
    throw workflowError.dataMismatch({ instanceId });
  }
  const decided = checkSubmitResult(mine.task.kind as 'Genehmigung' | 'Kenntnisnahme', input.bApproveResult);
  if (!decided.ok) throw workflowError.resultRequired({ instanceId });
  if (input.stamp) {
    const approves = decided.result === ApprovalResult.Genehmigt;
    if (mine.task.kind !== TaskKind.Genehmigung || approvalFromStamp(input.stamp.Signal) !== approves) {
      throw workflowError.stampMismatch({ instanceId });
    }
  }
  return decided.result;
}

async function recordStamp(
  tx: Db,
  actor: WorkflowActor,
  instance: InstanceRow,
  mine: ActionableTask,
  stamp: NonNullable<SubmitInput['stamp']>,
  createdAt: string,
) {
  await createWorkflowRecordsRepository({ db: tx }).insertStamp({
    instanceId: instance.id,
    mandantId: instance.mandantId,
    documentId: instance.documentId,
    taskId: mine.task.id,
    signal: stamp.Signal,
    pageIndex: stamp.PageIndex,
    x: stamp.X,
    y: stamp.Y,
    userId: actor.userId,
    kuerzel: actor.kuerzel,
    fullname: actor.fullName,
    createdAt,
  });
}

/** The history line of a submission: approved, rejected or perused, on whose behalf, with the note. */
async function recordSubmission(
  tx: Db,
  ctx: WorkflowContext,
  actor: WorkflowActor,
  instance: InstanceRow,
  mine: ActionableTask,
  input: SubmitInput,
  result: ApprovalResultValue,
  note: string,
) {
  const onBehalf = await principalName(tx, mine.onBehalfOf);
  const stampPage = input.stamp ? input.stamp.PageIndex : null;
  const [entryType, text] =
    result === ApprovalResult.Genehmigt
      ? [HistoryEntryType.Approved, historyText.approved(onBehalf, stampPage, note)]
      : result === ApprovalResult.Abgelehnt
        ? [HistoryEntryType.Reject, historyText.rejected(onBehalf, stampPage, note)]
        : [HistoryEntryType.Perusal, historyText.perused(onBehalf, note)];
  await recordEvent(tx, ctx, actor, {
    instance,
    entryType: entryType | (note ? HistoryEntryType.UserNote : 0),
    text,
    userInfo: onBehalf ? `Stellvertretung für ${onBehalf}` : '',
    action: 'workflow.submitted',
    data: {
      taskId: mine.task.id,
      result,
      onBehalfOf: mine.onBehalfOf,
      stamp: input.stamp ?? null,
      jobInfo: input.jobInfo,
    },
  });
}
