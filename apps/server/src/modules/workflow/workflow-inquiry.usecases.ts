import {
  HistoryEntryType,
  type ActionResult,
  type ApprovalResultValue,
  type PostbackTypeValue,
  type Recipient,
} from '@belegfluss/shared';
import { checkDeferTime, isPostponed } from './workflow.models.js';
import { isAllowedRecipient, recipientNames, recordEvent, type WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import { historyText } from './workflow-history.models.js';
import { runBeforeSubmitHooks } from './workflow-hooks.js';
import {
  alreadyInvited,
  isInquiryRecipient,
  isInquirySender,
  pickActionableTask,
  type WorkflowActor,
} from './workflow.policies.js';
import { recipientColumns } from './workflow.repository.js';
import { actionResult, openForAction, requireTask } from './workflow-action.common.js';

function assertDeferTime(time: string, now: Date) {
  const check = checkDeferTime(new Date(time), now);
  if (!check.ok) throw check.reason === 'past' ? workflowError.timeInPast() : workflowError.timeTooFar();
}

/** Requests (Rückfrage: init, complete, cancel) and postbacks (Zurückstellen and its reset). */
export function createWorkflowInquiryUseCases(ctx: WorkflowContext) {
  const now = () => ctx.clock.now();

  return {
    /** rueckfrage: the task holder asks a user or group; the workflow waits for the answer. */
    async init(
      actor: WorkflowActor,
      input: { InstanceId: string; info: string; identity: Recipient; anmerkung: string; dtElapsed: string },
    ): Promise<ActionResult> {
      assertDeferTime(input.dtElapsed, now());
      return ctx.db.transaction(async (tx) => {
        const { repository, instance, tasks, nextStatus } = await openForAction(
          tx,
          actor,
          input.InstanceId,
          'inquiryInit',
        );
        const mine = requireTask(actor, instance, tasks, now());
        if (
          instance.documentId &&
          (await ctx.ports.archive.isArchived(tx, instance.mandantId, instance.documentId))
        )
          throw workflowError.documentArchived({ documentId: instance.documentId });
        const target = input.identity;
        const isSelf =
          target.Kind === 'User' && (target.Id === actor.userId || target.Id === mine.onBehalfOf);
        if (isSelf || !(await isAllowedRecipient(tx, target, instance.mandantId, actor.kanzleiId))) {
          throw workflowError.inquiryRecipientNotAllowed({ target: target.Id });
        }
        if (alreadyInvited(target, tasks, null)) throw workflowError.alreadyInvited({ target: target.Id });
        const names = await recipientNames(tx, [target]);
        const targetName = names.get(target.Id) ?? '';
        const anmerkung = input.anmerkung.trim();
        await repository.insertInquiry({
          instanceId: instance.id,
          mandantId: instance.mandantId,
          taskId: mine.task.id,
          senderId: actor.userId,
          senderName: actor.fullName,
          ...recipientColumns(target),
          recipientName: targetName,
          info: input.info,
          anmerkung,
          expiresAt: new Date(input.dtElapsed).toISOString(),
          state: 'OPEN',
        });
        const updated = await repository.updateInstance(instance.id, {
          status: nextStatus,
          lockedBy: null,
          lockedAt: null,
        });
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.Custom | HistoryEntryType.UserNote,
          text: historyText.inquiryStarted(targetName, input.dtElapsed, input.info, anmerkung),
          action: 'workflow.inquiry_started',
          data: { target, expiresAt: input.dtElapsed },
        });
        return actionResult(updated);
      });
    },

    /** completerueckfrage: the asked user answers with a note; the workflow returns to the asker. */
    async complete(
      actor: WorkflowActor,
      input: { InstanceId: string; anmerkung: string; ConfirmInvoiceCheck?: boolean },
    ): Promise<ActionResult> {
      return ctx.db.transaction(async (tx) => {
        const { repository, instance, tasks, nextStatus } = await openForAction(
          tx,
          actor,
          input.InstanceId,
          'inquiryComplete',
        );
        const inquiry = await repository.findOpenInquiry(instance.id);
        if (!inquiry) throw workflowError.noOpenInquiry({ instanceId: instance.id });
        if (!isInquiryRecipient(actor, inquiry))
          throw workflowError.notParticipant({ instanceId: instance.id });
        const askingTask = tasks.find((task) => task.id === inquiry.taskId);
        const answer = await runBeforeSubmitHooks(ctx.ports.beforeSubmit, {
          tx,
          trigger: 'inquiryComplete',
          instance: {
            id: instance.id,
            mandantId: instance.mandantId,
            documentId: instance.documentId,
            wePruefung: instance.wePruefung,
            isPostback: Boolean(askingTask?.postbackUntil),
          },
          approveResult: instance.approveResult as ApprovalResultValue,
          jobInfo: '',
          note: input.anmerkung.trim(),
          confirmed: input.ConfirmInvoiceCheck ?? false,
        });
        await repository.updateInquiry(inquiry.id, {
          state: 'COMPLETED',
          answer,
          answeredBy: actor.userId,
          answeredByName: actor.fullName,
          closedAt: now().toISOString(),
        });
        const updated = await repository.updateInstance(instance.id, {
          status: nextStatus,
          lockedBy: null,
          lockedAt: null,
        });
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.Custom | HistoryEntryType.UserNote,
          text: historyText.inquiryCompleted(answer),
          action: 'workflow.inquiry_completed',
          data: { inquiryId: inquiry.id },
        });
        return actionResult(updated);
      });
    },

    /** cancelrueckfrage: the asker (or whoever holds the task now) withdraws the open request. */
    async cancel(
      actor: WorkflowActor,
      input: { InstanceId: string; anmerkung: string },
    ): Promise<ActionResult> {
      return ctx.db.transaction(async (tx) => {
        const { repository, instance, tasks, nextStatus } = await openForAction(
          tx,
          actor,
          input.InstanceId,
          'inquiryCancel',
        );
        const inquiry = await repository.findOpenInquiry(instance.id);
        if (!inquiry) throw workflowError.noOpenInquiry({ instanceId: instance.id });
        if (!isInquirySender(actor, inquiry) && !pickActionableTask(actor, tasks) && !actor.isAdmin) {
          throw workflowError.notParticipant({ instanceId: instance.id });
        }
        const note = input.anmerkung.trim();
        await repository.updateInquiry(inquiry.id, { state: 'CANCELLED', closedAt: now().toISOString() });
        const updated = await repository.updateInstance(instance.id, {
          status: nextStatus,
          lockedBy: null,
          lockedAt: null,
        });
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.Custom | (note ? HistoryEntryType.UserNote : 0),
          text: historyText.inquiryCancelled(note),
          action: 'workflow.inquiry_cancelled',
          data: { inquiryId: inquiry.id },
        });
        return actionResult(updated);
      });
    },

    /** postback: set the actor's task aside until a time, with a reason and an optional custom text. */
    async postback(
      actor: WorkflowActor,
      input: {
        InstanceId: string;
        postbackType: PostbackTypeValue;
        dtPostBackTime: string;
        sReason: string;
        sTrigger: string;
        sPOSTBACK_CUSTOM_STRING: string;
      },
    ): Promise<ActionResult> {
      assertDeferTime(input.dtPostBackTime, now());
      return ctx.db.transaction(async (tx) => {
        const { repository, instance, tasks, nextStatus } = await openForAction(
          tx,
          actor,
          input.InstanceId,
          'postback',
        );
        const mine = requireTask(actor, instance, tasks, now());
        if (isPostponed(mine.task.postbackUntil, now()))
          throw workflowError.alreadyPostedBack({ instanceId: instance.id });
        const until = new Date(input.dtPostBackTime).toISOString();
        await repository.updateTask(mine.task.id, {
          postbackUntil: until,
          postbackType: input.postbackType,
          postbackReason: input.sReason,
          postbackTrigger: input.sTrigger,
          postbackCustom: input.sPOSTBACK_CUSTOM_STRING,
          postbackBy: actor.userId,
        });
        const releases = instance.lockedBy === actor.userId;
        const updated = await repository.updateInstance(instance.id, {
          status: nextStatus,
          ...(releases ? { lockedBy: null, lockedAt: null } : {}),
        });
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.Postback,
          text: historyText.postponed(until, input.sReason, input.sPOSTBACK_CUSTOM_STRING.trim()),
          action: 'workflow.postponed',
          data: { taskId: mine.task.id, until, type: input.postbackType, trigger: input.sTrigger },
        });
        return actionResult(updated);
      });
    },

    /** deletepostback/{id}: brings the actor's postponed task back into the inbox. */
    async deletePostback(actor: WorkflowActor, instanceId: string): Promise<ActionResult> {
      return ctx.db.transaction(async (tx) => {
        const { repository, instance, tasks } = await openForAction(tx, actor, instanceId, 'deletePostback');
        const mine = pickActionableTask(actor, tasks);
        if (!mine) throw workflowError.notAvailable({ instanceId });
        if (!isPostponed(mine.task.postbackUntil, now())) throw workflowError.notPostponed({ instanceId });
        await repository.updateTask(mine.task.id, {
          postbackUntil: null,
          postbackType: null,
          postbackReason: null,
          postbackTrigger: null,
          postbackCustom: null,
          postbackBy: null,
        });
        const updated = await repository.updateInstance(instance.id, {});
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.Postback | HistoryEntryType.SystemNote,
          text: historyText.postbackReset(),
          action: 'workflow.postback_reset',
          data: { taskId: mine.task.id },
        });
        return actionResult(updated);
      });
    },
  };
}

export type WorkflowInquiryUseCases = ReturnType<typeof createWorkflowInquiryUseCases>;
