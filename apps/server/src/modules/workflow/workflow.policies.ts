import { RecipientKind, Rights, TaskState, type Recipient } from '@belegfluss/shared';
import type { InquiryRow, InstanceRow, TaskRow } from './workflow.repository.js';

/**
 * Who is acting: a signed-in user (with their groups, the users they currently stand in for as
 * deputy, and their Mandanten) or a deep-link session bound to exactly one workflow.
 */
export type WorkflowActor = {
  kind: 'user' | 'deepLink';
  /** The app_user id; null for deep-link sessions. */
  userId: string | null;
  kuerzel: string;
  fullName: string;
  isAdmin: boolean;
  rights: ReadonlySet<string>;
  groupIds: string[];
  /** Users whose workflows the actor may work as their active deputy. */
  principalIds: string[];
  mandantIds: string[];
  kanzleiId: string | null;
  /** The only workflow a deep-link session may see. */
  deepLinkInstanceId: string | null;
};

/** Read access: workflows of the actor's Mandanten; a deep-link session sees its one workflow only. */
export function canViewInstance(
  actor: WorkflowActor,
  instance: Pick<InstanceRow, 'id' | 'mandantId'>,
): boolean {
  if (actor.kind === 'deepLink') return actor.deepLinkInstanceId === instance.id;
  return actor.mandantIds.includes(instance.mandantId);
}

export type ActionableTask = { task: TaskRow; onBehalfOf: string | null };

/**
 * The open task the actor may work: their own first, then one of their groups', then one they hold
 * as deputy for an absent user (the principal is recorded with the action).
 */
export function pickActionableTask(actor: WorkflowActor, tasks: TaskRow[]): ActionableTask | null {
  if (actor.kind !== 'user' || !actor.userId) return null;
  const open = tasks.filter((task) => task.state === TaskState.Open);
  const own = open.find((task) => task.recipientUserId === actor.userId);
  if (own) return { task: own, onBehalfOf: null };
  const group = open.find(
    (task) => task.recipientGroupId !== null && actor.groupIds.includes(task.recipientGroupId),
  );
  if (group) return { task: group, onBehalfOf: null };
  const deputy = open.find(
    (task) => task.recipientUserId !== null && actor.principalIds.includes(task.recipientUserId),
  );
  return deputy ? { task: deputy, onBehalfOf: deputy.recipientUserId } : null;
}

/** Whether the actor is addressed by a recipient (directly, through a group, or as deputy). */
export function isAddressed(
  actor: WorkflowActor,
  recipient: { recipientUserId: string | null; recipientGroupId: string | null },
): boolean {
  if (actor.kind !== 'user' || !actor.userId) return false;
  if (recipient.recipientUserId) {
    return (
      recipient.recipientUserId === actor.userId || actor.principalIds.includes(recipient.recipientUserId)
    );
  }
  return recipient.recipientGroupId !== null && actor.groupIds.includes(recipient.recipientGroupId);
}

export function isInquiryRecipient(actor: WorkflowActor, inquiry: InquiryRow | null): boolean {
  return inquiry !== null && isAddressed(actor, inquiry);
}

export function isInquirySender(actor: WorkflowActor, inquiry: InquiryRow | null): boolean {
  return inquiry !== null && actor.userId !== null && inquiry.senderId === actor.userId;
}

export function canRedirect(actor: WorkflowActor): boolean {
  return actor.kind === 'user' && (actor.isAdmin || actor.rights.has(Rights.canRedirectWorkflow));
}

export function canEditBooking(actor: WorkflowActor): boolean {
  return actor.kind === 'user' && (actor.isAdmin || actor.rights.has(Rights.canEditAccountsInWorkflow));
}

export function isStarter(actor: WorkflowActor, instance: Pick<InstanceRow, 'startedBy'>): boolean {
  return actor.userId !== null && instance.startedBy === actor.userId;
}

/** The starter or an administrator may withdraw (cancel) a running workflow. */
export function canCancel(actor: WorkflowActor, instance: Pick<InstanceRow, 'startedBy'>): boolean {
  return actor.kind === 'user' && (actor.isAdmin || isStarter(actor, instance));
}

/** Someone taking part: starter, holder of an open task, or addressee of the open request. */
export function isParticipant(
  actor: WorkflowActor,
  instance: Pick<InstanceRow, 'startedBy'>,
  tasks: TaskRow[],
  inquiry: InquiryRow | null,
): boolean {
  return (
    isStarter(actor, instance) ||
    pickActionableTask(actor, tasks) !== null ||
    isInquiryRecipient(actor, inquiry)
  );
}

/**
 * Who may read the workflow's document: the deep-link session of this workflow, or a user of its
 * Mandant who takes or took part in it: starter, recipient of a task or request (directly, through a
 * group, or as deputy of the recipient), whoever completed a task, and the asker of a request.
 */
export function canReadDocument(
  actor: WorkflowActor,
  instance: Pick<InstanceRow, 'id' | 'mandantId' | 'startedBy'>,
  tasks: TaskRow[],
  inquiries: InquiryRow[],
): boolean {
  if (actor.kind === 'deepLink') return actor.deepLinkInstanceId === instance.id;
  if (!actor.mandantIds.includes(instance.mandantId)) return false;
  return (
    isStarter(actor, instance) ||
    tasks.some((task) => isAddressed(actor, task) || task.completedBy === actor.userId) ||
    inquiries.some((inquiry) => isAddressed(actor, inquiry) || isInquirySender(actor, inquiry))
  );
}

/** Whether a recipient already has an open invitation (task) or request in the workflow. */
export function alreadyInvited(target: Recipient, tasks: TaskRow[], inquiry: InquiryRow | null): boolean {
  const matches = (row: { recipientUserId: string | null; recipientGroupId: string | null }) =>
    target.Kind === RecipientKind.User
      ? row.recipientUserId === target.Id
      : row.recipientGroupId === target.Id;
  return (
    tasks.some((task) => task.state === TaskState.Open && matches(task)) ||
    (inquiry !== null && matches(inquiry))
  );
}
