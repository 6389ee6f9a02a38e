import { JobState } from '@belegfluss/shared';
import { describe, expect, it } from 'vitest';
import { canCancel, canResend, isFinal, retryDelaySeconds } from './jobs.models.js';

describe('job state rules', () => {
  it('allows resend only for jobs that no longer run', () => {
    expect(canResend(JobState.faulty)).toBe(true);
    expect(canResend(JobState.canceled)).toBe(true);
    expect(canResend(JobState.finished)).toBe(true);
    expect(canResend(JobState.inProgress)).toBe(false);
    expect(canResend(JobState.waiting)).toBe(false);
  });

  it('allows cancel only for jobs that still run or wait', () => {
    expect(canCancel(JobState.waiting)).toBe(true);
    expect(canCancel(JobState.inProgress)).toBe(true);
    expect(canCancel(JobState.reinitialised)).toBe(true);
    expect(canCancel(JobState.finished)).toBe(false);
    expect(isFinal(JobState.canceled)).toBe(true);
  });

  it('backs off between automatic attempts, capped at ten minutes', () => {
    expect(retryDelaySeconds(1)).toBe(5);
    expect(retryDelaySeconds(2)).toBe(25);
    expect(retryDelaySeconds(3)).toBe(125);
    expect(retryDelaySeconds(9)).toBe(600);
  });
});
