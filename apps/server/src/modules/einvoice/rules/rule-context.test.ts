import { describe, expect, it } from 'vitest';
import { num } from './rule-context.js';

describe('num', () => {
  it('reads the same term the same way every time, numbers and non-numbers alike', () => {
    expect(num('19.50')).toEqual({ units: 1950n, scale: 2 });
    expect(num('19.50')).toEqual({ units: 1950n, scale: 2 });
    expect(num('19,50')).toBeNull();
    expect(num('19,50')).toBeNull();
    expect(num(undefined)).toBeNull();
  });

  it('stays right after reading more distinct terms than it keeps', () => {
    for (let value = 0; value < 5000; value += 1)
      expect(num(`${value}.5`)).toEqual({ units: BigInt(value * 10 + 5), scale: 1 });
    expect(num('0.5')).toEqual({ units: 5n, scale: 1 });
  });
});
