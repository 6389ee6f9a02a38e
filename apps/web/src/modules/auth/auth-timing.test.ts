import { describe, expect, it } from 'vitest';
import { createIdleWatcher } from './idle-watcher.js';
import { renewalDelayMs } from './renewal.js';
import { isTokenValid } from './session-store.js';

describe('token renewal', () => {
  const now = 1_000_000;
  it('renews 100 s before expiry', () => {
    expect(renewalDelayMs({ expiresAt: now + 1800_000, timeDiffMs: 0 }, now)).toBe(1700_000);
    expect(renewalDelayMs({ expiresAt: now + 1800_000, timeDiffMs: 250_000 }, now)).toBe(1700_000);
  });

  it('renews earlier by a negative server/client time difference, never in the past', () => {
    expect(renewalDelayMs({ expiresAt: now + 1800_000, timeDiffMs: -200_000 }, now)).toBe(1500_000);
    expect(renewalDelayMs({ expiresAt: now + 50_000, timeDiffMs: 0 }, now)).toBe(0);
  });

  it('counts a token valid when offline or with more than 30 s left', () => {
    expect(isTokenValid({ offline: false, expiresAt: now + 31_000 }, now)).toBe(true);
    expect(isTokenValid({ offline: false, expiresAt: now + 30_000 }, now)).toBe(false);
    expect(isTokenValid({ offline: true, expiresAt: now - 1 }, now)).toBe(true);
  });
});

describe('idle watcher', () => {
  it('times out after the threshold plus the idle timer, and activity starts the count again', () => {
    let now = 0;
    let timedOut = 0;
    const watcher = createIdleWatcher({
      thresholdSeconds: 1500,
      timeoutSeconds: 300,
      onTimeout: () => (timedOut += 1),
      now: () => now,
    });
    now = 1499_000;
    expect(watcher.isIdle()).toBe(false);
    now = 1500_000;
    expect(watcher.isIdle()).toBe(true);
    watcher.activity();
    now = 1500_000 + 1799_000;
    watcher.check();
    expect(timedOut).toBe(0);
    now = 1500_000 + 1800_000;
    watcher.check();
    watcher.check();
    expect(timedOut).toBe(1);
  });

  it('uses the system inactivity timeout once it is known, and restarts for offline sessions', () => {
    let now = 0;
    let timedOut = 0;
    const watcher = createIdleWatcher({
      thresholdSeconds: 1500,
      timeoutSeconds: 300,
      onTimeout: () => (timedOut += 1),
      now: () => now,
    });
    watcher.setThreshold(600);
    now = 900_000;
    watcher.check();
    expect(timedOut).toBe(1);
    watcher.restart();
    now += 899_000;
    watcher.check();
    expect(timedOut).toBe(1);
    now += 1000;
    watcher.check();
    expect(timedOut).toBe(2);
  });
});
