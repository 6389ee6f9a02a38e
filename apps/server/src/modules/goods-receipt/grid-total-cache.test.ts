import type { GridViewAllFilter } from '@belegfluss/shared';
import { describe, expect, it } from 'vitest';
import { createGridTotalCache } from './grid-total-cache.js';

const filter = (search: string): GridViewAllFilter => ({
  FilterMode: 'ALL_DATA',
  FROM: null,
  TO: null,
  Kreditor: -1,
  WkType: 'ALL',
  Search: search,
});

describe('grid total cache', () => {
  it('counts once per Mandant, revision and filter, and again when any of them differs', async () => {
    const cache = createGridTotalCache();
    let counts = 0;
    const count = (value: number) => async () => {
      counts += 1;
      return value;
    };
    expect(await cache.total('m1', 1, filter(''), count(7))).toBe(7);
    expect(await cache.total('m1', 1, filter(''), count(99))).toBe(7);
    expect(counts).toBe(1);
    expect(await cache.total('m1', 2, filter(''), count(8))).toBe(8);
    expect(await cache.total('m1', 2, filter('x'), count(3))).toBe(3);
    expect(await cache.total('m2', 2, filter(''), count(5))).toBe(5);
    expect(counts).toBe(4);
  });

  it('forgets the oldest totals beyond its capacity', async () => {
    const cache = createGridTotalCache(2);
    await cache.total('m1', 1, filter(''), async () => 1);
    await cache.total('m1', 2, filter(''), async () => 2);
    await cache.total('m1', 3, filter(''), async () => 3);
    expect(await cache.total('m1', 1, filter(''), async () => 10)).toBe(10);
    expect(await cache.total('m1', 3, filter(''), async () => 30)).toBe(3);
  });
});
