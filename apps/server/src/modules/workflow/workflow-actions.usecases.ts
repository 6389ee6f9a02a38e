import {
  HistoryEntryType,
  TaskState,
  type ActionResult,
  type Recipient,
  type submitSchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { isAllowedRecipient, recipientNames, recordEvent, type WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import { historyText } from './workflow-history.models.js';
import { alreadyInvited, canCancel, canRedirect, type WorkflowActor } from './workflow.policies.js';
import { recipientColumns } from './workflow.repository.js';
import { actionResult, openForAction, principalName, requireTask } from './workflow-action.common.js';
import { submitTask } from './workflow-submit.usecases.js';

/** The actions on a running workflow: submit the actor's task, redirect it, or withdraw the workflow. */
export function createWorkflowActionUseCases(ctx: WorkflowContext) {
  return {
    submit: (actor: WorkflowActor, instanceId: string, input: z.infer<typeof submitSchema>) =>
      submitTask(ctx, actor, instanceId, input),
    redirect: (actor: WorkflowActor, input: { InstanceId: string; Target: Recipient; sAnmerkung: string }) =>
      redirectTask(ctx, actor, input),
    cancel: (actor: WorkflowActor, instanceId: string, note: string) =>
      cancelWorkflow(ctx, actor, instanceId, note),
  };
}

export type WorkflowActionUseCases = ReturnType<typeof createWorkflowActionUseCases>;

/** redirect: forward the actor's task to another user or group (right UA_CAN_REDIRECT_WORKFLOW). */
export async function redirectTask(
  ctx: WorkflowContext,
  actor: WorkflowActor,
  input: { InstanceId: string; Target: Recipient; sAnmerkung: string },
) {
  if (!canRedirect(actor)) throw workflowError.redirectNotAllowed();
  return ctx.db.transaction(async (tx) => {
    const { repository, instance, tasks, nextStatus } = await openForAction(
      tx,
      actor,
      input.InstanceId,
      'redirect',
    );
    const mine = requireTask(actor, instance, tasks, ctx.clock.now());
    if (input.Target.Kind === 'User' && input.Target.Id === actor.userId)
      throw workflowError.redirectToSelf();
    if (alreadyInvited(input.Target, tasks, await repository.findOpenInquiry(instance.id))) {
      throw workflowError.alreadyInvited({ target: input.Target.Id });
    }
    if (!(await isAllowedRecipient(tx, input.Target, instance.mandantId, actor.kanzleiId))) {
      throw workflowError.recipientNotAllowed({ target: input.Target.Id });
    }
    const names = await recipientNames(tx, [input.Target]);
    const targetName = names.get(input.Target.Id) ?? '';
    const note = input.sAnmerkung.trim();
    const at = ctx.clock.now().toISOString();
    await repository.updateTask(mine.task.id, {
      state: TaskState.Redirected,
      note,
      completedBy: actor.userId,
      completedByName: actor.fullName,
      completedAt: at,
      onBehalfOf: mine.onBehalfOf,
      postbackUntil: null,
    });
    await repository.insertTasks([
      {
        instanceId: instance.id,
        mandantId: instance.mandantId,
        stepNo: mine.task.stepNo,
        role: mine.task.role,
        kind: mine.task.kind,
        ...recipientColumns(input.Target),
        recipientName: targetName,
        invoiceCapture: mine.task.invoiceCapture,
        state: TaskState.Open,
        redirectedFrom: mine.task.id,
        openedAt: at,
      },
    ]);
    const updated = await repository.updateInstance(instance.id, {
      status: nextStatus,
      lockedBy: null,
      lockedAt: null,
    });
    const onBehalf = await principalName(tx, mine.onBehalfOf);
    await recordEvent(tx, ctx, actor, {
      instance,
      entryType: HistoryEntryType.Redirect | (note ? HistoryEntryType.UserNote : 0),
      text: historyText.redirected(targetName, onBehalf, note),
      action: 'workflow.redirected',
      data: { taskId: mine.task.id, target: input.Target },
    });
    return actionResult(updated);
  });
}

/** Withdraws a running workflow (its starter or an administrator). */
export async function cancelWorkflow(
  ctx: WorkflowContext,
  actor: WorkflowActor,
  instanceId: string,
  note: string,
): Promise<ActionResult> {
  return ctx.db.transaction(async (tx) => {
    const { repository, instance, nextStatus } = await openForAction(tx, actor, instanceId, 'cancel');
    if (!canCancel(actor, instance)) throw workflowError.notParticipant({ instanceId });
    await repository.cancelPendingTasks(instance.id);
    const inquiry = await repository.findOpenInquiry(instance.id);
    if (inquiry)
      await repository.updateInquiry(inquiry.id, {
        state: 'CANCELLED',
        closedAt: ctx.clock.now().toISOString(),
      });
    const updated = await repository.updateInstance(instance.id, {
      status: nextStatus,
      lockedBy: null,
      lockedAt: null,
      completedAt: ctx.clock.now().toISOString(),
    });
    await recordEvent(tx, ctx, actor, {
      instance,
      entryType: HistoryEntryType.SystemNote | (note.trim() ? HistoryEntryType.UserNote : 0),
      text: historyText.cancelled(note.trim()),
      action: 'workflow.cancelled',
    });
    return actionResult(updated);
  });
}
