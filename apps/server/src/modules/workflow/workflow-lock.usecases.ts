import {
  HistoryEntryType,
  LockResult,
  errorMessage,
  lockResultNames,
  type ActionResult,
  type Language,
  type LockResponse,
  type WorkflowStatusValue,
} from '@belegfluss/shared';
import { recordEvent, type WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import { historyText } from './workflow-history.models.js';
import { decideLock } from './workflow.models.js';
import { isInquiryRecipient, pickActionableTask, type WorkflowActor } from './workflow.policies.js';
import { createWorkflowRepository, type InstanceRow } from './workflow.repository.js';
import { actionResult, openForAction, principalName } from './workflow-action.common.js';

/** Whether the workflow's document still exists and its original can be read. */
async function documentAvailable(ctx: WorkflowContext, instance: InstanceRow): Promise<boolean> {
  if (!instance.documentId) return false;
  const [document] = await ctx.ports.documents.summaries(ctx.db, instance.mandantId, [instance.documentId]);
  if (!document) return false;
  return (await ctx.storage.size(document.originalSha256).catch(() => null)) !== null;
}

/** Check-out (lockout) and check-in of a workflow. */
export function createWorkflowLockUseCases(ctx: WorkflowContext) {
  const now = () => ctx.clock.now();

  return {
    /** lockout: check the workflow out for editing; answers the spec's lock result flags. */
    async lock(
      actor: WorkflowActor,
      input: { InstanceId: string; expectedVersion?: number | undefined; takeOverAsDeputy: boolean },
      language: Language,
    ): Promise<LockResponse> {
      const before = await createWorkflowRepository({ db: ctx.db }).findInstance(input.InstanceId);
      const available = before ? await documentAvailable(ctx, before) : false;
      return ctx.db.transaction(async (tx) => {
        const { repository, instance, tasks, nextStatus } = await openForAction(
          tx,
          actor,
          input.InstanceId,
          'lock',
        );
        const inquiry = await repository.findOpenInquiry(instance.id);
        const mine = pickActionableTask(actor, tasks);
        const answeringInquiry = instance.status === 'INQUIRY' && isInquiryRecipient(actor, inquiry);
        if (instance.status === 'INQUIRY' && !answeringInquiry)
          throw workflowError.inquiryOpen({ instanceId: instance.id });
        if (!mine && !answeringInquiry) throw workflowError.notAvailable({ instanceId: instance.id });
        const decision = decideLock({
          now: now(),
          actorId: actor.userId ?? '',
          lockedBy: instance.lockedBy,
          lockedAt: instance.lockedAt,
          version: instance.version,
          expectedVersion: input.expectedVersion,
          documentAvailable: available,
          actorIsDeputyOfHolder: instance.lockedBy !== null && actor.principalIds.includes(instance.lockedBy),
          takeOverAsDeputy: input.takeOverAsDeputy,
        });
        let current = instance;
        if (decision.grant) {
          const newlyLocked = instance.lockedBy !== actor.userId;
          current = await repository.updateInstance(instance.id, {
            lockedBy: actor.userId,
            lockedAt: now().toISOString(),
            status: nextStatus,
          });
          if (answeringInquiry && inquiry) {
            await repository.updateInquiry(inquiry.id, { state: 'IN_PROGRESS', takenBy: actor.userId });
          }
          if (newlyLocked) {
            const onBehalf = await principalName(
              tx,
              mine?.onBehalfOf ?? (input.takeOverAsDeputy ? instance.lockedBy : null),
            );
            await recordEvent(tx, ctx, actor, {
              instance,
              entryType: HistoryEntryType.SystemNote,
              text: historyText.locked(onBehalf),
              userInfo: onBehalf ? `Stellvertretung für ${onBehalf}` : '',
              action: 'workflow.locked',
              data: { takeOverFrom: input.takeOverAsDeputy ? instance.lockedBy : null },
            });
          }
        }
        const holderName = await principalName(tx, current.lockedBy);
        return {
          Result: {
            LockResult: decision.result,
            Flags: lockResultNames(decision.result),
            LockedBy: holderName,
            Version: current.version,
            Status: current.status as WorkflowStatusValue,
          },
          Error:
            decision.result === LockResult.OK
              ? null
              : {
                  ErrorMsg: `${errorMessage('workflow.checkout_failed', language)} ${instance.documentId ?? ''}: ${lockResultNames(decision.result).join(', ')}`,
                  Code: 'workflow.checkout_failed',
                },
        };
      });
    },

    /** Checks the workflow back in without acting on it. */
    async unlock(actor: WorkflowActor, instanceId: string): Promise<ActionResult> {
      return ctx.db.transaction(async (tx) => {
        const { repository, instance, nextStatus } = await openForAction(tx, actor, instanceId, 'unlock');
        if (instance.lockedBy !== actor.userId && !actor.isAdmin)
          throw workflowError.lockedByOther({ instanceId });
        if (!instance.lockedBy) return actionResult(instance);
        const updated = await repository.updateInstance(instance.id, {
          lockedBy: null,
          lockedAt: null,
          status: nextStatus,
        });
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.SystemNote,
          text: historyText.unlocked(),
          action: 'workflow.unlocked',
        });
        return actionResult(updated);
      });
    },
  };
}

export type WorkflowLockUseCases = ReturnType<typeof createWorkflowLockUseCases>;
