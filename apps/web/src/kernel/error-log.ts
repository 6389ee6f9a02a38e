import { ErrorLogThrottle } from '@belegfluss/shared';

/**
 * Decides whether a client error still goes to the server log: once more than 5 errors came
 * within 5 seconds, logging stops for the rest of the page's life (spec 000, section 8).
 */
export function createErrorLogThrottle(now: () => number = () => Date.now()) {
  const recent: number[] = [];
  let stopped = false;
  return {
    allow(): boolean {
      if (stopped) return false;
      const time = now();
      recent.push(time);
      while (recent.length > 0 && (recent[0] as number) <= time - ErrorLogThrottle.windowMs) recent.shift();
      if (recent.length > ErrorLogThrottle.maxErrors) {
        stopped = true;
        return false;
      }
      return true;
    },
    get stopped() {
      return stopped;
    },
  };
}
