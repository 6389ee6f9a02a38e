import {
  ApprovalResult,
  InquiryState,
  LockResult,
  TaskKind,
  TaskState,
  WorkflowStatus,
} from '@belegfluss/shared';
import { describe, expect, it } from 'vitest';
import {
  approvalFromStamp,
  checkDeferTime,
  checkSubmitResult,
  decideLock,
  displayedInquiryState,
  isLockedByOther,
  isPostponed,
  routeAfterSubmit,
  transition,
  type LockInput,
  type TaskSnapshot,
  type WorkflowEvent,
} from './workflow.models.js';

const S = WorkflowStatus;

describe('workflow state machine', () => {
  it('locks open workflows and keeps an inquiry an inquiry while its recipient works on it', () => {
    for (const status of [S.InProgress, S.Redirected, S.InquiryCompleted, S.InquiryCancelled, S.Locked]) {
      expect(transition(status, 'lock')).toEqual({ ok: true, status: S.Locked });
    }
    expect(transition(S.Inquiry, 'lock')).toEqual({ ok: true, status: S.Inquiry });
    expect(transition(S.Locked, 'unlock')).toEqual({ ok: true, status: S.InProgress });
    expect(transition(S.Inquiry, 'unlock')).toEqual({ ok: true, status: S.Inquiry });
  });

  it('walks a request through init, completion and cancellation', () => {
    expect(transition(S.Locked, 'inquiryInit')).toEqual({ ok: true, status: S.Inquiry });
    expect(transition(S.Inquiry, 'inquiryComplete')).toEqual({ ok: true, status: S.InquiryCompleted });
    expect(transition(S.Inquiry, 'inquiryCancel')).toEqual({ ok: true, status: S.InquiryCancelled });
    expect(transition(S.InquiryCompleted, 'submit')).toEqual({ ok: true, status: S.InProgress });
    expect(transition(S.InquiryCancelled, 'inquiryInit')).toEqual({ ok: true, status: S.Inquiry });
  });

  it('refuses to submit, redirect, ask or postpone while a request is open', () => {
    for (const event of ['submit', 'submitFinal', 'redirect', 'inquiryInit', 'postback'] as WorkflowEvent[]) {
      expect(transition(S.Inquiry, event)).toEqual({ ok: false, reason: 'inquiry_open' });
    }
  });

  it('refuses request answers when no request is open', () => {
    expect(transition(S.Locked, 'inquiryComplete')).toEqual({ ok: false, reason: 'no_inquiry' });
    expect(transition(S.InProgress, 'inquiryCancel')).toEqual({ ok: false, reason: 'no_inquiry' });
  });

  it('redirects, completes and releases the lock on postback', () => {
    expect(transition(S.Locked, 'redirect')).toEqual({ ok: true, status: S.Redirected });
    expect(transition(S.Redirected, 'submitFinal')).toEqual({ ok: true, status: S.Completed });
    expect(transition(S.Locked, 'postback')).toEqual({ ok: true, status: S.InProgress });
    expect(transition(S.InProgress, 'postback')).toEqual({ ok: true, status: S.InProgress });
  });

  it('allows notes and files on every open workflow and nothing on finished ones', () => {
    expect(transition(S.Inquiry, 'note')).toEqual({ ok: true, status: S.Inquiry });
    expect(transition(S.Locked, 'addFile')).toEqual({ ok: true, status: S.Locked });
    const events: WorkflowEvent[] = [
      'lock',
      'unlock',
      'submit',
      'redirect',
      'inquiryInit',
      'postback',
      'note',
      'addFile',
      'cancel',
    ];
    for (const event of events) {
      expect(transition(S.Completed, event)).toEqual({ ok: false, reason: 'finished' });
      expect(transition(S.Cancelled, event)).toEqual({ ok: false, reason: 'cancelled' });
    }
  });

  it('lets the starter cancel a running workflow, also during a request', () => {
    expect(transition(S.Inquiry, 'cancel')).toEqual({ ok: true, status: S.Cancelled });
    expect(transition(S.Locked, 'cancel')).toEqual({ ok: true, status: S.Cancelled });
  });
});

describe('lock decision', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const base: LockInput = {
    now,
    actorId: 'me',
    lockedBy: null,
    lockedAt: null,
    version: 3,
    expectedVersion: 3,
    documentAvailable: true,
    actorIsDeputyOfHolder: false,
    takeOverAsDeputy: false,
  };

  it('grants a free lock and re-grants one the actor holds', () => {
    expect(decideLock(base)).toEqual({ result: LockResult.OK, grant: true });
    expect(decideLock({ ...base, lockedBy: 'me', lockedAt: now.toISOString() })).toEqual({
      result: LockResult.OK,
      grant: true,
    });
  });

  it('answers DATA_MISMATCH for a stale client view', () => {
    expect(decideLock({ ...base, expectedVersion: 2 })).toEqual({
      result: LockResult.DATA_MISMATCH,
      grant: false,
    });
  });

  it('answers SERVER_NOT_AVAILABLE when the document cannot be reached', () => {
    expect(decideLock({ ...base, documentAvailable: false }).result).toBe(LockResult.SERVER_NOT_AVAILABLE);
  });

  it('answers ALLREADYLOCKED for a live lock of someone else, and lets stale locks go', () => {
    const held = { ...base, lockedBy: 'other', lockedAt: new Date(now.getTime() - 5 * 60_000).toISOString() };
    expect(decideLock(held)).toEqual({ result: LockResult.ALLREADYLOCKED, grant: false });
    const stale = { ...held, lockedAt: new Date(now.getTime() - 31 * 60_000).toISOString() };
    expect(decideLock(stale)).toEqual({ result: LockResult.OK, grant: true });
  });

  it('tells a deputy they can work as deputy, and hands the lock over when asked', () => {
    const held = { ...base, lockedBy: 'principal', lockedAt: now.toISOString(), actorIsDeputyOfHolder: true };
    expect(decideLock(held)).toEqual({
      result: LockResult.ALLREADYLOCKED | LockResult.LOCKED_BUT_CAN_WORK_AS_DEPUTY,
      grant: false,
    });
    expect(decideLock({ ...held, takeOverAsDeputy: true })).toEqual({ result: LockResult.OK, grant: true });
  });

  it('knows when another user holds a live lock', () => {
    expect(isLockedByOther({ lockedBy: 'x', lockedAt: now.toISOString() }, 'me', now)).toBe(true);
    expect(isLockedByOther({ lockedBy: 'me', lockedAt: now.toISOString() }, 'me', now)).toBe(false);
    expect(isLockedByOther({ lockedBy: null, lockedAt: null }, 'me', now)).toBe(false);
  });
});

describe('routing after a submit', () => {
  const task = (overrides: Partial<TaskSnapshot>): TaskSnapshot => ({
    id: 't',
    stepNo: 1,
    kind: TaskKind.Genehmigung,
    role: 'step',
    state: TaskState.Waiting,
    result: ApprovalResult.Keins,
    ...overrides,
  });
  const route = (
    tasks: TaskSnapshot[],
    submitted: TaskSnapshot,
    extra: { receiver?: boolean; unreceiver?: boolean } = {},
  ) =>
    routeAfterSubmit({
      tasks,
      submitted,
      hasReceiver: extra.receiver ?? false,
      hasUnreceiver: extra.unreceiver ?? false,
      decidedResult: ApprovalResult.Keins,
    });

  it('opens the next step after the last open task of a step is approved', () => {
    const first = task({ id: 'a', state: TaskState.Done, result: ApprovalResult.Genehmigt });
    const second = task({ id: 'b', stepNo: 2 });
    expect(route([first, second], first)).toEqual({ kind: 'openStep', stepNo: 2 });
  });

  it('waits for the parallel branch of the same step', () => {
    const first = task({ id: 'a', state: TaskState.Done, result: ApprovalResult.Genehmigt });
    const parallel = task({ id: 'b', state: TaskState.Open });
    expect(route([first, parallel, task({ id: 'c', stepNo: 2 })], first)).toEqual({ kind: 'wait' });
  });

  it('completes approved after the last step, or hands over to the receiver', () => {
    const only = task({ id: 'a', state: TaskState.Done, result: ApprovalResult.Genehmigt });
    expect(route([only], only)).toEqual({ kind: 'complete', result: ApprovalResult.Genehmigt });
    expect(route([only], only, { receiver: true })).toEqual({
      kind: 'notify',
      role: 'receiver',
      result: ApprovalResult.Genehmigt,
      stepNo: 2,
    });
  });

  it('ends at once on a rejection, notifying the unreceiver when there is one', () => {
    const rejected = task({ id: 'a', state: TaskState.Done, result: ApprovalResult.Abgelehnt });
    const later = task({ id: 'b', stepNo: 2 });
    expect(route([rejected, later], rejected)).toEqual({
      kind: 'complete',
      result: ApprovalResult.Abgelehnt,
    });
    expect(route([rejected, later], rejected, { unreceiver: true })).toEqual({
      kind: 'notify',
      role: 'unreceiver',
      result: ApprovalResult.Abgelehnt,
      stepNo: 3,
    });
  });

  it('completes with no result when only acknowledgements were asked', () => {
    const seen = task({ id: 'a', kind: TaskKind.Kenntnisnahme, state: TaskState.Done });
    expect(route([seen], seen)).toEqual({ kind: 'complete', result: ApprovalResult.Keins });
  });

  it('completes with the decided result once the final recipient acknowledged', () => {
    const receiver = task({ id: 'r', role: 'receiver', kind: TaskKind.Kenntnisnahme, state: TaskState.Done });
    expect(
      routeAfterSubmit({
        tasks: [receiver],
        submitted: receiver,
        hasReceiver: true,
        hasUnreceiver: false,
        decidedResult: ApprovalResult.Genehmigt,
      }),
    ).toEqual({ kind: 'complete', result: ApprovalResult.Genehmigt });
  });
});

describe('submit results and stamps', () => {
  it('demands a decision on approvals and none on acknowledgements', () => {
    expect(checkSubmitResult(TaskKind.Genehmigung, ApprovalResult.Keins)).toEqual({ ok: false });
    expect(checkSubmitResult(TaskKind.Genehmigung, ApprovalResult.Abgelehnt)).toEqual({
      ok: true,
      result: ApprovalResult.Abgelehnt,
    });
    expect(checkSubmitResult(TaskKind.Kenntnisnahme, ApprovalResult.Genehmigt)).toEqual({
      ok: true,
      result: ApprovalResult.Keins,
    });
  });

  it('approves on a stamp only when its signal was Genehmigt', () => {
    expect(approvalFromStamp('Genehmigt')).toBe(true);
    expect(approvalFromStamp('Abgelehnt')).toBe(false);
    expect(approvalFromStamp('genehmigt')).toBe(false);
  });
});

describe('requests and postbacks', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('shows open requests near or past their expiry as expiring', () => {
    const soon = new Date(now.getTime() + 3 * 3_600_000).toISOString();
    const later = new Date(now.getTime() + 72 * 3_600_000).toISOString();
    expect(displayedInquiryState(InquiryState.Open, soon, now)).toBe(InquiryState.Expiring);
    expect(displayedInquiryState(InquiryState.InProgress, soon, now)).toBe(InquiryState.Expiring);
    expect(displayedInquiryState(InquiryState.Open, later, now)).toBe(InquiryState.Open);
    expect(displayedInquiryState(InquiryState.Completed, soon, now)).toBe(InquiryState.Completed);
  });

  it('refuses expiry and postback times in the past or beyond the maximum', () => {
    expect(checkDeferTime(new Date(now.getTime() - 1000), now)).toEqual({ ok: false, reason: 'past' });
    expect(checkDeferTime(new Date(now.getTime() + 366 * 86_400_000), now)).toEqual({
      ok: false,
      reason: 'too_far',
    });
    expect(checkDeferTime(new Date(now.getTime() + 86_400_000), now)).toEqual({ ok: true });
  });

  it('treats a postback as over once its time has come', () => {
    expect(isPostponed(new Date(now.getTime() + 1000).toISOString(), now)).toBe(true);
    expect(isPostponed(new Date(now.getTime() - 1000).toISOString(), now)).toBe(false);
    expect(isPostponed(null, now)).toBe(false);
  });
});
