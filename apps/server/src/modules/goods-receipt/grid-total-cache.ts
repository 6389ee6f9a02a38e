import type { GridViewAllFilter } from '@belegfluss/shared';

/** Totals kept per node; the oldest go first beyond this many (filters × Mandanten × revisions). */
const DEFAULT_CAPACITY = 2_000;

/**
 * The grid's total under a filter, counted once per revision of the Mandant's goods-receipt data:
 * counting 100,000 lines costs far more than the page itself, and a total is only stale when the
 * lines changed, which raises the revision and so changes the key.
 */
export function createGridTotalCache(capacity = DEFAULT_CAPACITY) {
  const totals = new Map<string, number>();
  const keyOf = (mandantId: string, revision: number, filter: GridViewAllFilter) =>
    JSON.stringify([mandantId, revision, filter]);

  return {
    async total(
      mandantId: string,
      revision: number,
      filter: GridViewAllFilter,
      count: () => Promise<number>,
    ): Promise<number> {
      const key = keyOf(mandantId, revision, filter);
      const known = totals.get(key);
      if (known !== undefined) return known;
      const counted = await count();
      totals.set(key, counted);
      if (totals.size > capacity) totals.delete(totals.keys().next().value as string);
      return counted;
    },
  };
}
