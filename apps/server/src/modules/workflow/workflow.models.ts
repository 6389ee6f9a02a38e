import {
  ApprovalResult,
  INQUIRY_EXPIRING_HOURS,
  InquiryState,
  LockResult,
  TaskKind,
  TaskState,
  WORKFLOW_LOCK_STALE_MINUTES,
  WORKFLOW_MAX_DEFER_DAYS,
  WORKFLOW_NOTE_MAX_LENGTH,
  WorkflowStatus,
  type ApprovalResultValue,
  type InquiryStateValue,
  type TaskKindValue,
  type TaskStateValue,
  type WorkflowStatusValue,
} from '@belegfluss/shared';

/**
 * The workflow state machine as pure functions. The spec names the statuses (in progress, locked,
 * redirected, inquiry, completed inquiry, cancelled inquiry) but not the transitions; the table
 * below is the design, explained in docs/decisions/workflow.md.
 */
export type WorkflowEvent =
  | 'lock'
  | 'unlock'
  | 'submit'
  | 'submitFinal'
  | 'redirect'
  | 'inquiryInit'
  | 'inquiryComplete'
  | 'inquiryCancel'
  | 'postback'
  | 'deletePostback'
  | 'note'
  | 'addFile'
  | 'cancel';

const S = WorkflowStatus;
/** Statuses in which the holder of an open task may act (lock, submit, redirect, ask, postpone). */
const workable: WorkflowStatusValue[] = [
  S.InProgress,
  S.Locked,
  S.Redirected,
  S.InquiryCompleted,
  S.InquiryCancelled,
];
const open: WorkflowStatusValue[] = [...workable, S.Inquiry];

const transitions: Record<WorkflowEvent, { from: WorkflowStatusValue[]; to: WorkflowStatusValue | 'same' }> =
  {
    lock: { from: open, to: 'same' },
    unlock: { from: open, to: 'same' },
    submit: { from: workable, to: S.InProgress },
    submitFinal: { from: workable, to: S.Completed },
    redirect: { from: workable, to: S.Redirected },
    inquiryInit: { from: workable, to: S.Inquiry },
    inquiryComplete: { from: [S.Inquiry], to: S.InquiryCompleted },
    inquiryCancel: { from: [S.Inquiry], to: S.InquiryCancelled },
    postback: { from: workable, to: 'same' },
    deletePostback: { from: open, to: 'same' },
    note: { from: open, to: 'same' },
    addFile: { from: open, to: 'same' },
    cancel: { from: open, to: S.Cancelled },
  };

export type TransitionResult =
  | { ok: true; status: WorkflowStatusValue }
  | { ok: false; reason: 'finished' | 'cancelled' | 'inquiry_open' | 'no_inquiry' };

/** The status after `event`, or why the event is not allowed in `status`. */
export function transition(status: WorkflowStatusValue, event: WorkflowEvent): TransitionResult {
  const rule = transitions[event];
  if (!rule.from.includes(status)) {
    if (status === S.Completed) return { ok: false, reason: 'finished' };
    if (status === S.Cancelled) return { ok: false, reason: 'cancelled' };
    if (status === S.Inquiry) return { ok: false, reason: 'inquiry_open' };
    return { ok: false, reason: 'no_inquiry' };
  }
  if (rule.to !== 'same') return { ok: true, status: rule.to };
  if (event === 'lock' && status !== S.Inquiry) return { ok: true, status: S.Locked };
  if ((event === 'unlock' || event === 'postback') && status === S.Locked) {
    return { ok: true, status: S.InProgress };
  }
  return { ok: true, status };
}

/** A workflow in any other status is running: its document is "in a workflow" (capture asks this too). */
export const finishedStatuses: readonly WorkflowStatusValue[] = [S.Completed, S.Cancelled];

export function isFinished(status: WorkflowStatusValue): boolean {
  return finishedStatuses.includes(status);
}

// ── Locks ──

export type LockInput = {
  now: Date;
  actorId: string;
  lockedBy: string | null;
  lockedAt: string | null;
  version: number;
  /** The version the client last saw; a different one means its view is stale. */
  expectedVersion: number | undefined;
  documentAvailable: boolean;
  /** The actor is an active deputy of whoever holds the lock. */
  actorIsDeputyOfHolder: boolean;
  takeOverAsDeputy: boolean;
};

export type LockDecision = { result: number; grant: boolean };

export function isLockStale(lockedAt: string | null, now: Date): boolean {
  if (!lockedAt) return true;
  return now.getTime() - Date.parse(lockedAt) > WORKFLOW_LOCK_STALE_MINUTES * 60_000;
}

/** Decides a check-out request; the result is the spec's lock flags, `grant` whether the lock is taken. */
export function decideLock(input: LockInput): LockDecision {
  if (!input.documentAvailable) return { result: LockResult.SERVER_NOT_AVAILABLE, grant: false };
  if (input.expectedVersion !== undefined && input.expectedVersion !== input.version) {
    return { result: LockResult.DATA_MISMATCH, grant: false };
  }
  const heldByOther =
    input.lockedBy !== null && input.lockedBy !== input.actorId && !isLockStale(input.lockedAt, input.now);
  if (!heldByOther) return { result: LockResult.OK, grant: true };
  if (input.actorIsDeputyOfHolder) {
    if (input.takeOverAsDeputy) return { result: LockResult.OK, grant: true };
    return { result: LockResult.ALLREADYLOCKED | LockResult.LOCKED_BUT_CAN_WORK_AS_DEPUTY, grant: false };
  }
  return { result: LockResult.ALLREADYLOCKED, grant: false };
}

/** Whether someone other than `actorId` holds a live lock. */
export function isLockedByOther(
  lock: { lockedBy: string | null; lockedAt: string | null },
  actorId: string,
  now: Date,
): boolean {
  return lock.lockedBy !== null && lock.lockedBy !== actorId && !isLockStale(lock.lockedAt, now);
}

// ── Routing ──

export type TaskRole = 'step' | 'receiver' | 'unreceiver';

export type TaskSnapshot = {
  id: string;
  stepNo: number;
  kind: TaskKindValue;
  role: TaskRole;
  state: TaskStateValue;
  result: ApprovalResultValue;
};

export type RoutingDecision =
  /** Other tasks of the step are still open. */
  | { kind: 'wait' }
  /** Open the waiting tasks of the next step. */
  | { kind: 'openStep'; stepNo: number }
  /** Every step is through: notify the final recipient (receiver after approval, unreceiver after rejection). */
  | { kind: 'notify'; role: 'receiver' | 'unreceiver'; result: ApprovalResultValue; stepNo: number }
  /** The workflow is finished with this result. */
  | { kind: 'complete'; result: ApprovalResultValue };

/**
 * What follows when a task is submitted. `tasks` are the workflow's tasks after the submitted one was
 * marked done. A rejection ends the approval at once (remaining tasks are cancelled by the caller);
 * an approval waits for the other tasks of its step, then opens the next step; after the last step
 * the final recipient is notified if the definition names one.
 */
export function routeAfterSubmit(input: {
  tasks: TaskSnapshot[];
  submitted: TaskSnapshot;
  hasReceiver: boolean;
  hasUnreceiver: boolean;
  /** The approval result so far (a rejection or approval decided earlier). */
  decidedResult: ApprovalResultValue;
}): RoutingDecision {
  const { tasks, submitted } = input;
  const lastStep = Math.max(0, ...tasks.map((task) => task.stepNo));
  if (submitted.role !== 'step') return { kind: 'complete', result: input.decidedResult };
  if (submitted.kind === TaskKind.Genehmigung && submitted.result === ApprovalResult.Abgelehnt) {
    return input.hasUnreceiver
      ? { kind: 'notify', role: 'unreceiver', result: ApprovalResult.Abgelehnt, stepNo: lastStep + 1 }
      : { kind: 'complete', result: ApprovalResult.Abgelehnt };
  }
  const stillOpen = tasks.some(
    (task) => task.stepNo === submitted.stepNo && task.role === 'step' && task.state === TaskState.Open,
  );
  if (stillOpen) return { kind: 'wait' };
  const nextStep = tasks
    .filter(
      (task) => task.role === 'step' && task.state === TaskState.Waiting && task.stepNo > submitted.stepNo,
    )
    .reduce<number | null>(
      (lowest, task) => (lowest === null || task.stepNo < lowest ? task.stepNo : lowest),
      null,
    );
  if (nextStep !== null) return { kind: 'openStep', stepNo: nextStep };
  const hadApproval = tasks.some((task) => task.kind === TaskKind.Genehmigung && task.role === 'step');
  const result = hadApproval ? ApprovalResult.Genehmigt : ApprovalResult.Keins;
  return input.hasReceiver
    ? { kind: 'notify', role: 'receiver', result, stepNo: lastStep + 1 }
    : { kind: 'complete', result };
}

/** The approval result a task submission must carry: a decision for approvals, none for acknowledgements. */
export function checkSubmitResult(
  kind: TaskKindValue,
  result: ApprovalResultValue,
): { ok: true; result: ApprovalResultValue } | { ok: false } {
  if (kind === TaskKind.Kenntnisnahme) return { ok: true, result: ApprovalResult.Keins };
  if (result === ApprovalResult.Keins) return { ok: false };
  return { ok: true, result };
}

/** Stamp rule of spec 001: the action approves only if the stamp signal was 'Genehmigt'. */
export function approvalFromStamp(signal: string): boolean {
  return signal === 'Genehmigt';
}

// ── Requests (Rückfrage), postbacks and notes ──

/** The state shown for a request: open or in-progress requests near or past their expiry are EXPIRING. */
export function displayedInquiryState(
  state: InquiryStateValue,
  expiresAt: string | null,
  now: Date,
): InquiryStateValue {
  if (state !== InquiryState.Open && state !== InquiryState.InProgress) return state;
  if (!expiresAt) return state;
  const remaining = Date.parse(expiresAt) - now.getTime();
  return remaining <= INQUIRY_EXPIRING_HOURS * 3_600_000 ? InquiryState.Expiring : state;
}

export type DeferCheck = { ok: true } | { ok: false; reason: 'past' | 'too_far' };

/** Expiry and postback times must not lie in the past nor beyond the maximum period. */
export function checkDeferTime(time: Date, now: Date): DeferCheck {
  if (Number.isNaN(time.getTime()) || time.getTime() < now.getTime()) return { ok: false, reason: 'past' };
  if (time.getTime() - now.getTime() > WORKFLOW_MAX_DEFER_DAYS * 86_400_000)
    return { ok: false, reason: 'too_far' };
  return { ok: true };
}

/** Notes are trimmed and at most 999 characters. */
export function normalizeNote(note: string | null | undefined): string {
  return (note ?? '').trim();
}

export function isNoteTooLong(note: string): boolean {
  return note.length > WORKFLOW_NOTE_MAX_LENGTH;
}

/** Whether a postponed task is still postponed at `now` (its time has not come). */
export function isPostponed(postbackUntil: string | null, now: Date): boolean {
  return postbackUntil !== null && Date.parse(postbackUntil) > now.getTime();
}
