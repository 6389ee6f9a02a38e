import { finalJobStates, JobState, type JobStateValue } from '@belegfluss/shared';

/** A job can be resent, picked up or deleted only once it no longer runs (spec 002, section 4). */
export function isFinal(state: JobStateValue): boolean {
  return finalJobStates.includes(state);
}

export function canResend(state: JobStateValue): boolean {
  return state === JobState.faulty || state === JobState.canceled || state === JobState.finished;
}

export function canCancel(state: JobStateValue): boolean {
  return !isFinal(state);
}

/** Waiting before attempt n+1 after a failed attempt n: 5 s, 25 s, 125 s, at most 10 minutes. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(5 ** Math.max(1, attempt), 600);
}

/** A running job whose worker has not reported for this long is taken to be interrupted. */
export const STALE_HEARTBEAT_SECONDS = 60;
