import { IdleDefaults } from '@belegfluss/shared';

export type IdleWatcherOptions = {
  /** Seconds without activity after which the user counts as idle. */
  thresholdSeconds: number;
  /** Seconds of being idle after which the session times out. */
  timeoutSeconds: number;
  onTimeout: () => void;
  now?: () => number;
};

/**
 * Watches user activity (spec 000, sections 4 and 9): idle after the threshold (1500 s at start,
 * then the system's InaktivityTimeout or 600 s), timed out after the idle timer (300 s) more.
 * Activity before the timeout starts the count again.
 */
export function createIdleWatcher(options: IdleWatcherOptions) {
  const now = options.now ?? (() => Date.now());
  let threshold = options.thresholdSeconds;
  let lastActivity = now();
  let timedOut = false;
  return {
    activity() {
      if (!timedOut) lastActivity = now();
    },
    setThreshold(seconds: number) {
      threshold = seconds;
    },
    get threshold() {
      return threshold;
    },
    isIdle(): boolean {
      return now() - lastActivity >= threshold * 1000;
    },
    /** Called regularly (every second); fires onTimeout once when the time is up. */
    check() {
      if (timedOut) return;
      if (now() - lastActivity >= (threshold + options.timeoutSeconds) * 1000) {
        timedOut = true;
        options.onTimeout();
      }
    },
    restart() {
      timedOut = false;
      lastActivity = now();
    },
  };
}

export type IdleWatcher = ReturnType<typeof createIdleWatcher>;

export const idleStartOptions = {
  thresholdSeconds: IdleDefaults.startThreshold,
  timeoutSeconds: IdleDefaults.idleTimer,
};
