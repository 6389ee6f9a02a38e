import type { Clock } from '../../kernel/clock.js';

const WINDOW_MS = 60_000;

export type SprayGuardLimits = {
  /** Failed sign-ins per client address and minute, across all login names, before it must wait. */
  failuresPerClient: number;
  /** Failed sign-ins per minute across the installation above which every sign-in is paced. */
  globalCeiling: number;
  /** Spacing of password checks while the global ceiling is exceeded. */
  pacedIntervalMs: number;
};

export const defaultSprayGuardLimits: SprayGuardLimits = {
  failuresPerClient: 30,
  globalCeiling: 300,
  pacedIntervalMs: 200,
};

/**
 * Password spraying (few tries on many accounts) passes the per-account throttle; this guard counts
 * failures per client address across all accounts, and globally. A client over its limit waits out
 * the minute (TO_MANY_TRIES); over the global ceiling every sign-in is slowed, none refused. Counts
 * live in this process (a few KB); with several web processes each counts its own share.
 */
export function createSprayGuard(clock: Clock, limits: SprayGuardLimits = defaultSprayGuardLimits) {
  const perClient = new Map<string, number[]>();
  let global: number[] = [];
  let nextSlot = 0;

  const recent = (times: number[], now: number) => times.filter((time) => time > now - WINDOW_MS);

  function forgetIdleClients(now: number) {
    for (const [client, times] of perClient) {
      if ((times.at(-1) ?? 0) <= now - WINDOW_MS) perClient.delete(client);
    }
  }

  return {
    /** Seconds the client must wait before its next try; 0 when it may try now. */
    clientWaitSeconds(client: string): number {
      const now = clock.now().getTime();
      const times = recent(perClient.get(client) ?? [], now);
      if (times.length < limits.failuresPerClient) return 0;
      const oldestCounted = times[times.length - limits.failuresPerClient] as number;
      return Math.max(1, Math.ceil((oldestCounted + WINDOW_MS - now) / 1000));
    },

    recordFailure(client: string) {
      const now = clock.now().getTime();
      if (perClient.size > 10_000) forgetIdleClients(now);
      perClient.set(
        client,
        [...recent(perClient.get(client) ?? [], now), now].slice(-limits.failuresPerClient),
      );
      global = [...recent(global, now), now].slice(-(limits.globalCeiling + 1));
    },

    /** Milliseconds this sign-in has to wait for its turn: 0 unless the global ceiling is exceeded. */
    delayMs(): number {
      const now = clock.now().getTime();
      if (recent(global, now).length <= limits.globalCeiling) return 0;
      nextSlot = Math.max(nextSlot, now) + limits.pacedIntervalMs;
      return nextSlot - limits.pacedIntervalMs - now;
    },
  };
}

export type SprayGuard = ReturnType<typeof createSprayGuard>;
