import type { ActionResult, ApprovalResultValue, WorkflowStatusValue } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { createUserDirectory } from '../tenancy/index.js';
import { isLockedByOther, transition, type WorkflowEvent } from './workflow.models.js';
import { workflowError } from './workflow.errors.js';
import { pickActionableTask, type ActionableTask, type WorkflowActor } from './workflow.policies.js';
import { createWorkflowRepository, type InstanceRow, type TaskRow } from './workflow.repository.js';

// The first and last steps every action on a running workflow shares: open and lock it, find the
// actor's task, answer with its new state.

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
