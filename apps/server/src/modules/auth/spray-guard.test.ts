import { describe, expect, it } from 'vitest';
import { createSprayGuard } from './spray-guard.js';

function fakeClock(start = Date.parse('2026-03-01T08:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('spray guard', () => {
  it('makes a client wait out the minute after its limit of failures across accounts', () => {
    const clock = fakeClock();
    const guard = createSprayGuard(clock, { failuresPerClient: 3, globalCeiling: 100, pacedIntervalMs: 10 });
    for (let index = 0; index < 3; index += 1) {
      expect(guard.clientWaitSeconds('a')).toBe(0);
      guard.recordFailure('a');
      clock.advance(1000);
    }
    expect(guard.clientWaitSeconds('a')).toBe(57);
    expect(guard.clientWaitSeconds('b')).toBe(0);
    clock.advance(57_000);
    expect(guard.clientWaitSeconds('a')).toBe(0);
  });

  it('paces every sign-in above the global ceiling instead of refusing', () => {
    const clock = fakeClock();
    const guard = createSprayGuard(clock, { failuresPerClient: 100, globalCeiling: 2, pacedIntervalMs: 200 });
    for (const client of ['a', 'b']) guard.recordFailure(client);
    expect(guard.delayMs()).toBe(0);
    guard.recordFailure('c');
    expect([guard.delayMs(), guard.delayMs(), guard.delayMs()]).toEqual([0, 200, 400]);
    clock.advance(61_000);
    expect(guard.delayMs()).toBe(0);
  });
});
