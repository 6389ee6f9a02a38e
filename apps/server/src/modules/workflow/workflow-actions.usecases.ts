import {
  ApprovalResult,
  HistoryEntryType,
  TaskKind,
  TaskState,
  type ActionResult,
  type ApprovalResultValue,
  type Recipient,
  type WorkflowStatusValue,
  type submitSchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import type { Db } from '../../kernel/database.js';
import { createUserDirectory } from '../tenancy/index.js';
import {
  approvalFromStamp,
  checkSubmitResult,
  isLockedByOther,
  routeAfterSubmit,
  transition,
  type TaskRole,
  type WorkflowEvent,
} from './workflow.models.js';
import { isAllowedRecipient, recipientNames, recordEvent, type WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import { historyText } from './workflow-history.models.js';
import { runBeforeSubmitHooks } from './workflow-hooks.js';
import { applyCapIndex } from './workflow-index.usecases.js';
import {
  alreadyInvited,
  canCancel,
  canRedirect,
  pickActionableTask,
  type ActionableTask,
  type WorkflowActor,
} from './workflow.policies.js';
import { createWorkflowRecordsRepository } from './workflow-records.repository.js';
import {
  createWorkflowRepository,
  recipientColumns,
  type InstanceRow,
  type TaskRow,
} from './workflow.repository.js';

/** Loads and row-locks an instance the actor may see; refuses finished ones per `event`. */
export async function openForAction(tx: Db, actor: WorkflowActor, instanceId: string, event: WorkflowEvent) {
  const repository = createWorkflowRepository({ db: tx });
  if (actor.kind === 'deepLink' && (event !== 'note' || actor.deepLinkInstanceId !== instanceId)) {
    throw workflowError.notParticipant({ instanceId });
  }
  const instance = await repository.findInstanceForUpdate(instanceId);
  if (!instance || !actor.mandantIds.includes(instance.mandantId))
    throw workflowError.notAvailable({ instanceId });
  const allowed = transition(instance.status as WorkflowStatusValue, event);
  if (!allowed.ok) {
    if (allowed.reason === 'finished') throw workflowError.finished({ instanceId });
    if (allowed.reason === 'cancelled') throw workflowError.alreadyCancelled({ instanceId });
    if (allowed.reason === 'inquiry_open') throw workflowError.inquiryOpen({ instanceId });
    throw workflowError.noOpenInquiry({ instanceId });
  }
  const tasks = await repository.listTasks(instance.id);
  return { repository, instance, tasks, nextStatus: allowed.status };
}

/** The actor's open task, or the spec's "workflow no longer available" when there is none. */
export function requireTask(
  actor: WorkflowActor,
  instance: InstanceRow,
  tasks: TaskRow[],
  now: Date,
): ActionableTask {
  const mine = pickActionableTask(actor, tasks);
  if (!mine) throw workflowError.notAvailable({ instanceId: instance.id });
  if (isLockedByOther(instance, actor.userId ?? '', now))
    throw workflowError.lockedByOther({ instanceId: instance.id });
  if (!instance.documentId) throw workflowError.inError({ instanceId: instance.id });
  return mine;
}

export function actionResult(instance: InstanceRow): ActionResult {
  return {
    Result: {
      Status: instance.status as WorkflowStatusValue,
      Version: instance.version,
      ApproveResult: instance.approveResult as ApprovalResultValue,
    },
    Error: null,
  };
}

export async function principalName(tx: Db, principalId: string | null): Promise<string | null> {
  if (!principalId) return null;
  const names = await createUserDirectory({ db: tx }).displayNames([principalId]);
  return names.get(principalId) ?? null;
}

export function createWorkflowActionUseCases(ctx: WorkflowContext) {
  const now = () => ctx.clock.now();

  return {
    /** submit/{id}: approve, reject or acknowledge the actor's task, then route the workflow on. */
    async submit(
      actor: WorkflowActor,
      instanceId: string,
      input: z.infer<typeof submitSchema>,
    ): Promise<ActionResult> {
      return ctx.db.transaction(async (tx) => {
        const { repository, instance, tasks } = await openForAction(tx, actor, instanceId, 'submit');
        const mine = requireTask(actor, instance, tasks, now());
        if (input.sDocUID !== instance.documentId) throw workflowError.documentMismatch({ instanceId });
        if (input.expectedVersion !== undefined && input.expectedVersion !== instance.version) {
          throw workflowError.dataMismatch({ instanceId });
        }
        const decided = checkSubmitResult(
          mine.task.kind as 'Genehmigung' | 'Kenntnisnahme',
          input.bApproveResult,
        );
        if (!decided.ok) throw workflowError.resultRequired({ instanceId });
        if (input.stamp) {
          const approves = decided.result === ApprovalResult.Genehmigt;
          if (mine.task.kind !== TaskKind.Genehmigung || approvalFromStamp(input.stamp.Signal) !== approves) {
            throw workflowError.stampMismatch({ instanceId });
          }
        }
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
          approveResult: decided.result,
          jobInfo: input.jobInfo,
          note: input.sAnmerkung.trim(),
          confirmed: input.ConfirmInvoiceCheck ?? false,
        });
        const completedAt = now().toISOString();
        await repository.updateTask(mine.task.id, {
          state: TaskState.Done,
          result: decided.result,
          note: note.slice(0, 999),
          completedBy: actor.userId,
          completedByName: actor.fullName,
          completedAt,
          onBehalfOf: mine.onBehalfOf,
          postbackUntil: null,
        });
        if (input.stamp) {
          await createWorkflowRecordsRepository({ db: tx }).insertStamp({
            instanceId: instance.id,
            mandantId: instance.mandantId,
            documentId: instance.documentId,
            taskId: mine.task.id,
            signal: input.stamp.Signal,
            pageIndex: input.stamp.PageIndex,
            x: input.stamp.X,
            y: input.stamp.Y,
            userId: actor.userId,
            kuerzel: actor.kuerzel,
            fullname: actor.fullName,
            createdAt: completedAt,
          });
        }
        const onBehalf = await principalName(tx, mine.onBehalfOf);
        const stampPage = input.stamp ? input.stamp.PageIndex : null;
        const [entryType, text] =
          decided.result === ApprovalResult.Genehmigt
            ? [HistoryEntryType.Approved, historyText.approved(onBehalf, stampPage, note)]
            : decided.result === ApprovalResult.Abgelehnt
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
            result: decided.result,
            onBehalfOf: mine.onBehalfOf,
            stamp: input.stamp ?? null,
            jobInfo: input.jobInfo,
          },
        });
        const afterSubmit = tasks.map((task) =>
          task.id === mine.task.id ? { ...task, state: TaskState.Done, result: decided.result } : task,
        );
        const updated = await routeOn(tx, actor, instance, afterSubmit, mine.task, decided.result);
        return actionResult(updated);
      });
    },

    /** redirect: forward the actor's task to another user or group (right UA_CAN_REDIRECT_WORKFLOW). */
    async redirect(
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
        const mine = requireTask(actor, instance, tasks, now());
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
        const at = now().toISOString();
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
    },

    /** Withdraws a running workflow (its starter or an administrator). */
    async cancel(actor: WorkflowActor, instanceId: string, note: string): Promise<ActionResult> {
      return ctx.db.transaction(async (tx) => {
        const { repository, instance, nextStatus } = await openForAction(tx, actor, instanceId, 'cancel');
        if (!canCancel(actor, instance)) throw workflowError.notParticipant({ instanceId });
        await repository.cancelPendingTasks(instance.id);
        const inquiry = await repository.findOpenInquiry(instance.id);
        if (inquiry)
          await repository.updateInquiry(inquiry.id, { state: 'CANCELLED', closedAt: now().toISOString() });
        const updated = await repository.updateInstance(instance.id, {
          status: nextStatus,
          lockedBy: null,
          lockedAt: null,
          completedAt: now().toISOString(),
        });
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.SystemNote | (note.trim() ? HistoryEntryType.UserNote : 0),
          text: historyText.cancelled(note.trim()),
          action: 'workflow.cancelled',
        });
        return actionResult(updated);
      });
    },
  };

  /** Applies the routing decision after a submitted task: next step, final recipient, or completion. */
  async function routeOn(
    tx: Db,
    actor: WorkflowActor,
    instance: InstanceRow,
    tasks: TaskRow[],
    submitted: TaskRow,
    result: ApprovalResultValue,
  ) {
    const repository = createWorkflowRepository({ db: tx });
    const snapshot = (task: TaskRow) => ({
      id: task.id,
      stepNo: task.stepNo,
      kind: task.kind as 'Genehmigung' | 'Kenntnisnahme',
      role: task.role as TaskRole,
      state: task.state as 'OPEN',
      result: task.result as ApprovalResultValue,
    });
    const decision = routeAfterSubmit({
      tasks: tasks.map(snapshot),
      submitted: { ...snapshot(submitted), state: TaskState.Done, result },
      hasReceiver: instance.receiver !== null,
      hasUnreceiver: instance.unreceiver !== null,
      decidedResult: instance.approveResult as ApprovalResultValue,
    });
    const at = now().toISOString();
    switch (decision.kind) {
      case 'wait':
        return repository.updateInstance(instance.id, {
          status: 'IN_PROGRESS',
          lockedBy: null,
          lockedAt: null,
        });
      case 'openStep': {
        await repository.openWaitingStep(instance.id, decision.stepNo);
        const opened = tasks.filter(
          (task) => task.stepNo === decision.stepNo && task.state === TaskState.Waiting,
        );
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.SystemNote,
          text: historyText.nextStep(opened.map((task) => task.recipientName)),
          action: 'workflow.step_opened',
          data: { stepNo: decision.stepNo },
        });
        return repository.updateInstance(instance.id, {
          status: 'IN_PROGRESS',
          lockedBy: null,
          lockedAt: null,
        });
      }
      case 'notify': {
        await repository.cancelPendingTasks(instance.id);
        const recipient = (
          decision.role === 'receiver' ? instance.receiver : instance.unreceiver
        ) as Recipient;
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
      case 'complete': {
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
    }
  }
}

export type WorkflowActionUseCases = ReturnType<typeof createWorkflowActionUseCases>;
