import { describe, expect, it } from 'vitest';
import { createErrorLogThrottle } from './error-log.js';

describe('client error log throttle', () => {
  it('logs up to 5 errors within 5 seconds and stops for good after the sixth', () => {
    let now = 0;
    const throttle = createErrorLogThrottle(() => now);
    for (let error = 0; error < 5; error += 1) {
      expect(throttle.allow()).toBe(true);
      now += 900;
    }
    expect(throttle.allow()).toBe(false);
    now += 60_000;
    expect(throttle.allow()).toBe(false);
    expect(throttle.stopped).toBe(true);
  });

  it('keeps logging errors that are spread out', () => {
    let now = 0;
    const throttle = createErrorLogThrottle(() => now);
    for (let error = 0; error < 20; error += 1) {
      expect(throttle.allow()).toBe(true);
      now += 1100;
    }
  });
});
