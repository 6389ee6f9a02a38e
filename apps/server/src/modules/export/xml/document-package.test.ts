import { DATEV_PACKAGE_LIMIT } from '@belegfluss/shared';
import { describe, expect, it } from 'vitest';
import { packageParts } from './document-package.js';

describe("DATEV's package limit", () => {
  it('keeps up to 4,999 documents in one package and splits more into parts of at most 4,999', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index);
    expect(DATEV_PACKAGE_LIMIT).toBe(4999);
    expect(packageParts(ids(4999)).map((part) => part.length)).toEqual([4999]);
    expect(packageParts(ids(10_000)).map((part) => part.length)).toEqual([4999, 4999, 2]);
    expect(packageParts(ids(10_000)).flat()).toEqual(ids(10_000));
    expect(packageParts([])).toEqual([]);
  });
});
